/**
 * Rotating security gates [PO] (seed 001 lines 1726-1730): a one-cell zone marked gate whose sides join the doors;
 * its open sides at rotation 0 are the ones the tile draws open, and each quarter turn carries them round.
 */
import { describe, expect, it } from 'vitest';
import { computeGeometry } from './geometry.ts';
import { gateOpenDoors, gateOpenMask } from './gates.ts';
import { id, lib, names, single } from './testkit.ts';
import { E, N, S, W } from './tile.ts';

// g1 is drawn open north (s2) and west (s3); east of it lies the sealed building b1-b2, south the street s4.
const GATE = `
tile A
grid
+--+--+--+
|s1 s2|b1|
+  +..+..+
|s3:g1|b2|
+  +--+--+
|s5|s4 s4|
+--+--+--+
zones
s1 street
s2 street
s3 street
s4 street
s5 street
g1 building gate
b1 building
b2 building
`;

describe('rotating security gates', () => {
  const g = single(lib(GATE), 'A');
  const gate = g.gates![0];

  it('list each side toward another zone with the doors, closed on the board; rotation 0 is the drawing (line 1726)', () => {
    expect(gate.zone).toBe(id(g, 'g1'));
    expect(gate.open).toBe((1 << N) | (1 << W));
    const sides = gate.sides.map((d) => g.doors[d].label);
    expect(sides).toEqual(['A:g1|A:s2', 'A:b2|A:g1', 'A:g1|A:s4', 'A:g1|A:s3']);
    for (const d of gate.sides) expect(g.doors[d].gate).toBe(0);
    // Closed as assembled: every side is a door to open.
    expect(names(g, g.neighbors[id(g, 'g1')])).toEqual([]);
  });

  it('open the sides of their rotation: a quarter turn clockwise carries north to east, west to north', () => {
    expect(gateOpenMask(gate, 1)).toBe((1 << E) | (1 << N));
    expect(gateOpenMask(gate, -1)).toBe((1 << W) | (1 << S));
    expect(gateOpenMask(gate, 4)).toBe(gate.open);
    const turned = computeGeometry([{ tile: 'A', rotation: 0, col: 0, row: 0 }], lib(GATE), gateOpenDoors(gate, 1));
    expect(names(turned, turned.neighbors[id(turned, 'g1')])).toEqual(['b2', 's2']);
    const drawn = computeGeometry([{ tile: 'A', rotation: 0, col: 0, row: 0 }], lib(GATE), gateOpenDoors(gate, 0));
    expect(names(drawn, drawn.neighbors[id(drawn, 'g1')])).toEqual(['s2', 's3']);
  });

  it('join no building: the gate is a building of its own, apart from the rooms it opens onto (line 1729)', () => {
    const zone = (l: string) => g.zones[id(g, l)];
    expect(zone('b1').building).toBe(zone('b2').building);
    expect(zone('g1').building).not.toBe(zone('b2').building);
  });

  it('are one cell', () => {
    const wide = GATE.replace('|s5|s4 s4|', '|s5|g1|s4|').replace('|s3:g1|b2|\n+  +--+--+', '|s3:g1|b2|\n+  +  +--+');
    expect(() => single(lib(wide), 'A')).toThrow(/rotating gate is one/);
  });
});
