/** Piscina tasks: plays games [start, end) of a run and returns their records (default); a bench's bot rate. */
import { runTask, type GameTask } from './run.ts';

export { botRate } from './bot-rate.ts';

export default function simTask(task: GameTask) {
  return runTask(task);
}
