/**
 * What both Zombicide tables' data modules share: the bundle the `horde-data` Vite plugin hands over (content and
 * missions), the empty content before it comes, the lookups by id, and a mission by its id. Each table keeps its own
 * live bindings (its data.ts), set once at start-up.
 */
import type { Content, EquipmentDef, MissionDef, SkillDef, SurvivorDef } from '@horde/zombicide';

export interface ZombicideBundle {
  content: Content;
  missions: MissionDef[];
}

/** The content before the bundle is set. */
export function emptyContent(): Content {
  return { equipment: [], survivors: [], zombieCards: [], abomination: undefined as never, skills: [] };
}

const byId = <T extends { id: string }>(items: readonly T[]): Record<string, T> =>
  Object.fromEntries(items.map((i) => [i.id, i]));

/** The content's cards (with a ruleset's own cards), survivors and skills by id. */
export function indexContent<C extends EquipmentDef>(content: Content, cards: readonly C[]) {
  return {
    equipmentById: byId(cards),
    survivorById: byId<SurvivorDef>(content.survivors),
    skillById: byId<SkillDef>(content.skills),
  };
}

/** A mission of the list by its id (an unknown one is a bug: the table offers only those it has). */
export function findMission(missions: readonly MissionDef[], id: string): MissionDef {
  const m = missions.find((x) => x.id === id);
  if (!m) throw new Error(`Unknown mission ${id}`);
  return m;
}
