/**
 * The helipad's fence [RM] (seed 001 lines 1807, 1012, 1074): Lines of Sight cross it, Moves do not; an A-Bomb grabs
 * across it (line 1591: `acrossFence`). A stair token over it (line 1809) opens it for Moves (stairs.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseTile } from './parse.ts';
import { placeStairs } from './stairs.ts';
import { id, lib, names, seen, single } from './testkit.ts';

const PAD = `
tile A
grid
+--+--+--+
|s1 s2Fhp|
+  +  +FF+
|s3 s4 s5|
+--+--+--+
zones
s1 street
s2 street
s3 street
s4 street
s5 street
hp street
`;

describe('fences', () => {
  it('let the line of sight through but not a Move', () => {
    const g = single(lib(PAD), 'A');
    expect(seen(g, 's1')).toMatchObject({ s2: 1, hp: 2 });
    expect(seen(g, 's5')).toMatchObject({ hp: 1 });
    expect(names(g, g.neighbors[id(g, 'hp')])).toEqual([]);
    expect(names(g, g.acrossFence![id(g, 'hp')])).toEqual(['s2', 's5']);
    expect(names(g, g.acrossFence![id(g, 's1')])).toEqual([]);
  });

  it('are absent from a board without fences', () => {
    const g = single(lib(PAD.replace('s2Fhp', 's2|hp').replace('+FF+', '+--+')), 'A');
    expect(g.acrossFence).toBeUndefined();
  });

  it('stand only between two street zones of one tile', () => {
    expect(() => parseTile(PAD.replace('s2Fhp|', 's2 hpF'), 'x.tile')).toThrow(/fence\) on the tile border/);
    expect(() =>
      parseTile(PAD.replace('hp street', 'hp building').replace('+  +  +FF+', '+  +  +--+'), 'x.tile'),
    ).toThrow(/fence between street "s2" and building "hp"/);
  });
});

describe('stair tokens', () => {
  it('open the fence between the two zones they name, and only there', () => {
    const g = single(lib(PAD), 'A');
    const s = placeStairs(g, ['A:hp|A:s5']);
    expect(names(s, s.neighbors[id(s, 'hp')])).toEqual(['s5']);
    expect(names(s, s.acrossFence![id(s, 'hp')])).toEqual(['s2']);
    expect(s.grid.stairSides?.length).toBe(2);
    expect(s.zones.map((z) => z.label)).toEqual(g.zones.map((z) => z.label));
  });

  it('are computed once per geometry and set of stairs', () => {
    const g = single(lib(PAD), 'A');
    expect(placeStairs(g, ['A:hp|A:s5'])).toBe(placeStairs(g, ['A:hp|A:s5']));
    expect(placeStairs(g, [])).toBe(g);
  });
});
