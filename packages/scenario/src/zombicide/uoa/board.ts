/**
 * The scenario's map: content tiles placed by the file, or inline tiles (one alone, or several placed).
 * Zone names are resolved from full labels ("2R:s1") or, when unique, from
 * the local name alone ("s1").
 */
import {
  buildGeometry,
  shapeKey,
  tileLibrary,
  TileFormatError,
  BoardAssemblyError,
} from '@horde/zombicide/board/index';
import type { BoardGeometry, PlacedTile, TileLibrary } from '@horde/zombicide/board/index';
import { contentTiles } from '@horde/content';
import type { ParsedScenario } from './parse.ts';
import { ScenarioError } from '../../core/errors.ts';
import { shippedMissions } from './engine.ts';

function tileError(parsed: ParsedScenario, e: TileFormatError): ScenarioError {
  return new ScenarioError(parsed.file, e.line > 0 ? e.line : parsed.lineOf(['map']), 'map', e.detail);
}

export interface ScenarioBoard {
  placed: PlacedTile[];
  library: TileLibrary;
  geo: BoardGeometry;
  /** Zone id from a label; undefined when unknown or ambiguous. */
  find(label: string): number | undefined;
  /** The shortest unambiguous name of a zone. */
  name(zone: number): string;
  /** The same library on another arrangement of tiles (a train changed the map), cached by shape. */
  with(placed: readonly PlacedTile[]): ScenarioBoard;
}

export function buildBoard(parsed: ParsedScenario): ScenarioBoard {
  const s = parsed.scenario;
  let library: TileLibrary;
  let placed: PlacedTile[];
  try {
    if (s.mission !== undefined) {
      const mission = shippedMissions().find((m) => m.id === s.mission);
      if (!mission)
        throw parsed.error(
          ['mission'],
          `unknown mission "${s.mission}" (known: ${shippedMissions()
            .map((m) => m.id)
            .join(', ')})`,
        );
      library = contentTiles();
      placed = mission.tiles.map((t) => ({ ...t }));
    } else if (typeof s.map === 'string') {
      library = tileLibrary([{ file: `${parsed.file} (map)`, text: s.map, lineOffset: parsed.lineOf(['map']) ?? 0 }]);
      const id = [...library.keys()][0];
      placed = [{ tile: id, rotation: 0, col: 0, row: 0 }];
    } else if (s.map !== undefined) {
      // Several inline tiles, each at its place: their ids (each text's `tile <id>`) must differ.
      const inline = s.map;
      library = tileLibrary(
        inline.map((t, i) => ({
          file: `${parsed.file} (map[${i}])`,
          text: t.text,
          lineOffset: parsed.lineOf(['map', i, 'text']) ?? 0,
        })),
      );
      const ids = [...library.keys()];
      if (ids.length !== inline.length)
        throw parsed.error(['map'], 'each inline tile needs its own id (`tile <id>` on its first line)');
      placed = inline.map((t, i) => ({ tile: ids[i], rotation: t.rotation, col: t.col, row: t.row }));
    } else {
      library = contentTiles();
      placed = s.tiles!.map((t) => ({ ...t }));
      const unknown = placed.findIndex((t) => !library.has(t.tile));
      if (unknown >= 0)
        throw parsed.error(
          ['tiles', unknown, 'tile'],
          `unknown tile "${placed[unknown].tile}" (content tiles: ${[...library.keys()].join(', ')})`,
        );
    }
  } catch (e) {
    if (e instanceof TileFormatError) throw tileError(parsed, e);
    throw e;
  }
  let geo: BoardGeometry;
  try {
    geo = buildGeometry(placed, library);
  } catch (e) {
    if (e instanceof TileFormatError) throw tileError(parsed, e);
    if (e instanceof BoardAssemblyError) throw parsed.error([s.map !== undefined ? 'map' : 'tiles'], e.message);
    throw e;
  }
  return namedBoard(placed, library, geo, new Map());
}

/** Zone names over one geometry; `with` gives (and caches) the board on another arrangement of the same tiles. */
function namedBoard(
  placed: PlacedTile[],
  library: TileLibrary,
  geo: BoardGeometry,
  shapes: Map<string, ScenarioBoard>,
): ScenarioBoard {
  const byLocal = new Map<string, number[]>();
  for (const z of geo.zones) {
    for (const full of [z.label, ...(z.parts ?? [])]) {
      const local = full.slice(full.indexOf(':') + 1);
      const list = byLocal.get(local) ?? [];
      if (!list.includes(z.id)) list.push(z.id);
      byLocal.set(local, list);
    }
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
  const self: ScenarioBoard = {
    placed,
    library,
    geo,
    find,
    name,
    with(other) {
      const key = shapeKey(other);
      if (key === shapeKey(placed)) return self;
      let b = shapes.get(key);
      if (!b) {
        b = namedBoard(
          other.map((t) => ({ ...t })),
          library,
          buildGeometry(other, library),
          shapes,
        );
        shapes.set(key, b);
      }
      return b;
    },
  };
  shapes.set(shapeKey(placed), self);
  return self;
}
