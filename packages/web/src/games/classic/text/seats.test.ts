/**
 * The name a player gave at an online table stands for "seat N" wherever the Classic table names the seat (the
 * name card promises the others see it; the table said "Seat 2 plays" all the same, as Zombies!!! did before
 * d79ffe0), and French says "d’Ana", "de la place 2" around it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '@horde/zombicide';
import type { TFunction } from 'i18next';
import { names, type Names } from './names.ts';
import { seatWords } from './seats.ts';
import { describeEvent } from './events.ts';
import { classicGame, loadTestData, useLanguage } from '../test-kit.ts';
import { geometryOf, missionById } from '../data.ts';

beforeAll(loadTestData);

const turn = (player: number) => ({ type: 'turnStarted', player }) as GameEvent;
const round = (firstPlayer: number) => ({ type: 'roundStarted', round: 2, firstPlayer }) as GameEvent;

/** The names of a C1 game in a language, the seats' players named as given. */
function inLanguage(t: TFunction, language: 'en' | 'fr', players: readonly (string | null)[]): Names {
  return names(classicGame('C1').view(), geometryOf(missionById('C1')), t, language, seatWords(players));
}

describe('seat names at the Classic table', () => {
  it("are the players' names at an online table, else seat N, in the log", async () => {
    const n = inLanguage(await useLanguage('en'), 'en', ['Ana', null]);
    expect(describeEvent(turn(0), n)?.text).toBe('Ana plays.');
    expect(describeEvent(turn(1), n)?.text).toBe('Seat 2 plays.');
    expect(describeEvent(round(0), n)?.text).toBe('Round 2 begins. First player: Ana.');
  });

  it('are put in French sentences with "de" elided before a vowel', async () => {
    const t = await useLanguage('fr');
    const n = inLanguage(t, 'fr', ['Ana', null]);
    expect(describeEvent(turn(1), n)?.text).toBe('La place 2 joue.');
    expect(t('classic:table.waitingSeat', { who: n.seat(0) })).toBe('En attente d’Ana…');
    expect(t('classic:table.waitingSeat', { who: n.seat(1) })).toBe('En attente de la place 2…');
  });
});
