/** The designed Zombicide Classic tiles, parsed once into a tile library the rules' geometry reads. */
import { lazyTileLibrary, tileLibrary, type TileLibrary } from '@horde/zombicide/board/index';
import { classicTileSources } from './index.ts';

let library: TileLibrary | undefined;
let onDemand: TileLibrary | undefined;

/** The library of all tiles in packages/content/tiles/classic (parsed once, every tile checked). */
export function classicTiles(): TileLibrary {
  library ??= tileLibrary(classicTileSources);
  return library;
}

/** The same tiles, each parsed when first asked for (the web table, which shows one mission's few tiles). */
export function classicTilesOnDemand(): TileLibrary {
  onDemand ??= library ?? lazyTileLibrary(classicTileSources);
  return onDemand;
}
