// The tile sources of Horde. Each tile module's default export is the tile text (format: docs/tiles.md);
// lineOffset maps a line of that text to the line of its file, so errors point into the .ts file.
// All layouts are original designs (the rulebook scans carry no tile drawings); docs/tiles.md describes them.
import tile1R from './1R.ts';
import tile1V from './1V.ts';
import tile2R from './2R.ts';
import tile2V from './2V.ts';
import tile3R from './3R.ts';
import tile3V from './3V.ts';
import tile4R from './4R.ts';
import tile4V from './4V.ts';
import tile5R from './5R.ts';
import tile5V from './5V.ts';
import tile6R from './6R.ts';
import tile6V from './6V.ts';
import tile7R from './7R.ts';
import tile7V from './7V.ts';
import tile8R from './8R.ts';
import tile8V from './8V.ts';
import tile9R from './9R.ts';
import tile9V from './9V.ts';
import tile10R from './10R.ts';
import tile10V from './10V.ts';
import tile11R from './11R.ts';
import tile11V from './11V.ts';
import tile12R from './12R.ts';
import tile12V from './12V.ts';

export interface TileSourceEntry {
  file: string;
  text: string;
  lineOffset: number;
}

export const tileSources: readonly TileSourceEntry[] = [
  { file: 'packages/content/tiles/1R.ts', text: tile1R, lineOffset: 4 },
  { file: 'packages/content/tiles/1V.ts', text: tile1V, lineOffset: 4 },
  { file: 'packages/content/tiles/2R.ts', text: tile2R, lineOffset: 3 },
  { file: 'packages/content/tiles/2V.ts', text: tile2V, lineOffset: 4 },
  { file: 'packages/content/tiles/3R.ts', text: tile3R, lineOffset: 3 },
  { file: 'packages/content/tiles/3V.ts', text: tile3V, lineOffset: 4 },
  { file: 'packages/content/tiles/4R.ts', text: tile4R, lineOffset: 4 },
  { file: 'packages/content/tiles/4V.ts', text: tile4V, lineOffset: 4 },
  { file: 'packages/content/tiles/5R.ts', text: tile5R, lineOffset: 4 },
  { file: 'packages/content/tiles/5V.ts', text: tile5V, lineOffset: 4 },
  { file: 'packages/content/tiles/6R.ts', text: tile6R, lineOffset: 4 },
  { file: 'packages/content/tiles/6V.ts', text: tile6V, lineOffset: 4 },
  { file: 'packages/content/tiles/7R.ts', text: tile7R, lineOffset: 4 },
  { file: 'packages/content/tiles/7V.ts', text: tile7V, lineOffset: 4 },
  { file: 'packages/content/tiles/8R.ts', text: tile8R, lineOffset: 4 },
  { file: 'packages/content/tiles/8V.ts', text: tile8V, lineOffset: 6 },
  { file: 'packages/content/tiles/9R.ts', text: tile9R, lineOffset: 4 },
  { file: 'packages/content/tiles/9V.ts', text: tile9V, lineOffset: 5 },
  { file: 'packages/content/tiles/10R.ts', text: tile10R, lineOffset: 6 },
  { file: 'packages/content/tiles/10V.ts', text: tile10V, lineOffset: 4 },
  { file: 'packages/content/tiles/11R.ts', text: tile11R, lineOffset: 4 },
  { file: 'packages/content/tiles/11V.ts', text: tile11V, lineOffset: 4 },
  { file: 'packages/content/tiles/12R.ts', text: tile12R, lineOffset: 4 },
  { file: 'packages/content/tiles/12V.ts', text: tile12V, lineOffset: 4 },
];
