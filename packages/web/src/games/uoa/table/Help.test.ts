/**
 * Every decision the engine lists where the rulebooks leave a choice (rulesets/uoa/rulings.ts) is shown in
 * the table's help in English and French, and every shortcut has its text in both.
 */
import { describe, expect, it } from 'vitest';
import { UOA_RULINGS } from '@horde/zombicide/rulesets/uoa/rulings';
import en from '../i18n/en.json' with { type: 'json' };
import fr from '../i18n/fr.json' with { type: 'json' };
import { A11Y_SHORTCUTS, SHORTCUTS } from './Help.tsx';

describe('help at the table', () => {
  it('names and explains each decision of the engine in both languages', () => {
    expect(UOA_RULINGS.length).toBeGreaterThan(0);
    for (const lang of [en, fr]) {
      const decisions = lang.help.decision as Record<string, { title: string; text: string; seed: string }>;
      for (const d of UOA_RULINGS) {
        expect(decisions[d.id]?.title, `${d.id} title`).toBeTruthy();
        expect(decisions[d.id]?.text, `${d.id} text`).toBeTruthy();
        expect(decisions[d.id]?.seed, `${d.id} seed`).toBeTruthy();
      }
      expect(Object.keys(decisions).sort()).toEqual(UOA_RULINGS.map((d) => d.id).sort());
    }
  });

  it('has each shortcut in both languages', () => {
    for (const lang of [en, fr])
      for (const id of SHORTCUTS) {
        expect((lang.help.keys as Record<string, string>)[id], id).toBeTruthy();
        expect((lang.help.keysOf as Record<string, string>)[id], id).toBeTruthy();
      }
    for (const lang of [en, fr])
      for (const id of A11Y_SHORTCUTS) {
        expect((lang.a11y.keys as Record<string, string>)[id], id).toBeTruthy();
        expect((lang.a11y.keysOf as Record<string, string>)[id], id).toBeTruthy();
      }
  });
});
