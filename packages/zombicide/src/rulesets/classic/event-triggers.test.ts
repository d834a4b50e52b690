/**
 * Event triggers [RM] (seed 001 lines 1696-1698): the building zones of a tile showing a trigger spawn when a
 * survivor first stands in one, never when a door opens; the other tiles' buildings are unchanged.
 */
import { describe, expect, it } from 'vitest';
import { computeGeometry, tileLibrary } from '../../board/index.ts';
import type { RulesContext } from '../../context.ts';
import { spawnsOnTrigger } from './event-triggers.ts';

const tile = (id: string, trigger: boolean) => `
tile ${id}
grid
+--+--+
|s1Db1|
+--+--+
zones
s1 street
b1 building${trigger ? ' eventTrigger' : ''}
`;

describe('event triggers', () => {
  it('mark the building zones of the tiles showing one, and only those (seed 001 line 1698)', () => {
    const library = tileLibrary([
      { file: 't.tile', text: tile('T', true) },
      { file: 'u.tile', text: tile('U', false) },
    ]);
    const geo = computeGeometry(
      [
        { tile: 'T', rotation: 0, col: 0, row: 0 },
        { tile: 'U', rotation: 0, col: 1, row: 0 },
      ],
      library,
    );
    const ctx = { geo } as unknown as RulesContext;
    expect(spawnsOnTrigger(ctx, geo.byLabel['T:b1'])).toBe(true);
    expect(spawnsOnTrigger(ctx, geo.byLabel['T:s1'])).toBe(false);
    expect(spawnsOnTrigger(ctx, geo.byLabel['U:b1'])).toBe(false);
  });
});
