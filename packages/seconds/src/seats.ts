/**
 * Which seats may act: the side a seat plays, whom the game waits on, whether something must be answered first,
 * and who may pause the timer.
 */
import type { Seat } from '@horde/core';
import { inactiveSide, seatOf } from './timer.ts';
import { SURVIVOR_SEAT, ZOMBIE_SEAT, type SecondsState, type Side } from './state.ts';

export function sideOfSeat(s: SecondsState, seat: Seat | null): Side | null {
  if (seat === SURVIVOR_SEAT) return 'survivor';
  if (seat === ZOMBIE_SEAT && s.mode === 'two-player') return 'zombie';
  return null;
}

/** A choice, an attack, Opportunity Attacks or the automaton must finish before a new action starts. */
export function busy(s: SecondsState): boolean {
  return (
    s.pending.length > 0 ||
    s.attack !== null ||
    s.zombieAttack !== null ||
    s.opportunity !== null ||
    s.automaton !== null
  );
}

export function awaiting(s: SecondsState): Seat[] {
  if (s.phase === 'over') return [];
  if (s.timer.paused) return [seatOf(s, inactiveSide(s))];
  if (s.pending[0]) return [seatOf(s, s.pending[0].side)];
  if (s.phase === 'survivorAction') return [SURVIVOR_SEAT];
  if (s.phase === 'zombieAction' && s.mode === 'two-player') return [ZOMBIE_SEAT];
  return [];
}

// DECISION timer.pause: the inactive seat, once per phase, 60 s at most.
export function mayPause(s: SecondsState, seat: Seat): boolean {
  return (
    s.config.pause &&
    s.mode === 'two-player' &&
    (s.phase === 'survivorAction' || s.phase === 'zombieAction') &&
    s.timer.endsAt !== null &&
    !s.timer.timeUp &&
    !s.timer.paused &&
    s.timer.pausesLeft > 0 &&
    !busy(s) &&
    seat === seatOf(s, inactiveSide(s))
  );
}
