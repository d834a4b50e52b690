/**
 * Decks and discard piles: draws from the top (the end of the array), a
 * reshuffle of a discard pile into its deck through the state's RNG, and the
 * Supply cards' wear (ammo, durability, armour rotate with the card, line 259:
 * a card keeps its orientation until it is discarded).
 */
import { shuffleInPlace } from '@horde/core';
import { printedUses, type Cards } from './cards.ts';
import type { SecondsEvent } from './actions.ts';
import type { Piles, SecondsState } from './state.ts';

/** DECISION deck.empty, attack.shuffleEmpty. Decks whose discard pile is shuffled back when they run out (the Supply and Zombie decks are not: see RULINGS). */
const RESHUFFLED: readonly (keyof Piles)[] = ['tactics', 'survivorAttack', 'zombieTactics', 'zombieAttack'];

export function reshuffle(s: SecondsState, deck: keyof Piles, ev: SecondsEvent[]): void {
  const pile = s.discards[deck];
  if (pile.length === 0) return;
  const cards = s.decks[deck];
  for (let i = 0; i < pile.length; i++) cards.push(pile[i]);
  pile.length = 0;
  shuffleInPlace(s.rng, cards);
  ev.push({ type: 'deckShuffled', deck, size: cards.length });
}

/** Cards left to draw, counting a discard pile that would be shuffled back. */
export function drawable(s: SecondsState, deck: keyof Piles): number {
  return s.decks[deck].length + (RESHUFFLED.includes(deck) ? s.discards[deck].length : 0);
}

/** The top card of a deck (null when it and, for reshuffled decks, its discard pile are empty). */
export function draw(s: SecondsState, deck: keyof Piles, ev: SecondsEvent[]): string | null {
  if (s.decks[deck].length === 0 && RESHUFFLED.includes(deck)) reshuffle(s, deck, ev);
  return s.decks[deck].pop() ?? null;
}

export function discard(s: SecondsState, deck: keyof Piles, card: string): void {
  delete s.wear[card];
  s.discards[deck].push(card);
}

/** Ammo, durability or armour left on a Supply card (null: it has none). */
export function usesLeft(c: Cards, s: SecondsState, card: string): number | null {
  const def = c.supply.get(card);
  if (!def) return null;
  const printed = printedUses(def);
  return printed === null ? null : printed - (s.wear[card] ?? 0);
}

/** Rotates a card one step (a shot fired, a successful use, a point absorbed); returns what is left. */
export function wearOne(c: Cards, s: SecondsState, card: string): number {
  s.wear[card] = (s.wear[card] ?? 0) + 1;
  return usesLeft(c, s, card) ?? 0;
}

export function removeFromList(list: string[], card: string): boolean {
  const i = list.indexOf(card);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}
