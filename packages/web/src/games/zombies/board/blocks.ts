/**
 * A tile drawn as town blocks (issue 33, part 3): each building is one block whose roof stands back from
 * whatever it borders (a road, another building, the tile's edge) by a sidewalk, and joins its own cells
 * without a seam; so two buildings side by side read as two, one building over several squares as one.
 */
import { SQ } from './layout.ts';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The owner of a cell: a building's letter, or null for a road (the Helicopter 'H' belongs to the pad 'B'). */
export const owner = (ch: string): string | null => (ch === 'R' ? null : ch === 'H' ? 'B' : ch);

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/**
 * The roof of every building `inset` units back from its block's outline: a rectangle per cell, shrunk on the
 * sides where the neighbour is not the same building, and `notches` where a concave corner (both sides the
 * same building, the diagonal not) must be cut out again in the colour underneath.
 */
export function roofs(cells: readonly string[], inset: number): { rects: Rect[]; notches: Rect[] } {
  const same = (col: number, row: number, mine: string | null) =>
    col >= 0 && col < 3 && row >= 0 && row < 3 && owner(cells[row * 3 + col]) === mine;
  const rects: Rect[] = [];
  const notches: Rect[] = [];
  cells.forEach((ch, c) => {
    const mine = owner(ch);
    if (mine === null) return;
    const col = c % 3;
    const row = Math.floor(c / 3);
    const joined = [0, 1, 2, 3].map((d) => same(col + DX[d], row + DY[d], mine));
    const x0 = col * SQ + (joined[3] ? 0 : inset);
    const x1 = (col + 1) * SQ - (joined[1] ? 0 : inset);
    const y0 = row * SQ + (joined[0] ? 0 : inset);
    const y1 = (row + 1) * SQ - (joined[2] ? 0 : inset);
    rects.push({ x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
    // The four corners: north-east, south-east, south-west, north-west.
    for (let k = 0; k < 4; k++) {
      const a = k;
      const b = (k + 1) % 4;
      const dx = DX[a] + DX[b];
      const dy = DY[a] + DY[b];
      if (joined[a] && joined[b] && !same(col + dx, row + dy, mine))
        notches.push({
          x: dx > 0 ? (col + 1) * SQ - inset : col * SQ,
          y: dy > 0 ? (row + 1) * SQ - inset : row * SQ,
          w: inset,
          h: inset,
        });
    }
  });
  return { rects, notches };
}

/**
 * The curbs: the edges of road cells that meet a building or the tile's edge away from a road exit (a line
 * per edge, in tile units), so a street reads as a street between its sidewalks.
 */
export function curbs(cells: readonly string[]): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  cells.forEach((ch, c) => {
    if (owner(ch) !== null) return;
    const col = c % 3;
    const row = Math.floor(c / 3);
    for (let d = 0; d < 4; d++) {
      const nc = col + DX[d];
      const nr = row + DY[d];
      const inside = nc >= 0 && nc < 3 && nr >= 0 && nr < 3;
      const exit = !inside && (d % 2 === 0 ? col === 1 : row === 1);
      if (exit || (inside && owner(cells[nr * 3 + nc]) === null)) continue;
      out.push(cellEdge(col, row, d));
    }
  });
  return out;
}

/** The line of cell (col, row)'s edge in direction d (N, E, S, W). */
export function cellEdge(col: number, row: number, d: number): [number, number, number, number] {
  const x = col * SQ;
  const y = row * SQ;
  switch (d) {
    case 0:
      return [x, y, x + SQ, y];
    case 1:
      return [x + SQ, y, x + SQ, y + SQ];
    case 2:
      return [x, y + SQ, x + SQ, y + SQ];
    default:
      return [x, y, x, y + SQ];
  }
}

/** The centre of the cells a building owns (where its roof sign goes). */
export function centreOf(cells: readonly string[], building: string): { x: number; y: number } | null {
  const own = cells.flatMap((ch, c) => (owner(ch) === building ? [c] : []));
  if (own.length === 0) return null;
  const xs = own.map((c) => (c % 3) * SQ + SQ / 2);
  const ys = own.map((c) => Math.floor(c / 3) * SQ + SQ / 2);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}
