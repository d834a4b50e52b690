import type { Game } from './game.ts';
import { createRng, randomInt } from './rng.ts';

export interface Playout<S, A> {
  state: S;
  actions: A[];
  /** Why the playout stopped: the game ended, no legal action, or the step cap. */
  stop: 'finished' | 'stuck' | 'cap';
}

/**
 * Plays uniformly random legal actions (decisions included) from a fresh setup.
 * The chooser has its own RNG so the game's RNG only sees the game's own draws.
 */
export function randomPlayout<C, S, A, E, V>(
  game: Game<C, S, A, E, V>,
  config: C,
  seed: number,
  maxSteps = 10_000,
): Playout<S, A> {
  const state = game.setup(config, seed);
  const chooser = createRng(seed ^ 0x5eed);
  const actions: A[] = [];
  for (let step = 0; step < maxSteps; step++) {
    if (game.outcome(state).status !== 'ongoing') return { state, actions, stop: 'finished' };
    const legal = game.legalActions(state);
    if (legal.length === 0) return { state, actions, stop: 'stuck' };
    const action = legal[randomInt(chooser, legal.length)];
    const result = game.apply(state, action);
    if (!result.ok)
      throw new Error(`legalActions listed an illegal action ${JSON.stringify(action)}: ${result.error.message}`);
    actions.push(action);
  }
  return { state, actions, stop: game.outcome(state).status === 'ongoing' ? 'cap' : 'finished' };
}
