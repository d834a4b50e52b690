/**
 * Every refusal the Zombicide rules can emit is worded at the Undead or Alive table in English and French, from its
 * code (issue 37 item 1: the players never see the engine's English sentence nor a seed line; the words are shared
 * with the Classic table, zombicide/refusals.<language>.json), and a refused action at the French table reads French.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { wordRefusal } from '../../shell/conn/refusal.ts';
import { engineRefusalCodes, unworded } from '../../test-refusals.ts';
import { explainRefusal } from './model/why-not.ts';
import { loadTestData, tableGame, useLanguage } from './test-kit.ts';
import { namer } from './text/names.ts';
import { geometryOf, missionById } from './data.ts';

beforeAll(async () => {
  await loadTestData();
  await useLanguage('en');
});

const codes = engineRefusalCodes('zombicide');

describe('the Zombicide refusals at the Undead or Alive table', () => {
  it('are collected from the engine', () => {
    // search.zombies: "You can only Search building Zones and only if there are no Zombies" (seed 000 line 808).
    expect(codes).toContain('search.zombies');
    expect(codes.length).toBeGreaterThan(200);
  });

  for (const language of ['en', 'fr'] as const)
    it(`have words in ${language} for every code`, async () => {
      await useLanguage(language);
      const conn = await tableGame('M0', true);
      const view = conn.current().view;
      const n = namer(view, geometryOf(missionById('M0')));
      const explain = (code: string) => explainRefusal(view, n, { type: 'endTurn', s: 0 }, { code });
      expect(await unworded(codes, 'uoa', (r) => explain(r.code), language)).toEqual([]);
    });

  it('say a refused action in French at the French hot-seat table', async () => {
    await useLanguage('fr');
    const conn = await tableGame('M0', true);
    // The survivors start in a street: "You can only Search building Zones" (seed 000 line 808).
    const action = { type: 'search', s: 0 } as const;
    const r = await conn.send(action);
    expect(r).toMatchObject({ ok: false, refusal: { code: 'search.notBuilding' } });
    const view = conn.current().view;
    const n = namer(view, geometryOf(missionById('M0')));
    const refusal = r.ok ? { code: '' } : r.refusal!;
    expect(wordRefusal(action, refusal, (a, x) => explainRefusal(view, n, a, x))).toBe(
      'on ne fouille que les zones de bâtiment, pas les rues',
    );
    await useLanguage('en');
  });
});
