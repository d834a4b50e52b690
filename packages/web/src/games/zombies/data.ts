/**
 * The Zombies!!! content the table draws from (tiles and their turned cells, doors and road exits; the cards),
 * indexed once by the engine's own context so that the map is drawn exactly as the rules read it.
 */
import { zombiesContent } from '@horde/content/zombies/index';
import { createCtx, type RulesContext, type TurnedTile } from '@horde/zombies/context';
import type { EventDef, TileDef } from '@horde/zombies';

let ctx: RulesContext | undefined;

export function content(): RulesContext {
  ctx ??= createCtx(zombiesContent());
  return ctx;
}

export function tileDef(id: string): TileDef | undefined {
  return content().tiles.get(id)?.def;
}

/** A tile as laid: its cells (map orientation, index row * 3 + col), doors and road exits. */
export function turnedTile(id: string, rotation: number): TurnedTile | undefined {
  return content().tiles.get(id)?.turned[((rotation % 4) + 4) % 4];
}

export function cardDef(id: string): EventDef | undefined {
  return content().events.get(id);
}
