/** Piscina task: plays games [start, end) of a run and returns their records. */
import { runTask, type GameTask } from './run.ts';

export default function simTask(task: GameTask) {
  return runTask(task);
}
