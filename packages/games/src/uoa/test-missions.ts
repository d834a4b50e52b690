/**
 * Two small missions on the M0 tiles (2R + 3R) that tests, benches and the
 * load test use because they never change under them: "M0-like" (the
 * simulator's stand-in for M0), "M0-sample" (the server's tests) and
 * "bench-m0" (the engine bench); plus "bench-3x3", nine tiles for the zombies'
 * phase bench. None is a rulebook mission; all are marked designed.
 */
import type { GameConfig, MissionDef } from '@horde/zombicide';
import { M0_TILES, SAMPLE_MAP_3X3 } from '@horde/zombicide/board/index';

export const M0_LIKE_ID = 'M0-like';

/** A mission shaped like M0 (tiles 2R + 3R, three objectives in three houses with corpse piles, then the exit). */
export function m0LikeMission(): MissionDef {
  return {
    id: M0_LIKE_ID,
    name: 'M0-like (stand-in on the M0 tiles)',
    difficulty: 'easy',
    tiles: [
      { tile: '2R', rotation: 0, col: 0, row: 0 },
      { tile: '3R', rotation: 0, col: 1, row: 0 },
    ],
    start: '2R:s4',
    exits: ['2R:s1'],
    spawns: [{ zone: '3R:s4', kind: 'starting' }],
    objectives: [
      { zone: '2R:h2', color: 'red' },
      { zone: '3R:a1', color: 'red' },
      { zone: '3R:b2', color: 'red' },
    ],
    zombies: [
      { zone: '3R:s2', fatty: 1 },
      { zone: '3R:s3', runner: 1 },
      { zone: '2R:s3', walker: 1 },
      { zone: '3R:s1', walker: 1 },
    ],
    forbiddenClasses: [],
    goals: [{ kind: 'takeAllObjectives' }, { kind: 'allExit' }],
    rules: { objectiveAp: 5, objectiveBounty: ['red'], firstPlayerHolyWater: true },
    provenance: { designed: true, note: 'simulator stand-in for M0 on the M0 tiles; not a rulebook mission' },
  };
}

export const SAMPLE_MISSION: MissionDef = {
  id: 'M0-sample',
  name: 'Sample M0 (server tests)',
  difficulty: 'easy',
  tiles: M0_TILES.map((t) => ({ ...t })),
  start: '3R:s3',
  exits: ['2R:s1'],
  spawns: [
    { zone: '2R:s5', kind: 'starting' },
    { zone: '3R:s5', kind: 'mobile' },
  ],
  objectives: [
    { zone: '2R:h2', color: 'red' },
    { zone: '3R:b2', color: 'blue' },
  ],
  zombies: [
    { zone: '2R:s3', walker: 2 },
    { zone: '3R:s1', walker: 1 },
  ],
  forbiddenClasses: [],
  goals: [{ kind: 'takeAllObjectives' }, { kind: 'allExit' }],
  rules: { objectiveAp: 5, objectiveBounty: [], firstPlayerHolyWater: true },
  provenance: {
    designed: true,
    note: 'Server test mission on the M0 tiles; replaced by the real M0 from @horde/content',
  },
};

/** A small mission on the M0 tiles for the engine bench and smoke tests. */
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

export const BENCH_3X3_ID = 'bench-3x3';

/** The 3x3 sample map with no spawn, objective or zombie: the zombies' phase bench places its own. */
export function bench3x3Mission(): MissionDef {
  return {
    ...benchMission(),
    id: BENCH_3X3_ID,
    name: 'Bench: 3x3 sample map',
    tiles: SAMPLE_MAP_3X3.map((t) => ({ ...t })),
    start: '2R:s4',
    exits: [],
    spawns: [],
    objectives: [],
    zombies: [],
    goals: [{ kind: 'allExit' }],
    rules: { objectiveAp: 5, objectiveBounty: [] },
  };
}

/** The test missions, hosted beside the shipped ones (not offered in the lobby). */
export const TEST_MISSIONS: MissionDef[] = [m0LikeMission(), SAMPLE_MISSION, benchMission(), bench3x3Mission()];
