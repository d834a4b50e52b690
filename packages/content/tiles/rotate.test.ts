import { describe, expect, it } from 'vitest';
import { BALCONY, ROW, STREETS, ZIGZAG } from '@horde/zombicide/board/fixtures.test-tiles';
import { rotateCell, rotateTile } from '@horde/zombicide/board/rotate';
import { contentTiles } from './library.ts';
import { lib, single } from '@horde/zombicide/board/testkit';
import type { Rotation, TileDef } from '@horde/zombicide/board/tile';

const library = lib(STREETS, ROW, ZIGZAG, BALCONY);
const tiles: TileDef[] = [...library.values(), ...contentTiles().values()];
const ROTATIONS: Rotation[] = [0, 90, 180, 270];

describe('rotation in quarter turns (tiles rotate in 90 degree steps)', () => {
  it('rotating a tile 4 times by 90 degrees gives the same tile', () => {
    for (const t of tiles) {
      let r = t;
      for (let i = 0; i < 4; i++) r = rotateTile(r, 90);
      expect(r.width).toBe(t.width);
      expect([...r.cells]).toEqual([...t.cells]);
      expect([...r.overlay]).toEqual([...t.overlay]);
      expect([...r.sides]).toEqual([...t.sides]);
    }
  });

  it('90 then 180 equals 270, and a turn swaps width and height', () => {
    for (const t of tiles) {
      const a = rotateTile(rotateTile(t, 90), 180);
      const b = rotateTile(t, 270);
      expect([...a.sides]).toEqual([...b.sides]);
      expect(rotateTile(t, 90).width).toBe(t.height);
    }
  });

  it("a rotated tile's sight, moves and distances equal the unrotated ones, and its cells are the rotated cells", () => {
    const all = new Map([...library, ...contentTiles()]);
    for (const t of tiles) {
      const base = single(all, t.id, 0);
      const byLabel = (g: typeof base, table: 'sight' | 'sightTownsfolk') =>
        Object.fromEntries(
          g.zones.map((z) => [z.label, g[table][z.id].map((s) => `${g.zones[s.zone].label}@${s.range}`).sort()]),
        );
      for (const rot of ROTATIONS) {
        const g = single(all, t.id, rot);
        expect(byLabel(g, 'sight')).toEqual(byLabel(base, 'sight'));
        expect(byLabel(g, 'sightTownsfolk')).toEqual(byLabel(base, 'sightTownsfolk'));
        for (const z of base.zones) {
          const r = g.zones[g.byLabel[z.label]];
          expect(r.kind).toBe(z.kind);
          const want = z.cells.map(([x, y]) => rotateCell(x, y, t.width, t.height, rot).join(',')).sort();
          expect(r.cells.map((c) => c.join(',')).sort()).toEqual(want);
          expect(g.neighbors[r.id].map((n) => g.zones[n].label).sort()).toEqual(
            base.neighbors[z.id].map((n) => base.zones[n].label).sort(),
          );
        }
      }
    }
  });
});
