/**
 * The map's geometry, grown tile by tile: what each square is, which building it belongs to, its orthogonal
 * neighbours (line of sight) and where one may step from it. Published: no diagonal moves; roads join roads;
 * a named building is entered by its door. In Here, Quick! (seed 004 line 181) adds the unnamed buildings'
 * doors, a corner door joining its cell to the road square diagonally opposite.
 */
import { tileInfo, type RulesContext } from './context.ts';
import type { Geo } from './state.ts';

/** N, E, S, W. */
export const DX = [0, 1, 0, -1] as const;
export const DY = [-1, 0, 1, 0] as const;

export function emptyGeo(): Geo {
  return { tiles: [], tileAt: {}, kind: [], building: [], nbr: [], links: [], buildings: [], helicopter: -1 };
}

const key = (x: number, y: number) => `${x},${y}`;

/**
 * A geometry is never changed once built: laying a tile makes a new one (tiles.ts), so facts derived from it
 * (the tile grid below) are cached by object, and a view may hand it out without a copy.
 */
interface Grid {
  minX: number;
  minY: number;
  w: number;
  h: number;
  cells: Int16Array;
}
const grids = new WeakMap<Geo, Grid>();

let lastGeo: Geo | null = null;
let lastGrid: Grid | null = null;

function gridOf(geo: Geo): Grid {
  if (geo === lastGeo && lastGrid) return lastGrid;
  let g = grids.get(geo);
  if (g) {
    lastGeo = geo;
    lastGrid = g;
    return g;
  }
  let minX = 0;
  let minY = 0;
  let maxX = 0;
  let maxY = 0;
  for (const t of geo.tiles) {
    minX = Math.min(minX, t.x);
    minY = Math.min(minY, t.y);
    maxX = Math.max(maxX, t.x);
    maxY = Math.max(maxY, t.y);
  }
  // One tile of margin all round, so that neighbours of the map are inside the grid.
  minX -= 1;
  minY -= 1;
  const w = maxX - minX + 2;
  const h = maxY - minY + 2;
  const cells = new Int16Array(w * h).fill(-1);
  geo.tiles.forEach((t, i) => {
    cells[(t.y - minY) * w + (t.x - minX)] = i;
  });
  g = { minX, minY, w, h, cells };
  grids.set(geo, g);
  lastGeo = geo;
  lastGrid = g;
  return g;
}

export function tileIndexAt(geo: Geo, x: number, y: number): number {
  const g = gridOf(geo);
  const gx = x - g.minX;
  const gy = y - g.minY;
  if (gx < 0 || gy < 0 || gx >= g.w || gy >= g.h) return -1;
  return g.cells[gy * g.w + gx];
}

/** A copy of a geometry to lay a tile on (the old one stays as it was). */
export function copyGeo(geo: Geo): Geo {
  return {
    tiles: geo.tiles.map((t) => ({ ...t })),
    tileAt: { ...geo.tileAt },
    kind: [...geo.kind],
    building: [...geo.building],
    nbr: [...geo.nbr],
    links: geo.links.map((l) => [...l]),
    buildings: geo.buildings.map((b) => ({ ...b, squares: [...b.squares] })),
    helicopter: geo.helicopter,
  };
}

/** Map cell of a square. */
export function squareXY(geo: Geo, square: number): [number, number] {
  const t = geo.tiles[(square / 9) | 0];
  const cell = square % 9;
  return [t.x * 3 + (cell % 3), t.y * 3 + ((cell / 3) | 0)];
}

/** The square at a map cell, or -1. */
export function squareAt(geo: Geo, mx: number, my: number): number {
  const tx = Math.floor(mx / 3);
  const ty = Math.floor(my / 3);
  const t = tileIndexAt(geo, tx, ty);
  return t < 0 ? -1 : t * 9 + (my - ty * 3) * 3 + (mx - tx * 3);
}

/** squareAt through the key table (used while a geometry is being built, before it may be cached). */
function squareByKey(geo: Geo, mx: number, my: number): number {
  const tx = Math.floor(mx / 3);
  const ty = Math.floor(my / 3);
  const t = geo.tileAt[key(tx, ty)];
  return t === undefined ? -1 : t * 9 + (my - ty * 3) * 3 + (mx - tx * 3);
}

function link(geo: Geo, a: number, b: number): void {
  if (!geo.links[a].includes(b)) geo.links[a].push(b);
  if (!geo.links[b].includes(a)) geo.links[b].push(a);
}

/**
 * Lays a tile at (x, y) with `rotation` quarter turns on a geometry being built (a fresh copy: see copyGeo):
 * appends its 9 squares, its buildings, and joins it to its neighbours. Returns the tile index. Legality
 * (edges match) is tiles.ts's business.
 */
export function addTile(
  ctx: RulesContext,
  geo: Geo,
  id: string,
  x: number,
  y: number,
  rotation: number,
  unnamedDoors: boolean,
): number {
  const info = tileInfo(ctx, id);
  const turned = info.turned[rotation];
  const index = geo.tiles.length;
  const base = index * 9;
  geo.tiles.push({ tile: id, x, y, rotation });
  geo.tileAt[key(x, y)] = index;

  // Buildings: the named one (B and H cells), one per lowercase letter.
  const byLetter = new Map<string, number>();
  for (let c = 0; c < 9; c++) {
    const ch = turned.cells[c];
    if (ch === 'R') continue;
    const letter = ch === 'H' ? 'B' : ch;
    let b = byLetter.get(letter);
    if (b === undefined) {
      b = geo.buildings.length;
      byLetter.set(letter, b);
      const named = letter === 'B';
      geo.buildings.push({ tileIndex: index, named: named ? id : null, z: named ? info.def.z : 0, squares: [] });
    }
    geo.buildings[b].squares.push(base + c);
  }
  for (let c = 0; c < 9; c++) {
    const ch = turned.cells[c];
    const sq = base + c;
    geo.kind.push(ch === 'R' ? 'road' : 'building');
    geo.building.push(ch === 'R' ? -1 : byLetter.get(ch === 'H' ? 'B' : ch)!);
    geo.links.push([]);
    geo.nbr.push(-1, -1, -1, -1);
    if (ch === 'H') geo.helicopter = sq;
  }

  // Orthogonal neighbours, inside the tile and across its edges; links where road meets road or a building
  // meets itself.
  for (let c = 0; c < 9; c++) {
    const sq = base + c;
    const mx = x * 3 + (c % 3);
    const my = y * 3 + ((c / 3) | 0);
    for (let d = 0; d < 4; d++) {
      const other = squareByKey(geo, mx + DX[d], my + DY[d]);
      if (other < 0) continue;
      geo.nbr[sq * 4 + d] = other;
      geo.nbr[other * 4 + ((d + 2) % 4)] = sq;
      const bothRoad = geo.kind[sq] === 'road' && geo.kind[other] === 'road';
      const sameBuilding = geo.building[sq] >= 0 && geo.building[sq] === geo.building[other];
      if (bothRoad || sameBuilding) link(geo, sq, other);
    }
  }
  for (const [at, to] of turned.doors) {
    const named = turned.cells[at] === 'B' || turned.cells[at] === 'H';
    if (named || unnamedDoors) link(geo, base + at, base + to);
  }
  return index;
}

/** The named building (or Helipad) of a square, or null. */
export function namedAt(geo: Geo, square: number): string | null {
  const b = geo.building[square];
  return b >= 0 ? geo.buildings[b].named : null;
}

/** Whether a square is reachable at all (it has links): unnamed buildings are not, without In Here, Quick!. */
export function isOpen(geo: Geo, square: number): boolean {
  return geo.links[square].length > 0;
}

/** Steps from `from` to every square (BFS over links); -1 where unreachable. */
export function distancesFrom(geo: Geo, from: number): Int16Array {
  const n = geo.kind.length;
  const dist = new Int16Array(n).fill(-1);
  if (from < 0) return dist;
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail) {
    const sq = queue[head++];
    for (const next of geo.links[sq])
      if (dist[next] < 0) {
        dist[next] = dist[sq] + 1;
        queue[tail++] = next;
      }
  }
  return dist;
}
