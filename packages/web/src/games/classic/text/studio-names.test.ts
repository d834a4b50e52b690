/**
 * A studio mission is named at the Zombicide Classic table in the reader's language, by the words its designer gave
 * (issue 35: "English and French"): the mission file's `nameFr` and `introFr` in French, its English otherwise or
 * when there is no French.
 */
import { describe, expect, it } from 'vitest';
import type { MissionDef } from '@horde/zombicide';
import { setupI18n, switchLanguage } from '../../../i18n/index.ts';
import { missionIntro, missionName } from './missions.ts';

const mine = { id: 'my-first', name: 'First Blood', nameFr: 'Premier sang', intro: 'Run.', introFr: 'Courez.' };
const englishOnly = { id: 'my-second', name: 'Second Wind', intro: 'Walk.' };
const asMission = (m: object) => m as unknown as MissionDef;

describe("a studio mission's name and story at the Classic table", () => {
  it("is the designer's French in French, the English in English", async () => {
    const i18n = setupI18n('fr');
    await switchLanguage('fr');
    const fr = i18n.getFixedT('fr', 'classic');
    expect([missionName(fr, asMission(mine)), missionIntro(fr, asMission(mine))]).toEqual(['Premier sang', 'Courez.']);
    await switchLanguage('en');
    const en = i18n.getFixedT('en', 'classic');
    expect([missionName(en, asMission(mine)), missionIntro(en, asMission(mine))]).toEqual(['First Blood', 'Run.']);
  });

  it('falls back to the English when the designer gave no French', async () => {
    const i18n = setupI18n('fr');
    await switchLanguage('fr');
    expect(missionName(i18n.getFixedT('fr', 'classic'), asMission(englishOnly))).toBe('Second Wind');
    await switchLanguage('en');
  });
});
