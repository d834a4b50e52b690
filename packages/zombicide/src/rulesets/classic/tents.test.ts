/**
 * Tents [RM] (seed 001 lines 1746-1748): the cards are dealt face down at setup, one per tent of the mission; which
 * card lies where is hidden from every seat until a Survivor reveals it (view.ts, determinize.ts: two tables that
 * differ only in the face-down deal look the same); a revealed card is open to all.
 */
import { describe, expect, it } from 'vitest';
import { computeGeometry, tileLibrary } from '../../board/index.ts';
import type { MissionDef, TentCardDef } from '../../defs.ts';
import { determinize } from '../../determinize.ts';
import type { State } from '../../state.ts';
import { viewFor } from '../../view.ts';
import { createClassicGame } from './game.ts';
import type { ClassicView } from './part.ts';
import { CLASSIC } from './ruleset.ts';
import { CLASSIC_FIXTURE_CONTENT } from './test-kit.ts';
import { classicPart } from './state.ts';

const CAMP = `
tile K
grid
+--+--+--+--+
|s1 t1 t2 t3|
+--+--+--+--+
zones
s1 street
t1 street
t2 street
t3 street
`;

const tent = (id: string, search = false): TentCardDef => ({
  id,
  name: id,
  count: 1,
  search,
  blueBeds: 0,
  greenBeds: 0,
  text: id,
});

function camp() {
  const library = tileLibrary([{ file: 'camp.tile', text: CAMP }]);
  const mission: MissionDef = {
    id: 'CAMP',
    name: 'Camp',
    difficulty: 'easy',
    tiles: [{ tile: 'K', rotation: 0, col: 0, row: 0 }],
    start: 'K:s1',
    exits: [],
    spawns: [],
    objectives: [],
    zombies: [],
    tents: ['K:t1', 'K:t2', 'K:t3'],
    forbiddenClasses: [],
    goals: [{ kind: 'allExit' }],
    rules: { objectiveAp: 5, objectiveBounty: [] },
    provenance: { designed: true, note: 'test' },
  };
  const game = createClassicGame({
    content: { ...CLASSIC_FIXTURE_CONTENT, tentCards: ['a', 'b', 'c', 'd'].map((id) => tent(id, id === 'a')) },
    missions: [mission],
    geometry: (m, open) => computeGeometry(m.tiles, library, open),
  });
  const state = game.engine.setup({ mission: 'CAMP', survivors: [{ id: 'ned' }] }, 7);
  return { game, state };
}

describe('tent cards', () => {
  it('are dealt face down, one per tent of the mission (seed 001 line 1746)', () => {
    const { game, state } = camp();
    const ctx = game.context(state);
    expect(classicPart(state).tents).toEqual(
      ['K:t1', 'K:t2', 'K:t3'].map((l) => ({ zone: ctx.geo.byLabel[l], card: null })),
    );
    expect(classicPart(state).tentDeal).toHaveLength(3);
    expect(new Set(classicPart(state).tentDeal).size).toBe(3);
  });

  it('are hidden from every seat until revealed: a different deal gives the same view', () => {
    const { game, state } = camp();
    const ctx = game.context(state);
    const other: State = structuredClone(state);
    classicPart(other).tentDeal = [...classicPart(other).tentDeal!].reverse();
    const view = viewFor(ctx, state, 0);
    expect(view).not.toHaveProperty('tentDeal');
    expect(JSON.stringify(viewFor(ctx, other, 0))).toBe(JSON.stringify(view));
  });

  it('are revealed by a survivor entering the tent, then open to all; determinization redeals only face-down ones', () => {
    const { game, state } = camp();
    const ctx = game.context(state);
    const card = classicPart(state).tentDeal![0];
    const result = game.engine.apply(state, { type: 'move', s: 0, to: ctx.geo.byLabel['K:t1'] });
    expect(result.ok).toBe(true);
    expect(classicPart(state).tents![0].card).toBe(card);
    expect((viewFor(ctx, state, 0) as ClassicView).tents![0].card).toBe(card);
    for (let seed = 0; seed < 5; seed++) {
      const redealt = determinize(CLASSIC, structuredClone(state), { s: [seed + 1, 2, 3, 4] });
      expect(classicPart(redealt).tentDeal![0]).toBe(card);
      expect(new Set(classicPart(redealt).tentDeal!.slice(1))).toEqual(new Set(classicPart(state).tentDeal!.slice(1)));
    }
  });
});
