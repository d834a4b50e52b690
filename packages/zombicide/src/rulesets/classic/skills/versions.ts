/**
 * The rules version from which Classic plays a Skill. Before version 8, Ultrared's free choice offered every
 * Skill without a parameter, played or not (seed 001 line 2838): a game of version 7 may hold a Skill that did
 * nothing then, and replays so. The Skills played from version 8 work where the game's options carry
 * `freeSkillsNamed` (set from version 8), those from version 9 where they carry `skillsV9`, those from version 10 where they carry `skillsV10`
 * (ruleset.ts).
 */
import { hasSkillActive, parseKey } from '../../../skills.ts';
import type { State } from '../../../state.ts';

/** Played from rules version 8 (the Skills a v7 game could take from Ultrared's free choice). */
const FROM_V8: ReadonlySet<string> = new Set([
  'superStrength',
  'gunslingerClassic',
  'freeReload',
  'deathGrasp',
  'regeneration',
  'twoCocktails',
  'lockItDown',
  'blitz',
  'holdYourNose',
  'pointBlankClassic',
  'charge',
]);

/** Played from rules version 9. */
export const SKILLS_FROM_V9: ReadonlySet<string> = new Set<string>([
  'barbarian',
  'fullAuto',
  'destiny',
  'isThatAllYouveGot',
  'loud',
  'rotten',
  'tauntClassic',
  'plus1FreeDogAction',
]);

/** Played from rules version 10 (option `skillsV10`). */
export const SKILLS_FROM_V10: ReadonlySet<string> = new Set<string>([
  'trickShot',
  'tactician',
  'distributor',
  'canStartAt',
  'escalationProtonPack',
]);

/** Does this game's rules version play the Skill (a key such as "lockItDown" or "bloodlust(melee)")? */
export function skillPlayed(state: State, key: string): boolean {
  const { id } = parseKey(key);
  if (FROM_V8.has(id)) return state.options.freeSkillsNamed === true;
  if (SKILLS_FROM_V9.has(id)) return state.options.skillsV9 === true;
  if (SKILLS_FROM_V10.has(id)) return state.options.skillsV10 === true;
  return true;
}

/** The survivor has the Skill in effect, and the game's rules version plays it. */
export function hasPlayedSkill(state: State, s: number, key: string): boolean {
  return skillPlayed(state, key) && hasSkillActive(state, s, key);
}
