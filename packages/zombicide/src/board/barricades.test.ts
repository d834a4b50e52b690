/**
 * Barricade spots [TCM] and Hole Zones [AN] on a board (seed 001 lines 1012-1014, 1074, 1076, 1824): how many
 * complete barricades set a border apart, the geometry they leave (Moves and paths cut, sight kept), and a hole
 * seen as a street.
 */
import { describe, expect, it } from 'vitest';
import {
  barricadedGeometry,
  barricadeSpots,
  blockedBorders,
  FREE_SPOT,
  freeSpot,
  freeSpotBorder,
  spotNeed,
  zoneBorders,
} from './barricades.ts';
import { layPlanks } from './planks.ts';
import { id, lib, names, seen, single } from './testkit.ts';

const BLOCK = `
tile A
grid
+--+--+--+
|s1 s1 s2|
+  +  +  +
|s1 s1 s2|
+--+DD+--+
|r1 r1:h1|
+--+--+--+
zones
s1 street
s2 street
r1 building
h1 building hole
`;

describe('barricade spots', () => {
  const g = single(lib(BLOCK), 'A');

  it('a standard street border (two cell edges) takes 2, a door or a one-edge border 1, walls 0 (line 1014)', () => {
    expect(spotNeed(g, id(g, 's1'), id(g, 's2'))).toBe(2);
    expect(spotNeed(g, id(g, 'r1'), id(g, 's1'))).toBe(1);
    expect(spotNeed(g, id(g, 'r1'), id(g, 'h1'))).toBe(1);
    expect(spotNeed(g, id(g, 'h1'), id(g, 's2'))).toBe(0);
  });

  it('a Handyman’s Leader’s borders: every border of his zone but walls, with its need (seed 001 line 2020)', () => {
    const r1 = id(g, 'r1');
    expect([...zoneBorders(g, r1)]).toEqual([
      [id(g, 's1'), 1],
      [id(g, 'h1'), 1],
    ]);
    // h1 meets s2 only across walls: no barricade there.
    expect(zoneBorders(g, id(g, 'h1')).has(id(g, 's2'))).toBe(false);
    expect(zoneBorders(g, id(g, 's1')).get(id(g, 's2'))).toBe(2);
  });

  it('a free key names its border and token whatever the order of its zones, and counts as a spot (line 2020)', () => {
    const [s1, s2] = [id(g, 's1'), id(g, 's2')];
    expect(freeSpot(s2, s1, 1)).toBe(freeSpot(s1, s2, 1));
    expect(freeSpot(s1, s2, 0)).toBeGreaterThanOrEqual(FREE_SPOT);
    expect(freeSpotBorder(freeSpot(s2, s1, 1))).toEqual({ zones: [s1, s2].sort((a, b) => a - b), k: 1 });
    expect(freeSpotBorder(3)).toBeUndefined();
    const keys = [freeSpot(s1, s2, 0), freeSpot(s1, s2, 1)];
    expect(blockedBorders([], keys.slice(0, 1), g)).toEqual([]);
    expect(blockedBorders([], keys, g)).toEqual([[s1, s2].sort((a, b) => a - b)]);
  });

  it('a single complete barricade on a border that needs 2 has no effect; the second blocks it (line 1014)', () => {
    const spots = barricadeSpots(g, ['A:s1|A:s2', 'A:s2|A:s1', 'A:r1|A:h1']);
    expect(blockedBorders(spots, [0])).toEqual([]);
    expect(blockedBorders(spots, [0, 1])).toEqual([[id(g, 's1'), id(g, 's2')].sort((a, b) => a - b)]);
    expect(blockedBorders(spots, [2])).toEqual([[id(g, 'r1'), id(g, 'h1')].sort((a, b) => a - b)]);
  });

  it('a blocked border is cut for Moves and paths, never for Lines of Sight (lines 1012, 1074)', () => {
    const spots = barricadeSpots(g, ['A:s1|A:s2', 'A:s1|A:s2']);
    const blocked = barricadedGeometry(g, blockedBorders(spots, [0, 1]));
    expect(names(g, g.neighbors[id(g, 's1')])).toContain('s2');
    expect(names(blocked, blocked.neighbors[id(blocked, 's1')])).not.toContain('s2');
    expect(blocked.distance[id(g, 's1')][id(g, 's2')]).toBe(-1);
    expect(blocked.sight).toBe(g.sight);
    // The same borders give the same geometry (cached).
    expect(barricadedGeometry(g, blockedBorders(spots, [1, 0]))).toBe(blocked);
  });
});

describe('Hole Zones', () => {
  const OPEN = `
tile B
grid
+--+--+--+
|s1:h1:s2|
+--+--+--+
zones
s1 street
h1 building hole
s2 street
`;
  const PLAIN = OPEN.replace('tile B', 'tile C').replace('h1 building hole', 'h1 building');

  it('are streets for Lines of Sight: seen across, beyond 1 Zone (lines 1076, 1824)', () => {
    expect(seen(single(lib(OPEN), 'B'), 's1')).toMatchObject({ h1: 1, s2: 2 });
    // The same zone as a plain room stops the street's sight at the room (looking in = 1 zone).
    expect(seen(single(lib(PLAIN), 'C'), 's1').s2).toBeUndefined();
  });

  it('a plank links the zones at its ends: adjacent, diagonally too, and in sight at Range 1 (lines 1828-1834)', () => {
    const CORNER = `
tile D
grid
+--+--+--+
|s1:h1 h1|
+--+  +..+
|xx|h1:s4|
+--+--+--+
zones
s1 street
h1 building hole
s4 street
xx impassable
`;
    const g = single(lib(CORNER), 'D');
    expect(names(g, g.neighbors[id(g, 's1')])).toEqual(['h1']);
    expect(seen(g, 's1').s4).toBeUndefined();
    const planked = layPlanks(g, ['D:s1|D:s4']);
    expect(names(planked, planked.neighbors[id(g, 's1')])).toEqual(['h1', 's4']);
    expect(names(planked, planked.neighbors[id(g, 's4')])).toEqual(['h1', 's1']);
    expect(seen(planked, 's1').s4).toBe(1);
    expect(seen(planked, 's4').s1).toBe(1);
    expect(planked.distance[id(g, 's1')][id(g, 's4')]).toBe(1);
  });
});
