/**
 * Zones covered by a token (seed 001 lines 1680-1684, 1016: the crashed helicopter, like rubble): not entered
 * nor crossed, blocking Line of Sight, the rest of the board unchanged.
 */
import { describe, expect, it } from 'vitest';
import { coverZones } from './cover.ts';
import { id, lib, names, seen, single } from './testkit.ts';

const ROW = `
tile A
grid
+--+--+--+--+
|s1 s2 s3 s4|
+--+--+--+--+
zones
s1 street
s2 street
s3 street
s4 street
`;

describe('covered zones', () => {
  it('are neither entered nor crossed, and block the line of sight along the street', () => {
    const g = single(lib(ROW), 'A');
    expect(seen(g, 's1')).toMatchObject({ s2: 1, s3: 2, s4: 3 });
    const c = coverZones(g, ['A:s3']);
    expect(names(c, c.neighbors[id(c, 's2')])).toEqual(['s1']);
    expect(c.neighbors[id(c, 's3')]).toEqual([]);
    expect(c.distance[id(c, 's1')][id(c, 's4')]).toBe(-1);
    expect(Object.keys(seen(c, 's1')).sort()).toEqual(['s1', 's2']);
    expect(c.zones.map((z) => z.label)).toEqual(g.zones.map((z) => z.label));
  });

  it('are computed once per geometry and set of zones; no zone covered is the geometry itself', () => {
    const g = single(lib(ROW), 'A');
    expect(coverZones(g, ['A:s3'])).toBe(coverZones(g, ['A:s3']));
    expect(coverZones(g, [])).toBe(g);
  });
});
