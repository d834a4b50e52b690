/** Undead or Alive as a core `Game`: its rules (rules.ts) with the schemas of its config and actions. */
import type { ZombicideEngine, ZombicideGame, ZombicideGameOptions } from '../../game.ts';
import { createZombicideGame } from '../../validated-game.ts';
import { UOA_ACTION_SCHEMAS } from './action-schema.ts';
import { configSchema } from './config-schema.ts';
import { invariantViolations } from './invariants.ts';
import { UOA } from './ruleset.ts';

export type UoaGameOptions = ZombicideGameOptions;
export type UoaEngine = ZombicideEngine;
export type UoaGame = ZombicideGame;

export function createUoaGame(options: UoaGameOptions): UoaGame {
  return {
    ...createZombicideGame(UOA, configSchema, options, UOA_ACTION_SCHEMAS),
    invariants: (state) => invariantViolations(state),
  };
}
