/**
 * What a seat may do now: the candidates of its choice, of its Action Phase or its pause, each kept only when the
 * check `apply` uses (apply.ts) accepts it.
 */
import type { Seat } from '@horde/core';
import type { RulesContext } from './cards.ts';
import { checkChoice, choiceCandidates, type ChoiceAction } from './choices.ts';
import { busy, mayPause, sideOfSeat } from './seats.ts';
import { checkSurvivorAction, survivorCandidates, type SurvivorAction } from './survivor-actions.ts';
import { inactiveSide, seatOf } from './timer.ts';
import { checkZombieAction, zombieCandidates } from './zombie-turn.ts';
import type { SecondsAction } from './actions.ts';
import type { SecondsState } from './state.ts';

export function legalActions(ctx: RulesContext, state: SecondsState, seat: Seat): SecondsAction[] {
  if (state.phase === 'over') return [];
  const side = sideOfSeat(state, seat);
  if (side === null) return [];
  const candidates: SecondsAction[] = [];
  const out: SecondsAction[] = [];
  if (state.timer.paused) {
    if (seat === seatOf(state, inactiveSide(state))) out.push({ type: 'resume' });
    return out;
  }
  if (state.pending[0]) {
    if (state.pending[0].side !== side) return out;
    choiceCandidates(ctx, state, candidates);
    for (const a of candidates) if (checkChoice(ctx, state, a as ChoiceAction) === null) out.push(a);
    return out;
  }
  if (state.active === side && !state.timer.timeUp && !busy(state)) {
    // The checks shared by every action of this seat now hold (checkAction): only the action's own check is left.
    if (side === 'survivor' && state.phase === 'survivorAction') {
      survivorCandidates(ctx, state, candidates);
      for (const a of candidates) if (checkSurvivorAction(ctx, state, a as SurvivorAction) === null) out.push(a);
      out.push({ type: 'endPhase' });
    } else if (side === 'zombie' && state.phase === 'zombieAction') {
      zombieCandidates(ctx, state, candidates);
      for (const a of candidates)
        if (checkZombieAction(ctx, state, a as Parameters<typeof checkZombieAction>[2]) === null) out.push(a);
      out.push({ type: 'endPhase' });
    }
    return out;
  }
  if (mayPause(state, seat)) out.push({ type: 'pause' });
  return out;
}
