/**
 * Tents [RM] (seed 001 lines 1742-1759, 1084): a mission deals tent cards to some street zones of its camp tiles.
 * A tent is still a street zone for Moves, but no Line of Sight is traced through it, into it or out of it. Cars
 * cannot cross it (the rules' drive check). The geometry is the board's with those zones sightless, computed once
 * per geometry and set of tents (zone ids and labels unchanged).
 */
import { derivedGeometry } from './derived.ts';
import type { BoardGeometryWithGrid } from './geometry.ts';

/** `geo` with the zones labelled `labels` as tents (unknown labels are ignored: the mission checks name them). */
export function pitchTents(geo: BoardGeometryWithGrid, labels: readonly string[]): BoardGeometryWithGrid {
  return derivedGeometry(geo, 'tents', labels, (key) => ({
    ...geo.grid,
    key,
    sightless: labels.map((l) => geo.byLabel[l]).filter((z) => z !== undefined),
  }));
}
