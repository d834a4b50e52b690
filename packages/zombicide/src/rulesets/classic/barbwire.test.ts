/**
 * Barbwire fences and observation towers in the zombies' steps (barbwire.ts; seed 001 lines 811, 1018, 1776-1778):
 * routes as if no fence stood; only an Abomination steps across a whole fence, tearing it first; nobody steps into
 * a tower.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../actions.ts';
import { computeGeometry } from '../../board/geometry.ts';
import { tileLibrary } from '../../board/library.ts';
import type { RulesContext } from '../../context.ts';
import type { State } from '../../state.ts';
import { tearBarbwire, zombieSteps } from './barbwire.ts';
import { ABOMINATION, WALKER } from './roster.ts';

const YARD = `
tile Y
grid
+--+--+--+
|t1:s1*s2|
+--+--+--+
zones
t1 tower
s1 street
s2 street
`;
const geo = computeGeometry([{ tile: 'Y', rotation: 0, col: 0, row: 0 }], tileLibrary([{ file: 'y', text: YARD }]));
const ctx = { geo } as unknown as RulesContext;
const [T1, S1, S2] = ['Y:t1', 'Y:s1', 'Y:s2'].map((l) => geo.byLabel[l]);
const fresh = () => ({ doors: [], missionState: {} }) as unknown as State;

describe('zombie steps with barbwire and towers', () => {
  it('a Walker piles up at a whole fence; an Abomination steps across (lines 811, 1018)', () => {
    expect(zombieSteps(ctx, fresh(), S2, [S1], WALKER)).toEqual([]);
    expect(zombieSteps(ctx, fresh(), S2, [S1], ABOMINATION)).toEqual([S1]);
  });

  it('nobody steps into an observation tower: they stop at the foot of the ladder (line 1018)', () => {
    expect(zombieSteps(ctx, fresh(), S1, [T1], WALKER)).toEqual([]);
    expect(zombieSteps(ctx, fresh(), S1, [T1], ABOMINATION)).toEqual([]);
  });

  it('an Abomination planned across a whole fence tears it first: the board changes (line 1778)', () => {
    const state = fresh();
    const events: GameEvent[] = [];
    expect(tearBarbwire(ctx, state, [S2, S1, WALKER, 1, S1, 0], events)).toBe(false);
    expect(tearBarbwire(ctx, state, [S2, S1, ABOMINATION, 1, S1, 0], events)).toBe(true);
    expect(state.doors).toEqual([geo.doors[0].id]);
    expect(state.missionState.boardChanged).toBe(true);
    expect(events).toMatchObject([
      { type: 'missionEvent', text: { code: 'barbwireTorn', params: { fence: 'Y:s1|Y:s2' } } },
    ]);
  });
});
