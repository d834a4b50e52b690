/** Undead or Alive with the shipped content, missions and tiles, read from packages/content on Node. */
import { contentTiles, loadContent, loadMissions } from '@horde/content';
import type { Content, MissionDef } from '@horde/zombicide';
import { createUoaModule, type UoaModule } from './module.ts';
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
    return createUoaModule({ content: shippedContent(), missions: options.missions, tiles: contentTiles() });
  const shipped = shippedMissions(options.warn);
  return createUoaModule({
    content: shippedContent(),
    missions: [...shipped, ...TEST_MISSIONS],
    tiles: contentTiles(),
    // The lobby offers the rulebook's missions; the test missions only when those do not load.
    unlisted: shipped.length ? TEST_MISSIONS.map((m) => m.id) : [],
  });
}
