import { describe, expect, it } from 'vitest';
import { TileFormatError } from './errors.ts';
import { parseTile } from './parse.ts';
import { BALCONY } from './fixtures.test-tiles.ts';

function failure(text: string, offset = 0): TileFormatError {
  try {
    parseTile(text, 'bad.tile', { lineOffset: offset });
  } catch (e) {
    expect(e).toBeInstanceOf(TileFormatError);
    return e as TileFormatError;
  }
  throw new Error('expected a TileFormatError');
}

const OK = `tile T
grid
+--+--+
|hh:s1|
+--+--+
zones
hh building
s1 street
`;

describe('tile parser (docs/tiles.md): errors name the file, the line and what is wrong', () => {
  it('parses a valid tile: size, zones, the opening between the room and the street', () => {
    const t = parseTile(OK, 'ok.tile');
    expect([t.id, t.width, t.height, t.zones.map((z) => z.name)]).toEqual(['T', 2, 1, ['hh', 's1']]);
    expect(t.sides[0 * 4 + 1]).toBe(2); // east side of hh is an opening
  });

  it('a zone used in the grid but not declared: the line of the cell row', () => {
    const e = failure(OK.replace('|hh:s1|', '|hh:zz|'));
    expect([e.file, e.line]).toEqual(['bad.tile', 4]);
    expect(e.message).toMatch(/^bad\.tile:4: cell \(1, 0\): zone "zz" is not declared/);
  });

  it('an open edge between a building and a street is refused (they connect only through an opening)', () => {
    const e = failure(OK.replace('|hh:s1|', '|hh s1|'));
    expect(e.line).toBe(4);
    expect(e.detail).toMatch(/open edge between building "hh" and street "s1"/);
  });

  it('a bad edge character, with its column', () => {
    const e = failure(OK.replace('+--+--+\nzones', '+--+-x+\nzones'));
    expect(e.line).toBe(5);
    expect(e.detail).toMatch(/bad edge "-x" at column 5/);
  });

  it('"~" (continue) inside the tile is refused', () => {
    const e = failure(OK.replace('|hh:s1|', '|hh~s1|'));
    expect(e.detail).toMatch(/only allowed on the tile border/);
  });

  it('unknown kind and unknown feature name their zone line', () => {
    expect(failure(OK.replace('s1 street', 's1 road')).line).toBe(8);
    expect(failure(OK.replace('s1 street', 's1 street treasure')).detail).toMatch(/unknown feature "treasure"/);
  });

  it('a balcony needs a stairs room it touches, over street cells', () => {
    expect(failure(BALCONY.replace('p1 balcony stairs=hh', 'p1 balcony')).detail).toMatch(/needs "stairs=<room>"/);
    expect(failure(BALCONY.replace('p1 balcony stairs=hh', 'p1 balcony stairs=ff')).detail).toMatch(
      /does not touch its stairs room "ff"/,
    );
    expect(failure(BALCONY.replace('.  p1 p1 .\n.  .  .  .', '.  p1 p1 .\n.  .  .  p1')).detail).toMatch(
      /over building "ff"/,
    );
  });

  it('a missing tile line, a declared zone without cells, a second grid', () => {
    expect(failure(OK.replace('tile T\n', '')).detail).toMatch(/missing "tile <id>"/);
    expect(failure(`${OK}xx building\n`).detail).toMatch(/zone "xx" has no cell/);
    expect(failure(OK.replace('zones', 'grid')).detail).toMatch(/second "grid" section/);
  });

  it('lineOffset moves reported lines into the file that embeds the tile text', () => {
    expect(failure(OK.replace('|hh:s1|', '|hh:zz|'), 10).line).toBe(14);
  });
});
