/**
 * @horde/sim: batch simulation of any game module with its bots over worker threads or a job queue's workers, and
 * reports with charts.
 */
export * from './run.ts';
export * from './report.ts';
export * from './sim.ts';
export * from './html.ts';
export * from './bench.ts';
export * from './modules.ts';
export * from './queue.ts';
export {
  simCommand,
  benchBotsCommand,
  workerCommand,
  parseSimOptions,
  defaultBot,
  UsageError,
  SIM_USAGE,
  BENCH_USAGE,
  WORKER_USAGE,
  summary,
  type SimCommandOptions,
  type BenchBotsCommandOptions,
  type WorkerCommandOptions,
  type ParsedSimOptions,
} from './cli.ts';
