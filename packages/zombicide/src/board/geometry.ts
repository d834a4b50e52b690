/**
 * buildGeometry: placed tiles -> BoardGeometry (adjacency, sight, distances,
 * next hops), computed once per board shape and cached per tile library.
 * Open doors give further geometries of the same shape: same zones and doors,
 * with the open doors acting as openings (doors.ts).
 */
import { assemble, shapeKey, type Board } from './assemble.ts';
import { movementNeighbors } from './adjacency.ts';
import { normalizeOpenDoors, openDoorsKey, withOpenDoors } from './doors.ts';
import { computePaths } from './paths.ts';
import { computeSight } from './sight.ts';
import { zonesAcrossFence } from './fences.ts';
import type { PlacedTile, TileLibrary } from './tile.ts';
import type { BoardGeometry } from './types.ts';

/** The geometry plus the assembled cell grid (for rendering). */
export interface BoardGeometryWithGrid extends BoardGeometry {
  grid: Board;
}

/** How many geometries with open doors are kept per tile library (least recently used go first). */
export const OPEN_DOORS_CACHE_SIZE = 256;

/** Closed-door shapes: few per game, kept for good. */
const cache = new WeakMap<TileLibrary, Map<string, BoardGeometryWithGrid>>();
/** Open-door variants: one per set of open doors, so bounded (a Map iterates in insertion order). */
const openCache = new WeakMap<TileLibrary, Map<string, BoardGeometryWithGrid>>();

/** Everything computed from an assembled board (`same`: a geometry of the same zones, whose labels it shares). */
export function fromBoard(board: Board, same?: BoardGeometryWithGrid): BoardGeometryWithGrid {
  const neighbors = movementNeighbors(board);
  const { sight, sightTownsfolk } = computeSight(board);
  const { distance, nextHops } = computePaths(neighbors);
  const acrossFence = zonesAcrossFence(board);
  let byLabel = same?.byLabel;
  if (!byLabel) {
    byLabel = {};
    for (const z of board.zones) {
      byLabel[z.label] = z.id;
      for (const part of z.parts ?? []) byLabel[part] = z.id;
    }
  }
  return {
    key: board.key,
    width: board.width,
    height: board.height,
    zones: board.zones,
    byLabel,
    doors: board.doors,
    neighbors,
    sight,
    sightTownsfolk,
    distance,
    nextHops,
    ...(acrossFence ? { acrossFence } : {}),
    ...(board.gates ? { gates: board.gates } : {}),
    grid: board,
  };
}

/** Computes the geometry without looking at the cache; `openDoors` are door ids (see `doors`) to treat as open. */
export function computeGeometry(
  placed: readonly PlacedTile[],
  library: TileLibrary,
  openDoors: readonly number[] = [],
): BoardGeometryWithGrid {
  const board = assemble(placed, library);
  return fromBoard(withOpenDoors(board, normalizeOpenDoors(openDoors, board.doors.length)));
}

function perLibrary(
  store: WeakMap<TileLibrary, Map<string, BoardGeometryWithGrid>>,
  library: TileLibrary,
): Map<string, BoardGeometryWithGrid> {
  let map = store.get(library);
  if (!map) {
    map = new Map();
    store.set(library, map);
  }
  return map;
}

/**
 * The geometry of a board shape with the given doors open (none by default); equal shapes and open
 * sets (same library) share one cached object. Zones, labels and doors are shared by every open set
 * of a shape. Treat it as read-only.
 */
export function buildGeometry(
  placed: readonly PlacedTile[],
  library: TileLibrary,
  openDoors: readonly number[] = [],
): BoardGeometryWithGrid {
  const shapes = perLibrary(cache, library);
  const key = shapeKey(placed);
  let base = shapes.get(key);
  if (!base) {
    base = computeGeometry(placed, library);
    shapes.set(key, base);
  }
  if (openDoors.length === 0) return base;
  const open = normalizeOpenDoors(openDoors, base.doors.length);
  const variants = perLibrary(openCache, library);
  const openKey = key + openDoorsKey(open);
  let geometry = variants.get(openKey);
  if (geometry) {
    variants.delete(openKey); // re-inserted below as the most recently used
  } else {
    geometry = fromBoard(withOpenDoors(base.grid, open), base);
    if (variants.size >= OPEN_DOORS_CACHE_SIZE) variants.delete(variants.keys().next().value!);
  }
  variants.set(openKey, geometry);
  return geometry;
}

/** Forgets the cached geometries of a library (all libraries when omitted is not possible with a WeakMap). */
export function clearGeometryCache(library: TileLibrary): void {
  cache.delete(library);
  openCache.delete(library);
}
