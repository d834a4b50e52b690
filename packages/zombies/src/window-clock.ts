/**
 * DECISION events.windowClock: from rules version 3, each seat asked in a reaction window has its own clock,
 * which starts when that seat sees the window (it sends `look`, or answers at once), not when the window opens:
 * on a shared screen the next player may still be behind a hand-over screen. The window's deadline is the
 * earliest clock of the seats that looked and have not answered; a seat that has not looked has no clock yet.
 * Every asked seat looks, whatever its cards, so a look tells nothing about a hand. Before version 3 one clock
 * for everyone starts when the window opens.
 */
import type { Seat } from '@horde/core';
import type { Choice, State } from './state.ts';
import { rulesFrom } from './version.ts';

type Window = Extract<Choice, { kind: 'window' }>;

/** Whether windows of this game time each seat from its look (version 3, with a deadline set). */
export function clocksOnLook(state: State): boolean {
  return rulesFrom(state, 3) && state.config.reactionMs > 0;
}

/** The window as it opens: the old shared deadline, or (version 3) no clock until a seat looks. */
export function newWindow(state: State, seats: Seat[], on: Seat, now: number): Window {
  if (clocksOnLook(state)) return { kind: 'window', seats, on, endsAt: null, clocks: [] };
  return { kind: 'window', seats, on, endsAt: state.config.reactionMs > 0 ? now + state.config.reactionMs : null };
}

/** Whether `seat` may still look (its clock has not started). */
export function mayLook(w: Window, seat: Seat): boolean {
  return w.clocks !== undefined && w.seats.includes(seat) && !w.clocks.some((c) => c.seat === seat);
}

/** `seat` sees the window: its clock starts now. */
export function look(state: State, w: Window, seat: Seat, now: number): void {
  w.clocks?.push({ seat, endsAt: now + state.config.reactionMs });
  refresh(w);
}

/** `seat` answered (passed or played a card): it leaves the window and its clock stops. */
export function answered(w: Window, seat: Seat): void {
  w.seats = w.seats.filter((x) => x !== seat);
  if (w.clocks) w.clocks = w.clocks.filter((c) => c.seat !== seat);
  refresh(w);
}

/** The seats whose time is up at `now` (version 3: those whose own clock ran out; before: every seat). */
export function timedOut(w: Window, now: number): Seat[] {
  if (!w.clocks) return [...w.seats];
  return w.clocks.filter((c) => c.endsAt <= now).map((c) => c.seat);
}

function refresh(w: Window): void {
  if (!w.clocks) return;
  w.endsAt = w.clocks.length ? Math.min(...w.clocks.map((c) => c.endsAt)) : null;
}
