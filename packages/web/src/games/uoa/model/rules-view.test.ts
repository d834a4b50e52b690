import { describeRefusal } from '@horde/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addZombies, type Action, type State } from '@horde/zombicide';
import { engine } from '../rules.ts';
import { loadTestData, m0Game } from '../test-kit.ts';
import { actionsLeftOf, costOf, whyNot } from './rules-view.ts';

beforeAll(loadTestData);

/** M0 after setup's decisions, the players' phase open. */
function started(): { state: State; legal: () => Action[]; view: () => ReturnType<ReturnType<typeof m0Game>['view']> } {
  const g = engine();
  const { state, view } = m0Game(3);
  while (state.pending.length) {
    const legal = g.engine.legalActions(state);
    const r = g.engine.apply(state, legal.find((a) => a.type === 'keepFound' && a.slot !== null) ?? legal[0]);
    if (!r.ok) throw new Error(describeRefusal(r.error));
  }
  return { state, legal: () => g.engine.legalActions(state), view };
}

describe('the rules asked about a view', () => {
  it('a Move costs 1 Action plus 1 per zombie in the zone left', () => {
    const { state, legal, view } = started();
    const move = legal().find((a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && a.s === 0)!;
    expect(costOf(view(), move)).toBe(1);
    addZombies(state, state.survivors[0].zone, 0, 1);
    expect(costOf(view(), move)).toBe(2);
    expect(whyNot(view(), move)).toBeNull();
  });

  it('says why a Move is not offered: not enough Actions left', () => {
    const { state, view } = started();
    const zone = state.survivors[0].zone;
    addZombies(state, zone, 0, 1);
    state.survivors[0].actionsUsed = 2;
    const g = engine();
    const to = g.context(state).geo.neighbors[zone][0];
    const move: Action = { type: 'move', s: 0, to };
    expect(g.engine.legalActions(state).some((a) => a.type === 'move' && a.s === 0)).toBe(false);
    expect(whyNot(view(), move)?.code).toBe('noActions');
    expect(costOf(view(), move)).toBe(2);
    expect(actionsLeftOf(view(), 0)).toBe(1);
  });

  it('says why a Search is refused, and what it costs', () => {
    const { state, view } = started();
    const search: Action = { type: 'search', s: 0 };
    addZombies(state, state.survivors[0].zone, 0, 1);
    expect(whyNot(view(), search)?.code).toMatch(/^search\./);
    expect(costOf(view(), search)).toBe(1);
  });
});
