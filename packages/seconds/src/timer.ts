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
export function phaseLengthMs(state: SecondsState): number {
  if (state.mode === 'solo') return 0;
  const t = state.config.timer;
  if (t === 'off') return 0;
  if (t === '30') return 30_000;
  if (t === '90') return 90_000;
  return state.config.timerSeconds * 1000;
}

/**
 * DECISION timer.windows: when an off-turn window or a mid-action choice must be answered (null: untimed). From
 * rules version 3 an off-turn window holds the phase clock meanwhile (holdClockForWindows).
 */
export function decisionEndsAt(state: SecondsState, now: number): number | null {
  return phaseLengthMs(state) > 0 ? now + state.config.reactSeconds * 1000 : null;
}

/**
 * DECISION timer.everyChoice: from rules version 2 the choices outside any window (the setup redraw, the hand
 * limits) are timed as the windows are; under version 1 they wait without a deadline.
 */
export function choiceEndsAt(state: SecondsState, now: number): number | null {
  return state.strictTime ? decisionEndsAt(state, now) : null;
}

/** How long a pause may last at most (designed). */
export const PAUSE_MS = 60_000;

// DECISION timer.start / timer.zombie / timer.solo: the phase timer starts by itself; the zombie phase is timed
// when zombieTimer is on; solo is never timed (phaseLengthMs).
export function startPhaseTimer(state: SecondsState, side: Side, now: number): void {
  const length = phaseLengthMs(state);
  const timed = length > 0 && (side === 'survivor' || state.config.zombieTimer);
  state.timer.endsAt = timed ? now + length : null;
  state.timer.timeUp = false;
  state.timer.paused = null;
  state.timer.pausesLeft = timed && state.config.pause ? 1 : 0;
  delete state.timer.held;
}

export function stopTimer(state: SecondsState): void {
  state.timer.endsAt = null;
  state.timer.timeUp = false;
  state.timer.paused = null;
  state.timer.pausesLeft = 0;
  delete state.timer.held;
}

/** A window of the side not playing its Action Phase is open (the counter, Sound, a reaction to a hit...). */
function offTurnWindow(state: SecondsState): boolean {
  return (
    (state.phase === 'survivorAction' || state.phase === 'zombieAction') &&
    state.pending.length > 0 &&
    state.pending[0].side !== state.active
  );
}

/**
 * DECISION timer.windows (rules version 3): the opponent's window holds the active player's phase clock from the
 * moment it opens until it closes, answered or timed out, so a player who waits out a window takes none of the
 * phase's time. Called after every action and timeout, once the game has run up to its next wait.
 */
export function holdClockForWindows(state: SecondsState, now: number, ev: SecondsEvent[]): void {
  if (!state.windowsHoldClock) return;
  const held = state.timer.held;
  if (held === undefined) {
    if (!offTurnWindow(state) || state.timer.endsAt === null || state.timer.timeUp) return;
    const remaining = Math.max(0, state.timer.endsAt - now);
    state.timer.held = remaining;
    state.timer.endsAt = null;
    ev.push({ type: 'timerPaused', remaining, until: state.pending[0]?.endsAt ?? now });
  } else if (!offTurnWindow(state)) {
    delete state.timer.held;
    state.timer.endsAt = now + held;
    ev.push({ type: 'timerResumed', endsAt: state.timer.endsAt });
  }
}

export function seatOf(state: SecondsState, side: Side): number {
  return side === 'survivor' ? SURVIVOR_SEAT : state.mode === 'solo' ? SURVIVOR_SEAT : ZOMBIE_SEAT;
}

export function inactiveSide(state: SecondsState): Side {
  return state.active === 'survivor' ? 'zombie' : 'survivor';
}

const PHASE: SecondsAction = { type: 'timeout', what: 'phase' };
const DECISION: SecondsAction = { type: 'timeout', what: 'decision' };
const PAUSE: SecondsAction = { type: 'timeout', what: 'pause' };

/**
 * DECISION time.server: the deadline a seat's own action must come before (null: none armed for it). The pauser's
 * is the pause's end; the deciding seat's, its choice's; the active seat's, the phase timer's, which a pause by the
 * other seat must also come before.
 */
export function seatDeadline(state: SecondsState, seat: Seat, a: SecondsAction): number | null {
  if (state.timer.paused) return seat === seatOf(state, inactiveSide(state)) ? state.timer.paused.until : null;
  if (state.pending[0]) return seat === seatOf(state, state.pending[0].side) ? state.pending[0].endsAt : null;
  const bound =
    seat === seatOf(state, state.active) || (a.type === 'pause' && seat === seatOf(state, inactiveSide(state)));
  return bound ? state.timer.endsAt : null;
}

export function deadlines(state: SecondsState): Deadline<SecondsAction>[] {
  if (state.phase === 'over') return [];
  const out: Deadline<SecondsAction>[] = [];
  if (state.timer.paused) {
    out.push({ at: state.timer.paused.until, seat: seatOf(state, inactiveSide(state)), action: PAUSE });
    return out;
  }
  const p = state.pending[0];
  if (p && p.endsAt !== null) out.push({ at: p.endsAt, seat: seatOf(state, p.side), action: DECISION });
  if (
    (state.phase === 'survivorAction' || state.phase === 'zombieAction') &&
    state.timer.endsAt !== null &&
    !state.timer.timeUp
  )
    out.push({ at: state.timer.endsAt, seat: seatOf(state, state.active), action: PHASE });
  return out;
}
