/**
 * Whose eyes the table sees with. One seat on this screen (solo, a bot at the other seat, an
 * invite link): the snapshot's view. Both seats on one screen (hot-seat): the awaited seat's own
 * view and actions, so hands stay hidden from the other person (a hand-over screen comes first).
 */
import type { SecondsAction, SecondsView } from '@horde/seconds';
import type { SecondsSnapshot } from '../types.ts';

export interface Seen {
  /** The seat whose view this is (null: a spectator's, or the only view there is). */
  seat: number | null;
  view: SecondsView;
  legal: SecondsAction[];
  /** Several people share this screen. */
  shared: boolean;
}

export function seenBy(snap: SecondsSnapshot, last: number | null): Seen {
  const seats = snap.seats;
  if (!seats || seats.length < 2) return { seat: null, view: snap.view, legal: snap.legal, shared: false };
  const awaited = seats.filter((s) => s.awaited);
  const pick = awaited.find((s) => s.legal.length > 0) ?? awaited[0] ?? seats.find((s) => s.seat === last);
  if (!pick) return { seat: null, view: snap.view, legal: [], shared: true };
  return { seat: pick.seat, view: pick.view, legal: pick.legal, shared: true };
}
