// The Zombicide Classic tile sources (Season 1 rules). Each tile module's default export is the tile text
// (format: docs/tiles.md); lineOffset maps a line of that text to the line of its file, so errors point into the
// .ts file. Every layout is an original design (the seed rulebook has no tiles); README in missions/classic.
// Ids follow the Season 1 naming scheme (number of the double-sided tile, then its side B or C).
import type { TileSourceEntry } from '../index.ts';
import tile1B from './1B.ts';
import tile1C from './1C.ts';
import tile2B from './2B.ts';
import tile2C from './2C.ts';
import tile3B from './3B.ts';
import tile3C from './3C.ts';
import tile4B from './4B.ts';
import tile4C from './4C.ts';
import tile5B from './5B.ts';
import tile5C from './5C.ts';
import tile6B from './6B.ts';
import tile7B from './7B.ts';
import tile8B from './8B.ts';
import tile8C from './8C.ts';
import tile9B from './9B.ts';
import tile9P from './9P.ts';
import tile10P from './10P.ts';
import tile9C from './9C.ts';

const entry = (id: string, text: string): TileSourceEntry => ({
  file: `packages/content/tiles/classic/${id}.ts`,
  text,
  lineOffset: 3,
});

export const classicTileSources: readonly TileSourceEntry[] = [
  entry('1B', tile1B),
  entry('1C', tile1C),
  entry('2B', tile2B),
  entry('2C', tile2C),
  entry('3B', tile3B),
  entry('3C', tile3C),
  entry('4B', tile4B),
  entry('4C', tile4C),
  entry('5B', tile5B),
  // [AN] a damaged block with a Hole Zone (designed): seed 001 lines 1815-1826.
  entry('5C', tile5C),
  entry('6B', tile6B),
  entry('7B', tile7B),
  entry('8B', tile8B),
  entry('8C', tile8C),
  entry('9B', tile9B),
  // Prison Outbreak [PO] tiles (designed): the special locations of seed 001 lines 1700-1885.
  entry('9P', tile9P),
  entry('10P', tile10P),
  entry('9C', tile9C),
];
