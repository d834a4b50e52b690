/**
 * Follows a game connection: the latest snapshot, the event history, and the batch of events
 * each update brought (to play the zombies' phase step by step). Records the time from an
 * action sent to the board showing its result (window.__hordeTimings, read by the browser test).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Action, GameEvent, PlayerView } from '@horde/zombicide';
import type { UoaConnection, UoaSnapshot } from '../types.ts';

declare global {
  interface Window {
    __hordeTimings?: number[];
  }
}

export interface Batch {
  before: PlayerView;
  events: GameEvent[];
  offset: number;
  id: number;
}

/**
 * `explain`: a refused action's message in the table's words and language (the engine's English
 * message when not given).
 */
export function useConnection(conn: UoaConnection, explain?: (a: Action, message: string) => string) {
  const [snap, setSnap] = useState<UoaSnapshot>(() => conn.current());
  const [events, setEvents] = useState<GameEvent[]>(() => conn.history());
  const [batch, setBatch] = useState<Batch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const viewRef = useRef(snap.view);
  const eventsRef = useRef(events);
  const sentAt = useRef<number | null>(null);
  const explainRef = useRef(explain);
  explainRef.current = explain;

  useEffect(() => {
    setSnap(conn.current());
    setEvents(conn.history());
    return conn.subscribe((u) => {
      const before = viewRef.current;
      viewRef.current = u.snapshot.view;
      if (u.initial) {
        eventsRef.current = conn.history();
        setEvents(eventsRef.current);
      } else {
        const offset = eventsRef.current.length;
        eventsRef.current = [...eventsRef.current, ...u.events];
        setEvents(eventsRef.current);
        setBatch({ before, events: u.events, offset, id: u.snapshot.seq });
      }
      setSnap(u.snapshot);
    });
  }, [conn]);

  // After the board shows a new snapshot, note how long it took since the click.
  useEffect(() => {
    if (sentAt.current === null) return;
    const t0 = sentAt.current;
    sentAt.current = null;
    requestAnimationFrame(() => {
      const dt = performance.now() - t0;
      (window.__hordeTimings ??= []).push(dt);
    });
  }, [snap]);

  const send = useCallback(
    async (a: Action) => {
      setError(null);
      sentAt.current = performance.now();
      const r = await conn.send(a);
      if (!r.ok) {
        sentAt.current = null;
        setError(explainRef.current ? explainRef.current(a, r.error) : r.error);
      }
    },
    [conn],
  );

  const undo = useCallback(async () => {
    if (!conn.undo) return;
    const r = await conn.undo();
    if (!r.ok) setError(r.error);
  }, [conn]);

  return { snap, events, batch, error, setError, send, undo: conn.undo ? undo : undefined };
}
