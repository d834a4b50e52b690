/**
 * Zones a mission covers with a token (a crashed helicopter, rubble): nobody enters or crosses them and they
 * block Line of Sight, as an impassable zone of a tile does. The covered geometry is the board's with those zones
 * made impassable, computed once per geometry and set of zones (zone ids and labels are unchanged).
 */
import { derivedGeometry } from './derived.ts';
import type { BoardGeometryWithGrid } from './geometry.ts';

/** `geo` with the zones labelled `labels` impassable (unknown labels are ignored: the mission checks name them). */
export function coverZones(geo: BoardGeometryWithGrid, labels: readonly string[]): BoardGeometryWithGrid {
  return derivedGeometry(geo, 'covered', labels, (key) => {
    const covered = new Set(labels.map((l) => geo.byLabel[l]).filter((z) => z !== undefined));
    return {
      ...geo.grid,
      key,
      zones: geo.grid.zones.map((z) => (covered.has(z.id) ? { ...z, kind: 'impassable' as const } : z)),
    };
  });
}
