/**
 * Rules version 3 (DECISION events.windowClock): a seat's reaction clock starts when it sees the window. This
 * screen says so as soon as it shows the window to the seat: at once online or alone against bots, after the
 * hand-over screen on a shared screen (before it, the seat's actions are not this screen's). Every asked seat
 * looks, whatever its cards. One look in flight at a time, and none again for the position it was sent from.
 */
import { useEffect, useRef } from 'react';
import type { Action } from '@horde/zombies';

export function useLook(legal: readonly Action[], seq: number, send: (a: Action) => Promise<unknown>): void {
  const look = legal.find((a) => a.type === 'look');
  const sentAt = useRef<number | null>(null);
  const inFlight = useRef(false);
  useEffect(() => {
    if (!look || inFlight.current || sentAt.current === seq) return;
    sentAt.current = seq;
    inFlight.current = true;
    void send(look).finally(() => {
      inFlight.current = false;
    });
  }, [look, seq, send]);
}
