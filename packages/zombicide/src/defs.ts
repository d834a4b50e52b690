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
export type WeaponFamily =
  | 'pistol'
  | 'rifle'
  | 'shotgun'
  | 'melee'
  | 'explosive'
  | 'holyWater'
  /** Sub-MG (seed 001). */
  | 'smg'
  /** The Molotov: fire (seed 001). */
  | 'fire';
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
  | 'plentyOfShells'
  // Seed 001's cards:
  | 'aaahh' // drawn by a Search: a Walker spawns in the zone, the Search ends, the card is discarded
  | 'flashlight' // from the reserve: a Search draws 2 cards
  | 'goalieMask' // from the reserve: the mission's text says what it does (seed 001 "Goalie Mask")
  | 'food' // Canned Food, Rice, Water: no use of their own; missions ask for them
  | 'gasoline' // combines with Glass Bottles into a Molotov
  | 'glassBottles'
  | 'scope' // combines with a Rifle into a Sniper Rifle
  | 'molotov' // Ranged, no roll: kills every Actor in the target zone, then set aside
  | 'sniper' // the shooter picks the targets (no Targeting Priority, no Friendly Fire)
  | 'nails' // combines with a Baseball Bat into a Nailbat
  | 'roll6Damage' // the card's own "Roll 6: +1 Damage" on its Ranged rolls (seed 001's Proton Pack)
  | 'wounded'; // a Wounded card: fills a slot, cannot be traded or discarded

export interface EquipmentDef {
  id: string;
  name: string;
  /** `setAside`: out of every deck at setup, reached only by a rule (seed 001's Molotov, Pimpweapons). */
  deck: 'starting' | 'equipment' | 'bounty' | 'setAside';
  /** The card opens doors (seed 001), silently or with a Noise token (the door icon, seed 001 "Open a door"). */
  door?: 'silent' | 'noisy';
  /** Improved weapons (seed 001): the two card ids combined into this one (seed 001 "Improved weapons"). */
  combines?: [string, string];
  /** Copies in the box. */
  count: number;
  weapon?: WeaponStats;
  traits: Trait[];
  /** Bounty cards: the feat printed on the card back (the top card's feat is visible). */
  feat?: BountyFeat;
  /** A Companion card (a ruleset's): the card is also a Survivor miniature led by whoever holds it. */
  companion?: CompanionDef;
  provenance: Provenance;
}

/** What a Companion card brings (a ruleset reads it: the effects are named, the numbers are data). */
export interface CompanionDef {
  /** A human Companion or a dog. */
  kind: 'human' | 'dog';
  /** A dog's breed (its look and, for some breeds, its bonus). */
  breed?: string;
  /** Its own weapon, used only on its Leader's instruction (a Gunman's Pistol, a dog's bite). */
  weapon?: WeaponStats;
  /** Skill keys its Leader has while they share a zone (its passive effects). */
  gives: string[];
  /** Its own skill keys (a dog's Low Profile, Slippery...). */
  skills: string[];
  /** Its active effect: shoot its weapon with every teammate of its kind in its zone, or open a door silently. */
  active?: 'shoot' | 'openDoor';
  /** It takes no inventory slot (the Searcher). */
  noSlot?: boolean;
  /** It may not Search (the American Bulldogs). */
  noSearch?: boolean;
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
  /** The survivor's class, in a ruleset with classes (left out otherwise). */
  class?: ClassName;
  /** What the Favorite Weapon slot takes, in a ruleset with one. */
  favoriteSlot?: FavoriteSlotType;
  /** Equipment ids the survivor starts with (seed 001) instead of a dealt starting card ("Starts with a ..."). */
  startsWith?: string[];
  /** Skill tree: blue (1), yellow (1: "+1 Action" in both rulesets), orange (2 to choose from), red (3 to choose from). */
  skills: { blue: SkillRef[]; yellow: SkillRef[]; orange: SkillRef[]; red: SkillRef[] };
  provenance: Provenance;
}

/** The class of a survivor of a ruleset with classes (its content always gives one). */
export function classOf(def: SurvivorDef): ClassName {
  if (!def.class) throw new Error(`survivor ${def.id} has no class`);
  return def.class;
}

/** What the Favorite Weapon slot of a survivor takes (its content always gives it). */
export function favoriteSlotOf(def: SurvivorDef): FavoriteSlotType {
  if (!def.favoriteSlot) throw new Error(`survivor ${def.id} has no Favorite Weapon slot`);
  return def.favoriteSlot;
}

/**
 * One line of a zombie card: what spawns at one danger level (`dog`: Zombie Dogz, `crow`: Murders of Crows, for a
 * ruleset that has them).
 */
export type SpawnLine =
  | { kind: 'none' }
  | { kind: 'zombies'; walker?: number; runner?: number; fatty?: number; dog?: number; crow?: number }
  | { kind: 'extraActivation'; zombie: Exclude<ZombieType, 'abomination'> | 'dog' | 'crow' }
  | { kind: 'abomination' };

/**
 * A tent card (a ruleset's camp: dealt face down to the mission's tents, revealed when a survivor first enters).
 * Some tents may be Searched; beds printed on a card are beds for the Bed cards once it is face up.
 */
export interface TentCardDef {
  id: string;
  name: string;
  /** How many copies the deck holds. */
  count: number;
  /** The tent can be Searched (Administrative, Infirmary). */
  search: boolean;
  blueBeds: number;
  greenBeds: number;
  text: string;
}

export interface ZombieCardDef {
  /** Card number (1..37; a ruleset with expansion decks numbers their cards on). */
  id: number;
  lines: Record<DangerLevel, SpawnLine>;
  /** The zombie species the card spawns (its colour), for a ruleset with species; absent: standard zombies. */
  species?: string;
  /** The expansion deck the card belongs to, shuffled in only when the mission asks for it; absent: the core deck. */
  deck?: string;
  /**
   * A special card placing its zombies on the map's manholes or beds of one colour (tile features) rather than in
   * the zone that draws it; absent: an ordinary card.
   */
  special?: 'manhole' | 'blueBed' | 'greenBed';
  provenance: Provenance;
}

export interface AbominationDef {
  id: string;
  name: string;
  /** Damage needed to kill it (EN: 3, or Dynamite). */
  toughness: number;
  actions: number;
  ability: string;
  /** Engine id of its special ability, when it has one the rules implement (the Bowler Hat has none). */
  abilityId?: string;
  provenance: Provenance;
}

export interface SkillDef {
  id: string;
  name: string;
  /** Rulebook text in English (our words), with the source passage. */
  text: string;
  parameterised?: boolean;
  /**
   * The parameter's values the rulebook lists as Skills of their own, named without brackets ("+1 die: Combat"):
   * a free choice among every Skill may take these (seed 001 line 2838).
   */
  variants?: readonly string[];
  source: string;
}

import type { PlacedTile } from './board/tile.ts';
export type { PlacedTile };

export type ObjectiveColor = 'red' | 'blue' | 'green';

/**
 * A mission goal. The first three kinds are implemented by the engine (objectives.ts); the others
 * are named here so missions can state them, and need engine code (see docs/missions.md).
 * Every goal may carry `text` (what the mission sheet says, in English).
 */
export type MissionGoal = { text?: string } & (
  | { kind: 'takeAllObjectives' }
  | { kind: 'takeObjectives'; colors: ObjectiveColor[] }
  /** Every survivor (and companion) leaves by an exit zone; `withWagon`: the Wagon leaves too (M7). */
  | { kind: 'allExit'; withWagon?: boolean }
  /** Rally every companion of these classes (all companions when omitted) and keep them alive. */
  | { kind: 'rallyCompanions'; classes?: ClassName[] }
  /** Every survivor holds at least one Bounty Weapon (M1). */
  | { kind: 'bountyPerSurvivor' }
  /** Every survivor and companion leaves the board aboard the train with no zombie aboard (M1, M3, M8, M9). */
  | { kind: 'leaveOnTrain' }
  /** Every Mobile Spawn token has been moved into the Starting Spawn Zone (M3, M4, M9). */
  | { kind: 'gatherMobileSpawns' }
  /** A Dynamite has been thrown into each Mobile Spawn Zone (M2). */
  | { kind: 'dynamiteMobileSpawns' }
  /** Every Corpse Pile of the board is Safe (flipped inactive, M2). */
  | { kind: 'secureCorpsePiles' }
  /** The stuck Wagon has been destroyed by a Dynamite (M6). */
  | { kind: 'destroyWagon' }
  /** The mine has been blown up (an Action once the other goals are done, M6). */
  | { kind: 'blowMine' }
  /** Every Objective token lies in the Wagon (M7). */
  | { kind: 'objectivesInWagon' }
  /** The set-aside Bounty Weapons have all been won through Objectives (M8). */
  | { kind: 'setAsideBounty' }
  /** The Wagon stands on no railroad zone (M8). */
  | { kind: 'wagonOffTrack' }
  /** `count` coal sacks (Objective tokens of the mine) have been loaded into the tender (M9). */
  | { kind: 'loadCoal'; count: number }
);

/** A companion (FR "Compagnons"): a survivor miniature found in play, or linked to a survivor at setup. */
export interface MissionCompanion {
  class: ClassName;
  /** How many companions of this class this entry places. */
  count: number;
  /** Zones they are placed in; with `random`, each companion goes to one of these zones at random. */
  zones: string[];
  random?: boolean;
  /** `lone`: on the board, rallied by an Action in its zone; `linked`: given to a survivor at setup. */
  mode: 'lone' | 'linked';
}

/** A special rule of a mission: an id the engine (or a hooks module) implements, and its text. */
export interface MissionSpecialRule {
  id: string;
  title: string;
  /** The rule in English (our words). */
  text: string;
  /** The French heading line of the rulebook, for reference. */
  fr?: string;
  /** Seed passage ("FR 2745"). */
  source?: string;
  /** True when only data is needed (the engine already reads the fields the rule sets). */
  dataOnly?: boolean;
}

/** The train of a mission (FR pp. 40-41): tiles 10 (locomotive), 11 and 12 (cars), track on their backs. */
export interface MissionTrain {
  /** An immobile train never moves (M2, M5, M7); a mobile one follows the track. */
  mobile: boolean;
  /** Placed tile names of the railroad in the train's direction of travel, first the entry tile (10V/10R). */
  track: string[];
  /** Direction the locomotive moves in, on the map. */
  heading: 'north' | 'east' | 'south' | 'west';
  /** What brings a mobile train in or starts it. */
  trigger?: 'blueObjectiveLeaves' | 'allAboard' | 'blueAndGreenTaken' | 'locomotiveAction';
  /** Car tiles (e.g. "12R") put behind the locomotive when it enters, in order; the rest stays track. */
  cars?: string[];
}

/** A mission: its map, pieces and goals. Zones are tile zone labels ("2R:b2"). */
/** The vehicles of `cars` (seed 001 "Cars", lines 1118-1157, and the [RM] helicopter, lines 658-718). */
export type CarKind = 'police' | 'pimpmobile' | 'hippiemobile' | 'muscle' | 'taxi' | 'helicopter';

export interface MissionDef {
  id: string;
  name: string;
  difficulty: 'easy' | 'medium' | 'hard' | 'veryHard';
  tiles: PlacedTile[];
  start: string;
  exits: string[];
  /**
   * Spawn zones: `spawn` is a plain Spawn Zone of a board with doors (seed 001), the first listed spawning
   * first; `color` keeps it dormant until the Objective of that colour is taken; `locators` are its dice faces.
   */
  spawns: {
    zone: string;
    kind: 'starting' | 'mobile' | 'abomination' | 'spawn';
    color?: ObjectiveColor;
    locators?: number[];
  }[];
  /** Doors the mission sets (by door label): locked until the Objective of `color` is taken, or open at setup. */
  doors?: { door: string; locked?: boolean; color?: ObjectiveColor; open?: boolean }[];
  /** Cars the mission parks (seed 001 "Cars"): a street zone, a kind, driven unless `drivable` is false. */
  cars?: { zone: string; kind: CarKind; drivable?: boolean }[];
  /** [RM] Zones where a helicopter takes off and lands (the helipad, the wasteland, or the mission's own). */
  landingZones?: string[];
  objectives: { zone: string; color: 'red' | 'blue' | 'green'; hidden?: boolean }[];
  zombies: { zone: string; walker?: number; runner?: number; fatty?: number; abomination?: number }[];
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
    /** The face-down tokens (objectives with `hidden`) have their colors shuffled among them at setup. */
    shuffleHiddenObjectives?: boolean;
    /** Objectives that give nothing but count for a goal (M1's blue token cannot even be taken). */
    untakeableObjectives?: ObjectiveColor[];
    /** M8: the Bounty cards come from `setAsideBounty` cards set aside at setup, not from the deck. */
    setAsideBounty?: number;
    /** M7: a taken Objective token goes into the inventory and takes a slot. */
    objectiveTakesSlot?: boolean;
    /** M5: taking an Objective of this color gives a companion of that class (the taker leads it). */
    objectiveCompanions?: { color: ObjectiveColor; class: ClassName }[];
    /** The mission's Abomination is a ruleset's unique one (the A-Bomb), whatever the game's switches. */
    aBomb?: boolean;
    /** The Zombie cards that can bring an Abomination stay out of the deck all game (a tutorial's deck). */
    abominationCardsAside?: boolean;
  };
  /** Expansion Zombie decks (a card's `deck`) shuffled into the Zombie deck with the core cards. */
  zombieDecks?: string[];
  /** A mission made for rival teams (a ruleset's competitive mode may only be played on such a mission). */
  competitive?: boolean;
  /**
   * Zones a token covers (a ruleset's crashed helicopter, rubble): impassable, blocking Line of Sight, never a
   * spawn zone (game.ts gives the rules the covered geometry).
   */
  covered?: string[];
  /** Zones covered by Rubble tokens: the same as `covered` (a crashed helicopter is rubble to the rules). */
  rubble?: string[];
  /**
   * Zones where a ruleset's tents stand (a card dealt face down to each at setup): street zones no Line of Sight
   * enters, leaves or crosses, and no car crosses (board/tents.ts).
   */
  tents?: string[];
  /** Stair tokens over a fence, each "<zoneA>|<zoneB>": Moves cross the fence there (board/stairs.ts). */
  stairs?: string[];
  /**
   * Barricade spots [TCM] (seed 001 line 722), each a zone border "<zoneA>|<zoneB>", listed twice where two
   * barricades stand side by side (a standard street): where a ruleset's barricades are built (board/barricades.ts).
   */
  barricades?: string[];
  /** Planks [AN] across Hole Zones, each "<zoneA>|<zoneB>": the two zones adjacent, in sight at Range 1 (board/planks.ts). */
  planks?: string[];
  /**
   * [PO] Switch tokens (seed 001 lines 748-756): pulling one turns the rotating security gate in zone `gate`, or
   * opens its closed `doors` (door labels) and closes its open ones; `objective`: the colour of the Objective it is
   * linked to, standing in its zone (the first survivor to pull it takes that Objective).
   */
  switches?: { zone: string; gate?: string; doors?: string[]; objective?: ObjectiveColor }[];
  /** Name of a hooks module for special rules that need code. */
  hooks?: string;
  provenance: Provenance;
  /** French name of the mission (FR rulebook). */
  nameFr?: string;
  /** Play time in minutes, as printed. */
  duration?: number;
  /** The mission's flavour text, in English (our words). */
  intro?: string;
  /** Goals must be done in the listed order (FR "dans l'ordre"); otherwise in any order, exits last. */
  goalsInOrder?: boolean;
  /** Extra start zones (M7: survivors split as evenly as possible between the start zones). */
  extraStarts?: string[];
  companions?: MissionCompanion[];
  /** The Wagon (FR "Chariot"): its zone; `stuck` (M6): its zone cannot be entered and it cannot move. */
  wagon?: { zone: string; stuck?: boolean };
  /** The Gatling: its zone; `fixed`: it fires but never moves; `withTrain`: it moves only with the train. */
  gatling?: { zone: string; fixed?: boolean; withTrain?: boolean };
  train?: MissionTrain;
  /** Placed tiles that must hold no Objective token (M6, M10: the mine). */
  noObjectivesOn?: string[];
  /** Special rules by id, with their text. */
  specialRules?: MissionSpecialRule[];
}
