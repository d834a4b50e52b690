/**
 * The shapes `loadContent` returns. Each extends a definition from
 * `@horde/zombicide/defs` (so it can be passed wherever the rules expect the
 * def) with what the data files add: per-field provenance, the Abomination's
 * AP and ability id, the kind of parameter a skill takes.
 */
import type {
  AbominationDef,
  ClassName,
  EquipmentDef,
  FavoriteSlotType,
  Provenance,
  SkillDef,
  SurvivorDef,
  ZombieCardDef,
} from '@horde/zombicide/defs';
import type { MissionProblemCode, ProblemParams } from './problems.ts';

/**
 * Provenance of an entry plus, optionally, of single values in it. `fields` keys
 * are dotted paths into the entry ("weapon.dice", "count", "skills"); a value not
 * listed takes the entry's provenance. The entry is `designed` when any value is.
 */
export interface EntryProvenance extends Provenance {
  note: string;
  fields?: Record<string, Provenance>;
}

export interface EquipmentCard extends EquipmentDef {
  provenance: EntryProvenance;
}

export interface Survivor extends SurvivorDef {
  class: ClassName;
  favoriteSlot: FavoriteSlotType;
  provenance: EntryProvenance;
}

export interface ZombieCard extends ZombieCardDef {
  provenance: EntryProvenance;
}

export interface Abomination extends AbominationDef {
  /** Adrenaline Points for killing it (EN 762: 5). */
  adrenaline: number;
  /** Engine id of the special ability, when the rules print one; `ability` is its rule text. */
  abilityId?: string;
  /** Name on the French card, when it differs. */
  frenchName?: string;
  provenance: EntryProvenance;
}

/**
 * What a parameterised skill's parameter names:
 * - action: combat | melee | ranged
 * - freeAction: combat | melee | move | ranged | search
 * - equipment: an equipment family (pistol, rifle, shotgun, melee, explosive) or an equipment id
 * - zombie: walker | runner | fatty | abomination
 * - skill: another skill reference ("lowProfile", "plus1DieAction(melee)")
 * - attack: melee | ranged
 */
export type SkillParamKind = 'action' | 'freeAction' | 'equipment' | 'zombie' | 'skill' | 'attack';

export interface Skill extends SkillDef {
  parameterised: boolean;
  param?: SkillParamKind;
  /** Set when part of the skill is not printed (a lost die face or stat line): the reason and our value. */
  designed?: string;
}

/** Everything in the content data directory, validated. */
export interface Content {
  equipment: EquipmentCard[];
  survivors: Survivor[];
  /** The Zombie deck, cards #1..#37 in id order. */
  zombieCards: ZombieCard[];
  /** The box's one Abomination (Bowler Hat / Chapeau Melon). */
  abomination: Abomination;
  /** The whole Abomination deck (the base box has one card). */
  abominations: Abomination[];
  skills: Skill[];
  /** The free-text notes of each file (count reconciliation and other decisions). */
  notes: Record<string, string[]>;
}

/**
 * A place on a mission's map a problem is about, so that a tool (the web's mission studio) shows it there: a zone by
 * its label ("2R:s1"), a placed tile by its index in `tiles`, a door by its label ("1B:b1|1B:s2").
 */
export type MapPlace = { zone: string } | { tile: number } | { door: string };

/** One problem found in the data: where it is and what is wrong. */
export interface ContentProblem {
  /** File name relative to the data directory, e.g. "equipment.yaml". */
  file: string;
  /** 1-based line in that file, when known. */
  line?: number;
  /** Entry id (or "#index" when the entry has no readable id). */
  entry?: string;
  /** Dotted path of the field inside the entry (or inside the file, without entry). */
  field?: string;
  message: string;
  /** A mission problem's code (MISSION_PROBLEM_CODES) and parameters, to word it in any language; none for data files. */
  code?: MissionProblemCode;
  params?: ProblemParams;
  /** A mission problem's places on the map (none: the problem is about the mission as a whole). */
  at?: MapPlace[];
  /** The one-line rendering: `file:line: entry "id": field a.b: message`. */
  text: string;
}
