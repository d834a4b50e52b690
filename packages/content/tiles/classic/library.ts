/** The designed Zombicide Classic tiles, parsed once into a tile library the rules' geometry reads. */
import { tileLibrary, type TileLibrary } from '@horde/zombicide/board/index';
import { classicTileSources } from './index.ts';

let library: TileLibrary | undefined;

/** The library of all tiles in packages/content/tiles/classic (parsed once). */
export function classicTiles(): TileLibrary {
  library ??= tileLibrary(classicTileSources);
  return library;
}
