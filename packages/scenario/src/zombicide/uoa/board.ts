/**
 * The scenario's map: content tiles placed by the file, or inline tiles (one alone, or several placed).
 * Zone names are resolved from full labels ("2R:s1") or, when unique, from
 * the local name alone ("s1").
 */
import { buildGeometry, shapeKey, TileFormatError, BoardAssemblyError } from '@horde/zombicide/board/index';
import type { BoardGeometry, PlacedTile, TileLibrary } from '@horde/zombicide/board/index';
import { contentTiles } from '@horde/content';
import type { ParsedScenario } from './parse.ts';
import { inlineMap, tileError, zoneNames } from '../board.ts';
import { shippedMissions } from './engine.ts';

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
    } else if (s.map !== undefined) {
      ({ library, placed } = inlineMap(parsed, s.map));
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
    if (e instanceof TileFormatError) throw tileError(parsed, e, 'map');
    throw e;
  }
  let geo: BoardGeometry;
  try {
    geo = buildGeometry(placed, library);
  } catch (e) {
    if (e instanceof TileFormatError) throw tileError(parsed, e, 'map');
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
  const { find, name } = zoneNames(geo);
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
