/** The designed tiles shipped with Horde, parsed once into a tile library the rules' geometry reads. */
import { tileLibrary, type TileLibrary } from '@horde/zombicide/board/index';
import { tileSources } from './index.ts';

let library: TileLibrary | undefined;

/** The library of all tiles in packages/content/tiles (parsed once). */
export function contentTiles(): TileLibrary {
  library ??= tileLibrary(tileSources);
  return library;
}
