/**
 * Zombies!!! content: the 30 map tiles, the 50 event cards and the box's tokens, as data validated at load
 * (no file system: it runs in the browser too). `zombiesContent()` is what createZombiesGame takes.
 */
import type { ZombiesContent } from '@horde/zombies';
import { ZOMBIES_EVENTS } from './events.ts';
import { parseZombiesContent } from './schema.ts';
import { ZOMBIES_TILES } from './tiles.ts';

export { ZOMBIES_EVENTS } from './events.ts';
export { ZOMBIES_TILES } from './tiles.ts';
export { crossIssues, parseZombiesContent, ZombiesContentError, type ContentIssue } from './schema.ts';

/** The box (published): 100 zombies, 30 Life tokens, 60 Bullet tokens. */
export const ZOMBIES_TOKENS = { zombies: 100, life: 30, bullets: 60 } as const;

let cached: ZombiesContent | null = null;

/** The designed content, validated once. */
export function zombiesContent(): ZombiesContent {
  cached ??= parseZombiesContent({ tiles: ZOMBIES_TILES, events: ZOMBIES_EVENTS, tokens: { ...ZOMBIES_TOKENS } });
  return cached;
}
