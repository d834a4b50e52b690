/**
 * The static side of a game: the ruleset, definitions and board geometry,
 * looked up by id from the state. Built once per mission and shared by every
 * game of it.
 */
import type { BoardGeometry } from './board/types.ts';
import type { State } from './state.ts';
import type { Ruleset } from './ruleset.ts';
import { IMPROVISED_WEAPONS } from './improvised-weapons.ts';
import type {
  AbominationDef,
  EquipmentDef,
  MissionDef,
  SkillDef,
  SurvivorDef,
  TentCardDef,
  ZombieCardDef,
} from './defs.ts';

export interface Content {
  equipment: EquipmentDef[];
  survivors: SurvivorDef[];
  zombieCards: ZombieCardDef[];
  abomination: AbominationDef;
  skills: SkillDef[];
  /** A ruleset's tent cards (absent: the game has none). */
  tentCards?: TentCardDef[];
}

export interface RulesContext {
  /** The rules the game is played by (ruleset.ts). */
  ruleset: Ruleset;
  geo: BoardGeometry;
  mission: MissionDef;
  equipment: Record<string, EquipmentDef>;
  survivors: Record<string, SurvivorDef>;
  /** Zombie cards by id. */
  zombieCards: Record<number, ZombieCardDef>;
  abomination: AbominationDef;
  /** Tent cards by id (empty when the content has none). */
  tentCards: Record<string, TentCardDef>;
  /** Zone ids of the mission's exits. */
  exits: number[];
  /** Every skill that takes no parameter (Ultrared's free choice, EN "Ultrared mode"). */
  skillIds: string[];
  /**
   * Every skill whose name carries no brackets (those without a parameter and the values a skill lists as Skills
   * of their own), less those the ruleset does not play: a ruleset's free choice among every Skill (seed 001 line
   * 2838), when its options say so (`freeSkillsNamed`).
   */
  freeSkills: string[];
  /** The context of a state whose board a train has changed. */
  refresh: (state: State) => RulesContext;
}

export function indexById<T extends { id: string | number }>(items: T[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const item of items) out[String(item.id)] = item;
  return out;
}

export function zoneId(geo: BoardGeometry, label: string, where: string): number {
  const id = geo.byLabel[label];
  if (id === undefined) throw new Error(`${where}: unknown zone "${label}"`);
  return id;
}

export function createContext(
  ruleset: Ruleset,
  content: Content,
  mission: MissionDef,
  geo: BoardGeometry,
  refresh: (state: State) => RulesContext = () => {
    throw new Error('this context cannot follow a changing board');
  },
): RulesContext {
  return {
    ruleset,
    geo,
    mission,
    equipment: indexById([...content.equipment, ...IMPROVISED_WEAPONS, ...ruleset.extraCards]),
    survivors: indexById(content.survivors),
    zombieCards: indexById(content.zombieCards),
    abomination: content.abomination,
    tentCards: indexById(content.tentCards ?? []),
    exits: mission.exits.map((label) => zoneId(geo, label, `mission ${mission.id} exits`)),
    skillIds: content.skills.filter((k) => !k.parameterised).map((k) => k.id),
    freeSkills: content.skills
      .flatMap((k) => (!k.parameterised ? [k.id] : (k.variants ?? []).map((v) => `${k.id}(${v})`)))
      .filter((key) => !ruleset.skillsNotPlayed?.includes(key.replace(/\(.*\)$/, ''))),
    refresh,
  };
}
