/** `horde sim` and `horde bench bots`: the mission simulator and bot benches of packages/sim. */
import type { Command } from 'commander';
import { benchBotsCommand, simCommand, UsageError as SimUsageError } from '@horde/sim/cli';
import { UsageError } from '../usage.ts';

/** The simulator's usage errors become the CLI's one-line usage errors. */
async function asUsage<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof SimUsageError) throw new UsageError(`${e.message}\n${e.usage}`);
    throw e;
  }
}

export function registerSim(program: Command, bench: Command): void {
  program
    .command('sim')
    .description('play a mission many times with bots on worker threads; writes report.json and report.html')
    .option('--mission <id>', 'mission id (M0..M10)')
    .option('--games <n>', 'games to play', '1000')
    .option('--bot <name>', 'random or heuristic', 'heuristic')
    .option('--seed <n>', 'seed (the report is the same for any worker count)', '1')
    .option('--workers <n>', 'worker threads (default: one per core)')
    .option('--out <dir>', 'output folder (default sim-out/<mission>-<bot>-<seed>)')
    .option('--max-rounds <n>', 'rounds before a game counts as unfinished', '60')
    .action(
      async (opts: {
        mission?: string;
        games: string;
        bot: string;
        seed: string;
        workers?: string;
        out?: string;
        maxRounds: string;
      }) => {
        await asUsage(() => simCommand({ ...opts, print: true, progress: true }));
      },
    );
  bench
    .command('bots')
    .description('random and heuristic games per second on each mission, one core')
    .option('--missions <list>', 'comma-separated mission ids (default: all)')
    .option('--games <n>', 'games per mission and bot', '200')
    .option('--seed <n>', 'seed', '1')
    .action(async (opts: { missions?: string; games: string; seed: string }) => {
      await asUsage(() => benchBotsCommand({ ...opts, print: true }));
    });
}
