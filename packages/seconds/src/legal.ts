/**
 * What a seat may do now: the candidates of its choice, of its Action Phase or its pause, each kept only when the
 * check `apply` uses (apply.ts) accepts it.
 */
import type { Seat } from '@horde/core';
import type { Cards } from './cards.ts';
import { checkChoice, choiceCandidates, type ChoiceAction } from './choices.ts';
import { busy, mayPause, sideOfSeat } from './seats.ts';
import { checkSurvivorAction, survivorCandidates, type SurvivorAction } from './survivor-actions.ts';
import { inactiveSide, seatOf } from './timer.ts';
import { checkZombieAction, zombieCandidates } from './zombie-turn.ts';
import type { SecondsAction } from './actions.ts';
import type { SecondsState } from './state.ts';

export function legalActions(c: Cards, s: SecondsState, seat: Seat): SecondsAction[] {
  if (s.phase === 'over') return [];
  const side = sideOfSeat(s, seat);
  if (side === null) return [];
  const candidates: SecondsAction[] = [];
  const out: SecondsAction[] = [];
  if (s.timer.paused) {
    if (seat === seatOf(s, inactiveSide(s))) out.push({ type: 'resume' });
    return out;
  }
  if (s.pending[0]) {
    if (s.pending[0].side !== side) return out;
    choiceCandidates(c, s, candidates);
    for (const a of candidates) if (checkChoice(c, s, a as ChoiceAction) === null) out.push(a);
    return out;
  }
  if (s.active === side && !s.timer.timeUp && !busy(s)) {
    // The checks shared by every action of this seat now hold (checkAction): only the action's own check is left.
    if (side === 'survivor' && s.phase === 'survivorAction') {
      survivorCandidates(c, s, candidates);
      for (const a of candidates) if (checkSurvivorAction(c, s, a as SurvivorAction) === null) out.push(a);
      out.push({ type: 'endPhase' });
    } else if (side === 'zombie' && s.phase === 'zombieAction') {
      zombieCandidates(c, s, candidates);
      for (const a of candidates)
        if (checkZombieAction(c, s, a as Parameters<typeof checkZombieAction>[2]) === null) out.push(a);
      out.push({ type: 'endPhase' });
    }
    return out;
  }
  if (mayPause(s, seat)) out.push({ type: 'pause' });
  return out;
}
