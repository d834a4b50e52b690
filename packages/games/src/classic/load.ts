/** Zombicide Classic with the shipped content, missions and tiles, read from packages/content on Node. */
import { ContentError, parseMissions } from '@horde/content';
import { classicContent } from '@horde/content/classic/index';
import { classicTiles } from '@horde/content/tiles/classic';
import type { MissionDef } from '@horde/zombicide';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ToolInputError } from '../module.ts';
import { type ClassicModule, createClassicModule } from './module.ts';

/** The shipped Classic missions (packages/content/missions/classic). */
export const classicMissionsDir: string = fileURLToPath(new URL('../../../content/missions/classic/', import.meta.url));

export function classicMissionSources(dir: string = classicMissionsDir): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort())
    sources[join(dir, name)] = readFileSync(join(dir, name), 'utf8');
  return sources;
}

/** The shipped missions, checked against the Classic tiles; a problem names the file, entry and field. */
export function shippedClassicMissions(): MissionDef[] {
  const result = parseMissions(classicMissionSources(), classicTiles());
  if (result.problems.length > 0) throw new ContentError(result.problems);
  return result.missions as unknown as MissionDef[];
}

/** A Classic mission file checked against the Classic tiles: one line per problem. */
export function classicMissionFileProblems(file: string): string[] {
  try {
    return parseMissions({ [file]: readFileSync(file, 'utf8') }, classicTiles()).problems.map((p) => p.text);
  } catch (e) {
    return [`${file}: ${(e as Error).message.split('\n')[0]}`];
  }
}

export function loadClassicModule(): ClassicModule {
  const data = { content: classicContent(), missions: shippedClassicMissions(), tiles: classicTiles() };
  const module = createClassicModule(data);
  module.entryFileProblems = classicMissionFileProblems;
  module.shippedEntryFolders = () => [classicMissionsDir];
  module.withEntryFile = (file) => {
    let mission: MissionDef;
    try {
      const result = parseMissions({ [file]: readFileSync(file, 'utf8') }, classicTiles());
      if (result.problems.length > 0) throw new ContentError(result.problems);
      mission = result.missions[0] as unknown as MissionDef;
    } catch (e) {
      if (e instanceof ContentError) throw new ToolInputError(e.message);
      const code = (e as { code?: string }).code;
      if (code === 'ENOENT') throw new ToolInputError(`${file}: no such file`);
      throw e;
    }
    const missions = [...data.missions.filter((m) => m.id !== mission.id), mission];
    return { module: createClassicModule({ ...data, missions }), entry: mission.id };
  };
  return module;
}
