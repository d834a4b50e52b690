/** Public API of the board: tiles, maps, geometry, rendering. */
export type { BoardGeometry, Door, Gate, Sight, TileFeature, Zone, ZoneKind } from './types.ts';
export type { PlacedTile, Rotation, TileDef, TileLibrary, TileZoneDef } from './tile.ts';
export { FENCE, TILE_CELLS } from './tile.ts';
export { TileFormatError, BoardAssemblyError } from './errors.ts';
export { parseTile, type ParseOptions } from './parse.ts';
export { lazyTileLibrary, tileLibrary, type TileSource } from './library.ts';
export { rotateTile, rotateCell } from './rotate.ts';
export { assemble, shapeKey, type Board } from './assemble.ts';
export {
  buildGeometry,
  computeGeometry,
  clearGeometryCache,
  OPEN_DOORS_CACHE_SIZE,
  type BoardGeometryWithGrid,
} from './geometry.ts';
export { allDoorsOpen } from './doors.ts';
export { gateOpenDoors, gateOpenMask } from './gates.ts';
export { coverZones } from './cover.ts';
export { pitchTents } from './tents.ts';
export { placeStairs, stairZones } from './stairs.ts';
export {
  barricadeSpots,
  blockedBorders,
  freeSpot,
  freeSpotBorder,
  spotNeed,
  type BarricadeSpot,
} from './barricades.ts';
export { layPlanks } from './planks.ts';
export { renderSvg, type RenderOptions } from './svg.ts';
export { benchGeometry, type GeometryBench } from './bench.ts';
export { M0_TILES, SAMPLE_MAP_3X3 } from './sample.ts';
