/** Undead or Alive's rules: the shared engine bound to its ruleset, without schemas (an in-browser table's). */
import { createZombicideRules, type ZombicideGameOptions, type ZombicideRules } from '../../game.ts';
import { UOA } from './ruleset.ts';

export type UoaRules = ZombicideRules;

export function createUoaRules(options: ZombicideGameOptions): UoaRules {
  return createZombicideRules(UOA, options);
}
