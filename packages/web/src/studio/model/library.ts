/**
 * Each Zombicide's tiles as the studio shows and checks them: the same tile libraries the rules and `horde validate`
 * use (packages/content/tiles), parsed in the browser, and the board a list of placed tiles makes.
 */
import { contentTilesOnDemand } from '@horde/content/tiles';
import { classicTilesOnDemand } from '@horde/content/tiles/classic';
import { buildGeometry, type BoardGeometryWithGrid, type TileLibrary } from '@horde/zombicide/board/index';
import type { MissionDoc, StudioGame } from './mission.ts';

export function tilesOf(game: StudioGame): TileLibrary {
  return game === 'uoa' ? contentTilesOnDemand() : classicTilesOnDemand();
}

/** The tile ids of a game's box, by number then side ("1R", "1V", "2R"...). */
export function tileIds(game: StudioGame): string[] {
  return [...tilesOf(game).keys()].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** The board of a mission's tiles, or null while they do not make one (none yet, unknown, overlapping). */
export function boardOf(game: StudioGame, tiles: MissionDoc['tiles']): BoardGeometryWithGrid | null {
  if (tiles.length === 0) return null;
  try {
    return buildGeometry(tiles, tilesOf(game));
  } catch {
    return null;
  }
}
