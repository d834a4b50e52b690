/**
 * Walking to a farther square: one step at a time, each sent only when the rules list it once the previous
 * one is done. A walk stops by itself when a step is no longer legal (a fight, a card played on the walker,
 * the movement spent).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Action, ZombiesView } from '@horde/zombies';

const STEP_MS = 160;

export function useWalker(view: ZombiesView, legal: readonly Action[], seq: number, send: (a: Action) => unknown) {
  const [walk, setWalk] = useState<{ path: number[]; at: number; after: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const me = view.seat === null ? null : view.players[view.seat];
  const square = me?.square ?? null;

  useEffect(() => {
    if (!walk || seq < walk.after) return;
    if (square !== walk.at) {
      // Waiting on someone else (an attack as the walker leaves): keep the walk; else it is over.
      if (legal.length) setWalk(null);
      return;
    }
    const [next, ...rest] = walk.path;
    const step = legal.find((a) => a.type === 'move' && a.to === next && !a.weave);
    if (!step) {
      if (legal.length || next === undefined) setWalk(null);
      return;
    }
    timer.current = setTimeout(() => {
      setWalk(rest.length ? { path: rest, at: next, after: seq + 1 } : null);
      void send(step);
    }, STEP_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [walk, square, legal, seq, send]);

  const start = useCallback(
    (path: number[]) => {
      if (square !== null && path.length) setWalk({ path, at: square, after: seq });
    },
    [square, seq],
  );
  const stop = useCallback(() => setWalk(null), []);
  return { walking: walk !== null, start, stop };
}
