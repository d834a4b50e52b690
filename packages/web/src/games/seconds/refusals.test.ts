/**
 * Every refusal the Seconds to Live rules can emit is worded at the table in English and French, from its code
 * (issue 37 item 1: the players never see the engine's English sentence nor a seed line), and a refused action at
 * the French table reads French.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { wordRefusal } from '../../shell/conn/refusal.ts';
import { engineRefusalCodes, unworded } from '../../test-refusals.ts';
import { explainRefusal as explain } from './text/refusals.ts';
import { openGame, useLanguage } from './test-kit.ts';

beforeAll(() => useLanguage('en'));

const codes = engineRefusalCodes('seconds');

describe('the Seconds to Live refusals', () => {
  it('are collected from the engine', () => {
    // energy.short: "Players spend Energy (E), to perform Actions" (seed 003 line 193); one code per kind of refusal.
    expect(codes).toContain('energy.short');
    expect(codes.length).toBeGreaterThan(50);
  });

  for (const language of ['en', 'fr'] as const)
    it(`have words in ${language} for every code`, async () => {
      expect(await unworded(codes, 'seconds', (r) => explain(null, r), language)).toEqual([]);
    });

  it('say a refused action in French at the French table, with its values', async () => {
    await useLanguage('fr');
    const conn = await openGame({ mode: 'solo' });
    // The game opens on the mulligan, "you may choose to discard one or both cards" (seed 003 line 88), a choice
    // to answer before any Action.
    const action = { type: 'standUp' } as never;
    const r = await conn.send(action);
    expect(r).toMatchObject({ ok: false, refusal: { code: 'choice.pending' } });
    const refusal = r.ok ? { code: '' } : r.refusal!;
    expect(wordRefusal(action, refusal, explain)).toBe('Répondez d’abord au choix en attente.');
    // The Energy a refusal needs is said with its values.
    expect(explain(null, { code: 'energy.short', params: { cost: 2, have: 1 } })).toBe(
      'Cela coûte 2 d’Énergie ; il n’en reste que 1.',
    );
    await useLanguage('en');
  });
});
