/**
 * Two placements of the designed tiles 2R and 3R (their drawings are content:
 * packages/content/tiles): M0's map and a 3x3 sample map, for tests and benches.
 */
import type { PlacedTile } from './tile.ts';

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
