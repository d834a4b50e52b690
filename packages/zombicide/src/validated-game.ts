/**
 * A Zombicide ruleset as a whole core `Game`: its rules (game.ts) with the schemas that check a new game's config
 * and a client's action before the rules see them. The server, the simulator and the tools use this; a table
 * playing in the browser takes the rules alone and never loads the schema library.
 */
import type { z } from 'zod';
import { actionSchemaFor } from './action-schema.ts';
import { createZombicideRules, type ZombicideGame, type ZombicideGameOptions } from './game.ts';
import type { Ruleset } from './ruleset.ts';
import type { GameConfig } from './setup.ts';

export function createZombicideGame(
  ruleset: Ruleset,
  configSchema: z.ZodType<GameConfig>,
  options: ZombicideGameOptions,
): ZombicideGame {
  return {
    ...createZombicideRules(ruleset, options),
    configSchema,
    actionSchema: actionSchemaFor(ruleset.actions.rules, ruleset.actions.schemas),
  };
}
