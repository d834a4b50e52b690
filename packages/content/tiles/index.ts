// The tile sources of Horde. Each tile module's default export is the tile text (format: docs/tiles.md);
// lineOffset maps a line of that text to the line of its file, so errors point into the .ts file.
import tile2R from './2R.ts';
import tile3R from './3R.ts';

export interface TileSourceEntry {
  file: string;
  text: string;
  lineOffset: number;
}

export const tileSources: readonly TileSourceEntry[] = [
  { file: 'packages/content/tiles/2R.ts', text: tile2R, lineOffset: 3 },
  { file: 'packages/content/tiles/3R.ts', text: tile3R, lineOffset: 3 },
];
