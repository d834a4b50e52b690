/**
 * Zombicide Classic content, Season 1 core box ([RM] winning rule conflicts): the Equipment cards, the six
 * Survivors, the 42 Zombie cards (and the expansion decks of the zombie species a mission may add), the
 * Abomination and the core skills, as TypeScript data validated at load
 * (no file system: it runs in the browser too). `classicContent()` has the engine's `Content` shape; every
 * entry also carries `sources` (seed 001 line, published, or designed with a reason). See README.md.
 */
import { CLASSIC_ABOMINATION } from './abomination.ts';
import { CLASSIC_COMPANIONS } from './companions.ts';
import { CLASSIC_EQUIPMENT } from './equipment.ts';
import { parseClassicContent } from './schema.ts';
import { CLASSIC_SKILLS } from './skills.ts';
import { CLASSIC_SURVIVORS } from './survivors.ts';
import type { ClassicContent } from './types.ts';
import { CLASSIC_ZOMBIE_CARDS } from './zombie-deck.ts';
import { EXPANSION_ZOMBIE_CARDS } from './expansion-decks.ts';
import { CLASSIC_TENT_CARDS } from './tents.ts';

export { CLASSIC_ABOMINATION, CLASSIC_ABOMINATION_XP } from './abomination.ts';
export {
  CLASSIC_BOX,
  CLASSIC_BOX_SOURCES,
  CLASSIC_STARTING_DEAL,
  type ClassicBox,
  type ExpansionBox,
  type ExpansionDeck,
  PLENTY_OF_AMMO_IDS,
  SEED_EQUIPMENT_LIST,
} from './box.ts';
export { CLASSIC_COMPANIONS } from './companions.ts';
export { CLASSIC_EQUIPMENT } from './equipment.ts';
export { ClassicContentError, type ContentIssue, crossIssues, parseClassicContent } from './schema.ts';
export { CLASSIC_SKILLS } from './skills.ts';
export { CLASSIC_SURVIVORS } from './survivors.ts';
export type {
  ClassicAbominationDef,
  ClassicContent,
  ClassicEquipmentDef,
  ClassicSkillDef,
  ClassicSurvivorDef,
  ClassicTentCardDef,
  ClassicZombieCardDef,
  SkillParam,
  Source,
  Sources,
} from './types.ts';
export { CLASSIC_ZOMBIE_CARDS } from './zombie-deck.ts';
export { CLASSIC_TENT_CARDS } from './tents.ts';
export { BERSERKER_CARDS, DOGZ_CARDS, EXPANSION_ZOMBIE_CARDS, SKINNER_CARDS, TOXIC_CARDS } from './expansion-decks.ts';

/** The raw data, before validation. */
export function classicData(): ClassicContent {
  return {
    // The Companion cards are set-aside Equipment cards (companions.ts).
    equipment: [...CLASSIC_EQUIPMENT, ...CLASSIC_COMPANIONS],
    survivors: CLASSIC_SURVIVORS,
    zombieCards: [...CLASSIC_ZOMBIE_CARDS, ...EXPANSION_ZOMBIE_CARDS],
    abomination: CLASSIC_ABOMINATION,
    skills: CLASSIC_SKILLS,
    tentCards: CLASSIC_TENT_CARDS,
  };
}

let cached: ClassicContent | null = null;

/** The Season 1 content, validated once; assignable to the engine's `Content`. */
export function classicContent(): ClassicContent {
  cached ??= parseClassicContent(classicData());
  return cached;
}
