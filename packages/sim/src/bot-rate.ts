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
  /**
   * The same per second of the process's CPU time (the games' own steps included): the rate of one core, whatever
   * else the machine runs (the wall-clock rate falls with the load).
   */
  rolloutsPerCpuSecond?: number;
  /** Bytes allocated per action played in the rollouts (the whole run's bytes over the rollouts' steps). */
  bytesPerRolloutStep?: number;
  /**
   * A search bot's searched decisions (those with more than one candidate) per second of the time they took, and the
   * mean and the slowest of them in ms, and how many its time budget cut short (absent for other bots).
   */
  decisions?: {
    perSecond: number;
    meanMs: number;
    maxMs: number;
    overBudget: number;
    count: number;
    /**
     * CPU time of the games per searched decision (the games' own steps included), in ms: what a decision costs one
     * core, whatever else the machine runs (the wall-clock figures above grow with the load).
     */
    cpuMs: number;
  };
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

interface Counters {
  rollouts: number;
  steps: number;
  searches: number;
  ms: number;
  maxMs: number;
  overBudget: number;
}

/** A bot's search counters (SearchBot.stats), zero for a bot without them. */
const counters = (bot: unknown): Counters => {
  const stats = (bot as { stats?: Partial<Counters> }).stats;
  const n = (x: unknown) => (typeof x === 'number' ? x : 0);
  return {
    rollouts: n(stats?.rollouts),
    steps: n(stats?.steps),
    searches: n(stats?.searches),
    ms: n(stats?.ms),
    maxMs: n(stats?.maxMs),
    overBudget: n(stats?.overBudget),
  };
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
  const cpu0 = process.cpuUsage();
  const { bytes } = measureAllocation(() => {
    for (let i = 0; i < games; i++) {
      const r = playOne(module, opts, i, (b) => made.push(b));
      if (r.results[0] === 'win') wins++;
      actions += r.steps;
    }
  });
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const all = made.map(counters);
  const sum = (f: (c: Counters) => number) => all.reduce((t, c) => t + f(c), 0);
  const rolled = sum((c) => c.rollouts);
  const stepped = sum((c) => c.steps);
  const searches = sum((c) => c.searches);
  const searchMs = sum((c) => c.ms);
  return {
    bot,
    gamesPerSecond: games / seconds,
    winRate: wins / games,
    actionsPerGame: actions / games,
    bytesPerGame: bytes / games,
    bytesPerAction: actions ? bytes / actions : 0,
    ...(rolled > 0 ? { rolloutsPerSecond: rolled / seconds, rolloutsPerCpuSecond: rolled / (cpuMs / 1000) } : {}),
    ...(stepped > 0 ? { bytesPerRolloutStep: bytes / stepped } : {}),
    ...(searches > 0
      ? {
          decisions: {
            perSecond: searches / (searchMs / 1000),
            meanMs: searchMs / searches,
            maxMs: Math.max(...all.map((c) => c.maxMs)),
            overBudget: sum((c) => c.overBudget),
            count: searches,
            cpuMs: cpuMs / searches,
          },
        }
      : {}),
  };
}
