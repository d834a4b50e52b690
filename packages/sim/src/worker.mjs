// Worker entry for piscina: there is no build step, so register the simulator's TypeScript hooks
// (ts-loader.mjs) in this thread before importing the task module. Its tasks: a run's games (default) and
// a bench's bot rate (`botRate`).
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
process.setSourceMapsEnabled(true);
const { default: simTask, botRate } = await import('./worker.ts');

export default simTask;
export { botRate };
