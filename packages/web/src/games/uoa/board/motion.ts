/**
 * Pieces glide to their new zone (issue 14, "Motion"): a piece is drawn at once where it now stands (the
 * board is as quick to update as before), and on its first frame there a CSS animation starts it from where
 * it stood at the last commit (a transform: no layout work). A survivor is one piece whatever its zone (its
 * index); a group of zombies of one type is a piece per zone, and a group that arrives by a zombie move (the
 * step of the zombies' phase on screen, or a Shove or Taunt in the players' phase) starts from the zone it
 * left, as the event says. `prefers-reduced-motion: reduce` turns the animation off (uoa.css).
 */
import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import type { GameEvent } from '@horde/zombicide';

/** The moves to show: the events of the step on screen, with a key that changes with every step. */
export interface Motion {
  key: string | number;
  events: readonly GameEvent[];
}

interface Point {
  x: number;
  y: number;
}

/** The class and style of a piece drawn now at (x, y); `place` names the element (its key). */
export type Glide = (
  piece: string,
  place: string,
  x: number,
  y: number,
  from?: string,
) => {
  className: string;
  style?: CSSProperties;
};

const STILL = { className: '' };

export function useGlide(): Glide {
  // Where each piece was at the last commit, and the start of each element drawn (kept for its whole life,
  // so another render during its glide does not restart or stop it).
  const committed = useRef(new Map<string, Point>());
  const starts = useRef(new Map<string, CSSProperties | null>());
  const drawn = new Map<string, Point>();
  const places = new Set<string>();
  useLayoutEffect(() => {
    committed.current = drawn;
    for (const place of [...starts.current.keys()]) if (!places.has(place)) starts.current.delete(place);
  });
  return (piece, place, x, y, from) => {
    drawn.set(piece, { x, y });
    places.add(place);
    if (!starts.current.has(place)) {
      const was = committed.current.get(from ?? piece);
      starts.current.set(
        place,
        was && (Math.abs(was.x - x) > 0.5 || Math.abs(was.y - y) > 0.5)
          ? ({ '--glide-x': `${was.x - x}px`, '--glide-y': `${was.y - y}px` } as CSSProperties)
          : null,
      );
    }
    const style = starts.current.get(place);
    return style ? { className: ' glide', style } : STILL;
  };
}

/** Zombie groups arriving in a zone by the motion's moves: `${type}@${to}` → the zone they left. */
export function arrivals(motion: Motion | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of motion?.events ?? []) if (e.type === 'zombieMoved') out.set(`${e.zombie}@${e.to}`, e.from);
  return out;
}
