/**
 * Zones a mission covers with a token (a crashed helicopter, rubble): nobody enters or crosses them and they
 * block Line of Sight, as an impassable zone of a tile does. The covered geometry is the board's with those zones
 * made impassable, computed once per geometry and set of zones (zone ids and labels are unchanged).
 */
import type { Board } from './assemble.ts';
import { type BoardGeometryWithGrid, fromBoard } from './geometry.ts';

const cache = new WeakMap<BoardGeometryWithGrid, Map<string, BoardGeometryWithGrid>>();

/** `geo` with the zones labelled `labels` impassable (unknown labels are ignored: the mission checks name them). */
export function coverZones(geo: BoardGeometryWithGrid, labels: readonly string[]): BoardGeometryWithGrid {
  if (labels.length === 0) return geo;
  const key = [...labels].sort().join(',');
  let byKey = cache.get(geo);
  if (!byKey) {
    byKey = new Map();
    cache.set(geo, byKey);
  }
  const known = byKey.get(key);
  if (known) return known;
  const covered = new Set(labels.map((l) => geo.byLabel[l]).filter((z) => z !== undefined));
  const board: Board = {
    ...geo.grid,
    key: `${geo.grid.key}|covered:${key}`,
    zones: geo.grid.zones.map((z) => (covered.has(z.id) ? { ...z, kind: 'impassable' as const } : z)),
  };
  const out = fromBoard(board, geo);
  byKey.set(key, out);
  return out;
}
