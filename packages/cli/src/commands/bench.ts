/** `horde bench <measure> [--game id]`: a game's speed figures (rates, not pass/fail), with progress bars on long runs. */
import type { Command } from 'commander';
import cliProgress from 'cli-progress';
import type { Progress } from '@horde/games';
import { benchViews } from '@horde/server/cli/bench-views';
import { benchRestore } from '@horde/server/cli/bench-restore';
import { cliRegistry, gameOption, moduleOf } from '../games.ts';
import { positiveInt, UsageError } from '../usage.ts';

function bar(label: string, total: number): Progress {
  const b = new cliProgress.SingleBar(
    {
      format: `${label.padEnd(24)} [{bar}] {value}/{total}`,
      clearOnComplete: true,
      hideCursor: true,
      stream: process.stderr,
      noTTYOutput: false,
    },
    cliProgress.Presets.shades_classic,
  );
  b.start(total, 0);
  return { update: (value) => (value === undefined ? b.increment() : b.update(value)), stop: () => b.stop() };
}

/** Runs a game's named benchmark and prints its lines. */
function runBenchmark(name: string, opts: { game: string; seeds: number; runs: number }): void {
  const module = moduleOf(opts.game);
  const benchmark = module.benchmarks?.[name];
  if (!benchmark)
    throw new UsageError(
      `${module.name} has no "${name}" bench (it has: ${Object.keys(module.benchmarks ?? {}).join(', ') || 'none'})`,
    );
  for (const line of benchmark.run(module.game, { seeds: opts.seeds, runs: opts.runs }, bar)) console.log(line);
}

export function registerBench(program: Command): Command {
  const bench = program.command('bench').description('performance figures (rates, not pass/fail)');
  gameOption(bench.command('geometry'))
    .description("build time and size of a board's geometry (Undead or Alive: the 3x3 sample map)")
    .option('--runs <n>', 'timed builds (median reported)', positiveInt('--runs'), 15)
    .action((opts: { game: string; runs: number }) => runBenchmark('geometry', { ...opts, seeds: 0 }));
  gameOption(bench.command('engine'))
    .description("random playouts per second and the game's own figures (Undead or Alive: zombies' phase, state size)")
    .option('--seeds <n>', 'random games', positiveInt('--seeds'), 200)
    .option('--runs <n>', 'timed runs per measure', positiveInt('--runs'), 200)
    .action((opts: { game: string; seeds: number; runs: number }) => runBenchmark('engine', opts));
  gameOption(bench.command('views'))
    .description("the server's cost to send every seat what an action changed (view patches), before and after sharing")
    .option('--seeds <n>', 'random games', positiveInt('--seeds'), 20)
    .option('--runs <n>', 'timed passes (best reported)', positiveInt('--runs'), 3)
    .action((opts: { game: string; seeds: number; runs: number }) => {
      for (const line of benchViews(moduleOf(opts.game), opts)) console.log(line);
    });
  gameOption(bench.command('restore'))
    .description('what durable games cost: bytes stored per game, and a restart of a server holding N games')
    .option('--games <n>', 'games the server holds', positiveInt('--games'), 1000)
    .option('--actions <n>', 'random legal actions played in each', positiveInt('--actions'), 120)
    .option('--entry <id>', "the game's entry (default its first)")
    .action(async (opts: { game: string; games: number; actions: number; entry?: string }) => {
      const made = bar('games made', opts.games);
      const lines = await benchRestore(cliRegistry(), moduleOf(opts.game), {
        ...opts,
        progress: (done) => made.update(done),
      });
      made.stop();
      for (const line of lines) console.log(line);
    });
  return bench;
}
