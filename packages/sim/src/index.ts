/** @horde/sim: batch simulation of missions with bots over worker threads, and reports with charts. */
export * from './run.ts';
export * from './report.ts';
export * from './sim.ts';
export * from './html.ts';
export * from './bench.ts';
export {
  simCommand,
  benchBotsCommand,
  parseSimOptions,
  UsageError,
  SIM_USAGE,
  BENCH_USAGE,
  summary,
  type SimCommandOptions,
  type BenchBotsCommandOptions,
} from './cli.ts';
export { simWorld, partyFor, type SimWorld } from './world.ts';
