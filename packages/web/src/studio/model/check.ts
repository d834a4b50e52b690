/**
 * The live checks: a mission document through the very code and messages of `horde validate` (the content package's
 * parseMissions over the game's tile library, on the file the studio would save), each problem with its places on
 * the map (ContentProblem.at).
 */
import type { ContentProblem } from '@horde/content';
import { parseMissions } from '@horde/content/missions-check';
import { tilesOf } from './library.ts';
import type { MissionDoc, StudioGame } from './mission.ts';
import { missionToYaml } from './yaml.ts';

/** The file name a mission is saved under: its id, as `horde validate` wants it. */
export const fileNameOf = (doc: MissionDoc): string => `${doc.id || 'mission'}.yaml`;

export function checkMission(game: StudioGame, doc: MissionDoc, original?: string): ContentProblem[] {
  return parseMissions({ [fileNameOf(doc)]: missionToYaml(doc, original) }, tilesOf(game)).problems;
}
