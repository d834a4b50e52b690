/**
 * Plays a batch of events step by step over the view they started from: each visible step of
 * the zombies' phase becomes a frame (the board as it was after that step), shown for a beat.
 * Skip jumps to the authoritative view. Batches without zombie steps show at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameEvent, PlayerView } from '@horde/zombicide';
import { applyEvent, eventZones } from '../model/frames.ts';
import { isZombieStep } from '../text/events.ts';

export interface Frame {
  view: PlayerView;
  event: GameEvent;
  zones: number[];
}

/**
 * A batch may start inside the zombies' phase: the answer to a decision taken in the middle of it
 * (a split route, a wound to allocate, where the Noise goes) brings the rest of the phase with no
 * `phase` event, so the view the batch starts from says where it starts. A new round ends it.
 */
export function buildFrames(start: PlayerView, events: GameEvent[]): Frame[] {
  const frames: Frame[] = [];
  let v = start;
  let inZombies = start.phase === 'zombies';
  for (const e of events) {
    v = applyEvent(v, e);
    if (e.type === 'phase') inZombies = e.phase !== 'players';
    if (e.type === 'roundStarted') inZombies = false;
    if (inZombies && isZombieStep(e)) frames.push({ view: v, event: e, zones: eventZones(e) });
  }
  return frames;
}

/** `build`: a table's own frames (another ruleset's events); Undead or Alive's by default. */
export function usePlayback(stepMs: number, build: (start: PlayerView, events: GameEvent[]) => Frame[] = buildFrames) {
  const [frames, setFrames] = useState<Frame[]>([]);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const play = useCallback(
    (start: PlayerView, events: GameEvent[]) => {
      const f = build(start, events);
      setFrames(f);
      setIndex(0);
      setPaused(false);
    },
    [build],
  );
  const skip = useCallback(() => {
    setFrames([]);
    setIndex(0);
  }, []);
  const next = useCallback(() => setIndex((i) => i + 1), []);

  useEffect(() => {
    if (timer.current) clearTimeout(timer.current);
    if (frames.length === 0) return;
    if (index >= frames.length) {
      setFrames([]);
      setIndex(0);
      return;
    }
    if (paused) return;
    timer.current = setTimeout(() => setIndex((i) => i + 1), stepMs);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [frames, index, paused, stepMs]);

  const active = frames.length > 0 && index < frames.length;
  return {
    active,
    frame: active ? frames[index] : null,
    step: index + 1,
    total: frames.length,
    paused,
    togglePause: () => setPaused((p) => !p),
    next,
    skip,
    play,
  };
}
