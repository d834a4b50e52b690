/**
 * C0, the tutorial, is fair to a newcomer (issue 33): from Classic rules version 9 on, its Zombie deck holds no card
 * that can bring an Abomination (mission field `abominationCardsAside`, designed: no starting weapon can hurt one,
 * seed 001 line 1185: "Only weapons dealing Damage 3 (or more) can kill them"); a game of rules version 8 keeps its
 * whole deck, so a saved C0 game replays as it was played. Other missions keep their Abomination cards.
 */
import { describeIssue } from '@horde/core';
import { describe, expect, it } from 'vitest';
import { classicContent } from '@horde/content/classic/index';
import { engine } from '../rules.ts';
import { loadTestData } from '../test-kit.ts';

const survivors = [
  { id: 'amy', player: 0 },
  { id: 'doug', player: 0 },
];

function abominationCards(mission: string, rulesVersion: string, seed: number): number[] {
  loadTestData();
  const setup = engine().setup({ mission, survivors, players: 1 }, { seed, rulesVersion });
  if (!setup.ok) throw new Error(setup.issues.map(describeIssue).join('; '));
  const cards = classicContent().zombieCards;
  const brings = (id: number) =>
    Object.values(cards.find((c) => c.id === id)?.lines ?? {}).some((l) => l.kind === 'abomination');
  return setup.state.zombieDeck.filter(brings);
}

describe('C0 sets the Abomination cards aside (issue 33)', () => {
  it('holds no Abomination card from rules version 9 on, whatever the seed', () => {
    for (const seed of [1, 2, 3, 4, 5]) expect(abominationCards('C0', '9', seed)).toEqual([]);
  });
  it('keeps them in a game of rules version 8 (a saved game keeps its deck)', () => {
    expect(abominationCards('C0', '8', 1).length).toBeGreaterThan(0);
  });
  it('keeps them in the other missions', () => {
    expect(abominationCards('C1', '9', 1).length).toBeGreaterThan(0);
  });
});
