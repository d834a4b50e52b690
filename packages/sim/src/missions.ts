/**
 * The missions the simulator knows: the shipped missions M0-M10 from
 * @horde/content's loader when it is present, plus "M0-like", a small
 * stand-in on the M0 tiles (2R + 3R) that the tests use because it never
 * changes under them. Everything mission-specific lives here, so swapping
 * sources is one module.
 */
import type { MissionDef } from '@horde/zombicide';

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

/** Where the shipped missions come from (a module of @horde/content exporting loadMissions()). */
const LOADER = '@horde/content/missions';

let cached: MissionDef[] | undefined;
let loaderProblem: string | undefined;

/**
 * Every mission available: the shipped ones (when the loader exists and the
 * files validate) and M0-like. Never throws: a broken loader leaves M0-like
 * alone and `missionsProblem()` says why.
 */
export async function loadSimMissions(): Promise<MissionDef[]> {
  if (cached) return cached;
  const out: MissionDef[] = [];
  try {
    const spec = LOADER;
    const mod = (await import(spec)) as { loadMissions?: () => MissionDef[] };
    if (typeof mod.loadMissions === 'function') out.push(...mod.loadMissions());
    else loaderProblem = `${LOADER} has no loadMissions()`;
  } catch (e) {
    loaderProblem = `shipped missions unavailable: ${(e as Error).message.split('\n')[0]}`;
  }
  out.push(m0LikeMission());
  cached = out;
  return out;
}

export function missionsProblem(): string | undefined {
  return loaderProblem;
}
