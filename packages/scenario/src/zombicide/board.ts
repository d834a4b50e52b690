/**
 * What both rulesets' maps share: inline tiles (`map:`, one alone or several placed, docs/tiles.md) and zone names
 * (a full label "2R:s1", or the local name alone when unique on the board).
 */
import {
  type BoardGeometry,
  type PlacedTile,
  TileFormatError,
  type TileLibrary,
  tileLibrary,
} from '@horde/zombicide/board/index';
import { ScenarioError } from '../core/errors.ts';
import type { ParsedZombicide } from './parse.ts';
import type { InlineMap } from './schema.ts';

/** A tile text's format error, at its line of the file (or the key's). */
export function tileError(parsed: ParsedZombicide<unknown>, e: TileFormatError, where: string): ScenarioError {
  return new ScenarioError(parsed.file, e.line > 0 ? e.line : parsed.lineOf([where]), where, e.detail);
}

/** `map:`: one inline tile placed alone at col 0, row 0, or several each at its place (their ids must differ). */
export function inlineMap(
  parsed: ParsedZombicide<unknown>,
  map: InlineMap,
): { library: TileLibrary; placed: PlacedTile[] } {
  try {
    if (typeof map === 'string') {
      const library = tileLibrary([
        { file: `${parsed.file} (map)`, text: map, lineOffset: parsed.lineOf(['map']) ?? 0 },
      ]);
      return { library, placed: [{ tile: [...library.keys()][0], rotation: 0, col: 0, row: 0 }] };
    }
    const library = tileLibrary(
      map.map((t, i) => ({
        file: `${parsed.file} (map[${i}])`,
        text: t.text,
        lineOffset: parsed.lineOf(['map', i, 'text']) ?? 0,
      })),
    );
    const ids = [...library.keys()];
    if (ids.length !== map.length)
      throw parsed.error(['map'], 'each inline tile needs its own id (`tile <id>` on its first line)');
    return { library, placed: map.map((t, i) => ({ tile: ids[i], rotation: t.rotation, col: t.col, row: t.row })) };
  } catch (e) {
    if (e instanceof TileFormatError) throw tileError(parsed, e, 'map');
    throw e;
  }
}

/** Zone names over a geometry: `find` a label (full or unique local), `name` a zone by its shortest such label. */
export function zoneNames(geo: BoardGeometry): {
  find(label: string): number | undefined;
  name(zone: number): string;
} {
  const byLocal = new Map<string, number[]>();
  for (const z of geo.zones)
    for (const full of [z.label, ...(z.parts ?? [])]) {
      const local = full.slice(full.indexOf(':') + 1);
      const list = byLocal.get(local) ?? [];
      if (!list.includes(z.id)) list.push(z.id);
      byLocal.set(local, list);
    }
  const find = (label: string): number | undefined => {
    const exact = geo.byLabel[label];
    if (exact !== undefined) return exact;
    const list = byLocal.get(label);
    return list && list.length === 1 ? list[0] : undefined;
  };
  const name = (zone: number): string => {
    const z = geo.zones[zone];
    if (!z) return `#${zone}`;
    const local = z.label.slice(z.label.indexOf(':') + 1);
    return find(local) === zone ? local : z.label;
  };
  return { find, name };
}
