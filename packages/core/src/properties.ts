import type { Game, Seat } from './game.ts';
import { describeRefusal, dueDeadline, setupOrThrow } from './game.ts';
import type { LoggedAction } from './replay.ts';
import { createRng, randomInt } from './rng.ts';

export interface Playout<S, A> {
  state: S;
  log: LoggedAction<A>[];
  /** Why the playout stopped: the game ended, nobody could act, or the step cap. */
  stop: 'finished' | 'stuck' | 'cap';
}

export interface PlayoutOptions {
  maxSteps?: number;
  /** Clock at setup (ms). Default 0. */
  start?: number;
  /** Time that passes before each action (ms); a game's deadlines fire when it passes them. Default 1000. */
  tick?: number;
}

/**
 * Plays uniformly random legal actions from a fresh setup: an awaited seat
 * picked at random, then one of its actions, decisions included. When the
 * clock passes a deadline, the deadline's action is applied as `system`
 * first, as the server would. The chooser has its own RNG so the game's RNG
 * only sees the game's own draws.
 */
export function randomPlayout<C, S, A>(
  game: Game<C, S, A, unknown, unknown>,
  config: C,
  seed: number,
  options: PlayoutOptions = {},
): Playout<S, A> {
  const maxSteps = options.maxSteps ?? 10_000;
  const tick = options.tick ?? 1000;
  let now = options.start ?? 0;
  const state = setupOrThrow(game, config, { seed, now });
  const chooser = createRng(seed ^ 0x5eed);
  const log: LoggedAction<A>[] = [];
  const step = (action: A, by: Seat | 'system') => {
    const result = game.apply(state, action, { by, now });
    if (!result.ok)
      throw new Error(
        `legalActions listed an illegal action ${JSON.stringify(action)}: ${describeRefusal(result.error)}`,
      );
    log.push({ action, by, now });
  };
  for (let i = 0; i < maxSteps; i++) {
    if (game.outcome(state).over) return { state, log, stop: 'finished' };
    now += tick;
    const due = dueDeadline(game.deadlines(state), now);
    if (due) {
      step(due.action, 'system');
      continue;
    }
    const seats = game.awaiting(state);
    if (seats.length === 0) return { state, log, stop: 'stuck' };
    const seat = seats.length === 1 ? seats[0] : seats[randomInt(chooser, seats.length)];
    const legal = game.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} is awaited but has no legal action`);
    step(legal[randomInt(chooser, legal.length)], seat);
  }
  return { state, log, stop: game.outcome(state).over ? 'finished' : 'cap' };
}
