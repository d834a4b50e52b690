/**
 * The missions `serve` hosts by default: the mission files of @horde/content,
 * or the sample mission when they do not load (with the problems reported).
 */
import { loadMissions } from '@horde/content';
import type { MissionDef } from '@horde/zombicide';
import { SAMPLE_MISSIONS } from './sample-mission.ts';

export function defaultMissions(warn: (message: string) => void = console.warn): MissionDef[] {
  try {
    const missions = loadMissions();
    if (missions.length > 0) return missions;
    warn('No mission files found: serving the sample mission only');
  } catch (err) {
    warn(`The mission files do not load, serving the sample mission only:\n${(err as Error).message}`);
  }
  return SAMPLE_MISSIONS;
}
