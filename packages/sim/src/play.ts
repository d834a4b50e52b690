/**
 * One simulated game of any game module and its compact record: the pure part of the simulator, which runs in a
 * browser's Web Worker (the studio's Simulate panel) as in `horde sim`'s worker threads, so a seed plays the same
 * game in both.
 */
import { playGame, SearchBot, type Bot } from '@horde/bots';
import type { Seat, SeatResult } from '@horde/core';
import type { AnyModule, SimFigures } from '@horde/games';

/** A bot of the game module, by name ("random", "heuristic"). */
export type BotName = string;

/** Why a game was cut off before the rules ended it (a reason code beside the game's own). */
export const CUT_OFF_REASONS = { rounds: 'roundLimit', steps: 'stepLimit', stuck: 'stuck' } as const;

export interface GameRecord {
  /** Game number in the run (0-based). */
  index: number;
  seed: number;
  /** The outcome's reason code, or roundLimit / stepLimit / stuck when the game was cut off. */
  reason: string;
  /** Each seat's result, by seat; a game cut off is a loss for every seat. */
  results: SeatResult['result'][];
  /** The round the game ended in (module.round), null when the game counts no rounds. */
  rounds: number | null;
  /** Actions and decision answers played. */
  steps: number;
  /** The module's simFigures of the final state ({} when it has none). */
  figures: SimFigures;
}

export interface PlayOptions {
  /** The entry played (a mission): module.defaultConfig(entry, seats). */
  entry: string;
  /** The bot of each seat; a seat past the list plays the last one. */
  bots: readonly BotName[];
  seats: number;
  /** Run seed: game i plays with gameSeed(seed, i). */
  seed: number;
  /** Rounds before a game is cut off (roundLimit). Default 60. */
  maxRounds?: number;
  /** Actions before a game is cut off (stepLimit). Default 20,000. */
  maxSteps?: number;
  /** Options set over the entry's config (house rules, modes: `{ resurrection: true }`), checked by the game's schema. */
  options?: Readonly<Record<string, unknown>>;
}

/** The entry's config with the run's options set over it (the config unchanged without any). */
export function withOptions<C>(config: C, options: Readonly<Record<string, unknown>> | undefined): C {
  return options && Object.keys(options).length > 0 ? { ...config, ...options } : config;
}

/** Seed of game `index` of a run with seed `seed`: a 32-bit mix of both (independent of workers and chunking). */
export function gameSeed(seed: number, index: number): number {
  let x = (Math.imul(seed >>> 0, 0x9e3779b1) + Math.imul(index + 1, 0x85ebca6b)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/** The bot seed of a seat: the game seed for seat 0, a mix of it and the seat for the others. */
export function seatSeed(game: number, seat: Seat): number {
  return seat === 0 ? game : gameSeed(game, 1000 + seat);
}

/**
 * Plays game `index` of a run with its seed (default gameSeed(opts.seed, index)); `made` sees each bot as it is
 * made (a bench reads a search bot's counters).
 */
export function playOne(
  module: AnyModule,
  opts: PlayOptions,
  index: number,
  made?: (bot: Bot<unknown, unknown>) => void,
  seed: number = gameSeed(opts.seed, index),
): GameRecord {
  const config = withOptions(module.defaultConfig(opts.entry, opts.seats), opts.options);
  const s = seed;
  const bots = new Map<Seat, Bot<unknown, unknown>>();
  const botFor = (seat: Seat) => {
    if (!Number.isInteger(seat) || seat < 0 || seat >= opts.seats)
      throw new Error(`${module.name} awaits seat ${seat}, not one of its ${opts.seats} seats`);
    let bot = bots.get(seat);
    if (!bot) {
      const name = opts.bots[Math.min(seat, opts.bots.length - 1)];
      const make = module.bots[name];
      if (!make) throw new Error(`${module.name} has no bot "${name}"`);
      bot = make(seatSeed(s, seat));
      // A simulated game depends on its seeds only: a search bot's time budget, which makes its choices depend on
      // the machine's load, is off (the tables of docs/balance.md, and the studio's reports, are the same on every
      // machine).
      if (bot instanceof SearchBot) bot.withoutBudget();
      bots.set(seat, bot);
      made?.(bot);
    }
    return bot;
  };
  const round = module.round ? (state: unknown) => module.round!(state) : undefined;
  const result = playGame(
    module.game,
    config,
    s,
    botFor,
    { maxRounds: opts.maxRounds ?? 60, maxSteps: opts.maxSteps },
    round,
  );
  const { state, outcome } = result;
  const seats = module.game.seatCount(state);
  let reason: string;
  let results: SeatResult['result'][];
  if (outcome.over) {
    reason = outcome.reason;
    results = Array.from(
      { length: seats },
      (_, seat) => outcome.results.find((r) => r.seat === seat)?.result ?? 'loss',
    );
  } else {
    reason = CUT_OFF_REASONS[result.stop as keyof typeof CUT_OFF_REASONS] ?? result.stop;
    results = Array.from({ length: seats }, () => 'loss' as const);
  }
  return {
    index,
    seed: s,
    reason,
    results,
    rounds: round ? round(state) : null,
    steps: result.steps,
    figures: module.simFigures?.(state) ?? {},
  };
}
