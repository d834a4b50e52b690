/**
 * The Action Phase timer (lines 152-162) through the contract's deadlines:
 * the phase's end, each off-turn window's answer, and a pause's end are
 * deadlines the server fires as `system` with its clock. When the phase's time
 * runs out the action under way finishes (its windows and choices included)
 * and no other may start (line 162): the phase then ends by itself.
 */
import type { Deadline, Seat } from '@horde/core';
import type { SecondsAction, SecondsEvent } from './actions.ts';
import { SURVIVOR_SEAT, ZOMBIE_SEAT, type SecondsState, type Side } from './state.ts';

/** Length of an Action Phase in ms; 0 when untimed (off, or solo: line 586). */
export function phaseLengthMs(s: SecondsState): number {
  if (s.mode === 'solo') return 0;
  const t = s.config.timer;
  if (t === 'off') return 0;
  if (t === '30') return 30_000;
  if (t === '90') return 90_000;
  return s.config.timerSeconds * 1000;
}

/**
 * DECISION timer.windows: when an off-turn window or a mid-action choice must be answered (null: untimed). From
 * rules version 3 an off-turn window holds the phase clock meanwhile (holdClockForWindows).
 */
export function decisionEndsAt(s: SecondsState, now: number): number | null {
  return phaseLengthMs(s) > 0 ? now + s.config.reactSeconds * 1000 : null;
}

/**
 * DECISION timer.everyChoice: from rules version 2 the choices outside any window (the setup redraw, the hand
 * limits) are timed as the windows are; under version 1 they wait without a deadline.
 */
export function choiceEndsAt(s: SecondsState, now: number): number | null {
  return s.strictTime ? decisionEndsAt(s, now) : null;
}

/** How long a pause may last at most (designed). */
export const PAUSE_MS = 60_000;

// DECISION timer.start / timer.zombie / timer.solo: the phase timer starts by itself; the zombie phase is timed
// when zombieTimer is on; solo is never timed (phaseLengthMs).
export function startPhaseTimer(s: SecondsState, side: Side, now: number): void {
  const length = phaseLengthMs(s);
  const timed = length > 0 && (side === 'survivor' || s.config.zombieTimer);
  s.timer.endsAt = timed ? now + length : null;
  s.timer.timeUp = false;
  s.timer.paused = null;
  s.timer.pausesLeft = timed && s.config.pause ? 1 : 0;
  delete s.timer.held;
}

export function stopTimer(s: SecondsState): void {
  s.timer.endsAt = null;
  s.timer.timeUp = false;
  s.timer.paused = null;
  s.timer.pausesLeft = 0;
  delete s.timer.held;
}

/** A window of the side not playing its Action Phase is open (the counter, Sound, a reaction to a hit...). */
function offTurnWindow(s: SecondsState): boolean {
  return (
    (s.phase === 'survivorAction' || s.phase === 'zombieAction') &&
    s.pending.length > 0 &&
    s.pending[0].side !== s.active
  );
}

/**
 * DECISION timer.windows (rules version 3): the opponent's window holds the active player's phase clock from the
 * moment it opens until it closes, answered or timed out, so a player who waits out a window takes none of the
 * phase's time. Called after every action and timeout, once the game has run up to its next wait.
 */
export function holdClockForWindows(s: SecondsState, now: number, ev: SecondsEvent[]): void {
  if (!s.windowsHoldClock) return;
  const held = s.timer.held;
  if (held === undefined) {
    if (!offTurnWindow(s) || s.timer.endsAt === null || s.timer.timeUp) return;
    const remaining = Math.max(0, s.timer.endsAt - now);
    s.timer.held = remaining;
    s.timer.endsAt = null;
    ev.push({ type: 'timerPaused', remaining, until: s.pending[0]?.endsAt ?? now });
  } else if (!offTurnWindow(s)) {
    delete s.timer.held;
    s.timer.endsAt = now + held;
    ev.push({ type: 'timerResumed', endsAt: s.timer.endsAt });
  }
}

export function seatOf(s: SecondsState, side: Side): number {
  return side === 'survivor' ? SURVIVOR_SEAT : s.mode === 'solo' ? SURVIVOR_SEAT : ZOMBIE_SEAT;
}

export function inactiveSide(s: SecondsState): Side {
  return s.active === 'survivor' ? 'zombie' : 'survivor';
}

const PHASE: SecondsAction = { type: 'timeout', what: 'phase' };
const DECISION: SecondsAction = { type: 'timeout', what: 'decision' };
const PAUSE: SecondsAction = { type: 'timeout', what: 'pause' };

/**
 * DECISION time.server: the deadline a seat's own action must come before (null: none armed for it). The pauser's
 * is the pause's end; the deciding seat's, its choice's; the active seat's, the phase timer's, which a pause by the
 * other seat must also come before.
 */
export function seatDeadline(s: SecondsState, seat: Seat, a: SecondsAction): number | null {
  if (s.timer.paused) return seat === seatOf(s, inactiveSide(s)) ? s.timer.paused.until : null;
  if (s.pending[0]) return seat === seatOf(s, s.pending[0].side) ? s.pending[0].endsAt : null;
  const bound = seat === seatOf(s, s.active) || (a.type === 'pause' && seat === seatOf(s, inactiveSide(s)));
  return bound ? s.timer.endsAt : null;
}

export function deadlines(s: SecondsState): Deadline<SecondsAction>[] {
  if (s.phase === 'over') return [];
  const out: Deadline<SecondsAction>[] = [];
  if (s.timer.paused) {
    out.push({ at: s.timer.paused.until, seat: seatOf(s, inactiveSide(s)), action: PAUSE });
    return out;
  }
  const p = s.pending[0];
  if (p && p.endsAt !== null) out.push({ at: p.endsAt, seat: seatOf(s, p.side), action: DECISION });
  if ((s.phase === 'survivorAction' || s.phase === 'zombieAction') && s.timer.endsAt !== null && !s.timer.timeUp)
    out.push({ at: s.timer.endsAt, seat: seatOf(s, s.active), action: PHASE });
  return out;
}
