/**
 * A new Classic game its setup refuses says why in the player's language: the engine gives the issue's code and
 * values (Competitive mode off a Competitive mission, seed 001 line 2697), the table's messages word it
 * (`issues.<code>`, English and French), through the shell's errorText.
 */
import { describe, expect, it } from 'vitest';
import { LocalTable } from '../../../shell/conn/local.ts';
import type { LocalRules } from '../../../shell/conn/local-game.ts';
import { memoryStore } from '../../../shell/conn/store.ts';
import { errorText, SetupRefused } from '../../../shell/errors.ts';
import { engineIssueCodes, unwordedIssues } from '../../../test-refusals.ts';
import { i18n } from '../../../i18n/index.ts';
import { localRules } from '../rules.ts';
import { loadTestData, useLanguage } from '../test-kit.ts';

async function refusal(): Promise<unknown> {
  loadTestData();
  const local = new LocalTable({
    store: memoryStore(),
    catalog: async () => ({ games: [] }),
    rules: async () => localRules() as LocalRules,
  });
  // Competitive mode off a Competitive mission (seed 001 line 2697).
  const survivors = [
    { id: 'amy', player: 0 },
    { id: 'doug', player: 1 },
  ];
  return local
    .create({
      game: 'classic',
      entry: 'C0',
      config: { mission: 'C0', survivors, players: 2, competitive: true },
      mode: 'hotseat',
    })
    .then(
      () => null,
      (e: unknown) => e,
    );
}

describe('a refused Classic setup, in the language of the player', () => {
  it('Competitive mode off a Competitive mission: the French text with the mission named', async () => {
    const e = await refusal();
    expect(e).toBeInstanceOf(SetupRefused);
    await useLanguage('fr');
    expect(errorText(i18n.t.bind(i18n), e)).toBe(
      "Le mode Compétitif ne se joue que sur une mission Compétitive, et C0 n'en est pas une.",
    );
    await useLanguage('en');
    expect(errorText(i18n.t.bind(i18n), e)).toMatch(
      /^Competitive mode is played only on a Competitive mission, and C0/,
    );
  });

  it('says a code nobody words as the refused setup with its code (never an English sentence)', async () => {
    await useLanguage('fr');
    const e = new SetupRefused('classic', [{ code: 'setup.somethingNew', path: [] }]);
    expect(errorText(i18n.t.bind(i18n), e)).toBe('Cette mise en place est refusée (setup.somethingNew).');
  });

  it("says a config its schema refuses in the shell's words, with the setting's path", async () => {
    await useLanguage('en');
    const e = new SetupRefused('classic', [
      { code: 'config.invalid', path: ['players'], params: { issue: 'too_big' } },
    ]);
    expect(errorText(i18n.t.bind(i18n), e)).toBe('The setting “players” is not valid (too_big).');
  });

  for (const language of ['en', 'fr'] as const)
    it(`every setup issue this table's games can raise is worded in ${language}, with no seed line`, async () => {
      await useLanguage(language);
      const uoaOnly = engineIssueCodes('zombicide', 'rulesets/uoa');
      const codes = engineIssueCodes('zombicide').filter((c) => !uoaOnly.includes(c));
      expect(codes).toContain('setup.competitiveMission');
      expect(await unwordedIssues(codes, 'classic', language)).toEqual([]);
    });
});
