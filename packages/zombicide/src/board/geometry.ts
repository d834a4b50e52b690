/**
 * buildGeometry: placed tiles -> BoardGeometry (adjacency, sight, distances,
 * next hops), computed once per board shape and cached per tile library.
 */
import { assemble, shapeKey, type Board } from './assemble.ts';
import { movementNeighbors } from './adjacency.ts';
import { computePaths } from './paths.ts';
import { computeSight } from './sight.ts';
import type { PlacedTile, TileLibrary } from './tile.ts';
import type { BoardGeometry } from './types.ts';

/** The geometry plus the assembled cell grid (for rendering). */
export interface BoardGeometryWithGrid extends BoardGeometry {
  grid: Board;
}

const cache = new WeakMap<TileLibrary, Map<string, BoardGeometryWithGrid>>();

/** Computes the geometry without looking at the cache. */
export function computeGeometry(placed: readonly PlacedTile[], library: TileLibrary): BoardGeometryWithGrid {
  const board = assemble(placed, library);
  const neighbors = movementNeighbors(board);
  const { sight, sightTownsfolk } = computeSight(board);
  const { distance, nextHops } = computePaths(neighbors);
  const byLabel: Record<string, number> = {};
  for (const z of board.zones) {
    byLabel[z.label] = z.id;
    for (const part of z.parts ?? []) byLabel[part] = z.id;
  }
  return {
    key: board.key,
    width: board.width,
    height: board.height,
    zones: board.zones,
    byLabel,
    neighbors,
    sight,
    sightTownsfolk,
    distance,
    nextHops,
    grid: board,
  };
}

/** The geometry of a board shape; equal shapes (same key and library) share one cached object. Treat it as read-only. */
export function buildGeometry(placed: readonly PlacedTile[], library: TileLibrary): BoardGeometryWithGrid {
  let perLibrary = cache.get(library);
  if (!perLibrary) {
    perLibrary = new Map();
    cache.set(library, perLibrary);
  }
  const key = shapeKey(placed);
  let geometry = perLibrary.get(key);
  if (!geometry) {
    geometry = computeGeometry(placed, library);
    perLibrary.set(key, geometry);
  }
  return geometry;
}

/** Forgets the cached geometries of a library (all libraries when omitted is not possible with a WeakMap). */
export function clearGeometryCache(library: TileLibrary): void {
  cache.delete(library);
}
