/**
 * A small M0-like mission on tiles 2R + 3R (the real M0 map), used by the
 * server's tests, the load test and `serve` until the real mission files land
 * in @horde/content. Swap it out by passing the real missions to the registry.
 */
import type { MissionDef } from '@horde/zombicide';
import { M0_TILES } from '@horde/zombicide/board/index';

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

export const SAMPLE_MISSIONS: MissionDef[] = [SAMPLE_MISSION];
