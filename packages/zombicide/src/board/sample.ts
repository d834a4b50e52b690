/**
 * The designed tiles shipped with Horde (packages/content/tiles) and a 3x3
 * sample map made of 2R and 3R repeated with rotations, for tests and benches.
 */
import { tileSources } from '../../../content/tiles/index.ts';
import { tileLibrary } from './library.ts';
import type { PlacedTile, TileLibrary } from './tile.ts';

let library: TileLibrary | undefined;

/** The library of all tiles in packages/content/tiles (parsed once). */
export function contentTiles(): TileLibrary {
  library ??= tileLibrary(tileSources);
  return library;
}

/** Mission M0's tiles side by side: 2R on the left, 3R on the right. */
export const M0_TILES: readonly PlacedTile[] = [
  { tile: '2R', rotation: 0, col: 0, row: 0 },
  { tile: '3R', rotation: 0, col: 1, row: 0 },
];

/** Nine tiles, 3x3, alternating 2R and 3R with every rotation (repeats are named "2R#2", ...). */
export const SAMPLE_MAP_3X3: readonly PlacedTile[] = [
  { tile: '2R', rotation: 0, col: 0, row: 0 },
  { tile: '3R', rotation: 0, col: 1, row: 0 },
  { tile: '2R', rotation: 90, col: 2, row: 0 },
  { tile: '3R', rotation: 90, col: 0, row: 1 },
  { tile: '2R', rotation: 180, col: 1, row: 1 },
  { tile: '3R', rotation: 180, col: 2, row: 1 },
  { tile: '2R', rotation: 270, col: 0, row: 2 },
  { tile: '3R', rotation: 270, col: 1, row: 2 },
  { tile: '2R', rotation: 0, col: 2, row: 2 },
];
