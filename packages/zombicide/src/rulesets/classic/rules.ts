/** Zombicide Classic's rules: the shared engine bound to its ruleset, without schemas (an in-browser table's). */
import { createZombicideRules, type ZombicideGameOptions, type ZombicideRules } from '../../game.ts';
import { CLASSIC } from './ruleset.ts';

export function createClassicRules(options: ZombicideGameOptions): ZombicideRules {
  return createZombicideRules(CLASSIC, options);
}
