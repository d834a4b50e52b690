/**
 * The server's clock as this browser can tell it. A snapshot's deadline carries the server's time when it was
 * read: the difference to this browser's clock is kept, so that a countdown reads the same on every seat.
 */
import { useEffect, useState } from 'react';

/** Server time minus this browser's time (ms), from a snapshot's deadline; null when it has none. */
export function skewOf(snap: { deadline?: { now: number } }, localNow = Date.now()): number | null {
  return snap.deadline ? snap.deadline.now - localNow : null;
}

/** The server's time, read ten times a second while `live` (and again whenever `key` changes). */
export function useServerTime(serverNow: () => number, live: boolean, key?: unknown): number {
  const [now, setNow] = useState(serverNow);
  // A new key reads the time at once (React's way of adjusting state to a prop, during the render).
  const [readFor, setReadFor] = useState(key);
  if (readFor !== key) {
    setReadFor(key);
    setNow(serverNow());
  }
  useEffect(() => {
    setNow(serverNow());
    if (!live) return;
    const id = setInterval(() => setNow(serverNow()), 100);
    return () => clearInterval(id);
  }, [live, serverNow]);
  return now;
}
