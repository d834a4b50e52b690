import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '@horde/zombicide';
import { geometryOf, missionById } from '../data.ts';
import { loadTestData, m0Game, useLanguage } from '../test-kit.ts';
import { describeEvent } from './events.ts';
import { namer, skillName } from './names.ts';

beforeAll(async () => {
  await loadTestData();
  await useLanguage('en');
});

describe('names the player reads', () => {
  it('a skill given another skill names it ("Brother in arms: Low profile", not its id)', () => {
    expect(skillName('brotherInArms(lowProfile)')).toBe('Brother in arms: Low profile');
    expect(skillName('lowProfile')).toBe('Low profile');
    expect(skillName('plus1ToDiceRoll(ranged)')).toBe('+1 to dice roll: Ranged');
  });

  it('in French, from the table’s French content', async () => {
    await useLanguage('fr');
    expect(skillName('brotherInArms(lowProfile)')).toBe('Frère d’armes : Profil bas');
    expect(skillName('plus1ToDiceRoll(ranged)')).toBe('+1 au résultat du dé : à Distance');
    expect(skillName('improvisedWeapon')).toBe('Arme improvisée');
    expect(skillName('startsWith(sawedOff)')).toBe('Commence avec Canon scié');
    const { view } = m0Game();
    const names = namer(view(), geometryOf(missionById('M0')));
    const lost: GameEvent = { type: 'gameLost', reason: { code: 'survivorEliminated', params: { who: 0 } } };
    expect(describeEvent(lost, names)?.text).toBe('Défaite : Hanna est hors de combat.');
    await useLanguage('en');
  });

  it('the end of the game names survivors by their names, not their ids', () => {
    const { view } = m0Game();
    const v = view();
    const names = namer(v, geometryOf(missionById('M0')));
    const lost: GameEvent = { type: 'gameLost', reason: { code: 'survivorEliminated', params: { who: 0 } } };
    expect(describeEvent(lost, names)?.text).toBe('Defeat: Hanna was eliminated.');
  });
});
