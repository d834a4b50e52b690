/**
 * Plays a zombies' turn back step by step (model/frames.ts): each frame shows for a beat, with
 * pause, next and skip; skip, or the last frame, gives the authoritative view back.
 */
import { useCallback, useEffect, useState } from 'react';
import type { SecondsEvent, SecondsView } from '@horde/seconds/types';
import { buildFrames, type Frame } from '../model/frames.ts';

export function usePlayback(stepMs: number) {
  const [frames, setFrames] = useState<Frame[]>([]);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  const play = useCallback((start: SecondsView, events: readonly SecondsEvent[]) => {
    setFrames(buildFrames(start, events));
    setIndex(0);
    setPaused(false);
  }, []);
  const skip = useCallback(() => {
    setFrames([]);
    setIndex(0);
  }, []);
  const next = useCallback(() => setIndex((i) => i + 1), []);
  const togglePause = useCallback(() => setPaused((p) => !p), []);

  useEffect(() => {
    if (frames.length === 0) return;
    if (index >= frames.length) {
      setFrames([]);
      setIndex(0);
      return;
    }
    if (paused) return;
    const timer = setTimeout(() => setIndex((i) => i + 1), stepMs);
    return () => clearTimeout(timer);
  }, [frames, index, paused, stepMs]);

  const active = frames.length > 0 && index < frames.length;
  return {
    active,
    frame: active ? frames[index] : null,
    step: index + 1,
    total: frames.length,
    paused,
    togglePause,
    next,
    skip,
    play,
  };
}
