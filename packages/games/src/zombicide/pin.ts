/**
 * Pinned content of the two Zombicides (Undead or Alive and Classic; issue 31, DESIGN.md "A game outlives every
 * update"): what a game of one mission is played with, as plain JSON, and a module's data back from it.
 *
 * Format 1 (`ZombicidePinV1`):
 *
 *     {
 *       format: 1,
 *       game: 'uoa' | 'classic',
 *       content: Content,     // the whole content: equipment (Classic's Companion cards among it), survivors, zombie
 *                             // cards (Classic's expansion decks too), abomination(s), skills, tent cards
 *       mission: MissionDef,  // the config's mission as resolved (tiles, spawns, train, cars, tents, rules…)
 *       tiles: PinnedTile[],  // every tile side its board can show, sorted by id: the map's tiles, and for a
 *                             // train both sides of each track tile, car and the locomotive (10)
 *     }
 *
 * A `PinnedTile` is the parsed `TileDef` (board/tile.ts) with its typed arrays (`cells`, `overlay`: Int16Array;
 * `sides`: Uint8Array) written as number arrays. The tiles are pinned parsed, not as their text, so that a later
 * change of the tile parser cannot change a pinned board either.
 *
 * Left out: the provenance notes (`provenance` and `sources` objects on content entries and missions, Undead or
 * Alive's top-level `notes`), for designers only; the engine and the bots read none of them (the web table plays
 * without them too, packages/web/build/bundled.ts). Everything else of the content is kept, whatever the config
 * switches on: a pin depends on the mission alone, so games of one mission share it (and its fingerprint).
 *
 * A later format (a new shape of Content, MissionDef or TileDef) adds a migration from the one before it to
 * `ZOMBICIDE_MIGRATIONS`, so that content pinned by an older Horde still loads.
 */
import type { Content, MissionDef } from '@horde/zombicide';
import type { TileDef, TileLibrary } from '@horde/zombicide/board/index';
import { jsonCopy, type Migrations, openPin, PinnedContentError } from '../pinned.ts';

export const ZOMBICIDE_PIN_FORMAT = 1;

export interface PinnedTile extends Omit<TileDef, 'cells' | 'overlay' | 'sides'> {
  cells: number[];
  overlay: number[];
  sides: number[];
}

export interface ZombicidePinV1 {
  format: 1;
  game: string;
  content: Content;
  mission: MissionDef;
  tiles: PinnedTile[];
}

/** What a module is rebuilt from. */
export interface ZombicidePinnedData {
  content: Content;
  mission: MissionDef;
  tiles: TileLibrary;
}

/** Migrations of pinned Zombicide content, by the format they read (none yet: format 1 is the first). */
const ZOMBICIDE_MIGRATIONS: Migrations = {};

/** Provenance notes: objects under these keys are for designers; no rule reads them. */
const NOTES = new Set(['provenance', 'sources']);
const isNote = (key: string, value: unknown) =>
  NOTES.has(key) && value !== null && typeof value === 'object' && !Array.isArray(value);

/** A checked JSON copy of plain data without its provenance notes. */
const withoutNotes = <T>(value: T, path: string): T => jsonCopy(value, path, isNote);

/** The printed tile a side belongs to: "10R" and "10V" are tile 10. */
const printedTile = (id: string) => id.replace(/[A-Za-z]+$/, '');

/**
 * The tile sides a mission's board can show: its map's, and for a train (uoa/train.ts) both sides of every
 * printed tile of the track, of the cars and of the locomotive (tile 10), since the train flips and moves them.
 */
export function missionTileIds(mission: MissionDef, library: TileLibrary): string[] {
  const ids = new Set(mission.tiles.map((t) => t.tile));
  const train = mission.train;
  if (train) {
    const printed = new Set(['10', ...(train.cars ?? []).map(printedTile)]);
    for (const name of train.track) {
      const placed = mission.tiles.find((t) => (t.name ?? t.tile) === name);
      if (placed) printed.add(printedTile(placed.tile));
    }
    for (const id of library.keys()) if (printed.has(printedTile(id))) ids.add(id);
  }
  for (const id of ids)
    if (!library.has(id)) throw new Error(`Mission ${mission.id} uses tile ${id}, which the tile library lacks`);
  return [...ids].sort();
}

function pinTile({ cells, overlay, sides, ...rest }: TileDef): PinnedTile {
  return {
    ...jsonCopy(rest, `tile ${rest.id}`),
    cells: Array.from(cells),
    overlay: Array.from(overlay),
    sides: Array.from(sides),
  };
}

function unpinTile(tile: PinnedTile): TileDef {
  return {
    ...tile,
    cells: Int16Array.from(tile.cells),
    overlay: Int16Array.from(tile.overlay),
    sides: Uint8Array.from(tile.sides),
  };
}

/** The content a game of `missionId` is played with, as plain JSON data (format 1). */
export function pinZombicide(
  game: string,
  data: { content: Content; missions: readonly MissionDef[]; tiles: TileLibrary },
  missionId: string,
): ZombicidePinV1 {
  const mission = data.missions.find((m) => m.id === missionId);
  if (!mission) throw new Error(`Unknown mission "${missionId}" (known: ${data.missions.map((m) => m.id).join(', ')})`);
  const { notes: _notes, ...content } = data.content as Content & { notes?: unknown };
  return {
    format: ZOMBICIDE_PIN_FORMAT,
    game,
    content: withoutNotes(content as Content, 'content'),
    mission: withoutNotes(mission, `mission ${mission.id}`),
    tiles: missionTileIds(mission, data.tiles).map((id) => pinTile(data.tiles.get(id)!)),
  };
}

/** A module's data from pinned content (any format this Horde knows, migrated to today's). */
export function unpinZombicide(game: string, pinned: unknown): ZombicidePinnedData {
  const pin = openPin(pinned, game, ZOMBICIDE_PIN_FORMAT, ZOMBICIDE_MIGRATIONS) as unknown as ZombicidePinV1;
  const { content, mission, tiles } = pin;
  if (!content || !mission || typeof mission.id !== 'string' || !Array.isArray(tiles))
    throw new PinnedContentError(`Pinned ${game} content lacks its content, mission or tiles`);
  return { content, mission, tiles: new Map(tiles.map((t) => [t.id, unpinTile(t)])) };
}
