/**
 * A Seconds to Live game its config refuses says why in the player's language: the rules give each issue's code and
 * values (packages/seconds/src/setup.ts, validateConfig), the table words every code (`issues.<code>`, English and
 * French) and the shell words a config its schema refuses, through errorText.
 */
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { errorText, SetupRefused } from '../../../shell/errors.ts';
import { engineIssueCodes, unwordedIssues } from '../../../test-refusals.ts';
import { engine } from '../rules.ts';
import { useLanguage } from '../test-kit.ts';

/** The issues the rules find in `config` (one the lobby could not have sent). */
function refused(config: Record<string, unknown>): SetupRefused {
  const r = engine().setup(config as never, { seed: 1 });
  if (r.ok) throw new Error('the config was accepted');
  return new SetupRefused('seconds', r.issues);
}

describe('a refused Seconds to Live setup, in the language of the player', () => {
  for (const language of ['en', 'fr'] as const)
    it(`every setup issue code of the rules is worded in ${language}, with no seed line`, async () => {
      await useLanguage(language);
      const codes = engineIssueCodes('seconds');
      expect(codes).toContain('config.unknownSurvivor');
      expect(await unwordedIssues(codes, 'seconds', language)).toEqual([]);
    });

  it('an unknown survivor: the French words name it', async () => {
    const e = refused({ survivor: 'nobody' });
    expect(e.issues).toEqual([{ code: 'config.unknownSurvivor', path: ['survivor'], params: { id: 'nobody' } }]);
    await useLanguage('fr');
    expect(errorText(i18n.t.bind(i18n), e)).toBe(i18n.t('seconds:issues.config.unknownSurvivor', { id: 'nobody' }));
    expect(errorText(i18n.t.bind(i18n), e)).toContain('nobody');
  });

  it("a config its schema refuses: the shell's words, with the setting's path", async () => {
    const e = refused({ automaton: 'nobody' });
    expect(e.issues).toMatchObject([{ code: 'config.invalid', path: ['automaton'] }]);
    await useLanguage('en');
    expect(errorText(i18n.t.bind(i18n), e)).toMatch(/^The setting “automaton” is not valid/);
  });
});
