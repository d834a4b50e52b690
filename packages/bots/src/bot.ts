/**
 * Bots are policies over the core Game contract: given a state, the seat it
 * plays and that seat's complete list of legal actions (decisions included),
 * pick one. A bot never invents an action: it only chooses among what
 * `legalActions` lists, so new action types keep working (a bot that does not
 * know an action type gives it a neutral score).
 */
import {
  createRng,
  describeRefusal,
  dueDeadline,
  type Game,
  type Outcome,
  randomInt,
  type RngState,
  type Seat,
  setupOrThrow,
} from '@horde/core';

export interface Bot<S, A> {
  readonly name: string;
  /** Picks one of `legal` (never empty) for `seat`. May keep private state (its own RNG), never touches `state`. */
  choose(state: S, legal: readonly A[], seat: Seat): A;
}

/** Uniform over the legal actions, decisions included. Its RNG is its own, so the game's RNG only sees the game's draws. */
export function randomBot<S, A>(seed: number): Bot<S, A> {
  const rng: RngState = createRng((seed ^ 0x5eed) >>> 0);
  return { name: 'random', choose: (_state, legal) => legal[randomInt(rng, legal.length)] };
}

export interface PlayLimits {
  /** Actions (decisions included) before the game is cut off. Default 20,000. */
  maxSteps?: number;
  /** Rounds before the game is cut off (the zombies win by attrition). Default 60. */
  maxRounds?: number;
  /** Time between two actions (ms of the game's clock): a timed game's deadlines fire as it passes them. Default 1000. */
  tick?: number;
}

export interface PlayResult<S> {
  state: S;
  outcome: Outcome;
  steps: number;
  /** finished: over by the rules; stuck: nobody awaited; steps/rounds: a limit cut it off. */
  stop: 'finished' | 'stuck' | 'steps' | 'rounds';
}

/**
 * Plays one game to its end, `botFor(seat)` choosing every seat's actions
 * (the first awaited seat acts first). The state is set up once and mutated
 * in place (no clone per step); deadlines fire as `system` when the game's
 * clock passes them. `round` reads the round number for the round limit.
 */
export function playGame<C, S, A>(
  game: Game<C, S, A, unknown, unknown>,
  config: C,
  seed: number,
  botFor: (seat: Seat) => Bot<S, A>,
  limits: PlayLimits = {},
  round?: (state: S) => number,
): PlayResult<S> {
  const maxSteps = limits.maxSteps ?? 20_000;
  const maxRounds = limits.maxRounds ?? 60;
  const tick = limits.tick ?? 1000;
  let now = 0;
  const state = setupOrThrow(game, config, { seed, now });
  let steps = 0;
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome.over) return { state, outcome, steps, stop: 'finished' };
    if (steps >= maxSteps) return { state, outcome, steps, stop: 'steps' };
    if (round && round(state) > maxRounds) return { state, outcome, steps, stop: 'rounds' };
    now += tick;
    const due = dueDeadline(game.deadlines(state), now);
    let result: ReturnType<typeof game.apply>;
    let action: A;
    if (due) {
      action = due.action;
      result = game.apply(state, action, { by: 'system', now });
    } else {
      const seats = game.awaiting(state);
      if (seats.length === 0) return { state, outcome, steps, stop: 'stuck' };
      const seat = seats[0];
      const legal = game.legalActions(state, seat);
      if (legal.length === 0) return { state, outcome, steps, stop: 'stuck' };
      const bot = botFor(seat);
      action = legal.length === 1 ? legal[0] : bot.choose(state, legal, seat);
      result = game.apply(state, action, { by: seat, now });
    }
    if (!result.ok)
      throw new Error(
        `a bot played an action the game refused: ${JSON.stringify(action)}: ${describeRefusal(result.error)}`,
      );
    steps++;
  }
}
