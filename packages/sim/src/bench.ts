/**
 * Bot benchmarks (rates, not pass/fail): each bot's games per second and win
 * rate (seat 0) per entry in this thread (one core), and the simulator's
 * scaling from 1 to 2 worker threads (the default bot on the first entry).
 */
import type { ModuleSource } from './modules.ts';
import { simModule } from './modules.ts';
import type { AnyModule } from '@horde/games';
import { playOne, type BotName } from './run.ts';
import { runSim } from './sim.ts';

export interface BotsBench {
  game: string;
  perEntry: {
    entry: string;
    bots: { bot: BotName; gamesPerSecond: number; winRate: number }[];
  }[];
  scaling: { entry: string; bot: BotName; games: number; oneWorker: number; twoWorkers: number; ratio: number };
}

function rate(
  module: AnyModule,
  entry: string,
  bot: BotName,
  games: number,
  seed: number,
): { gamesPerSecond: number; winRate: number } {
  const opts = { entry, bots: [bot], seats: module.game.meta.seats.min, seed };
  playOne(module, opts, games); // warm-up
  let wins = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) if (playOne(module, opts, i).results[0] === 'win') wins++;
  return { gamesPerSecond: games / ((performance.now() - t0) / 1000), winRate: wins / games };
}

export async function benchBots(opts: {
  game: string;
  source?: ModuleSource;
  missions: string[];
  /** Bots to measure (default: every bot of the game). */
  bots?: string[];
  games: number;
  seed: number;
  onLine?: (line: string) => void;
}): Promise<BotsBench> {
  const module = await simModule(opts.game, opts.source);
  const names = opts.bots ?? Object.keys(module.bots);
  const perEntry: BotsBench['perEntry'] = [];
  const f = (x: number) => x.toFixed(1);
  for (const entry of opts.missions) {
    const bots = names.map((bot) => ({ bot, ...rate(module, entry, bot, opts.games, opts.seed) }));
    perEntry.push({ entry, bots });
    opts.onLine?.(
      `${entry.padEnd(8)} ${bots.map((b) => `${b.bot} ${f(b.gamesPerSecond).padStart(7)} games/s (wins ${f(b.winRate * 100)}%)`).join('   ')}   1 core, ${opts.games} games`,
    );
  }
  const entry = opts.missions[0];
  const bot = 'heuristic' in module.bots ? 'heuristic' : names[0];
  const games = Math.max(200, opts.games);
  const base = { game: opts.game, source: opts.source, entry, games, bots: bot, seed: opts.seed };
  const one = await runSim({ ...base, workers: 1 });
  const two = await runSim({ ...base, workers: 2 });
  const scaling = {
    entry,
    bot,
    games,
    oneWorker: one.report.run.gamesPerSecond,
    twoWorkers: two.report.run.gamesPerSecond,
    ratio: two.report.run.gamesPerSecond / one.report.run.gamesPerSecond,
  };
  opts.onLine?.(
    `sim scaling (${entry}, ${bot}, ${games} games): 1 worker ${f(scaling.oneWorker)} games/s, 2 workers ${f(scaling.twoWorkers)} games/s, ratio ${scaling.ratio.toFixed(2)}`,
  );
  return { game: opts.game, perEntry, scaling };
}
