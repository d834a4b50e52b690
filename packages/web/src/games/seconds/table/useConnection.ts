/**
 * Follows a game connection: the latest snapshot, the event history, the batch each update
 * brought, and the server's clock (the snapshot's deadline carries the server's time when it was
 * read: the difference to this browser's clock is kept, so a countdown is right on both seats).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SecondsAction, SecondsEvent, SecondsView } from '@horde/seconds/types';
import type { SecondsConnection, SecondsSnapshot } from '../types.ts';

export interface Batch {
  /** The view before the batch (to play a zombies' turn back from). */
  before: SecondsView;
  events: SecondsEvent[];
  /** Index in the history of the batch's first event. */
  offset: number;
  /** The action came from this screen. */
  mine: boolean;
  id: number;
}

/** Server time minus this browser's time (ms), from a snapshot's deadline; null when it has none. */
export function skewOf(snap: SecondsSnapshot, localNow = Date.now()): number | null {
  return snap.deadline ? snap.deadline.now - localNow : null;
}

export function useConnection(conn: SecondsConnection) {
  const [snap, setSnap] = useState<SecondsSnapshot>(() => conn.current());
  const [events, setEvents] = useState<SecondsEvent[]>(() => conn.history());
  const [batch, setBatch] = useState<Batch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const skew = useRef(skewOf(snap) ?? 0);
  const eventsRef = useRef(events);
  const viewRef = useRef(snap.view);

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
      } else if (u.events.length) {
        const offset = eventsRef.current.length;
        eventsRef.current = [...eventsRef.current, ...u.events];
        setEvents(eventsRef.current);
        setBatch({ before, events: u.events, offset, mine: u.action !== undefined, id: u.snapshot.seq });
      }
      setSnap(u.snapshot);
    });
  }, [conn]);

  const send = useCallback(
    async (a: SecondsAction) => {
      setError(null);
      setBusy(true);
      try {
        const r = await conn.send(a);
        if (!r.ok) setError(r.error);
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
