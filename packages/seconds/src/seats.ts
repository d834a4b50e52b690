/**
 * Which seats may act: the side a seat plays, whom the game waits on, whether something must be answered first,
 * and who may pause the timer.
 */
import type { Seat } from '@horde/core';
import { inactiveSide, seatOf } from './timer.ts';
import { SURVIVOR_SEAT, ZOMBIE_SEAT, type SecondsState, type Side } from './state.ts';

export function sideOfSeat(state: SecondsState, seat: Seat | null): Side | null {
  if (seat === SURVIVOR_SEAT) return 'survivor';
  if (seat === ZOMBIE_SEAT && state.mode === 'two-player') return 'zombie';
  return null;
}

/** A choice, an attack, Opportunity Attacks or the automaton must finish before a new action starts. */
export function busy(state: SecondsState): boolean {
  return (
    state.pending.length > 0 ||
    state.attack !== null ||
    state.zombieAttack !== null ||
    state.opportunity !== null ||
    state.automaton !== null
  );
}

export function awaiting(state: SecondsState): Seat[] {
  if (state.phase === 'over') return [];
  if (state.timer.paused) return [seatOf(state, inactiveSide(state))];
  if (state.pending[0]) return [seatOf(state, state.pending[0].side)];
  if (state.phase === 'survivorAction') return [SURVIVOR_SEAT];
  if (state.phase === 'zombieAction' && state.mode === 'two-player') return [ZOMBIE_SEAT];
  return [];
}

// DECISION timer.pause: the inactive seat, once per phase, 60 s at most.
export function mayPause(state: SecondsState, seat: Seat): boolean {
  return (
    state.config.pause &&
    state.mode === 'two-player' &&
    (state.phase === 'survivorAction' || state.phase === 'zombieAction') &&
    state.timer.endsAt !== null &&
    !state.timer.timeUp &&
    !state.timer.paused &&
    state.timer.pausesLeft > 0 &&
    !busy(state) &&
    seat === seatOf(state, inactiveSide(state))
  );
}
