/** For the studio's browser test (e2e/studio.ts): where a zone of a map is, and the map as a player knows it. */
import { contentTiles } from '@horde/content/tiles';
import { buildGeometry, type PlacedTile } from '@horde/zombicide/board/index';
import { U } from './board-geometry.ts';

/** The SVG point at the middle of one cell of zone `label` on the map of `tiles` (Undead or Alive's). */
export function zonePoint(tiles: PlacedTile[], label: string): { x: number; y: number } {
  const geo = buildGeometry(tiles, contentTiles());
  const zone = geo.zones[geo.byLabel[label]];
  const [x, y] = zone.cells[Math.floor(zone.cells.length / 2)];
  return { x: (x + 0.5) * U, y: (y + 0.5) * U };
}

/** Zone ids by label and distances, for the e2e Player. */
export function mapOf(tiles: PlacedTile[]): { byLabel: Record<string, number>; distance: number[][] } {
  const geo = buildGeometry(tiles, contentTiles());
  return { byLabel: geo.byLabel, distance: geo.distance.map((row) => Array.from(row)) };
}
