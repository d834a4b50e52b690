/**
 * Observation towers [PO] (seed 001 lines 1018, 1080, 1712-1724): climbed by survivors through their ladders (the
 * openings), no walls for Lines of Sight (seen into and out of, not through), one foot per tower (nobody moves
 * through one).
 */
import { describe, expect, it } from 'vitest';
import { parseTile } from './parse.ts';
import { id, lib, names, seen, single } from './testkit.ts';

// t1 stands in the street s1..s3 row; its ladder goes down to s1; s4 lies north of it, s5 beyond it to the east.
const TOWER = `
tile A
grid
+--+--+--+--+
|s4 s4 s4 s4|
+  +--+  +  +
|s1:t1|s5 s6|
+--+--+--+--+
zones
s1 street
t1 tower
s4 street
s5 street
s6 street
`;

describe('observation towers', () => {
  const g = single(lib(TOWER), 'A');

  it('are reached by their ladder only (line 1719): t1 neighbours s1, not s4 nor s5', () => {
    expect(names(g, g.neighbors[id(g, 't1')])).toEqual(['s1']);
    expect(g.zones[id(g, 't1')].building).toBe(-1);
  });

  it('have no walls for sight: seen from the streets around, and seeing out over them (line 1720)', () => {
    expect(seen(g, 's5').t1).toBe(1);
    expect(seen(g, 's4').t1).toBe(1);
    expect(seen(g, 't1')).toMatchObject({ t1: 0, s1: 1, s4: 1, s5: 1, s6: 2 });
  });

  it('block the lines going through them: s1 does not see s5 across the tower (line 1720)', () => {
    expect(seen(g, 's1').s5).toBeUndefined();
    expect(seen(g, 's1', true).s5).toBeUndefined();
  });

  it('a tower whose ladders lead to two zones is refused: nobody moves through a tower (line 1719)', () => {
    expect(() => parseTile(TOWER.replace('|s1:t1|s5', '|s1:t1:s5'), 'x.tile')).toThrow(/nobody moves through a tower/);
  });

  it('a tower without a ladder is refused', () => {
    expect(() => parseTile(TOWER.replace('|s1:t1|s5', '|s1|t1|s5'), 'x.tile')).toThrow(/has no ladder/);
  });
});
