/** The rules engine bound to the bundled content (for the local table and replays). */
import { createUoaGame, type UoaGame } from '@horde/zombicide';
import { content, geometryOf, missions } from '../data.ts';

let game: UoaGame | undefined;

export function engine(): UoaGame {
  game ??= createUoaGame({ content, missions, geometry: geometryOf });
  return game;
}
