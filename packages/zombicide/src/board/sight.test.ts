import { describe, expect, it } from 'vitest';
import { BALCONY, ROW, STREETS, ZIGZAG } from './fixtures.test-tiles.ts';
import { id, lib, seen, single } from './testkit.ts';

describe('line of sight in streets (EN "Line Of Sight": straight lines parallel to the board edges)', () => {
  const g = single(lib(STREETS), 'A');

  it('street sight runs along the street and is stopped by a wall (s1 sees s2, s3 but not s4 behind the wall)', () => {
    const s1 = seen(g, 's1');
    expect(s1).toMatchObject({ s1: 0, s2: 1, s3: 2, s6: 1, s8: 2 });
    expect(s1.s4).toBeUndefined();
  });

  it('street sight goes on to the board edge, one range step per zone (s8 sees sc at range 4)', () => {
    expect(seen(g, 's8')).toMatchObject({ s9: 1, sa: 2, sb: 3, sc: 4, s6: 1, s1: 2 });
  });

  it('no diagonal sight: s1 does not see s9, s7 or sc, which are not on a straight line from it', () => {
    const s1 = seen(g, 's1');
    expect(s1.s9).toBeUndefined();
    expect(s1.s7).toBeUndefined();
    expect(s1.sc).toBeUndefined();
    expect(seen(g, 's4')).toEqual({ s4: 0, s5: 1 });
  });

  it('a street sees into a building only through an opening in line (sa sees bb, s9 does not)', () => {
    expect(seen(g, 'sa').bb).toBe(1);
    expect(seen(g, 's9').bb).toBeUndefined();
  });
});

describe('line of sight in buildings (FR: 1 zone indoors, unlimited looking out, 1 zone looking in)', () => {
  const g = single(lib(ROW), 'B');

  it('inside a building sight is limited to the zones 1 away sharing an opening (r1 sees r2, not r3)', () => {
    expect(seen(g, 'r1')).toEqual({ r1: 0, r2: 1 });
    expect(seen(g, 'r2')).toEqual({ r2: 0, r1: 1, r3: 1 });
  });

  it('looking out of a building through an opening, the line continues down the street (r3 sees s1, s2, s3)', () => {
    expect(seen(g, 'r3')).toEqual({ r3: 0, r2: 1, s1: 1, s2: 2, s3: 3 });
  });

  it('looking into a building from the street sees only 1 zone in (s3 sees r3, not r2)', () => {
    expect(seen(g, 's3')).toEqual({ s3: 0, s2: 1, s1: 2, r3: 3 });
  });
});

describe('Townsfolk sight (EN "Townsfolk": indoor sight not limited to 1 zone, through openings)', () => {
  it('through aligned openings a Townsfolk sees the whole row of rooms and out into the street', () => {
    const g = single(lib(ROW), 'B');
    expect(seen(g, 'r1', true)).toEqual({ r1: 0, r2: 1, r3: 2, s1: 3, s2: 4, s3: 5 });
    expect(seen(g, 's3', true)).toEqual({ s3: 0, s2: 1, s1: 2, r3: 3, r2: 4, r1: 5 });
  });

  it('openings that are not aligned give an S/Z-shaped line (tt sees zz through mm), never a wall', () => {
    const g = single(lib(ZIGZAG), 'C');
    expect(seen(g, 'tt', true)).toEqual({ tt: 0, mm: 1, zz: 2 });
    expect(seen(g, 'zz', true)).toEqual({ zz: 0, mm: 1, tt: 2 });
    expect(seen(g, 'yy', true)).toEqual({ yy: 0 });
  });

  it('the zombie does not see back: standard sight from zz stops at mm (FR Trixie example)', () => {
    const g = single(lib(ZIGZAG), 'C');
    expect(seen(g, 'zz')).toEqual({ zz: 0, mm: 1 });
    expect(seen(g, 'tt')).toEqual({ tt: 0, mm: 1 });
  });

  it('Townsfolk sight contains the standard sight with ranges no longer (every fixture zone)', () => {
    for (const [text, tile] of [
      [STREETS, 'A'],
      [ROW, 'B'],
      [ZIGZAG, 'C'],
      [BALCONY, 'D'],
    ] as const) {
      const g = single(lib(text), tile);
      g.sight.forEach((row, z) => {
        const tf = new Map(g.sightTownsfolk[z].map((s) => [s.zone, s.range]));
        for (const s of row) expect(tf.get(s.zone)).toBeLessThanOrEqual(s.range);
      });
    }
  });
});

describe('balcony sight (EN "Balconies": as from each straddled street zone plus the stairs room)', () => {
  const g = single(lib(BALCONY), 'D');

  it('a balcony straddles the street zones under it and is linked to its stairs room', () => {
    const p1 = g.zones[id(g, 'p1')];
    expect(p1.straddles!.map((z) => g.zones[z].label).sort()).toEqual(['D:sa', 'D:sc', 'D:sd']);
    expect(g.zones[p1.stairs!].label).toBe('D:hh');
    expect(g.zones[p1.stairs!].features).toContain('stairs');
  });

  it('a balcony sees the straddled streets (range 1), along them (range +1) and its stairs room', () => {
    expect(seen(g, 'p1')).toEqual({ p1: 0, hh: 1, sa: 1, sc: 1, sd: 1, se: 2 });
  });

  it('a balcony never sees into other buildings, even where a straddled street does (sd sees ff, p1 does not)', () => {
    expect(seen(g, 'sd').ff).toBe(1);
    expect(seen(g, 'p1').ff).toBeUndefined();
    expect(seen(g, 'p1').gg).toBeUndefined();
    expect(seen(g, 'p1', true)).toEqual(seen(g, 'p1'));
  });

  it('the streets and the stairs room see the balcony back; other buildings do not (even Townsfolk)', () => {
    expect(seen(g, 'sa').p1).toBe(1);
    expect(seen(g, 'se').p1).toBe(2);
    expect(seen(g, 'hh').p1).toBe(1);
    expect(seen(g, 'ff').p1).toBeUndefined();
    expect(seen(g, 'ff', true).p1).toBeUndefined();
  });
});
