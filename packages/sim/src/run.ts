/** One simulated game of any game module and its compact record; a range of games for a worker. */
import { playGame, SearchBot, type Bot } from '@horde/bots';
import type { Seat, SeatResult } from '@horde/core';
import { contentFingerprint, type AnyModule, type SimFigures } from '@horde/games';
import { simModule, type ModuleSource } from './modules.ts';

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

export interface GameTask extends PlayOptions {
  game: string;
  source?: ModuleSource;
  /** A designer's mission file the game hosts too (its entry is `entry`). */
  entryFile?: string;
  start: number;
  end: number;
  /**
   * The seeds of games [start, end) as the run derived them (gameSeed(seed, i)): a queued job carries them, and
   * game i plays seeds[i - start]. Absent: each game derives its own.
   */
  seeds?: readonly number[];
  /** What the run was made with (a queued job): a worker whose rules or content differ refuses the task. */
  expect?: PlayedWith;
}

/** The rules version and the content fingerprint a task is played with (a queued job's worker checks both). */
export interface PlayedWith {
  rulesVersion: string;
  /** SHA-256 of the entry's pinned content (the mission, its tiles and decks; null: the game has none). */
  content: string | null;
}

/** How a worker that plays with other rules or content than the run's says so (the message begins with it). */
export const MISMATCH = 'this worker plays';

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

/** The rules version of the module and the fingerprint of the content an entry with these options plays. */
export function playedWith(module: AnyModule, opts: Pick<PlayOptions, 'entry' | 'seats' | 'options'>): PlayedWith {
  const pinned = module.pin?.(withOptions(module.defaultConfig(opts.entry, opts.seats), opts.options));
  return {
    rulesVersion: module.game.meta.rulesVersion,
    content: pinned === undefined || pinned === null ? null : contentFingerprint(pinned),
  };
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
      // the machine's load, is off (the tables of docs/balance.md are the same on every machine).
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

const checked = new Map<string, PlayedWith>();

/** Throws (MISMATCH …) when this thread's module plays with other rules or content than `expect`. */
function checkPlayedWith(module: AnyModule, task: GameTask, expect: PlayedWith): void {
  const key = JSON.stringify([task.game, task.source, task.entryFile, task.entry, task.seats, task.options]);
  let mine = checked.get(key);
  if (!mine) checked.set(key, (mine = playedWith(module, task)));
  if (mine.rulesVersion !== expect.rulesVersion)
    throw new Error(
      `${MISMATCH} ${module.name} rules version ${mine.rulesVersion}, the run ${expect.rulesVersion}: update it`,
    );
  if (mine.content !== expect.content)
    throw new Error(
      `${MISMATCH} ${task.entry} with other content (${mine.content?.slice(0, 12)}…, the run ${expect.content?.slice(0, 12)}…): update it`,
    );
}

export async function runTask(task: GameTask): Promise<GameRecord[]> {
  const module = await simModule(task.game, task.source, task.entryFile);
  if (task.expect) checkPlayedWith(module, task, task.expect);
  if (task.seeds && task.seeds.length !== task.end - task.start)
    throw new Error(`a task of games ${task.start}-${task.end - 1} carries ${task.seeds.length} seeds`);
  const out: GameRecord[] = [];
  for (let i = task.start; i < task.end; i++)
    out.push(playOne(module, task, i, undefined, task.seeds?.[i - task.start]));
  return out;
}
