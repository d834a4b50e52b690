/**
 * A replay's position among its steps: first, previous, play/pause (one step per beat), next, last, and the
 * keys (arrows step, Space plays or pauses, unless a focused control takes the key). `onKey` takes a table's
 * own keys first (true: taken).
 */
import { useCallback, useEffect, useState } from 'react';
import { tableKey } from '../ui/shortcuts.ts';
import { keyForControl } from '../ui/useFocusTrap.ts';
import { useWindowKeys } from './useWindowKeys.ts';

export function useReplay(count: number, stepMs: number, onKey?: (e: KeyboardEvent) => boolean) {
  const last = Math.max(0, count - 1);
  const [index, setIndex] = useState(last);
  const [playing, setPlaying] = useState(false);
  // The steps may change under it (another seat's eyes): the position stays within them.
  const at = Math.min(index, last);

  useEffect(() => {
    if (!playing) return;
    if (at >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setIndex(at + 1), stepMs);
    return () => clearTimeout(timer);
  }, [playing, at, last, stepMs]);

  const go = useCallback((i: number) => setIndex(Math.max(0, Math.min(last, i))), [last]);
  const togglePlay = useCallback(() => setPlaying((p) => !p), []);

  useWindowKeys((e) => {
    if (!tableKey(e) || keyForControl(e)) return;
    if (onKey?.(e)) return;
    if (e.key === 'ArrowRight' && !e.shiftKey) go(at + 1);
    else if (e.key === 'ArrowLeft' && !e.shiftKey) go(at - 1);
    else if (e.key === ' ') {
      e.preventDefault();
      togglePlay();
    }
  });

  return { at, last, playing, go, togglePlay };
}

export type ReplayPosition = ReturnType<typeof useReplay>;
