/**
 * The rules' context: the content handed to createZombiesGame, indexed once (tiles with their rotated cells
 * and road exits, cards by id). It travels beside the state, never inside it.
 */
import type { EventDef, TileDef, ZombiesContent } from './content-types.ts';

/** A tile turned by a quarter-turn count: cells (map orientation, index row*3+col), doors and road exits. */
export interface TurnedTile {
  cells: string[];
  /** [building cell, road cell] indices. */
  doors: [number, number][];
  /** Road at the middle of the N, E, S, W edge. */
  exits: [boolean, boolean, boolean, boolean];
}

export interface TileInfo {
  def: TileDef;
  turned: [TurnedTile, TurnedTile, TurnedTile, TurnedTile];
}

export interface RulesContext {
  content: ZombiesContent;
  tiles: Map<string, TileInfo>;
  events: Map<string, EventDef>;
  townSquare: TileDef;
  helipad: TileDef;
}

/** A quarter turn clockwise of cell (col, row) in a 3x3 tile. */
export function turnCell(col: number, row: number): [number, number] {
  return [2 - row, col];
}

function turnTile(def: TileDef, rotation: number): TurnedTile {
  const cells = new Array<string>(9);
  const place = (col: number, row: number): number => {
    let c = col;
    let r = row;
    for (let i = 0; i < rotation; i++) [c, r] = turnCell(c, r);
    return r * 3 + c;
  };
  for (let row = 0; row < 3; row++) for (let col = 0; col < 3; col++) cells[place(col, row)] = def.cells[row][col];
  const doors = def.doors.map((d): [number, number] => [place(d.at[0], d.at[1]), place(d.to[0], d.to[1])]);
  const exits: TurnedTile['exits'] = [cells[1] === 'R', cells[5] === 'R', cells[7] === 'R', cells[3] === 'R'];
  return { cells, doors, exits };
}

export function createCtx(content: ZombiesContent): RulesContext {
  const tiles = new Map<string, TileInfo>();
  for (const def of content.tiles)
    tiles.set(def.id, {
      def,
      turned: [turnTile(def, 0), turnTile(def, 1), turnTile(def, 2), turnTile(def, 3)],
    });
  const events = new Map(content.events.map((e) => [e.id, e]));
  const townSquare = content.tiles.find((t) => t.kind === 'townSquare');
  const helipad = content.tiles.find((t) => t.kind === 'helipad');
  if (!townSquare || !helipad) throw new Error('Zombies!!! content needs a Town Square and a Helipad tile');
  return { content, tiles, events, townSquare, helipad };
}

export function tileInfo(ctx: RulesContext, id: string): TileInfo {
  const info = ctx.tiles.get(id);
  if (!info) throw new Error(`Zombies!!!: unknown tile "${id}"`);
  return info;
}

export function eventDef(ctx: RulesContext, id: string): EventDef {
  const def = ctx.events.get(id);
  if (!def) throw new Error(`Zombies!!!: unknown event card "${id}"`);
  return def;
}
