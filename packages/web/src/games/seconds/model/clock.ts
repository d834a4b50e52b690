/**
 * The clock as the table shows it, from the view's timer (server clock) and the server's time
 * now: running, paused, time up, off (untimed game or solo), or idle (no timed phase now); and
 * the answer window of a pending off-turn decision.
 */
import type { SecondsView } from '@horde/seconds';

export type ClockMode = 'off' | 'idle' | 'running' | 'paused' | 'timeUp';

export interface ClockState {
  mode: ClockMode;
  /** Time left in the Action Phase (ms). */
  remainingMs: number;
  /** The Action Phase's length (ms), 0 when untimed. */
  lengthMs: number;
  /** Time left to answer the pending window (ms), or null when it is not timed. */
  windowMs: number | null;
}

export function clockState(view: SecondsView, serverNow: number): ClockState {
  const { timer } = view;
  const windowMs = view.pending?.endsAt != null ? Math.max(0, view.pending.endsAt - serverNow) : null;
  const base = { lengthMs: timer.lengthMs, windowMs };
  if (view.phase === 'over' || timer.lengthMs <= 0) return { ...base, mode: 'off', remainingMs: 0 };
  if (timer.paused) return { ...base, mode: 'paused', remainingMs: timer.paused.remaining };
  if (timer.timeUp) return { ...base, mode: 'timeUp', remainingMs: 0 };
  if (timer.endsAt !== null) return { ...base, mode: 'running', remainingMs: Math.max(0, timer.endsAt - serverNow) };
  return { ...base, mode: 'idle', remainingMs: timer.lengthMs };
}

/** "27", "9.4", "1:30": whole seconds above ten, tenths below, minutes above a minute. */
export function formatClock(ms: number): string {
  if (ms <= 0) return '0';
  if (ms < 10_000) return (Math.floor(ms / 100) / 10).toFixed(1);
  const s = Math.ceil(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : String(s);
}

/** How urgent the time left is: calm, hurry (10 s or less), critical (5 s or less). */
export function urgency(ms: number): 'calm' | 'hurry' | 'critical' {
  return ms <= 5_000 ? 'critical' : ms <= 10_000 ? 'hurry' : 'calm';
}
