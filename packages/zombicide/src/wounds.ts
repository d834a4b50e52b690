/** Wounds (the ruleset's), and the end of the game: won or lost at once, the first ending standing. */
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { OutcomeCode, State } from './state.ts';
import type { RuleRef } from './rule-ref.ts';

/** Wounds taken by survivor `s`: the ruleset's wound and elimination rules. */
export function woundSurvivor(
  ctx: RulesContext,
  state: State,
  s: number,
  wounds: number,
  by: 'zombie' | 'friendlyFire' | 'dynamite',
  rule: RuleRef,
  events: GameEvent[],
): void {
  ctx.ruleset.survivors.wound(ctx, state, s, wounds, by, rule, events);
}

/**
 * The game ends at once: nothing pending survives it. The first ending stands. `reason` is the outcome's code
 * (`code`, for programs) with the values the tables word it with.
 */
function endGame(state: State, phase: 'won' | 'lost', code: OutcomeCode, reason: RuleRef, events: GameEvent[]): void {
  if (isOver(state)) return;
  state.phase = phase;
  state.outcomeCode = code;
  state.outcomeReason = reason;
  state.pending = [];
  state.combat = null;
  state.zombiePhase = null;
  events.push(phase === 'won' ? { type: 'gameWon', reason } : { type: 'gameLost', reason });
}

export function loseGame(state: State, code: OutcomeCode, reason: RuleRef, events: GameEvent[]): void {
  endGame(state, 'lost', code, reason, events);
}

export function winGame(state: State, code: OutcomeCode, reason: RuleRef, events: GameEvent[]): void {
  endGame(state, 'won', code, reason, events);
}

export function isOver(state: State): boolean {
  return state.phase === 'won' || state.phase === 'lost';
}
