/**
 * Experience mode's veterans on the real content (seed 001 lines 2751-2755): the Equipment of an Experience card
 * that the game's box does not hold (the Nightstick, a [PO] card) is put in the Equipment pile.
 */
import type { GameConfig } from '@horde/zombicide';
import { describe, expect, it } from 'vitest';
import { loadClassicModule } from './load.ts';
import { classicPosse } from './module.ts';

const module = loadClassicModule();
const C1 = module.mission('C1')!;

function nightsticksInDeck(veterans: Record<string, unknown> | undefined): number {
  const config = { ...classicPosse(module.content, C1, 1, 4), experienceMode: true, ...(veterans ? { veterans } : {}) };
  const state = module.game.engine.setup(config as GameConfig, 7);
  return state.equipmentDeck.filter((c) => state.cards[c].def === 'nightstick').length;
}

describe('a veteran card whose Equipment the box lacks (seed 001 lines 2751-2755)', () => {
  it('EXAMPLE line 2755: Ned chose Nightstick / +1 die: Melee; the Nightsticks join the Equipment pile', () => {
    expect(nightsticksInDeck(undefined)).toBe(0);
    const ned = { ned: { cards: ['nightstick/plus1DieAction(melee)'], reached: { level: 'yellow' } } };
    expect(nightsticksInDeck(ned)).toBe(2);
    // A card whose Equipment is in the box adds nothing.
    const crowbar = { ned: { cards: ['crowbar/breakIn'], reached: { level: 'yellow' } } };
    expect(nightsticksInDeck(crowbar)).toBe(0);
  });
});
