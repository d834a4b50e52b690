/** Undead or Alive with the shipped content, missions and tiles, read from packages/content on Node. */
import { ContentError, contentTiles, loadContent, loadMissionFile, loadMissions } from '@horde/content';
import type { Content, MissionDef } from '@horde/zombicide';
import { ToolInputError } from '../module.ts';
import { createUoaModule, type UoaData, type UoaModule } from './module.ts';
import { TEST_MISSIONS } from './test-missions.ts';

export interface LoadUoaOptions {
  /** The missions to host; default: the mission files of @horde/content and the test missions. */
  missions?: MissionDef[];
  /** Called with the problem when the mission files do not load (the test missions are served alone then). */
  warn?: (message: string) => void;
}

let content: Content | undefined;

/** The shipped content (packages/content/data), loaded once per process. */
export function shippedContent(): Content {
  content ??= loadContent() as unknown as Content;
  return content;
}

/** The shipped missions M0-M10, or none (with a warning) when their files do not load. */
export function shippedMissions(warn: (message: string) => void = console.warn): MissionDef[] {
  try {
    return loadMissions() as unknown as MissionDef[];
  } catch (err) {
    warn(`The mission files do not load, serving the test missions only:\n${(err as Error).message}`);
    return [];
  }
}

export function loadUoaModule(options: LoadUoaOptions = {}): UoaModule {
  if (options.missions)
    return hostingFiles({ content: shippedContent(), missions: options.missions, tiles: contentTiles() });
  const shipped = shippedMissions(options.warn);
  return hostingFiles({
    content: shippedContent(),
    missions: [...shipped, ...TEST_MISSIONS],
    tiles: contentTiles(),
    // The lobby offers the rulebook's missions; the test missions only when those do not load.
    unlisted: shipped.length ? TEST_MISSIONS.map((m) => m.id) : [],
  });
}

/** The module of `data`, which can also host a designer's mission file (withEntryFile). */
function hostingFiles(data: UoaData): UoaModule {
  const module = createUoaModule(data);
  module.withEntryFile = (file) => {
    const mission = readMissionFile(file);
    const missions = [...data.missions.filter((m) => m.id !== mission.id), mission];
    return { module: hostingFiles({ ...data, missions }), entry: mission.id };
  };
  return module;
}

/** A designer's mission file, checked like the shipped missions; a ToolInputError says what is wrong. */
export function readMissionFile(file: string): MissionDef {
  try {
    return loadMissionFile(file) as unknown as MissionDef;
  } catch (e) {
    if (e instanceof ContentError) throw new ToolInputError(e.message);
    const code = (e as { code?: string }).code;
    if (code === 'ENOENT') throw new ToolInputError(`${file}: no such file`);
    if (code === 'EISDIR') throw new ToolInputError(`${file}: a folder, not a mission file`);
    throw e;
  }
}
