/**
 * A table's keyboard shortcuts: one listener on the window for the table's life, calling the handler of the
 * latest render (so that it reads the position on screen without being re-attached at every change).
 */
import { useEffect, useRef } from 'react';

export function useWindowKeys(handler: (e: KeyboardEvent) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => latest.current(e);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
