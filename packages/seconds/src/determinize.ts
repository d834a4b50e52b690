/**
 * A determinization (for bots that look ahead and for the conformance
 * battery's redaction check): deals again what a seat cannot see, keeping
 * every visible part. Hidden from the Survivor: the deck orders, the Zombie
 * player's hand, the Warehouse zombies, face-down Supply cards. Hidden from
 * the Zombie player: the deck orders, the Survivor's hand (its card backs
 * stay: Supply or Tactics), face-down Supply cards. A spectator sees neither
 * hand. Worn Supply cards (seen face up before) are never dealt again.
 */
import { clonePlain, createRng, nextUint32, shuffleInPlace, type RngState, type Seat } from '@horde/core';
import type { RulesContext } from './cards.ts';
import { sideOfSeat } from './seats.ts';
import { TOP_ROW, type SecondsState } from './state.ts';

interface Slot {
  get(): string;
  set(card: string): void;
}

function arraySlot(list: string[], i: number): Slot {
  return { get: () => list[i], set: (card) => (list[i] = card) };
}

/**
 * Deals the cards of `slots` again among them. They are sorted first, so the deal depends on which cards are hidden,
 * never on the order they truly lie in: two states a seat cannot tell apart give the same worlds (a bot's look-ahead
 * never reads the hidden order).
 */
function redistribute(rng: RngState, slots: Slot[]): void {
  const cards = shuffleInPlace(rng, slots.map((slot) => slot.get()).sort());
  for (let i = 0; i < slots.length; i++) slots[i].set(cards[i]);
}

export function redeal(
  ctx: RulesContext,
  state: SecondsState,
  seat: Seat | null,
  rng: RngState,
  keepChance = false,
): SecondsState {
  const world = clonePlain(state);
  const side = sideOfSeat(world, seat);
  const supply: Slot[] = world.decks.supply.map((_, i) => arraySlot(world.decks.supply, i));
  for (let row = 1; row <= TOP_ROW; row++)
    world.rows[row].supply.forEach((x) => {
      if (!x.faceUp) supply.push({ get: () => x.card, set: (card) => (x.card = card) });
    });
  const tactics: Slot[] = world.decks.tactics.map((_, i) => arraySlot(world.decks.tactics, i));
  if (side !== 'survivor') {
    world.survivor.hand.forEach((card, i) => {
      if (ctx.tactics.has(card)) tactics.push(arraySlot(world.survivor.hand, i));
      else if (!world.wear[card]) supply.push(arraySlot(world.survivor.hand, i));
    });
    const p = world.pending[0];
    if (p?.kind === 'scavenge') {
      const cards = p.cards;
      for (let i = 0; i < cards.length; i++) supply.push(arraySlot(cards, i));
    }
  }
  const zombies: Slot[] = world.decks.zombie.map((_, i) => arraySlot(world.decks.zombie, i));
  const zombieTactics: Slot[] = world.decks.zombieTactics.map((_, i) => arraySlot(world.decks.zombieTactics, i));
  if (side !== 'zombie') {
    for (let i = 0; i < world.warehouse.length; i++) zombies.push(arraySlot(world.warehouse, i));
    world.zombies.hand.forEach((card, i) => {
      if (ctx.zombies.has(card)) zombies.push(arraySlot(world.zombies.hand, i));
      else zombieTactics.push(arraySlot(world.zombies.hand, i));
    });
  }
  redistribute(rng, supply);
  redistribute(rng, tactics);
  redistribute(rng, zombies);
  redistribute(rng, zombieTactics);
  shuffleInPlace(rng, world.decks.survivorAttack.sort());
  shuffleInPlace(rng, world.decks.zombieAttack.sort());
  if (!keepChance) world.rng = createRng(nextUint32(rng));
  return world;
}
