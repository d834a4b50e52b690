import { describe, expect, it } from 'vitest';
import { TileFormatError } from './errors.ts';
import { parseTile } from './parse.ts';
import { BALCONY, DOORS } from './fixtures.test-tiles.ts';
import { DOOR, E, N, S, W } from './tile.ts';

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

// Seed 001, «Open a Door» (lines 548-554): a door token lies on the edge between two Zones, and a Survivor opens it
// from "a Zone having that door as part of its edge"; line 1008: actors go through an opened door between building
// and street. So a door joins two different zones of one tile: a building and a street, or two rooms.
describe('doors in the tile format ("D" in cell lines, "DD" in border lines)', () => {
  const ROOMS = `tile T
grid
+--+--+--+
|hh:h2Ds1|
+DD+--+--+
|s2 s2 s2|
+--+--+--+
zones
hh building
h2 building
s1 street
s2 street
`;

  it('parses "D" and "DD" as doors, stored on both cells of the edge (seed l.550: the door is part of both zones\' edges)', () => {
    const t = parseTile(ROOMS, 'doors.tile');
    expect(t.sides[1 * 4 + E]).toBe(DOOR); // h2 | s1
    expect(t.sides[2 * 4 + W]).toBe(DOOR);
    expect(t.sides[0 * 4 + S]).toBe(DOOR); // hh over s2
    expect(t.sides[3 * 4 + N]).toBe(DOOR);
    expect(parseTile(DOORS).sides.filter((d) => d === DOOR)).toHaveLength(10); // 5 doors, 2 sides each
  });

  it('a door inside one zone is refused (seed l.550: a door lies between two zones)', () => {
    const e = failure(ROOMS.replace('|hh:h2Ds1|', '|hhDhh:s1|').replace('h2 building\n', ''));
    expect([e.file, e.line]).toEqual(['bad.tile', 4]);
    expect(e.detail).toMatch(/door inside zone "hh"/);
    const h = failure(ROOMS.replace('+DD+--+--+', '+DD+--+--+\n|s2 s2 s2|\n+--+DD+--+'));
    expect(h.line).toBe(6);
    expect(h.detail).toMatch(/cell \(1, 1\) S side: door inside zone "s2"/);
  });

  it('a door on the tile border is refused, with its column (a door joins two zones of one tile)', () => {
    const v = failure(ROOMS.replace('|hh:h2Ds1|', 'Dhh:h2Ds1|'));
    expect(v.line).toBe(4);
    expect(v.detail).toMatch(/"D" \(door\) on the tile border, column 1/);
    const h = failure(ROOMS.replace('+--+--+--+\n|hh', '+--+DD+--+\n|hh'));
    expect(h.line).toBe(3);
    expect(h.detail).toMatch(/"DD" \(door\) on the tile border, column 5/);
  });

  it('a door between two streets is refused (seed l.1008: doors stand between building and street, or rooms)', () => {
    const e = failure(ROOMS.replace('|s2 s2 s2|', '|s2 s2Ds3|').replace('s2 street\n', 's2 street\ns3 street\n'));
    expect(e.line).toBe(6);
    expect(e.detail).toMatch(/door between street "s2" and street "s3"/);
  });

  it('a door touching a train, railroad or impassable zone is refused; a balcony is never a ground cell', () => {
    for (const kind of ['train', 'railroad', 'impassable']) {
      const e = failure(ROOMS.replace('s1 street', `s1 ${kind}`));
      expect(e.line, kind).toBe(4);
      expect(e.detail, kind).toMatch(new RegExp(`door between building "h2" and ${kind} "s1"`));
    }
    expect(failure(ROOMS.replace('s1 street', 's1 balcony stairs=h2')).detail).toMatch(/cannot be a ground cell/);
  });

  it('a bad edge character names the door among the choices', () => {
    expect(failure(ROOMS.replace('|hh:h2Ds1|', '|hh:h2Xs1|')).detail).toMatch(/"D" door/);
    expect(failure(ROOMS.replace('+DD+--+--+', '+DX+--+--+')).detail).toMatch(/"DD" door/);
  });
});
