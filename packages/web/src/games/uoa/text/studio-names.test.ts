/**
 * A studio mission is named at the Undead or Alive table in the reader's language, by the words its designer gave
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

describe("a studio mission's name and story at the Undead or Alive table", () => {
  it("is the designer's French in French, the English in English", async () => {
    setupI18n('fr');
    await switchLanguage('fr');
    expect([missionName(asMission(mine)), missionIntro(asMission(mine))]).toEqual(['Premier sang', 'Courez.']);
    await switchLanguage('en');
    expect([missionName(asMission(mine)), missionIntro(asMission(mine))]).toEqual(['First Blood', 'Run.']);
  });

  it('falls back to the English when the designer gave no French', async () => {
    setupI18n('fr');
    await switchLanguage('fr');
    expect(missionName(asMission(englishOnly))).toBe('Second Wind');
    await switchLanguage('en');
  });
});
