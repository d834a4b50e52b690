/**
 * A Classic scenario's map: inline tiles (`map`: one alone, or several placed) or Classic content tiles (`tiles`). Zones are named by
 * their full label ("1B:s2") or, when unique, their local name ("s2"); doors by their two zones, "a1|s2" or
 * "1B:a1|1B:s2" (either order), with "#2" for a second door between the same two zones.
 */
import { classicTiles } from '@horde/content/tiles/classic';
import {
  BoardAssemblyError,
  buildGeometry,
  type BoardGeometry,
  type PlacedTile,
  TileFormatError,
  type TileLibrary,
} from '@horde/zombicide/board/index';
import { inlineMap, tileError, zoneNames } from '../board.ts';
import type { ParsedClassic } from './parse.ts';

export interface ClassicBoard {
  placed: PlacedTile[];
  library: TileLibrary;
  /** The board with every door closed: zone and door ids are the same whatever doors are open. */
  geo: BoardGeometry;
  /** Zone id from a label; undefined when unknown or ambiguous. */
  find(label: string): number | undefined;
  /** The shortest unambiguous name of a zone. */
  name(zone: number): string;
  /** Door id from its name; undefined when unknown or ambiguous. */
  findDoor(name: string): number | undefined;
  /** A door's name in the scenario's words: "a1|s2" (its zones' names, in label order). */
  doorName(door: number): string;
}

export function buildClassicBoard(parsed: ParsedClassic): ClassicBoard {
  const s = parsed.scenario;
  const where = s.map !== undefined ? 'map' : 'tiles';
  let library: TileLibrary;
  let placed: PlacedTile[];
  let geo: BoardGeometry;
  try {
    if (s.map !== undefined) ({ library, placed } = inlineMap(parsed, s.map));
    else {
      library = classicTiles();
      placed = s.tiles!.map((t) => ({ ...t }));
      const unknown = placed.findIndex((t) => !library.has(t.tile));
      if (unknown >= 0)
        throw parsed.error(
          ['tiles', unknown, 'tile'],
          `unknown tile "${placed[unknown].tile}" (Classic tiles: ${[...library.keys()].join(', ')})`,
        );
    }
    geo = buildGeometry(placed, library);
  } catch (e) {
    if (e instanceof TileFormatError) throw tileError(parsed, e, where);
    if (e instanceof BoardAssemblyError) throw parsed.error([where], e.message);
    throw e;
  }
  const { find, name } = zoneNames(geo);
  const findDoor = (text: string): number | undefined => {
    const [pair, nth = '1'] = text.split('#');
    const sides = pair.split('|');
    if (sides.length !== 2 || !/^\d+$/.test(nth)) return undefined;
    const [a, b] = sides.map(find);
    if (a === undefined || b === undefined) return undefined;
    const between = geo.doors.filter((d) => d.zones.includes(a) && d.zones.includes(b) && a !== b);
    return between[Number(nth) - 1]?.id;
  };
  const doorName = (door: number): string => {
    const d = geo.doors[door];
    if (!d) return `#${door}`;
    const nth = d.label.includes('#') ? d.label.slice(d.label.indexOf('#')) : '';
    const [first, second] = d.label.split('#')[0].split('|');
    return `${name(geo.byLabel[first])}|${name(geo.byLabel[second])}${nth}`;
  };
  return { placed, library, geo, find, name, findDoor, doorName };
}
