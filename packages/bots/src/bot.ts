/**
 * Bots are policies over the core Game interface: given a state and the
 * complete list of legal actions (decisions included), pick one. A bot never
 * invents an action: it only chooses among what `legalActions` lists, so new
 * action types added by the rules keep working (a bot that does not know an
 * action type gives it a neutral score).
 */
import { createRng, randomInt, type Game, type Outcome, type RngState } from '@horde/core';

export interface Bot<S, A> {
  readonly name: string;
  /** Picks one of `legal` (never empty). May keep private state (its own RNG), never touches `state`. */
  choose(state: S, legal: readonly A[]): A;
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
}

export interface PlayResult<S> {
  state: S;
  outcome: Outcome;
  steps: number;
  /** finished: won or lost by the rules; stuck: no legal action; steps/rounds: a limit cut it off. */
  stop: 'finished' | 'stuck' | 'steps' | 'rounds';
}

/**
 * Plays one game to its end with one bot choosing every action. The state is
 * set up once and mutated in place (no clone per step). `round` reads the
 * round number of the state for the round limit (absent: no round limit).
 */
export function playGame<C, S, A, E, V>(
  game: Game<C, S, A, E, V>,
  config: C,
  seed: number,
  bot: Bot<S, A>,
  limits: PlayLimits = {},
  round?: (state: S) => number,
): PlayResult<S> {
  const maxSteps = limits.maxSteps ?? 20_000;
  const maxRounds = limits.maxRounds ?? 60;
  const state = game.setup(config, seed);
  let steps = 0;
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome.status !== 'ongoing') return { state, outcome, steps, stop: 'finished' };
    if (steps >= maxSteps) return { state, outcome, steps, stop: 'steps' };
    if (round && round(state) > maxRounds) return { state, outcome, steps, stop: 'rounds' };
    const legal = game.legalActions(state);
    if (legal.length === 0) return { state, outcome, steps, stop: 'stuck' };
    const action = legal.length === 1 ? legal[0] : bot.choose(state, legal);
    const result = game.apply(state, action);
    if (!result.ok)
      throw new Error(
        `${bot.name} bot: legalActions listed an illegal action ${JSON.stringify(action)}: ${result.error.message}`,
      );
    steps++;
  }
}
