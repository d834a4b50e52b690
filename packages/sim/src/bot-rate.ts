/**
 * One bot's rate on one entry (the bench's per-bot line): games per second on one core, win rate of seat 0,
 * actions per game, bytes allocated per game and per action, and a search bot's rollouts per second. It runs
 * in a simulator worker (`benchRate`, worker.ts), so it measures the code the simulator runs, loaded by the
 * same hooks.
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
}

/** A bot with the search bot's counters (SearchBot.stats). */
const rollouts = (bot: unknown): number => {
  const stats = (bot as { stats?: { rollouts?: unknown } }).stats;
  return typeof stats?.rollouts === 'number' ? stats.rollouts : 0;
};

export async function botRate({ game, source, entry, bot, games, seed }: BotRateTask): Promise<BotRate> {
  const module = await simModule(game, source);
  const opts = { entry, bots: [bot], seats: module.game.meta.seats.min, seed };
  playOne(module, opts, games); // warm-up (a game of another seed than the measured ones)
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
