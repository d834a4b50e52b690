/**
 * Seconds to Live's designed content as TypeScript data (no file reading: it
 * runs in the browser too), validated at load by schema.ts. Import as
 * `@horde/content/seconds/index`.
 */
import type { SecondsContent } from '@horde/seconds';
import { alley } from './alley.ts';
import { survivorAttack, zombieAttack } from './attack-decks.ts';
import { fastAttack, finalInstructions, scoring, swarm } from './solo.ts';
import { supply } from './supply.ts';
import { abilities, survivors } from './survivors.ts';
import { tactics } from './tactics.ts';
import { zombieRules } from './zombie-rules.ts';
import { zombieTactics } from './zombie-tactics.ts';
import { zombies, zombieTypes } from './zombies.ts';
import { parseSecondsContent } from './schema.ts';

export { parseSecondsContent, SecondsContentError, formatSecondsProblem, secondsContentSchema } from './schema.ts';
export type { SecondsContentProblem } from './schema.ts';

/** The raw data, before validation (tests edit copies of it to check the schema's errors). */
export function rawSecondsContent(): SecondsContent {
  return structuredClone({
    alley,
    abilities,
    survivors,
    supply,
    tactics,
    survivorAttack,
    zombieTypes,
    zombies,
    zombieAttack,
    zombieTactics,
    zombieRules,
    solo: { automata: [fastAttack, swarm], finalInstructions, scoring },
  });
}

let cached: SecondsContent | null = null;

/** The validated content (validated once, then shared: treat it as read-only). */
export function secondsContent(): SecondsContent {
  if (!cached) cached = parseSecondsContent(rawSecondsContent());
  return cached;
}
