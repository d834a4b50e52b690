/**
 * Follows a game connection, for every table: the latest snapshot, the event history, the batch of events each
 * update brought (to play a zombies' phase back from the view before it), sending with the refusal kept as an
 * error, and the server's clock. Records the time from an action sent to the table showing its result
 * (window.__hordeTimings, read by the browser tests).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Refusal, wordRefusal } from '../shell/conn/refusal.ts';
import type { GameConnection, Snapshot } from '../shell/conn/types.ts';
import { skewOf } from './clock.ts';

declare global {
  interface Window {
    __hordeTimings?: number[];
  }
}

export interface Batch<View, Event> {
  /** The view before the batch (to play it back from). */
  before: View;
  events: Event[];
  /** Index in the history of the batch's first event. */
  offset: number;
  /** The action came from this screen. */
  mine: boolean;
  id: number;
}

/**
 * `explain`: a refused action's reason in the table's words and language, from the refusal's code and params
 * (null: a code the table does not word, said by the shell: shared codes, else "not allowed now" with the code);
 * read when the refusal comes, so it may change with every render.
 */
export function useConnection<View, Action, Event>(
  conn: GameConnection<View, Action, Event>,
  explain?: (a: Action, refusal: Refusal) => string | null,
) {
  const [snap, setSnap] = useState<Snapshot<View, Action>>(() => conn.current());
  const [events, setEvents] = useState<Event[]>(() => conn.history());
  const [batch, setBatch] = useState<Batch<View, Event> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const skew = useRef(skewOf(snap) ?? 0);
  const eventsRef = useRef(events);
  const viewRef = useRef(snap.view);
  /** When an action was sent, and the position it was sent from. */
  const sentAt = useRef<{ t0: number; seq: number } | null>(null);
  const seqRef = useRef(snap.seq);
  seqRef.current = snap.seq;
  const explainRef = useRef(explain);
  explainRef.current = explain;

  useEffect(() => {
    const first = conn.current();
    skew.current = skewOf(first) ?? skew.current;
    setSnap(first);
    viewRef.current = first.view;
    eventsRef.current = conn.history();
    setEvents(eventsRef.current);
    return conn.subscribe((u) => {
      skew.current = skewOf(u.snapshot) ?? skew.current;
      const before = viewRef.current;
      viewRef.current = u.snapshot.view;
      if (u.initial) {
        eventsRef.current = conn.history();
        setEvents(eventsRef.current);
      } else {
        const offset = eventsRef.current.length;
        eventsRef.current = [...eventsRef.current, ...u.events];
        setEvents(eventsRef.current);
        setBatch({ before, events: u.events, offset, mine: u.action !== undefined, id: u.snapshot.seq });
      }
      setSnap(u.snapshot);
    });
  }, [conn]);

  // After the table shows a new position, note how long it took since the click.
  useEffect(() => {
    const sent = sentAt.current;
    if (sent === null || sent.seq === snap.seq) return;
    const t0 = sent.t0;
    sentAt.current = null;
    requestAnimationFrame(() => {
      (window.__hordeTimings ??= []).push(performance.now() - t0);
    });
  }, [snap.seq]);

  /** Sends an action; whether the rules took it (a refusal is kept as the error). */
  const send = useCallback(
    async (a: Action): Promise<boolean> => {
      setError(null);
      setBusy(true);
      sentAt.current = { t0: performance.now(), seq: seqRef.current };
      try {
        const r = await conn.send(a);
        if (!r.ok) {
          sentAt.current = null;
          setError(r.refusal ? wordRefusal(a, r.refusal, explainRef.current) : r.error);
        }
        return r.ok;
      } finally {
        setBusy(false);
      }
    },
    [conn],
  );

  const undo = useCallback(async () => {
    if (!conn.undo) return;
    const r = await conn.undo();
    if (!r.ok) setError(r.error);
  }, [conn]);

  /** The server's clock now, as well as this browser can tell. */
  const serverNow = useCallback(() => Date.now() + skew.current, []);

  return { snap, events, batch, error, setError, send, busy, undo: conn.undo ? undo : undefined, serverNow };
}
