/**
 * A studio mission is named at the table in the reader's language, by the words its designer gave (issue 35: "English
 * and French"): the mission file's `nameFr` and `introFr` in French, its English otherwise or when there is no French.
 */
import { describe, expect, it } from 'vitest';
import type { MissionDef } from '@horde/zombicide';
import { missionIntro as classicIntro, missionName as classicName } from '../games/classic/text/missions.ts';
import { missionIntro as uoaIntro, missionName as uoaName } from '../games/uoa/text/missions.ts';
import { setupI18n, switchLanguage } from '../i18n/index.ts';

describe("a studio mission's name and story at the table", () => {
  const mine = {
    id: 'my-first',
    name: 'First Blood',
    nameFr: 'Premier sang',
    intro: 'Run.',
    introFr: 'Courez.',
  } as unknown as MissionDef;
  const englishOnly = { id: 'my-second', name: 'Second Wind', intro: 'Walk.' } as unknown as MissionDef;

  it("is the designer's French in French, the English in English, on both tables", async () => {
    const i18n = setupI18n('fr');
    await switchLanguage('fr');
    const t = i18n.getFixedT('fr', 'classic');
    expect([uoaName(mine), classicName(t, mine), uoaIntro(mine), classicIntro(t, mine)]).toEqual([
      'Premier sang',
      'Premier sang',
      'Courez.',
      'Courez.',
    ]);
    await switchLanguage('en');
    const tEn = i18n.getFixedT('en', 'classic');
    expect([uoaName(mine), classicName(tEn, mine), uoaIntro(mine)]).toEqual(['First Blood', 'First Blood', 'Run.']);
  });

  it('falls back to the English when the designer gave no French', async () => {
    const i18n = setupI18n('fr');
    await switchLanguage('fr');
    expect([uoaName(englishOnly), classicName(i18n.getFixedT('fr', 'classic'), englishOnly)]).toEqual([
      'Second Wind',
      'Second Wind',
    ]);
    await switchLanguage('en');
  });
});
