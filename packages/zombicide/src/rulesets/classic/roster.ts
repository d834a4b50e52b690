/**
 * Classic's zombies (seed 001 "Zombie Types", lines 1175-1192; "Zombie Species", lines 1194-1204; the
 * summary tables, lines 3024-3092). A type is a kind (Walker, Runner, Fatty, Abomination, Crawler, Zombie
 * Dog) of a species (standard, Toxic [TCM], Berserker [PO], Skinner [RM]); the species keep their kind's
 * Actions, Damage to kill and experience (lines 1415, 1471, 1563). Walker 1 Action, Runner 2, Zombie Dog 3
 * (line 846); a Fatty needs Damage 2, an Abomination 3 (lines 1183-1185); 1 experience each, 5 for an
 * Abomination. A Berserker Abomination covers 2 zones with its Move (line 850). Crawlers come only from
 * Skinners (line 1458); the A-Bomb, [RM]'s Abomination, is not a Skinner (line 1450) and is not played.
 *
 * The Targeting Priority Order Table (lines 3050-3076), lowest first: 1 Survivors (the ruleset's
 * hitSurvivorsFirst); 2 Toxic Walker; 3 Walker, Skinner Walker; 4 Berserker Walker; 5 Toxic Fatty and
 * Abomination; 6 Fatty, Abomination, Skinner Fatty; 7 Berserker Fatty and Abomination; 8 Toxic Runner;
 * 9 Runner, Skinner Runner; 10 Berserker Runner; 11 Zombie Dog, Crawler.
 *
 * Types are stored in this order; the first four are the Season 1 box's and keep their indexes.
 */
import type { ZombieRoster } from '../../ruleset.ts';

export const CLASSIC_TYPES = [
  'walker',
  'runner',
  'fatty',
  'abomination',
  'toxicWalker',
  'toxicRunner',
  'toxicFatty',
  'toxicAbomination',
  'berserkerWalker',
  'berserkerRunner',
  'berserkerFatty',
  'berserkerAbomination',
  'skinnerWalker',
  'skinnerRunner',
  'skinnerFatty',
  'crawler',
  'dog',
] as const;
export type ClassicType = (typeof CLASSIC_TYPES)[number];

export const WALKER = 0,
  RUNNER = 1,
  FATTY = 2,
  ABOMINATION = 3,
  TOXIC_WALKER = 4,
  TOXIC_RUNNER = 5,
  TOXIC_FATTY = 6,
  TOXIC_ABOMINATION = 7,
  BERSERKER_WALKER = 8,
  BERSERKER_RUNNER = 9,
  BERSERKER_FATTY = 10,
  BERSERKER_ABOMINATION = 11,
  SKINNER_WALKER = 12,
  SKINNER_RUNNER = 13,
  SKINNER_FATTY = 14,
  CRAWLER = 15,
  DOG = 16;

export const CLASSIC_TYPE_NAMES = [
  'Walker',
  'Runner',
  'Fatty',
  'Abomination',
  'Toxic Walker',
  'Toxic Runner',
  'Toxic Fatty',
  'Toxic Abomination',
  'Berserker Walker',
  'Berserker Runner',
  'Berserker Fatty',
  'Berserker Abomination',
  'Skinner Walker',
  'Skinner Runner',
  'Skinner Fatty',
  'Crawler',
  'Zombie Dog',
];

/** The species (seed 001 lines 1196-1202): the standard one (grey miniatures, red cards) and three more. */
export const SPECIES = ['standard', 'toxic', 'berserker', 'skinner'] as const;
export type Species = (typeof SPECIES)[number];
/** What a type is whatever its species (a Toxic Walker is a Walker). */
export type Kind = 'walker' | 'runner' | 'fatty' | 'abomination' | 'crawler' | 'dog';

/** Each type's kind and species (a Crawler and a Zombie Dog belong to no species of their own). */
export const KIND: readonly Kind[] = [
  ...(['standard', 'toxic', 'berserker'] as const).flatMap(() => ['walker', 'runner', 'fatty', 'abomination'] as const),
  'walker',
  'runner',
  'fatty',
  'crawler',
  'dog',
];
export const SPECIES_OF: readonly Species[] = [
  ...(['standard', 'toxic', 'berserker'] as const).flatMap((sp) => [sp, sp, sp, sp]),
  'skinner',
  'skinner',
  'skinner',
  'standard',
  'standard',
];

/** The type of a kind in a species, or -1 when the species has none (a Skinner Abomination, a Toxic Dog). */
export function typeOf(species: Species, kind: Kind): number {
  for (let t = 0; t < KIND.length; t++) if (KIND[t] === kind && SPECIES_OF[t] === species) return t;
  return -1;
}

/** Types by species and kind, looked up on hot paths (spawning, Extra Activation cards). */
const BY_SPECIES: Record<string, Record<string, number>> = {};
for (const sp of SPECIES) {
  BY_SPECIES[sp] = {};
  for (const kind of ['walker', 'runner', 'fatty', 'abomination', 'crawler', 'dog'] as const)
    BY_SPECIES[sp][kind] = typeOf(sp, kind);
}
export function speciesType(species: string | undefined, kind: Kind): number {
  return BY_SPECIES[species ?? 'standard']?.[kind] ?? -1;
}

/** Bit masks of the types of a species / a kind. */
function maskWhere(test: (t: number) => boolean): number {
  let m = 0;
  for (let t = 0; t < CLASSIC_TYPES.length; t++) if (test(t)) m |= 1 << t;
  return m;
}
export const TOXIC_MASK = maskWhere((t) => SPECIES_OF[t] === 'toxic');
export const BERSERKER_MASK = maskWhere((t) => SPECIES_OF[t] === 'berserker');
export const SKINNER_MASK = maskWhere((t) => SPECIES_OF[t] === 'skinner');
export const ABOMINATION_MASK = maskWhere((t) => KIND[t] === 'abomination');
export const isToxic = (t: number): boolean => (TOXIC_MASK & (1 << t)) !== 0;
export const isBerserker = (t: number): boolean => (BERSERKER_MASK & (1 << t)) !== 0;
export const isSkinner = (t: number): boolean => (SKINNER_MASK & (1 << t)) !== 0;
export const isAbomination = (t: number): boolean => (ABOMINATION_MASK & (1 << t)) !== 0;

/**
 * Miniatures in the box, by type. Season 1 (published): 40 Walkers, 16 Runners, 8 Fatties, 1 Abomination.
 * Toxic City Mall (published): 16 Toxic Walkers, 8 Toxic Runners, 4 Toxic Fatties, 1 Toxic Abomination.
 * Prison Outbreak's Berserkers: designed (16, 8, 4, 1): our sources give the box's 78 zombies without the
 * split by species. Rue Morgue (published): 40 Skinner Walkers, 16 Skinner Runners, 8 Skinner Fatties, 15
 * Crawlers. Zombie Dogz: designed (6). The content's box (packages/content/src/classic/box.ts) gives each
 * count's source and checks these.
 */
export const CLASSIC_BOX = [40, 16, 8, 1, 16, 8, 4, 1, 16, 8, 4, 1, 40, 16, 8, 15, 6];

export const CLASSIC_ROSTER: ZombieRoster = {
  size: CLASSIC_TYPES.length,
  ids: CLASSIC_TYPES,
  names: CLASSIC_TYPE_NAMES,
  actions: KIND.map((k) => (k === 'runner' ? 2 : k === 'dog' ? 3 : 1)),
  toughness: KIND.map((k) => (k === 'fatty' ? 2 : k === 'abomination' ? 3 : 1)),
  experience: KIND.map((k) => (k === 'abomination' ? 5 : 1)),
  // The eleven tiers of the Targeting Priority Order Table (lines 3050-3076); tier 1 is the Survivors'.
  tier: [3, 9, 6, 6, 2, 8, 5, 5, 4, 10, 7, 7, 3, 9, 6, 11, 11],
  box: CLASSIC_BOX,
  all: (1 << CLASSIC_TYPES.length) - 1,
  // A Berserker Abomination moves up to 2 zones with one Move (line 850).
  moves: CLASSIC_TYPES.map((_, t) => (t === BERSERKER_ABOMINATION ? 2 : 1)),
};
