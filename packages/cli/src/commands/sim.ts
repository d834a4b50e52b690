/**
 * `horde sim`, `horde worker` and `horde bench bots`: the simulator (on this machine's threads, or over a job queue
 * that `horde worker` processes on any number of machines play) and the bot benches of packages/sim, for any game
 * of the registry.
 */
import type { Command } from 'commander';
import {
  benchBotsCommand,
  QueueRunCancelled,
  QueueUnreachable,
  simCommand,
  UsageError as SimUsageError,
  workerCommand,
} from '@horde/sim/cli';
import { gameOption } from '../games.ts';
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

/** A queue's Redis that does not answer, or a queued run cancelled with Ctrl-C: one line and an exit code. */
async function queueErrors(run: () => Promise<unknown>): Promise<void> {
  try {
    await asUsage(run);
  } catch (e) {
    if (e instanceof QueueUnreachable) {
      console.error(`horde: ${e.message}`);
      process.exitCode = 1;
      return;
    }
    // Ctrl-C during a queued run: its jobs not started were taken off the queue.
    if (!(e instanceof QueueRunCancelled)) throw e;
    console.error(`horde: ${e.message}`);
    process.exitCode = 130;
  }
}

export function registerSim(program: Command, bench: Command): void {
  gameOption(program.command('sim'))
    .description('play a mission many times with bots on worker threads; writes report.json and report.html')
    .option('--mission <id>', 'mission id (M0..M10), or the entry of another game')
    .option('--games <n>', 'games to play', '1000')
    .option(
      '--bot <name>',
      "the game's bot (uoa: random, heuristic, search, or clairvoyant: the search knowing the hidden cards, an upper bound), or one per seat: a,b (default heuristic if the game has it)",
    )
    .option(
      '--compare <bots>',
      'several bots on the same games, each playing every seat (e.g. heuristic,search,clairvoyant): rates side by side with intervals, the clairvoyant bound, where the search bot lost; compare.json and compare.html',
    )
    .option('--seats <n>', "seats at the table (default: the game's fewest)")
    .option('--seed <n>', 'seed (the report is the same for any worker count)', '1')
    .option('--workers <n>', 'worker threads (default: one per core)')
    .option(
      '--queue <url>',
      'put the games on the job queue at this Redis (redis://host:port[/db]) for the `horde worker` processes attached to it, on any machines; the report is the one a local run with the same seed gives',
    )
    .option('--batch <n>', 'games per job on the queue (default: 1 up to 400 games, then games/400, at most 50)')
    .option('--out <dir>', 'output folder (default sim-out/<mission>-<bot>-<seed>)')
    .option('--max-rounds <n>', 'rounds before a game counts as unfinished', '60')
    .option(
      '--option <key=value>',
      "set an option of the game's config over the mission's (repeatable): house rules, modes, decks",
      (value: string, list: string[] = []) => [...list, value],
    )
    .action(
      async (opts: {
        game: string;
        mission?: string;
        games: string;
        bot?: string;
        compare?: string;
        seats?: string;
        seed: string;
        workers?: string;
        out?: string;
        maxRounds: string;
        option?: string[];
        queue?: string;
        batch?: string;
      }) => {
        await queueErrors(() => simCommand({ ...opts, print: true, progress: true }));
      },
    );
  program
    .command('worker')
    .description(
      'play the games `horde sim --queue` puts on the job queue, until SIGTERM or Ctrl-C (start one per machine, as many machines as you like)',
    )
    .option('--queue <url>', 'the Redis of the job queue (redis://host:port[/db])')
    .option(
      '--concurrency <n>',
      'games played at once, each in its own thread (default: the cores minus one, at least 1)',
    )
    .option(
      '--grace <s>',
      'on SIGTERM or Ctrl-C, seconds the current jobs have to finish before they go back on the queue (a second signal: at once)',
      '20',
    )
    .option(
      '--lock-ms <ms>',
      "a job's lock, renewed every half of it: a killed worker's jobs go back once it expires",
      '10000',
    )
    .option('--stalled-ms <ms>', 'how often this worker puts back the jobs of workers gone', '5000')
    .option('--verbose', 'a line per job played')
    .action(
      async (opts: {
        queue?: string;
        concurrency?: string;
        grace: string;
        lockMs: string;
        stalledMs: string;
        verbose?: boolean;
      }) => {
        await queueErrors(() => workerCommand(opts));
      },
    );
  gameOption(bench.command('bots'))
    .description(
      "each bot's games per second, win rate, bytes allocated per game and per action on each mission (one core); the sim's scaling over 1..N worker threads and processes (N: the cores present)",
    )
    .option('--missions <list>', 'comma-separated mission ids (default: all)')
    .option('--bots <list>', "comma-separated bots (default: all the game's; the search bots take seconds a game)")
    .option('--games <n>', 'games per mission and bot', '200')
    .option('--seed <n>', 'seed', '1')
    .option(
      '--scaling-games <n>',
      'games timed per point of the scaling runs (default: the larger of 1000 and --games)',
    )
    .option(
      '--warmup <n>',
      "games a worker plays before the clock: each bot's rate (at most 20 s of them) and the warm scaling runs",
      '300',
    )
    .option('--repeats <n>', 'runs per point of the scaling runs (the median is kept)', '3')
    .action(
      async (opts: {
        game: string;
        missions?: string;
        bots?: string;
        games: string;
        seed: string;
        scalingGames?: string;
        warmup: string;
        repeats: string;
      }) => {
        await asUsage(() => benchBotsCommand({ ...opts, print: true }));
      },
    );
}
