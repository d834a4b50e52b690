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

/** The `tile <id>` line of a tile text, read without parsing the rest. */
const TILE_ID = /^\s*tile\s+(\S+)\s*$/m;

/**
 * The same library, each tile parsed the first time it is asked for: a table that shows one mission parses its few
 * tiles, not all of them (the first render on a phone). Duplicate ids are refused at once; a tile's format errors
 * come when it is first read (`tileLibrary` checks them all up front, as the tools and the server do).
 */
export function lazyTileLibrary(sources: readonly TileSource[]): TileLibrary {
  const byId = new Map<string, TileSource>();
  for (const src of sources) {
    const id = TILE_ID.exec(src.text)?.[1];
    if (id === undefined) throw new TileFormatError(src.file, 0, 'missing "tile <id>" line');
    const other = byId.get(id);
    if (other) throw new TileFormatError(src.file, 0, `tile "${id}" is already defined in ${other.file}`);
    byId.set(id, src);
  }
  const parsed = new Map<string, TileDef>();
  const get = (id: string): TileDef | undefined => {
    let tile = parsed.get(id);
    const src = byId.get(id);
    if (!tile && src) {
      tile = parseTile(src.text, src.file, { lineOffset: src.lineOffset ?? 0 });
      parsed.set(id, tile);
    }
    return tile;
  };
  /** Iterating reads every tile (tools that list a library want them all). */
  const all = (): [string, TileDef][] => [...byId.keys()].map((id) => [id, get(id)!]);
  return {
    get,
    has: (id) => byId.has(id),
    get size() {
      return byId.size;
    },
    keys: () => byId.keys(),
    values: () =>
      all()
        .map(([, tile]) => tile)
        .values(),
    entries: () => all().values(),
    forEach(fn, thisArg) {
      for (const [id, tile] of all()) fn.call(thisArg, tile, id, this);
    },
    [Symbol.iterator]: () => all().values(),
  };
}
