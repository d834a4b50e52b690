/** @horde/sim: batch simulation of any game module with its bots over worker threads, and reports with charts. */
export * from './run.ts';
export * from './report.ts';
export * from './sim.ts';
export * from './html.ts';
export * from './bench.ts';
export * from './modules.ts';
export {
  simCommand,
  benchBotsCommand,
  parseSimOptions,
  defaultBot,
  UsageError,
  SIM_USAGE,
  BENCH_USAGE,
  summary,
  type SimCommandOptions,
  type BenchBotsCommandOptions,
  type ParsedSimOptions,
} from './cli.ts';
