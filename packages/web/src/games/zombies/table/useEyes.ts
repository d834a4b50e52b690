/**
 * Whose eyes the table shows. Online, or one person on this screen: the snapshot's own view and actions.
 * Hot-seat with several people (Snapshot.seats): the awaited person's view and actions, but only after the
 * hand-over screen is confirmed for that seat; meanwhile (and while bots play) what everyone may see.
 */
import { useState } from 'react';
import type { Action, ZombiesView } from '@horde/zombies';
import type { ZSnapshot } from '../types.ts';

export interface Eyes {
  view: ZombiesView;
  legal: Action[];
  /** The seat whose hand-over screen is up (the device goes to them), or null. */
  handOver: number | null;
  /** That seat is asked to react during another seat's turn (a reaction window, a trade), not to play its turn. */
  reacting: boolean;
  confirm: () => void;
  /** Several people share this screen. */
  shared: boolean;
}

/**
 * A view with nothing one seat knows and the others do not: no hand, no unrevealed trait, no Target, no
 * card of a swap or a trade (the snapshot's view of a shared screen may be one seat's).
 */
export function publicView(view: ZombiesView): ZombiesView {
  if (view.seat === null) return view;
  return {
    ...view,
    seat: null,
    hand: null,
    target: view.phase === 'over' ? view.target : null,
    players: view.players.map((p) => (p.traitsRevealed ? p : { ...p, schtick: null, flaw: null, wantsSchtick: null })),
    pending: view.pending.map((p) =>
      p.kind === 'swap' ? { ...p, hand: null } : p.kind === 'trade' ? { ...p, giveCard: null } : p,
    ),
  };
}

export function useEyes(snap: ZSnapshot): Eyes {
  const [shown, setShown] = useState<number | null>(null);
  const seats = snap.seats;
  const none = { handOver: null, reacting: false };
  if (!seats) return { ...none, view: snap.view, legal: snap.legal, confirm: () => {}, shared: false };
  const hidden = { view: publicView(snap.view), legal: [], confirm: () => {}, shared: true };
  const next = snap.status === 'finished' ? undefined : seats.find((s) => s.awaited && s.legal.length > 0);
  if (!next) return { ...hidden, ...none };
  const reacting = next.view.phase === 'play' && next.view.turn.seat !== next.seat;
  if (next.seat !== shown) return { ...hidden, handOver: next.seat, reacting, confirm: () => setShown(next.seat) };
  return { ...none, view: next.view, legal: next.legal, confirm: () => {}, shared: true };
}
