/**
 * Security zones [PO] (security.ts; seed 001 lines 516, 528, 1870-1884): nothing but Moves while standing in one;
 * zombies noted stepping in are pushed back at the end of their Activation, those who stepped out again are not.
 */
import { describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '../../actions.ts';
import { computeGeometry } from '../../board/geometry.ts';
import { tileLibrary } from '../../board/library.ts';
import type { RulesContext } from '../../context.ts';
import type { State } from '../../state.ts';
import { addZombies, zombiesIn } from '../../zombies.ts';
import { CLASSIC_BOX, FATTY, RUNNER } from './roster.ts';
import { noteSecuritySteps, pushBackZombies, securityRefused } from './security.ts';
import { classicPart } from './state.ts';

const GATE = `
tile G
grid
+--+--+--+
|s1:g1:s2|
+--+--+--+
zones
s1 street
g1 building security
s2 street
`;
const geo = computeGeometry([{ tile: 'G', rotation: 0, col: 0, row: 0 }], tileLibrary([{ file: 'g', text: GATE }]));
const ctx = { geo } as unknown as RulesContext;
const [S1, G1, S2] = ['G:s1', 'G:g1', 'G:s2'].map((l) => geo.byLabel[l]);

function table(zone: number): State {
  return {
    pending: [],
    survivors: [{ zone }],
    pool: [...CLASSIC_BOX],
    zombies: new Array(geo.zones.length * CLASSIC_BOX.length).fill(0),
    classic: {},
  } as unknown as State;
}

describe('security zones', () => {
  it('refuse every action but Move, Sprint, Jump, ending the turn or a discard to a survivor standing there (line 516)', () => {
    const inside = table(G1);
    const search: Action = { type: 'search', s: 0 };
    expect(securityRefused(ctx, inside, search)?.code).toBe('security.moveOnly');
    expect(securityRefused(ctx, inside, { type: 'move', s: 0, to: S2 } as Action)).toBeNull();
    expect(securityRefused(ctx, inside, { type: 'endTurn', s: 0 })).toBeNull();
    expect(securityRefused(ctx, table(S1), search)).toBeNull();
  });

  it('push zombies back at the end of their Activation, not those who went on (line 1879)', () => {
    const state = table(S2);
    addZombies(state, G1, FATTY, 1);
    addZombies(state, G1, RUNNER, 1);
    noteSecuritySteps(ctx, state, [S1, G1, FATTY, 1, S2, 0, S1, G1, RUNNER, 1, S2, 0], 6);
    // The Runner's second Action takes it out on the other side.
    state.zombies[G1 * CLASSIC_BOX.length + RUNNER] = 0;
    state.zombies[S2 * CLASSIC_BOX.length + RUNNER] = 1;
    noteSecuritySteps(ctx, state, [G1, S2, RUNNER, 1, S2, 0], 6);
    const events: GameEvent[] = [];
    pushBackZombies(ctx, state, (1 << FATTY) | (1 << RUNNER), events);
    expect(zombiesIn(state, S1, FATTY)).toBe(1);
    expect(zombiesIn(state, G1, FATTY)).toBe(0);
    expect(zombiesIn(state, S2, RUNNER)).toBe(1);
    expect(events).toHaveLength(1);
    expect(classicPart(state).securityPushBack).toBeUndefined();
  });
});
