/**
 * The clock, ticking: the view's timer read against the server's time ten times a second while
 * something counts down, with a tick each second in the last five (the last three higher) and a
 * buzz when time runs out, when the sound is on.
 */
import { useEffect, useRef } from 'react';
import type { SecondsView } from '@horde/seconds';
import { clockState, type ClockState } from '../model/clock.ts';
import { buzz, tick } from './sound.ts';
import { useServerTime } from '../../../kit/clock.ts';

export function useClock(view: SecondsView, serverNow: () => number, sound: boolean): ClockState {
  const live =
    (view.timer.endsAt !== null && !view.timer.paused && !view.timer.timeUp && view.phase !== 'over') ||
    view.pending?.endsAt != null;
  const now = useServerTime(serverNow, live, view);
  const state = clockState(view, now);

  // The most urgent countdown: an answer window, else the running phase.
  const urgentMs = state.windowMs ?? (state.mode === 'running' ? state.remainingMs : null);
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (urgentMs === null) {
      last.current = null;
      return;
    }
    const s = Math.ceil(urgentMs / 1000);
    if (s === last.current) return;
    const before = last.current;
    last.current = s;
    if (!sound || before === null) return;
    if (s >= 1 && s <= 5) tick(s);
    else if (s === 0 && before > 0) buzz();
  }, [urgentMs, sound]);
  return state;
}
