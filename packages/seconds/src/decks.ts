/**
 * Decks and discard piles: draws from the top (the end of the array), a
 * reshuffle of a discard pile into its deck through the state's RNG, and the
 * Supply cards' wear (ammo, durability, armour rotate with the card, line 259:
 * a card keeps its orientation until it is discarded).
 */
import { shuffleInPlace } from '@horde/core';
import { printedUses, type RulesContext } from './cards.ts';
import type { SecondsEvent } from './actions.ts';
import type { Piles, SecondsState } from './state.ts';

/** DECISION deck.empty, attack.shuffleEmpty. Decks whose discard pile is shuffled back when they run out (the Supply and Zombie decks are not: see RULINGS). */
const RESHUFFLED: readonly (keyof Piles)[] = ['tactics', 'survivorAttack', 'zombieTactics', 'zombieAttack'];

export function reshuffle(state: SecondsState, deck: keyof Piles, ev: SecondsEvent[]): void {
  const pile = state.discards[deck];
  if (pile.length === 0) return;
  const cards = state.decks[deck];
  for (let i = 0; i < pile.length; i++) cards.push(pile[i]);
  pile.length = 0;
  shuffleInPlace(state.rng, cards);
  ev.push({ type: 'deckShuffled', deck, size: cards.length });
}

/** Cards left to draw, counting a discard pile that would be shuffled back. */
export function drawable(state: SecondsState, deck: keyof Piles): number {
  return state.decks[deck].length + (RESHUFFLED.includes(deck) ? state.discards[deck].length : 0);
}

/** The top card of a deck (null when it and, for reshuffled decks, its discard pile are empty). */
export function draw(state: SecondsState, deck: keyof Piles, ev: SecondsEvent[]): string | null {
  if (state.decks[deck].length === 0 && RESHUFFLED.includes(deck)) reshuffle(state, deck, ev);
  return state.decks[deck].pop() ?? null;
}

export function discard(state: SecondsState, deck: keyof Piles, card: string): void {
  delete state.wear[card];
  state.discards[deck].push(card);
}

/** Ammo, durability or armour left on a Supply card (null: it has none). */
export function usesLeft(ctx: RulesContext, state: SecondsState, card: string): number | null {
  const def = ctx.supply.get(card);
  if (!def) return null;
  const printed = printedUses(def);
  return printed === null ? null : printed - (state.wear[card] ?? 0);
}

/** Rotates a card one step (a shot fired, a successful use, a point absorbed); returns what is left. */
export function wearOne(ctx: RulesContext, state: SecondsState, card: string): number {
  state.wear[card] = (state.wear[card] ?? 0) + 1;
  return usesLeft(ctx, state, card) ?? 0;
}

export function removeFromList(list: string[], card: string): boolean {
  const i = list.indexOf(card);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}
