// A simulation worker in its own process (the bench's scaling over processes, beside worker threads):
// register the simulator's TypeScript hooks (ts-loader.mjs), then play each task the parent sends and
// answer with the games played.
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
process.setSourceMapsEnabled(true);
const { runTask } = await import('./run.ts');

process.on('message', async (task) => {
  const records = await runTask(task);
  process.send({ games: records.length });
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
