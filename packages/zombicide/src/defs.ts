/**
 * Definitions: the static game data the rules read (cards, survivors, zombie
 * cards, missions). The `content` package supplies and validates them; the
 * rules only depend on these shapes. Values the seeds do not print are
 * marked `designed` by content, with a one-line reason.
 */

/** Provenance of a value: printed in a seed (with a passage reference) or designed by us. */
export interface Provenance {
  /** True when the seeds do not give this value and we made it up consistently with the rules. */
  designed: boolean;
  /** Seed passage ("EN 1234") or the reason for the design. */
  note?: string;
}

export type AmmoType = 'bullets' | 'shells';
/** What a Favorite Weapon slot accepts (EN 349, 687, 695). */
export type FavoriteSlotType = 'pistol' | 'rifle' | 'melee' | 'any';
export type WeaponFamily = 'pistol' | 'rifle' | 'shotgun' | 'melee' | 'explosive' | 'holyWater';
export type Noise = 'silent' | 'bang' | 'boom';
export type ClassName = 'brawler' | 'faithful' | 'gunslinger' | 'townsfolk';
export type ZombieType = 'walker' | 'runner' | 'fatty' | 'abomination';
export type DangerLevel = 'blue' | 'yellow' | 'orange' | 'red';

export interface WeaponStats {
  /** Melee or Ranged (a weapon with minRange 0 and maxRange 0 can still be Ranged, e.g. thrown). */
  attack: 'melee' | 'ranged';
  family: WeaponFamily;
  minRange: number;
  maxRange: number;
  dice: number;
  accuracy: number;
  damage: number;
  noise: Noise;
  dual: boolean;
  ammo?: AmmoType;
}

/** Card traits the rules know by name (EN "Equipment traits"). */
export type Trait =
  | 'reload' // empty after firing until reloaded (EN 1340)
  | 'fanning6' // Fanning hits on 6+ instead of 5+
  | 'noFanning'
  | 'fromBackpack' // may be used from the Backpack
  | 'knife' // +1 die to another equipped Melee weapon (EN 1314)
  | 'dynamite' // kills every Actor in the target Zone (EN "Dynamite")
  | 'holyWater' // discard at Range 0-1 in LOS, +5 AP
  | 'water' // discard for +3 AP (Faithful: as Holy Water)
  | 'plentyOfBullets' // reroll Ranged Actions with Bullets weapons
  | 'plentyOfShells';

export interface EquipmentDef {
  id: string;
  name: string;
  deck: 'starting' | 'equipment' | 'bounty';
  /** Copies in the box. */
  count: number;
  weapon?: WeaponStats;
  traits: Trait[];
  /** Bounty cards: the feat printed on the card back (the top card's feat is visible). */
  feat?: BountyFeat;
  provenance: Provenance;
}

export interface BountyFeat {
  /** Engine-readable feat id, interpreted by the bounty rules (e.g. "killWithRange2"). */
  id: string;
  text: string;
}

/** A skill reference as a survivor's tree lists it: an id plus optional parameter ("+1 free Action: Melee"). */
export interface SkillRef {
  id: string;
  param?: string;
}

export interface SurvivorDef {
  id: string;
  name: string;
  /** Undefined for a survivor the rulebook gives no class: then the designed class is in `class` with provenance. */
  class: ClassName;
  favoriteSlot: FavoriteSlotType;
  /** Skill tree: blue (1), yellow (always "+1 Action"), orange (2 to choose from), red (3 to choose from). */
  skills: { blue: SkillRef[]; yellow: SkillRef[]; orange: SkillRef[]; red: SkillRef[] };
  provenance: Provenance;
}

/** One line of a zombie card: what spawns at one danger level. */
export type SpawnLine =
  | { kind: 'none' }
  | { kind: 'zombies'; walker?: number; runner?: number; fatty?: number }
  | { kind: 'extraActivation'; zombie: Exclude<ZombieType, 'abomination'> }
  | { kind: 'abomination' };

export interface ZombieCardDef {
  /** Card number 1..37. */
  id: number;
  lines: Record<DangerLevel, SpawnLine>;
  provenance: Provenance;
}

export interface AbominationDef {
  id: string;
  name: string;
  /** Damage needed to kill it (EN: 3, or Dynamite). */
  toughness: number;
  actions: number;
  ability: string;
  provenance: Provenance;
}

export interface SkillDef {
  id: string;
  name: string;
  /** Rulebook text in English (our words), with the source passage. */
  text: string;
  parameterised?: boolean;
  source: string;
}

import type { PlacedTile } from './board/tile.ts';
export type { PlacedTile };

export type MissionGoal =
  | { kind: 'takeAllObjectives' }
  | { kind: 'takeObjectives'; colors: ('red' | 'blue' | 'green')[] }
  | { kind: 'allExit' };

/** A mission: its map, pieces and goals. Zones are tile zone labels ("2R:b2"). */
export interface MissionDef {
  id: string;
  name: string;
  difficulty: 'easy' | 'medium' | 'hard' | 'veryHard';
  tiles: PlacedTile[];
  start: string;
  exits: string[];
  spawns: { zone: string; kind: 'starting' | 'mobile' | 'abomination' }[];
  objectives: { zone: string; color: 'red' | 'blue' | 'green'; hidden?: boolean }[];
  zombies: { zone: string; walker?: number; runner?: number; fatty?: number }[];
  /** Classes survivors may not be chosen from (companions of them are found in play). */
  forbiddenClasses: ClassName[];
  /** Goals, in order. */
  goals: MissionGoal[];
  rules: {
    /** AP for taking an objective (FR missions: 5). */
    objectiveAp: number;
    /** Which objective colors also give the top Bounty card. */
    objectiveBounty: ('red' | 'blue' | 'green')[];
    /** M0: the first player takes a Holy Water from the Equipment deck at setup. */
    firstPlayerHolyWater?: boolean;
  };
  /** Name of a hooks module for special rules that need code. */
  hooks?: string;
  provenance: Provenance;
}
