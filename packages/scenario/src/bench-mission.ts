/**
 * A small test mission on the M0 tiles (2R + 3R side by side) for benches and
 * smoke tests, until the real missions exist in @horde/content.
 */
import { M0_TILES } from '@horde/zombicide/board/index';
import type { GameConfig, MissionDef } from '@horde/zombicide';

export const BENCH_MISSION_ID = 'bench-m0';

export function benchMission(): MissionDef {
  return {
    id: BENCH_MISSION_ID,
    name: 'Bench: M0 tiles',
    difficulty: 'easy',
    tiles: M0_TILES.map((t) => ({ ...t })),
    start: '2R:s4',
    exits: ['2R:s4'],
    spawns: [
      { zone: '3R:s4', kind: 'starting' },
      { zone: '3R:s5', kind: 'mobile' },
    ],
    objectives: [
      { zone: '2R:h2', color: 'red' },
      { zone: '3R:a1', color: 'red' },
      { zone: '3R:b2', color: 'blue' },
    ],
    zombies: [{ zone: '3R:s2', walker: 1 }],
    forbiddenClasses: [],
    goals: [{ kind: 'takeAllObjectives' }, { kind: 'allExit' }],
    rules: { objectiveAp: 5, objectiveBounty: ['blue'], firstPlayerHolyWater: true },
    provenance: { designed: true, note: 'a bench mission on the M0 tiles, not a rulebook mission' },
  };
}

/** Four survivors on two seats. */
export const BENCH_CONFIG: GameConfig = {
  mission: BENCH_MISSION_ID,
  survivors: [
    { id: 'meg', player: 0 },
    { id: 'carl', player: 0 },
    { id: 'jimmy', player: 1 },
    { id: 'concepcion', player: 1, starting: 'melee' },
  ],
};
