/** For component and browser tests: the shipped data (read by the content package's loaders), a started M0 game, a mission's map. */
import { loadContent } from '@horde/content';
import { loadMissions } from '@horde/content/missions';
import type { Content, MissionDef, PlayerView, State } from '@horde/zombicide';
import { geometryOf, missionById, setUoaData } from './data.ts';
import { engine } from './rules.ts';

export { installDom } from '../../test-dom.ts';

let loaded = false;

/** Loads the shipped content once (these tests run in Node; see installDom for the DOM). */
export async function loadTestData(): Promise<void> {
  if (loaded) return;
  setUoaData({ content: loadContent() as unknown as Content, missions: loadMissions() as unknown as MissionDef[] });
  loaded = true;
}

/** An M0 game with Hanna and Jeb (seat 0), right after setup. Call loadTestData first. */
export function m0Game(seed = 1): { state: State; view: () => PlayerView } {
  const g = engine();
  const state = g.engine.setup(
    {
      mission: 'M0',
      survivors: [
        { id: 'hanna', player: 0 },
        { id: 'jeb', player: 0 },
      ],
    },
    seed,
  );
  return { state, view: () => g.view(state, null) };
}

/** A mission's map as a player reads it from the board: zone labels, distances between zones, exits. */
export interface MissionMap {
  byLabel: Record<string, number>;
  /** Moves from zone a to zone b (-1: unreachable). */
  distance: number[][];
  exits: string[];
}

export async function missionMap(id: string): Promise<MissionMap> {
  await loadTestData();
  const mission = missionById(id);
  const geo = geometryOf(mission);
  return { byLabel: geo.byLabel, distance: geo.distance.map((row) => Array.from(row)), exits: mission.exits };
}
