/** Wounds and elimination (EN "Attack"; "Winning and losing": any survivor eliminated loses the game). */
import type { GameEvent } from './actions.ts';
import type { OutcomeCode, State } from './state.ts';

export function woundSurvivor(
  state: State,
  s: number,
  wounds: number,
  by: 'zombie' | 'friendlyFire' | 'dynamite',
  rule: string,
  events: GameEvent[],
): void {
  const surv = state.survivors[s];
  if (surv.eliminated) return;
  surv.wounds += wounds;
  const zoneKey = String(surv.zone);
  state.stats.woundsByZone[zoneKey] = (state.stats.woundsByZone[zoneKey] ?? 0) + wounds;
  events.push({ type: 'survivorWounded', s, by, wounds, rule });
  // Any Wound eliminates a Companion (EN "Companions general traits").
  if (surv.wounds >= surv.health || surv.companion) {
    surv.wounds = surv.health;
    eliminate(state, s, rule, events);
  }
}

export function eliminate(state: State, s: number, rule: string, events: GameEvent[]): void {
  const surv = state.survivors[s];
  surv.eliminated = true;
  events.push({ type: 'survivorEliminated', s, rule });
  loseGame(state, 'survivorEliminated', `${surv.id} was eliminated`, events);
}

/** The game ends at once: nothing pending survives it. The first ending stands. */
function endGame(state: State, phase: 'won' | 'lost', code: OutcomeCode, reason: string, events: GameEvent[]): void {
  if (isOver(state)) return;
  state.phase = phase;
  state.outcomeCode = code;
  state.outcomeReason = reason;
  state.pending = [];
  state.combat = null;
  state.zombiePhase = null;
  events.push(phase === 'won' ? { type: 'gameWon', reason } : { type: 'gameLost', reason });
}

export function loseGame(state: State, code: OutcomeCode, reason: string, events: GameEvent[]): void {
  endGame(state, 'lost', code, reason, events);
}

export function winGame(state: State, code: OutcomeCode, reason: string, events: GameEvent[]): void {
  endGame(state, 'won', code, reason, events);
}

export function isOver(state: State): boolean {
  return state.phase === 'won' || state.phase === 'lost';
}
