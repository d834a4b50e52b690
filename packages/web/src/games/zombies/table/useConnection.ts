/** Follows a game connection: the latest snapshot, every event so far, and sending with the refusal kept as an error. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Action, GameEvent } from '@horde/zombies/types';
import type { ZConnection, ZSnapshot } from '../types.ts';

export function useConnection(conn: ZConnection) {
  const [snap, setSnap] = useState<ZSnapshot>(() => conn.current());
  const [events, setEvents] = useState<GameEvent[]>(() => conn.history());
  const [error, setError] = useState<string | null>(null);
  const eventsRef = useRef(events);

  useEffect(() => {
    setSnap(conn.current());
    eventsRef.current = conn.history();
    setEvents(eventsRef.current);
    return conn.subscribe((u) => {
      eventsRef.current = u.initial ? conn.history() : [...eventsRef.current, ...u.events];
      setEvents(eventsRef.current);
      setSnap(u.snapshot);
    });
  }, [conn]);

  const send = useCallback(
    async (a: Action) => {
      setError(null);
      const r = await conn.send(a);
      if (!r.ok) setError(r.error);
      return r.ok;
    },
    [conn],
  );

  const undo = useCallback(async () => {
    if (!conn.undo) return;
    const r = await conn.undo();
    if (!r.ok) setError(r.error);
  }, [conn]);

  return { snap, events, error, setError, send, undo: conn.undo ? undo : undefined };
}
