/** The engine bound to one scenario: content (loaded once per process), a mission made from the file, its board. */
import { loadContent, loadMissions } from '@horde/content';
import type { Content, MissionCompanion, MissionDef } from '@horde/zombicide';
import { createUoaGame, type UoaGame } from '@horde/zombicide/rulesets/uoa/index';
import type { ScenarioBoard } from './board.ts';
import type { Scenario } from './schema.ts';
import { missionGoals } from '../schema.ts';

let content: Content | undefined;

/** The shipped content, loaded once. */
export function scenarioContent(): Content {
  content ??= loadContent() as unknown as Content;
  return content;
}

export const SCENARIO_MISSION_ID = 'scenario';

let missions: MissionDef[] | undefined;

/** The shipped missions (packages/content/missions), loaded once. */
export function shippedMissions(): MissionDef[] {
  missions ??= loadMissions() as unknown as MissionDef[];
  return missions;
}

/** A minimal mission: the map, the start (first survivor's zone), exits, objectives and goals. Spawns and zombies are placed afterwards. */
export function scenarioMission(
  s: Scenario,
  board: ScenarioBoard,
  zoneOf: (label: string, path: (string | number)[]) => number,
): MissionDef {
  const full = (label: string, path: (string | number)[]) => board.geo.zones[zoneOf(label, path)].label;
  const [firstId, first] = Object.entries(s.survivors)[0];
  return {
    id: SCENARIO_MISSION_ID,
    name: s.name,
    difficulty: 'easy',
    tiles: board.placed,
    start: full(first.zone!, ['survivors', firstId, 'zone']),
    exits: (s.exits ?? []).map((l, i) => full(l, ['exits', i])),
    spawns: [],
    objectives: (s.objectives ?? []).map((o, i) => ({
      zone: full(o.zone, ['objectives', i, 'zone']),
      color: o.color,
      hidden: o.hidden,
    })),
    zombies: [],
    forbiddenClasses: [],
    goals: missionGoals(s.goals),
    rules: { objectiveAp: 5, objectiveBounty: [] },
    provenance: { designed: true, note: 'scenario mission' },
    ...(s.companions ? { companions: companionEntries(s, full) } : {}),
    ...(s.wagon ? { wagon: { zone: full(s.wagon.zone, ['wagon', 'zone']), stuck: s.wagon.stuck } } : {}),
    ...(s.gatling ? { gatling: { zone: full(s.gatling.zone, ['gatling', 'zone']), fixed: s.gatling.fixed } } : {}),
  };
}

/**
 * One mission entry per Companion, of that survivor's class: the engine places them (lone in their zone,
 * linked pending a Leader) and the runner then names each after the survivor the file chose.
 */
function companionEntries(s: Scenario, full: (label: string, path: (string | number)[]) => string): MissionCompanion[] {
  const defs = scenarioContent().survivors;
  const firstZone = Object.values(s.survivors)[0].zone!;
  return Object.entries(s.companions ?? {}).map(([id, c]) => {
    const def = defs.find((d) => d.id === id);
    const cls = def?.class ?? 'townsfolk'; // an unknown id is reported by the runner with the known ids
    const zone =
      c.zone ??
      (c.leader !== undefined && s.survivors[c.leader] ? (s.survivors[c.leader].zone ?? firstZone) : firstZone);
    return { class: cls, count: 1, zones: [full(zone, ['companions', id, 'zone'])], mode: c.mode };
  });
}

export function scenarioGame(mission: MissionDef, board: ScenarioBoard): UoaGame {
  return createUoaGame({ content: scenarioContent(), missions: [mission], geometry: (m) => board.with(m.tiles).geo });
}
