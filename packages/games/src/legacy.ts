/**
 * The content of games stored before content was pinned (issue 31, DESIGN.md "A game outlives every update"). A
 * game of the first servers (Undead or Alive, rules version "0": every server before the registry) names no pinned
 * content; the shipped missions have changed since (M5 lost its designed Mobile spawn), so it is given the content
 * it started with: the first server's own content and mission files (b573ff8), as that server played them, pinned
 * in format 1 (zombicide/pin.ts) under packages/games/legacy/uoa-v0 (its README says how they were made). The
 * server stores that pin at the game's first load and names it in the game's record from then on.
 *
 * Node only (the files are read when first asked for).
 */
import { readFileSync } from 'node:fs';
import type { ZombicidePinV1 } from './zombicide/pin.ts';

/** The missions with legacy content, by game and rules version: in packages/games/legacy/<game>-v<version>/. */
const LEGACY: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  uoa: { '0': ['M0', 'M5'] },
};

/** Each folder's content.json, read once. */
const contents = new Map<string, ZombicidePinV1['content']>();

/**
 * The pinned content a stored game without one was made with: `gameId`'s content for `entry` (its mission) under
 * `rulesVersion`, or null when that game plays with the shipped content (no legacy content for it). A fresh copy
 * at every call.
 */
export function legacyPin(gameId: string, rulesVersion: string, entry: string): ZombicidePinV1 | null {
  if (!LEGACY[gameId]?.[rulesVersion]?.includes(entry)) return null;
  const dir = new URL(`../legacy/${gameId}-v${rulesVersion}/`, import.meta.url);
  const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
  let content = contents.get(dir.href);
  if (!content) contents.set(dir.href, (content = read('content.json') as ZombicidePinV1['content']));
  const { mission, tiles } = read(`${entry}.json`) as Pick<ZombicidePinV1, 'mission' | 'tiles'>;
  return { format: 1, game: gameId, content: structuredClone(content), mission, tiles };
}
