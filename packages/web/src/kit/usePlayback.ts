/**
 * Plays a batch of events back step by step over the view they started from: `build` makes the table's frames
 * (each a view as it was after one visible step), each shown for a beat, with pause, next and skip; skip, or
 * the last frame, gives the authoritative view back. Batches without frames show at once.
 */
import { useCallback, useEffect, useState } from 'react';

/** `build` should be a stable function (a module's): a new one each render would start nothing new, but re-render. */
export function usePlayback<View, Event, Frame>(stepMs: number, build: (start: View, events: Event[]) => Frame[]) {
  const [frames, setFrames] = useState<Frame[]>([]);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  const play = useCallback(
    (start: View, events: Event[]) => {
      setFrames(build(start, events));
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
