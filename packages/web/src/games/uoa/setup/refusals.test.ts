/**
 * A new Zombicide game its setup refuses says why in the player's language: the engine throws a SetupError with a
 * code and the values its sentence names (packages/zombicide/src/setup.ts), each Zombicide table words every code
 * (`issues.<code>`, English and French) and the shell's errorText picks the player's language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LocalTable } from '../../../shell/conn/local.ts';
import type { LocalRules } from '../../../shell/conn/local-game.ts';
import { memoryStore } from '../../../shell/conn/store.ts';
import { errorText, SetupRefused } from '../../../shell/errors.ts';
import { engineIssueCodes, unwordedIssues } from '../../../test-refusals.ts';
import { i18n } from '../../../i18n/index.ts';
import { localRules } from '../rules.ts';
import { loadTestData, useLanguage } from '../test-kit.ts';
import classicEn from '../../classic/i18n/en.json';
import classicFr from '../../classic/i18n/fr.json';
import uoaEn from '../i18n/en.json';
import uoaFr from '../i18n/fr.json';

const engineSource = join(dirname(fileURLToPath(import.meta.url)), '../../../../../zombicide/src');

/** Every `'setup.<code>'` the Zombicide engine throws (tests aside) under `dir`, leaving out the folders `skip`. */
function engineCodes(dir: string, skip: readonly string[] = []): string[] {
  const codes = new Set<string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        if (!skip.includes(entry.name)) walk(path);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
        for (const m of readFileSync(path, 'utf8').matchAll(/'setup\.([A-Za-z]+)'/g))
          if (m[1] !== 'ts') codes.add(m[1]);
    }
  };
  walk(dir);
  return [...codes].sort();
}

// A value's name, with or without a formatter ("{{name, de}}": French elision, i18n/elision.ts).
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)(?:, *\w+)?\}\}/g)].map((m) => m[1]).sort();

describe('a refused Undead or Alive setup, in the language of the player', () => {
  it('Hanna chosen twice: the French sentence with her name', async () => {
    await loadTestData();
    const local = new LocalTable({
      store: memoryStore(),
      catalog: async () => ({ games: [] }),
      rules: async () => localRules() as unknown as LocalRules,
    });
    const survivors = [{ id: 'hanna' }, { id: 'hanna' }];
    const e = await local
      .create({ game: 'uoa', entry: 'M0', config: { mission: 'M0', survivors }, mode: 'hotseat' })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(e).toBeInstanceOf(SetupRefused);
    await useLanguage('fr');
    expect(errorText(i18n.t.bind(i18n), e)).toBe('Hanna est choisi deux fois.');
    await useLanguage('en');
    expect(errorText(i18n.t.bind(i18n), e)).toBe('Hanna is chosen twice.');
  });

  it("every setup code of the Zombicide engine and of a table's ruleset is worded by that table, in English and French", () => {
    const shared = engineCodes(engineSource, ['rulesets']);
    expect(shared).toContain('duplicateSurvivor');
    const tables = [
      { name: 'uoa', en: uoaEn, fr: uoaFr, codes: [...shared, ...engineCodes(join(engineSource, 'rulesets/uoa'))] },
      {
        name: 'classic',
        en: classicEn,
        fr: classicFr,
        codes: [...shared, ...engineCodes(join(engineSource, 'rulesets/classic'))],
      },
    ];
    for (const { name, en, fr, codes } of tables) {
      const english = en.issues.setup as Record<string, string>;
      for (const [language, words] of [
        ['en', english],
        ['fr', fr.issues.setup as Record<string, string>],
      ] as const)
        for (const code of codes) {
          expect(words[code], `${name} ${language}: issues.setup.${code}`).toBeTypeOf('string');
          expect(placeholders(words[code]), `${name} ${language}: issues.setup.${code}'s values`).toEqual(
            placeholders(english[code]),
          );
        }
    }
  });

  for (const language of ['en', 'fr'] as const)
    it(`every setup issue this table's games can raise is worded in ${language}, with no seed line`, async () => {
      await useLanguage(language);
      const classicOnly = engineIssueCodes('zombicide', 'rulesets/classic');
      const codes = engineIssueCodes('zombicide').filter((c) => !classicOnly.includes(c));
      expect(codes).toContain('setup.duplicateSurvivor');
      expect(await unwordedIssues(codes, 'uoa', language)).toEqual([]);
    });
});
