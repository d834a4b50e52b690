/**
 * Tents [RM] (seed 001 lines 1742-1759, 1084): a mission deals tent cards to some street zones of its camp tiles.
 * A tent is still a street zone for Moves, but no Line of Sight is traced through it, into it or out of it. Cars
 * cannot cross it (the rules' drive check). The geometry is the board's with those zones sightless, computed once
 * per geometry and set of tents (zone ids and labels unchanged).
 */
import type { Board } from './assemble.ts';
import { type BoardGeometryWithGrid, fromBoard } from './geometry.ts';

const cache = new WeakMap<BoardGeometryWithGrid, Map<string, BoardGeometryWithGrid>>();

/** `geo` with the zones labelled `labels` as tents (unknown labels are ignored: the mission checks name them). */
export function pitchTents(geo: BoardGeometryWithGrid, labels: readonly string[]): BoardGeometryWithGrid {
  if (labels.length === 0) return geo;
  const key = [...labels].sort().join(',');
  let byKey = cache.get(geo);
  if (!byKey) {
    byKey = new Map();
    cache.set(geo, byKey);
  }
  const known = byKey.get(key);
  if (known) return known;
  const tents = labels.map((l) => geo.byLabel[l]).filter((z) => z !== undefined);
  const board: Board = { ...geo.grid, key: `${geo.grid.key}|tents:${key}`, sightless: tents };
  const out = fromBoard(board, geo);
  byKey.set(key, out);
  return out;
}
