/**
 * Loading and validating the missions (packages/content/missions/<id>.yaml, docs/missions.md).
 *
 * `parseMissions` (missions-check.ts) works on file texts (no file system); `loadMissions` and `validateMissions` read
 * a directory. Every problem is one line naming the file, the YAML line, the mission and the field,
 * like the content loader (`missions/M0.yaml:12: entry "M0": field objectives.1.zone: ...`).
 * A file that fails its schema reports those problems only; the semantic checks (tiles, map, zones,
 * reachability, box counts, goals) run once it parses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TileLibrary } from '@horde/zombicide/board/index';
import { ContentError } from './problems.ts';
import { parseMissions, type MissionEntry } from './missions-check.ts';
import type { ContentProblem } from './types.ts';

export {
  ENGINE_GOAL_KINDS,
  isMissionText,
  MISSION_BOX,
  missionGeometry,
  missionSchema,
  parseMissions,
  type MissionEntry,
  type MissionsResult,
} from './missions-check.ts';

/** The shipped missions directory. */
export const defaultMissionsDir: string = fileURLToPath(new URL('../missions/', import.meta.url));

/** The mission files of a folder, by their path (messages name the file as the user can open it). */
function readMissionSources(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).filter((n) => /\.ya?ml$/.test(n))) {
    const path = join(dir, name);
    out[path] = readFileSync(path, 'utf8');
  }
  return out;
}

/** Every problem of the missions directory (empty when all missions are valid). */
export function validateMissions(dir: string = defaultMissionsDir, library?: TileLibrary): ContentProblem[] {
  return parseMissions(readMissionSources(dir), library).problems;
}

/** Loads and validates the missions directory, sorted M0..M10; throws a ContentError listing every problem. */
export function loadMissions(dir: string = defaultMissionsDir, library?: TileLibrary): MissionEntry[] {
  const { missions, problems } = parseMissions(readMissionSources(dir), library);
  if (problems.length) throw new ContentError(problems);
  return missions.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

/** The problems of one mission file, by its path (none when it is valid). */
export function validateMissionFile(path: string, library?: TileLibrary): ContentProblem[] {
  return parseMissions({ [path]: readFileSync(path, 'utf8') }, library).problems;
}

/** One mission file, checked like the shipped ones; throws a ContentError naming the file, line, entry and field. */
export function loadMissionFile(path: string, library?: TileLibrary): MissionEntry {
  const { missions, problems } = parseMissions({ [path]: readFileSync(path, 'utf8') }, library);
  if (problems.length) throw new ContentError(problems);
  return missions[0];
}
