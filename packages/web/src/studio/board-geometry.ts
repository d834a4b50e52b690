/**
 * What the studio's map needs from a board: the zone label a cell stands for (the part of the placed tile under it),
 * each zone's anchor, where a door is drawn, and the places of the problems on the map.
 */
import type { MapPlace } from '@horde/content';
import type { BoardGeometryWithGrid } from '@horde/zombicide/board/index';
import { TILE_CELLS } from '@horde/zombicide/board/index';
import { U, zoneBoxes, type ZoneBox } from '../games/uoa/board/layout.ts';
import type { ContentProblem } from '@horde/content';
import { placedName, type MissionDoc } from './model/mission.ts';

export { U };
/** One tile's side in SVG units. */
export const TILE = TILE_CELLS * U;

/** The zone label of cell (x, y) in the mission's words ("2R:s1"), or null off the board. */
export function labelAt(geo: BoardGeometryWithGrid, x: number, y: number): string | null {
  const grid = geo.grid;
  if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) return null;
  const c = y * grid.width + x;
  const zone = grid.cellZone[c];
  if (zone < 0) return null;
  const z = geo.zones[zone];
  const tile = grid.placed[grid.cellTile[c]]?.name;
  return z.parts?.find((p) => p.startsWith(`${tile}:`)) ?? z.label;
}

/** Each zone's anchor, by every label it answers to (a street merged across tiles has one per part). */
export function anchorsByLabel(geo: BoardGeometryWithGrid): Map<string, ZoneBox> {
  const boxes = zoneBoxes(geo);
  const out = new Map<string, ZoneBox>();
  for (const [label, id] of Object.entries(geo.byLabel)) out.set(label, boxes[id]);
  return out;
}

/** The middle of a door's edge, in SVG units. */
export function doorPoint(door: BoardGeometryWithGrid['doors'][number]): { x: number; y: number } {
  const [[ax, ay], [bx, by]] = door.cells;
  return { x: ((ax + bx) / 2 + 0.5) * U, y: ((ay + by) / 2 + 0.5) * U };
}

/** Where a problem's place is drawn, or null when the map has no such place now. */
export function placePoint(
  place: MapPlace,
  doc: MissionDoc,
  geo: BoardGeometryWithGrid | null,
  anchors: Map<string, ZoneBox>,
): { x: number; y: number } | null {
  if ('tile' in place) {
    const t = doc.tiles[place.tile];
    return t ? { x: (t.col + 0.5) * TILE, y: (t.row + 0.5) * TILE } : null;
  }
  if ('zone' in place) {
    const a = anchors.get(place.zone);
    return a ? { x: a.cx, y: a.cy } : null;
  }
  const door = geo?.doors.find((d) => d.label === place.door);
  return door ? doorPoint(door) : null;
}

/** A problem's key for React lists and selection. */
export const problemKey = (p: ContentProblem, i: number): string => `${i}:${p.field ?? ''}:${p.message}`;

/** The index of the placed tile named `name` ("2R", "2R#2"). */
export const tileIndexOf = (doc: MissionDoc, name: string): number =>
  doc.tiles.findIndex((t) => placedName(t) === name);
