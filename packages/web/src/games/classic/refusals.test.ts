/**
 * Every refusal the Zombicide rules can emit is worded at the Classic table in English and French, from its code
 * (issue 37 item 1: the players never see the engine's English sentence nor a seed line; the words are shared with
 * the Undead or Alive table, zombicide/refusals.<language>.json), and a refused action at the French table reads
 * French.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '@horde/zombicide';
import { i18n } from '../../i18n/index.ts';
import { wordRefusal } from '../../shell/conn/refusal.ts';
import { engineRefusalCodes, unworded } from '../../test-refusals.ts';
import { engine } from './rules.ts';
import { classicGame, useLanguage } from './test-kit.ts';
import { explainRefusal } from './text/refusals.ts';

beforeAll(() => useLanguage('en'));

const codes = engineRefusalCodes('zombicide');

describe('the Zombicide refusals at the Classic table', () => {
  for (const language of ['en', 'fr'] as const)
    it(`have words in ${language} for every code`, async () => {
      await useLanguage(language);
      const game = classicGame();
      const view = game.view();
      const end: Action = { type: 'endTurn', s: 0 };
      const explain = (code: string) => explainRefusal(view, (s) => `#${s}`, end, { code });
      expect(await unworded(codes, 'classic', (r) => explain(r.code), language)).toEqual([]);
    });

  it('say a refused action in French at the French table, with the survivor named', async () => {
    const t = await useLanguage('fr');
    const game = classicGame();
    // The player activates his Survivors one at a time (seed 001 line 482): one that ended its turn acts no more.
    game.act({ type: 'endTurn', s: 0 });
    const action: Action = { type: 'move', s: 0, to: 8 };
    const r = engine().apply(game.state, action, { by: 0, now: 0 });
    expect(r).toMatchObject({ ok: false, error: { code: 'turnOver' } });
    const view = game.view();
    const names = game.names(t, 'fr');
    const refusal = r.ok ? { code: '' } : r.error;
    const said = wordRefusal(action, refusal, (a, x) => explainRefusal(view, (s) => names.survivor(s), a, x));
    expect(said).toBe(`${names.survivor(0)} a fini son tour`);
    expect(i18n.language).toBe('fr');
    await useLanguage('en');
  });
});
