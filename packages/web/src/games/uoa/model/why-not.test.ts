import { describeRefusal } from '@horde/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addZombies, type Action, type State } from '@horde/zombicide';
import { i18n } from '../../../i18n/index.ts';
import { setupI18n, addMessages } from '../../../i18n/index.ts';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import refusalsEn from '../../zombicide/refusals.en.json';
import refusalsFr from '../../zombicide/refusals.fr.json';
import { geometryOf, missionById } from '../data.ts';
import { engine } from '../rules.ts';
import { loadTestData, m0Game } from '../test-kit.ts';
import { namer } from '../text/names.ts';
import { lockReason, missingActions, withCost } from './why-not.ts';
import { describeAction } from './actions.ts';

beforeAll(async () => {
  await loadTestData();
  setupI18n('en');
  addMessages('uoa', { en: { ...en, refusal: refusalsEn }, fr: { ...fr, refusal: refusalsFr } });
});

function started(): State {
  const g = engine();
  const { state } = m0Game(3);
  while (state.pending.length) {
    const legal = g.engine.legalActions(state);
    const r = g.engine.apply(state, legal.find((a) => a.type === 'keepFound' && a.slot !== null) ?? legal[0]);
    if (!r.ok) throw new Error(describeRefusal(r.error));
  }
  return state;
}

const look = (state: State) => {
  const g = engine();
  const view = g.view(state, null);
  const geo = geometryOf(missionById(view.mission), view.board);
  return { view, geo, legal: g.engine.legalActions(state), names: namer(view, geo) };
};

describe('why an action is missing', () => {
  it('a Move with too few Actions left: its cost and what is left, for each neighbour, in English and French', () => {
    const state = started();
    addZombies(state, state.survivors[0].zone, 0, 1);
    state.survivors[0].actionsUsed = 2;
    state.active = 0;
    const { view, geo, legal, names } = look(state);
    const lines = missingActions(view, geo, legal, 0, names, []);
    const move = lines.find((l) => l.code === 'noActions')!;
    expect(move.label).toMatch(/^Move to /);
    expect(move.reason).toBe('needs 2 Actions (1 + 1 per zombie in the zone left), Hanna has 1 left');
    i18n.changeLanguage('fr');
    const fr = missingActions(view, geo, legal, 0, names, []).find((l) => l.code === 'noActions')!;
    expect(fr.label).toMatch(/^Se déplacer vers /);
    expect(fr.reason).toMatch(/il faut 2 Actions .*il en reste 1 à Hanna/);
    i18n.changeLanguage('en');
  });

  it('one survivor at a time: another survivor selected is told why it has no action', () => {
    const state = started();
    const g = engine();
    const move = g.engine.legalActions(state).find((a) => a.type === 'move' && a.s === 0)!;
    expect(g.engine.apply(state, move).ok).toBe(true);
    const { view, legal, names } = look(state);
    expect(legal.filter((a) => 's' in a && a.s === 1).map((a) => a.type)).not.toContain('endTurn');
    expect(lockReason(view, legal, 1, names)).toBe(
      "survivors act one at a time: Hanna has started acting; finish or end Hanna's turn first",
    );
    expect(lockReason(view, legal, 0, names)).toBeNull();
    expect(g.engine.apply(state, { type: 'endTurn', s: 0 }).ok).toBe(true);
    const after = look(state);
    expect(lockReason(after.view, after.legal, 0, after.names)).toBe('Hanna has ended this turn');
  });

  it('each offer carries its cost; End turn none', () => {
    const state = started();
    addZombies(state, state.survivors[0].zone, 0, 2);
    const { view, geo, legal, names } = look(state);
    const offer = (a: Action) => withCost(view, describeAction(view, geo, names, a));
    expect(offer(legal.find((a) => a.type === 'move' && a.s === 0)!).cost).toBe('3 Actions');
    expect(offer({ type: 'endTurn', s: 0 }).cost).toBeUndefined();
  });
});

describe('useless attacks', () => {
  it('a Damage 1 weapon against a zone holding only a Fatty is warned; with a Walker there, not', async () => {
    const { uselessAttack } = await import('./warnings.ts');
    const state = started();
    // Hanna holds a Knife (Damage 1) in hand.
    const s = 0;
    const slot = 0;
    state.cards.push({ def: 'knife', loaded: true });
    state.survivors[s].inventory[slot] = state.cards.length - 1;
    const surv = state.survivors[s];
    const zone = surv.zone;
    addZombies(state, zone, 2, 1);
    const melee: Action = { type: 'melee', s, slot, dual: false };
    expect(uselessAttack(look(state).view, melee)).toBe(
      'Damage 1 cannot eliminate any zombie here: a Fatty needs Damage 2. The hits would be lost.',
    );
    addZombies(state, zone, 0, 1);
    expect(uselessAttack(look(state).view, melee)).toBeUndefined();
  });
});
