/**
 * Barricade spots [TCM] (seed 001 lines 722, 1012-1014, 1074): a mission names the zone borders where barricades
 * may stand ("<zoneA>|<zoneB>", listed twice where two stand side by side). A border is set apart once enough
 * complete barricades stand on it: 1 on a door or a border one cell edge wide (a half street, a doorway), 2 on a
 * wider one (a standard street). Moves and paths lose the link; Line of Sight keeps it (barricades are seen and
 * shot over). The blocked geometry shares everything with the board's but its neighbours and paths.
 * A barricade off the mission's spots (a Handyman's Leader, seed 001 line 2020) is keyed by its border (`freeSpot`).
 */
import type { BoardGeometryWithGrid } from './geometry.ts';
import { geometryMemo } from './memo.ts';
import { computePaths } from './paths.ts';
import { DX, DY, WALL } from './tile.ts';
import type { BoardGeometry } from './types.ts';

export interface BarricadeSpot {
  /** The two zones of the border (ascending). */
  zones: [number, number];
  /** Complete barricades that set the border apart: 1 (a door, a half street) or 2 (line 1014). */
  need: 1 | 2;
}

/**
 * Calls `visit` with each cell edge of zone `a` facing another cell of the board (the cell, the direction, the cell
 * beyond); stops when `visit` returns true.
 */
function eachEdgeOf(
  grid: BoardGeometryWithGrid['grid'],
  a: number,
  visit: (c: number, d: number, n: number) => boolean | undefined,
): void {
  const { width, height, cellZone } = grid;
  for (let c = 0; c < cellZone.length; c++) {
    if (cellZone[c] !== a) continue;
    const x = c % width;
    const y = (c - x) / width;
    for (let d = 0; d < 4; d++) {
      const nx = x + DX[d];
      const ny = y + DY[d];
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      if (visit(c, d, ny * width + nx)) return;
    }
  }
}

/** Complete barricades that set apart the border of zones `a` and `b`: 1 or 2; 0 when they share only walls. */
export function spotNeed(geo: BoardGeometryWithGrid, a: number, b: number): 0 | 1 | 2 {
  const { cellZone, sides, doorAt } = geo.grid;
  let edges = 0;
  let door = false;
  eachEdgeOf(geo.grid, a, (c, d, n) => {
    if (cellZone[n] !== b) return false;
    // A door, open or closed, takes 1 barricade (line 1014).
    door = doorAt[c * 4 + d] >= 0;
    if (sides[c * 4 + d] !== WALL) edges++;
    return door;
  });
  return door ? 1 : edges === 0 ? 0 : edges === 1 ? 1 : 2;
}

/**
 * Keys of barricades off the mission's spots: FREE_SPOT + 2 × (ZONE_STRIDE × low zone + high zone) + k, where k (0
 * or 1) is the token's place on a border taking 2. Mission spots are small indices, so the two never meet.
 */
export const FREE_SPOT = 1 << 20;
const ZONE_STRIDE = 1 << 10;

/** The key of token `k` on the border of zones `a` and `b` off the mission's spots. */
export function freeSpot(a: number, b: number, k: number): number {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  return FREE_SPOT + 2 * (ZONE_STRIDE * lo + hi) + k;
}

/** The border (zones ascending) and token place of a free key, or undefined for a mission's spot. */
export function freeSpotBorder(spot: number): { zones: [number, number]; k: number } | undefined {
  if (!Number.isInteger(spot) || spot < FREE_SPOT) return undefined;
  const n = spot - FREE_SPOT;
  const k = n % 2;
  const pair = (n - k) / 2;
  const hi = pair % ZONE_STRIDE;
  const lo = (pair - hi) / ZONE_STRIDE;
  return lo < hi && lo < ZONE_STRIDE ? { zones: [lo, hi], k } : undefined;
}

/** The zones beyond each border of zone `a` a barricade may stand on (not only walls), with its need (1 or 2). */
export function zoneBorders(geo: BoardGeometryWithGrid, a: number): Map<number, 1 | 2> {
  const { cellZone } = geo.grid;
  const out = new Map<number, 1 | 2>();
  eachEdgeOf(geo.grid, a, (_c, _d, n) => {
    const b = cellZone[n];
    if (b < 0 || b === a || out.has(b)) return false;
    const need = spotNeed(geo, a, b);
    if (need !== 0) out.set(b, need);
    return false;
  });
  return out;
}

/** The mission's barricade spots on `geo` (a spot the mission checks refuse is left out: see missions-check). */
export function barricadeSpots(geo: BoardGeometryWithGrid, spots: readonly string[]): BarricadeSpot[] {
  return spots.map((spot) => {
    const [a, b] = spot.split('|').map((l) => geo.byLabel[l] ?? -1);
    const need = a >= 0 && b >= 0 ? spotNeed(geo, a, b) : 0;
    return { zones: a < b ? [a, b] : [b, a], need: need === 0 ? 1 : need };
  });
}

/**
 * The borders set apart by the complete barricades on the spots listed in `complete` (spot indices, or free keys
 * read on `geo`).
 */
export function blockedBorders(
  spots: readonly BarricadeSpot[],
  complete: readonly number[],
  geo?: BoardGeometryWithGrid,
): [number, number][] {
  const count = new Map<string, number>();
  const out: [number, number][] = [];
  for (const i of complete) {
    const spot = i >= FREE_SPOT ? freeSpotOn(geo, i) : spots[i];
    if (!spot) continue;
    const key = `${spot.zones[0]},${spot.zones[1]}`;
    const n = (count.get(key) ?? 0) + 1;
    count.set(key, n);
    if (n === spot.need) out.push(spot.zones);
  }
  return out;
}

/** The free key `spot` as a spot of `geo`, or undefined when its border takes no barricade. */
function freeSpotOn(geo: BoardGeometryWithGrid | undefined, spot: number): BarricadeSpot | undefined {
  const free = freeSpotBorder(spot);
  if (!geo || !free) return undefined;
  const need = spotNeed(geo, free.zones[0], free.zones[1]);
  return need === 0 ? undefined : { zones: free.zones, need };
}

const memo = geometryMemo<BoardGeometry, BoardGeometry>();

/** `geo` with the `blocked` borders closed to Moves and paths (sight unchanged); `geo` itself when none is. */
export function barricadedGeometry<G extends BoardGeometry>(geo: G, blocked: readonly [number, number][]): G {
  if (blocked.length === 0) return geo;
  const key = blocked
    .map(([a, b]) => `${a},${b}`)
    .sort()
    .join(';');
  return memo(geo, key, () => {
    const cut = new Set(blocked.flatMap(([a, b]) => [`${a},${b}`, `${b},${a}`]));
    const neighbors = geo.neighbors.map((ns, a) => ns.filter((b) => !cut.has(`${a},${b}`)));
    const { distance, nextHops } = computePaths(neighbors);
    return { ...geo, key: `${geo.key}|barricades:${key}`, neighbors, distance, nextHops };
  }) as G;
}
