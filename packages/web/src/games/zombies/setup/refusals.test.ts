/**
 * A Zombies!!! game its config refuses says why in the player's language: the rules' issue codes and values
 * (packages/zombies/src/config-schema.ts, configIssues) worded by the table (`issues.<code>`), through errorText.
 */
import { configIssues, parseConfig } from '@horde/zombies';
import { describe, expect, it } from 'vitest';
import { errorText, SetupRefused } from '../../../shell/errors.ts';
import { engineIssueCodes, unwordedIssues } from '../../../test-refusals.ts';
import { messages } from '../test-kit.ts';

/** The issues of a config the rules refuse for reasons between fields. */
function refused(input: Record<string, unknown>): SetupRefused {
  const parsed = parseConfig(input);
  const issues = parsed.ok ? configIssues(parsed.config) : parsed.issues;
  expect(issues.length).toBeGreaterThan(0);
  return new SetupRefused('zombies', issues);
}

describe('a refused Zombies!!! setup, in the language of the player', () => {
  it('Catch As Catch Can with as many King Zombies as seats (seed 004 lines 151-163): the seats it needs', async () => {
    const e = refused({ seats: 2, kings: 2, catchAsCatchCan: true });
    const fr = await messages('fr');
    expect(errorText(fr.t.bind(fr), e)).toBe('Rois zombies : 2 ; il faut au moins 3 places.');
    const en = await messages('en');
    expect(errorText(en.t.bind(en), e)).toBe('King Zombies: 2; they need at least 3 seats.');
  });

  it('Last Man Standing with Catch As Catch Can: two games, one to choose', async () => {
    const e = refused({ seats: 3, catchAsCatchCan: true, lastManStanding: true });
    const fr = await messages('fr');
    expect(errorText(fr.t.bind(fr), e)).toContain('Le dernier debout et Attrape qui peut');
  });

  for (const language of ['en', 'fr'] as const)
    it(`every setup issue code of the rules is worded in ${language}, with no seed line`, async () => {
      await messages(language);
      const codes = engineIssueCodes('zombies');
      expect(codes).toContain('config.kings');
      expect(await unwordedIssues(codes, 'zombies', language)).toEqual([]);
    });

  it("a config its schema refuses: the shell's words, with the setting's path", async () => {
    const e = refused({ seats: 99 });
    expect(e.issues[0]).toMatchObject({ code: 'config.invalid', path: ['seats'] });
    const en = await messages('en');
    expect(errorText(en.t.bind(en), e)).toMatch(/^The setting “seats” is not valid/);
  });
});
