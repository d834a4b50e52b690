// A simulation worker in its own process (the bench's scaling over processes, beside worker threads):
// register tsx's ESM loader, then play each task the parent sends and answer with the games played.
import { register } from 'tsx/esm/api';

register();
const { runTask } = await import('./run.ts');

process.on('message', async (task) => {
  const records = await runTask(task);
  process.send({ games: records.length });
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
