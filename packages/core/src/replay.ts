import type { Actor, Game, RuleError, SetupOptions } from './game.ts';
import { describeRefusal, setupOrThrow } from './game.ts';

/** One entry of a game's action log: the action, who sent it and the server's clock then. */
export interface LoggedAction<Action> {
  action: Action;
  by: Actor;
  now: number;
}

export class ReplayError extends Error {
  constructor(
    readonly index: number,
    readonly error: RuleError,
  ) {
    super(`action #${index} is illegal: ${describeRefusal(error)}`);
  }
}

/** Rebuilds a game from its config, seed and action log. Throws ReplayError on the first illegal action. */
export function replay<C, S, A>(
  game: Game<C, S, A, unknown, unknown>,
  config: C,
  options: SetupOptions,
  log: readonly LoggedAction<A>[],
): S {
  const state = setupOrThrow(game, config, options);
  for (let i = 0; i < log.length; i++) {
    const { action, by, now } = log[i];
    const result = game.apply(state, action, { by, now });
    if (!result.ok) throw new ReplayError(i, result.error);
  }
  return state;
}
