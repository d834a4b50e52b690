/**
 * A Zombicide ruleset as a whole core `Game`: its rules (game.ts) with the schemas that check a new game's config
 * and a client's action before the rules see them. The server, the simulator and the tools use this; a table
 * playing in the browser takes the rules alone and never loads the schema library.
 */
import type { z } from 'zod';
import { actionSchemaFor, type ExactActionSchema } from './action-schema.ts';
import { createZombicideRules, type ZombicideGame, type ZombicideGameOptions } from './game.ts';
import type { Ruleset } from './ruleset.ts';
import type { GameConfig } from './setup.ts';

export function createZombicideGame(
  ruleset: Ruleset,
  configSchema: z.ZodType<GameConfig>,
  options: ZombicideGameOptions,
  /**
   * The exact shapes of the ruleset's own action kinds (its folder's action-schema.ts), a kind without one checked
   * loosely; passed here, not held by the ruleset, so that a table importing the ruleset never loads zod.
   */
  actionSchemas: readonly ExactActionSchema[],
): ZombicideGame {
  return {
    ...createZombicideRules(ruleset, options),
    configSchema,
    actionSchema: actionSchemaFor(ruleset.actions.rules, actionSchemas),
  };
}
