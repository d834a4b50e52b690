/**
 * The Competitive end screen names each team by its player, as the rest of the Classic table does (text/seats.ts):
 * the team with the most experience wins (seed 001 line 2691), and the lines used to say "Seat 2's team" even at an
 * online table where the players gave their names; French elides "de" before a vowel ("Équipe d’Ana").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seatWords } from '../text/seats.ts';
import { loadTestData, useLanguage } from '../test-kit.ts';
import { teamLine } from './GameOver.tsx';

beforeAll(loadTestData);

const best = { seat: 0, xp: 12, rank: 1 };
const second = { seat: 1, xp: 1, rank: 2 };

describe('the Classic end screen team lines', () => {
  it("say the players' names at an online table, else the seat, in English", async () => {
    const t = await useLanguage('en');
    const seats = seatWords(['Ana', null]);
    expect(teamLine(t, best, seats)).toBe("Ana's team: 12 experience points, the most experienced");
    expect(teamLine(t, second, seats)).toBe("Seat 2's team: 1 experience point, rank 2");
  });

  it('elide "de" before a vowel in French', async () => {
    const t = await useLanguage('fr');
    expect(teamLine(t, best, seatWords(['Ana', 'Bruno']))).toBe(
      'Équipe d’Ana : 12 points d’expérience, la plus expérimentée',
    );
    expect(teamLine(t, second, seatWords(['Ana', 'Bruno']))).toBe('Équipe de Bruno : 1 point d’expérience, rang 2');
    expect(teamLine(t, second, seatWords())).toBe('Équipe de la place 2 : 1 point d’expérience, rang 2');
  });
});
