/** The designed tiles shipped with Horde, parsed once into a tile library the rules' geometry reads. */
import { lazyTileLibrary, tileLibrary, type TileLibrary } from '@horde/zombicide/board/index';
import { tileSources } from './index.ts';

let library: TileLibrary | undefined;
let onDemand: TileLibrary | undefined;

/** The library of all tiles in packages/content/tiles (parsed once, every tile checked). */
export function contentTiles(): TileLibrary {
  library ??= tileLibrary(tileSources);
  return library;
}

/** The same tiles, each parsed when first asked for (the web table, which shows one mission's few tiles). */
export function contentTilesOnDemand(): TileLibrary {
  onDemand ??= library ?? lazyTileLibrary(tileSources);
  return onDemand;
}
