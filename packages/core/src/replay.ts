import type { Game, RuleError } from './game.ts';

export class ReplayError extends Error {
  constructor(
    readonly index: number,
    readonly error: RuleError,
  ) {
    super(`action #${index} is illegal: ${error.message}`);
  }
}

/** Rebuilds a game from its config, seed and action log. Throws ReplayError on the first illegal action. */
export function replay<C, S, A, E, V>(game: Game<C, S, A, E, V>, config: C, seed: number, actions: readonly A[]): S {
  const state = game.setup(config, seed);
  for (let i = 0; i < actions.length; i++) {
    const result = game.apply(state, actions[i]);
    if (!result.ok) throw new ReplayError(i, result.error);
  }
  return state;
}

/** Applies an action to a copy, leaving the given state alone. */
export function applyToCopy<C, S, A, E, V>(game: Game<C, S, A, E, V>, state: S, action: A) {
  const next = game.clone(state);
  const result = game.apply(next, action);
  return { state: result.ok ? next : state, result };
}
