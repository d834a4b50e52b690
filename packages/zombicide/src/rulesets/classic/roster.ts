/**
 * Classic's zombies (seed 001 "Zombie Types", lines 1175-1192; "Zombie Species", lines 1194-1204; the
 * summary tables, lines 3024-3092). A type is a kind (Walker, Runner, Fatty, Abomination, Crawler, Zombie
 * Dog) of a species (standard, Toxic [TCM], Berserker [PO], Skinner [RM]); the species keep their kind's
 * Actions, Damage to kill and experience (lines 1415, 1471, 1563). Walker 1 Action, Runner 2, Zombie Dog 3
 * (line 846); a Fatty needs Damage 2, an Abomination 3 (lines 1183-1185); 1 experience each, 5 for an
 * Abomination. A Berserker Abomination covers 2 zones with its Move (line 850). Crawlers come only from
 * Skinners (line 1458); the A-Bomb, [RM]'s Abomination, is not a Skinner (line 1450) and is not played.
 * Seekers [AN] (lines 1433-1449), Murders of Crows [MC] (lines 1521-1541) and Losts [LZ] (lines 1497-1519, 5 Wounds
 * to kill: lost.ts): 1 Action, Damage 1, 1 experience.
 *
 * The Targeting Priority Order Table (lines 3050-3076), lowest first: 1 Survivors (the ruleset's
 * hitSurvivorsFirst); 2 Toxic Walker, Murder of Crows; 3 Walker, Skinner Walker, Seeker; 4 Berserker Walker; 5 Toxic Fatty and
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
  'seeker',
  'crow',
  'lost',
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
  DOG = 16,
  SEEKER = 17,
  CROW = 18,
  LOST = 19;

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
  'Seeker',
  'Murder of Crows',
  'Lost',
];

/**
 * The species (seed 001 lines 1196-1204): the standard one (grey miniatures, red cards), three more and the
 * Seekers [AN] (black, line 1435), one type only ("they don't have types like Walker, Fatty", line 1439).
 */
export const SPECIES = ['standard', 'toxic', 'berserker', 'skinner', 'seeker', 'lost'] as const;
export type Species = (typeof SPECIES)[number];
/** What a type is whatever its species (a Toxic Walker is a Walker). */
export type Kind = 'walker' | 'runner' | 'fatty' | 'abomination' | 'crawler' | 'dog' | 'crow';

/**
 * Each type's kind and species (a Crawler, a Zombie Dog and a Murder of Crows belong to no species of their
 * own). The Seeker's one type reads a Seeker card's Walker count (decision seekerCards) and is drawn as a Walker.
 */
export const KIND: readonly Kind[] = [
  ...(['standard', 'toxic', 'berserker'] as const).flatMap(() => ['walker', 'runner', 'fatty', 'abomination'] as const),
  'walker',
  'runner',
  'fatty',
  'crawler',
  'dog',
  'walker',
  'crow',
  'walker',
];
export const SPECIES_OF: readonly Species[] = [
  ...(['standard', 'toxic', 'berserker'] as const).flatMap((sp) => [sp, sp, sp, sp]),
  'skinner',
  'skinner',
  'skinner',
  'standard',
  'standard',
  'seeker',
  'standard',
  'lost',
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
  for (const kind of ['walker', 'runner', 'fatty', 'abomination', 'crawler', 'dog', 'crow'] as const)
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
export const SEEKER_MASK = maskWhere((t) => SPECIES_OF[t] === 'seeker');
export const ABOMINATION_MASK = maskWhere((t) => KIND[t] === 'abomination');
export const isToxic = (t: number): boolean => (TOXIC_MASK & (1 << t)) !== 0;
export const isBerserker = (t: number): boolean => (BERSERKER_MASK & (1 << t)) !== 0;
export const isSkinner = (t: number): boolean => (SKINNER_MASK & (1 << t)) !== 0;
export const isAbomination = (t: number): boolean => (ABOMINATION_MASK & (1 << t)) !== 0;
export const isSeeker = (t: number): boolean => (SEEKER_MASK & (1 << t)) !== 0;
export const isLost = (t: number): boolean => t === LOST;

/**
 * Miniatures in the box, by type. Season 1 (published): 40 Walkers, 16 Runners, 8 Fatties, 1 Abomination.
 * Toxic City Mall (published): 16 Toxic Walkers, 8 Toxic Runners, 4 Toxic Fatties, 1 Toxic Abomination.
 * Prison Outbreak's Berserkers: designed (16, 8, 4, 1): our sources give the box's 78 zombies without the
 * split by species. Rue Morgue (published): 40 Skinner Walkers, 16 Skinner Runners, 8 Skinner Fatties, 15
 * Crawlers. Zombie Dogz: designed (6). Angry Neighbors' Seekers and Murders of Crowz: designed (12 each); Lost
 * Zombivors: 6 (designed, one per Lost card: each card spawns one and leaves the game, line 945). The
 * content's box (packages/content/src/classic/box.ts) gives each count's source and checks these.
 */
export const CLASSIC_BOX = [40, 16, 8, 1, 16, 8, 4, 1, 16, 8, 4, 1, 40, 16, 8, 15, 6, 12, 12, 6];

export const CLASSIC_ROSTER: ZombieRoster = {
  size: CLASSIC_TYPES.length,
  ids: CLASSIC_TYPES,
  names: CLASSIC_TYPE_NAMES,
  actions: KIND.map((k) => (k === 'runner' ? 2 : k === 'dog' ? 3 : 1)),
  toughness: KIND.map((k) => (k === 'fatty' ? 2 : k === 'abomination' ? 3 : 1)),
  experience: KIND.map((k) => (k === 'abomination' ? 5 : 1)),
  // The eleven tiers of the Targeting Priority Order Table (lines 3050-3076); tier 1 is the Survivors'. A Seeker
  // has the standard Walker's (line 1439), a Murder of Crows the Toxic Walker's (line 1533). A Lost shares the
  // Survivors' (line 1320): after the Survivors, before every other zombie (decision lostTier).
  tier: [3, 9, 6, 6, 2, 8, 5, 5, 4, 10, 7, 7, 3, 9, 6, 11, 11, 3, 2, 1],
  box: CLASSIC_BOX,
  all: (1 << CLASSIC_TYPES.length) - 1,
  // A Berserker Abomination moves up to 2 zones with one Move (line 850). A Murder of Crows flies up to 3 zones in
  // one go toward a target fixed before it moves (line 856): its routes (crows.ts) land it there in one step.
  moves: CLASSIC_TYPES.map((_, t) => (t === BERSERKER_ABOMINATION ? 2 : 1)),
  // Dreadnought and Collector name a kind or a species ([SM] reading of line 2205, decision collectorKind).
  skillNames: CLASSIC_TYPES.map((id, t) => [id, KIND[t], SPECIES_OF[t]]),
};
