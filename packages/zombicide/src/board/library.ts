/** A tile library from tile sources (file name and text), checked for duplicate ids. */
import { TileFormatError } from './errors.ts';
import { parseTile } from './parse.ts';
import type { TileDef, TileLibrary } from './tile.ts';

export interface TileSource {
  file: string;
  text: string;
  /** Line of the file on which the tile text starts, minus one (for embedded texts). */
  lineOffset?: number;
}

export function tileLibrary(sources: readonly TileSource[]): TileLibrary {
  const lib = new Map<string, TileDef>();
  for (const src of sources) {
    const tile = parseTile(src.text, src.file, { lineOffset: src.lineOffset ?? 0 });
    const other = lib.get(tile.id);
    if (other) throw new TileFormatError(src.file, 0, `tile "${tile.id}" is already defined in ${other.file}`);
    lib.set(tile.id, tile);
  }
  return lib;
}
