/** Undead or Alive as a core `Game`: the shared engine bound to its ruleset. */
import {
  createZombicideGame,
  type ZombicideEngine,
  type ZombicideGame,
  type ZombicideGameOptions,
} from '../../game.ts';
import { UOA } from './ruleset.ts';

export type UoaGameOptions = ZombicideGameOptions;
export type UoaEngine = ZombicideEngine;
export type UoaGame = ZombicideGame;

export function createUoaGame(options: UoaGameOptions): UoaGame {
  return createZombicideGame(UOA, options);
}
