/** Zombicide Classic as a core `Game`: its rules (rules.ts) with the schemas of its config and actions. */
import type { ZombicideGame, ZombicideGameOptions } from '../../game.ts';
import { createZombicideGame } from '../../validated-game.ts';
import { CLASSIC_ACTION_SCHEMAS } from './action-schema.ts';
import { classicConfigSchema } from './config-schema.ts';
import { classicInvariantViolations } from './invariants.ts';
import { CLASSIC } from './ruleset.ts';

export function createClassicGame(options: ZombicideGameOptions): ZombicideGame {
  const game = createZombicideGame(CLASSIC, classicConfigSchema, options, CLASSIC_ACTION_SCHEMAS);
  return {
    ...game,
    invariants: (state) => classicInvariantViolations(state, game.context(state).geo.doors.length),
  };
}
