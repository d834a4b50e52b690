/**
 * One bot's rate on one entry (the bench's per-bot line): games per second on one core, win rate of seat 0,
 * actions per game, bytes allocated per game and per action, and a search bot's rollouts per second, after
 * warm-up games (`warmup`). It runs in a simulator worker (`botRate`, worker.ts), so it measures the code the
 * simulator runs, loaded by the same hooks.
 */
import { measureAllocation } from './alloc.ts';
import type { ModuleSource } from './modules.ts';
import { simModule } from './modules.ts';
import { type BotName, playOne } from './run.ts';

export interface BotRate {
  bot: BotName;
  gamesPerSecond: number;
  winRate: number;
  /** Actions played per game (decisions included; a search bot's rollouts not counted). */
  actionsPerGame: number;
  /** Bytes allocated on the JS heap per game, and per action of the game (rollouts included). */
  bytesPerGame: number;
  bytesPerAction: number;
  /** A search bot's rollouts per second (absent for other bots). */
  rolloutsPerSecond?: number;
}

export interface BotRateTask {
  game: string;
  source?: ModuleSource;
  entry: string;
  bot: BotName;
  games: number;
  seed: number;
  /**
   * Games played before the clock (other seeds than the measured ones), so the rate is the optimised code's and not
   * the compiler's warm-up (a fresh worker plays its first few hundred games at a third to a half of its later speed);
   * at most `warmupSeconds` of them (a search bot's games take seconds). Default: 1 game.
   */
  warmup?: number;
  warmupSeconds?: number;
}

/** A bot with the search bot's counters (SearchBot.stats). */
const rollouts = (bot: unknown): number => {
  const stats = (bot as { stats?: { rollouts?: unknown } }).stats;
  return typeof stats?.rollouts === 'number' ? stats.rollouts : 0;
};

export async function botRate(task: BotRateTask): Promise<BotRate> {
  const { game, source, entry, bot, games, seed } = task;
  const module = await simModule(game, source);
  const opts = { entry, bots: [bot], seats: module.game.meta.seats.min, seed };
  // Warm-up games: seeds after the measured ones.
  const warmEnd = performance.now() + 1000 * (task.warmupSeconds ?? Number.POSITIVE_INFINITY);
  const warmup = Math.max(1, task.warmup ?? 1);
  for (let i = 0; i < warmup && (i === 0 || performance.now() < warmEnd); i++) playOne(module, opts, games + i);
  const made: unknown[] = [];
  let wins = 0;
  let actions = 0;
  const t0 = performance.now();
  const { bytes } = measureAllocation(() => {
    for (let i = 0; i < games; i++) {
      const r = playOne(module, opts, i, (b) => made.push(b));
      if (r.results[0] === 'win') wins++;
      actions += r.steps;
    }
  });
  const seconds = (performance.now() - t0) / 1000;
  const rolled = made.reduce((t: number, b) => t + rollouts(b), 0);
  return {
    bot,
    gamesPerSecond: games / seconds,
    winRate: wins / games,
    actionsPerGame: actions / games,
    bytesPerGame: bytes / games,
    bytesPerAction: actions ? bytes / actions : 0,
    ...(rolled > 0 ? { rolloutsPerSecond: rolled / seconds } : {}),
  };
}
