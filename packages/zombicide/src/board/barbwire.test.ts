/**
 * Barbwire fences [PO] (seed 001 lines 1012, 1074, 1763-1779): a "*"/"**" edge between two street zones; the board
 * lists it with its doors (`barbwire`), whole it stops Moves but not Lines of Sight, torn (an open door id) it links
 * the two zones for everyone.
 */
import { describe, expect, it } from 'vitest';
import { computeGeometry } from './geometry.ts';
import { parseTile } from './parse.ts';
import { renderSvg } from './svg.ts';
import { id, lib, names, seen, single } from './testkit.ts';

const YARD = `
tile A
grid
+--+--+--+
|s1 s2*y1|
+--+--+--+
zones
s1 street
s2 street
y1 street
`;

describe('barbwire fences', () => {
  const library = lib(YARD);
  const g = single(library, 'A');

  it('are listed with the doors, marked barbwire (not doors anybody opens)', () => {
    expect(g.doors).toMatchObject([{ label: 'A:s2|A:y1', barbwire: true }]);
  });

  it('whole: no Move across, Lines of Sight through (lines 1012, 1074)', () => {
    expect(names(g, g.neighbors[id(g, 's2')])).toEqual(['s1']);
    expect(seen(g, 's1')).toMatchObject({ s2: 1, y1: 2 });
  });

  it('torn (open): the two zones are linked for everyone (line 1778)', () => {
    const torn = computeGeometry([{ tile: 'A', rotation: 0, col: 0, row: 0 }], library, [0]);
    expect(names(torn, torn.neighbors[id(torn, 's2')])).toEqual(['s1', 'y1']);
    expect(seen(torn, 's1')).toMatchObject({ s2: 1, y1: 2 });
  });

  it('are drawn as barbwire, whole or torn', () => {
    expect(renderSvg(g)).toContain('barbwire A:s2|A:y1 (whole)');
    expect(renderSvg(g, { openDoors: [0] })).toContain('barbwire A:s2|A:y1 (torn)');
  });

  it('stand between two street zones, inside a tile', () => {
    expect(() => parseTile(YARD.replace('y1 street', 'y1 building'), 'x.tile')).toThrow(/between two street zones/);
    expect(() => parseTile(YARD.replace('|s1 s2*y1|', '*s1 s2*y1|'), 'x.tile')).toThrow(
      /barbwire\) on the tile border/,
    );
  });
});
