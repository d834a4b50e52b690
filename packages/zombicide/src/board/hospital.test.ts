/**
 * Hospital rooms [RM] in the tile format (seed 001 lines 1836-1840): `hospital` and `lockerRoom` mark building
 * zones only; a locker room is a hospital room too. `eventTrigger` (lines 1696-1698) is carried to the board's zone.
 */
import { describe, expect, it } from 'vitest';
import { parseTile } from './parse.ts';
import { lib, single } from './testkit.ts';

const WARD = (a: string, b: string) => `
tile H
grid
+--+--+--+
|s1Dh1Dh2|
+--+--+--+
zones
s1 street${b}
h1 building hospital eventTrigger
h2 building ${a}
`;

describe('hospital rooms in the tile format', () => {
  it('a locker room is a hospital room; the features reach the board', () => {
    const g = single(lib(WARD('lockerRoom', '')), 'H');
    expect(g.zones.find((z) => z.label === 'H:h2')?.features).toEqual(['lockerRoom', 'hospital']);
    expect(g.zones.find((z) => z.label === 'H:h1')?.features).toEqual(['hospital', 'eventTrigger']);
  });

  it('only building zones are hospital rooms', () => {
    expect(() => parseTile(WARD('', ' hospital'), 'x.tile')).toThrow(/"hospital" is only for building zones/);
    expect(() => parseTile(WARD('', ' lockerRoom'), 'x.tile')).toThrow(/"lockerRoom" is only for building zones/);
  });
});
