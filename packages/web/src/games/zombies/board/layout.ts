/**
 * Where things are drawn: a square is SQ units wide, a tile 3 squares. A square's number gives its tile
 * (square / 9) and its cell (row * 3 + col, map orientation), as the engine's geometry defines it.
 */
import type { Geo } from '@horde/zombies';

export const SQ = 60;
export const TILE = SQ * 3;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The top-left corner of a square, in board units. */
export function squareOrigin(geo: Geo, square: number): { x: number; y: number } {
  const t = geo.tiles[Math.floor(square / 9)];
  const cell = square % 9;
  return { x: t.x * TILE + (cell % 3) * SQ, y: t.y * TILE + Math.floor(cell / 3) * SQ };
}

export function squareCentre(geo: Geo, square: number): { x: number; y: number } {
  const o = squareOrigin(geo, square);
  return { x: o.x + SQ / 2, y: o.y + SQ / 2 };
}

/** The box around the laid tiles and any extra tile spots (where a tile may go). */
export function boardBounds(geo: Geo, extra: readonly { x: number; y: number }[] = []): Box {
  const all = [...geo.tiles, ...extra];
  if (all.length === 0) return { x: 0, y: 0, w: TILE, h: TILE };
  const xs = all.map((t) => t.x);
  const ys = all.map((t) => t.y);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  return {
    x: x0 * TILE,
    y: y0 * TILE,
    w: (Math.max(...xs) - x0 + 1) * TILE,
    h: (Math.max(...ys) - y0 + 1) * TILE,
  };
}

/**
 * The steps of a shortest walk from `from` to `to` over the engine's links, never through a square with zombies
 * (entering one stops a walk), the first step among `first` (the steps the rules allow now). A hint for the
 * table: each step is still sent only when the rules list it.
 */
export function pathTo(
  geo: Geo,
  zombies: readonly number[],
  from: number,
  to: number,
  first: ReadonlySet<number>,
): number[] | null {
  if (from === to) return [];
  const prev = new Map<number, number>([[from, -1]]);
  const queue = [from];
  while (queue.length) {
    const sq = queue.shift()!;
    if (sq !== from && zombies[sq] > 0) continue;
    for (const next of geo.links[sq] ?? []) {
      if (prev.has(next) || (sq === from && !first.has(next))) continue;
      prev.set(next, sq);
      if (next === to) {
        const path = [to];
        for (let at = sq; at !== from; at = prev.get(at)!) path.unshift(at);
        return path;
      }
      queue.push(next);
    }
  }
  return null;
}

/** Squares within `steps` steps as pathTo walks them, with their distance. */
export function squaresWithin(
  geo: Geo,
  zombies: readonly number[],
  from: number,
  steps: number,
  first: ReadonlySet<number>,
): Map<number, number> {
  const dist = new Map<number, number>([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const sq = queue.shift()!;
    const d = dist.get(sq)!;
    if (d >= steps || (sq !== from && zombies[sq] > 0)) continue;
    for (const next of geo.links[sq] ?? [])
      if (!dist.has(next) && (sq !== from || first.has(next))) {
        dist.set(next, d + 1);
        queue.push(next);
      }
  }
  dist.delete(from);
  return dist;
}
