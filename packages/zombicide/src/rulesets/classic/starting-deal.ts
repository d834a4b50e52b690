/**
 * The starting deal (lines 417-419): the strong cards and the weak one completing it, one card each in turn. Its own
 * module because both the setup and the 7+ Survivors mode (modes/seven-plus.ts) deal it.
 */
import { shuffleInPlace } from '@horde/core';
import type { RulesContext } from '../../context.ts';
import type { State } from '../../state.ts';

/** The strong starting cards (line 417) and the weak one completing the deal. */
export const STARTING_DEAL = { strong: ['fireAxe', 'crowbar', 'pistol'], weak: 'pan' } as const;

/**
 * The starting deal; `extra`: the weapons 7+ Survivors add to the strong cards (modes/seven-plus.ts), from the
 * Equipment deck while it holds them, else one more card.
 */
export function dealStartingEquipment(ctx: RulesContext, state: State, extra: readonly string[] = []): void {
  const deal: number[] = [];
  for (const id of STARTING_DEAL.strong) {
    const at = state.equipmentDeck.findIndex((c) => state.cards[c].def === id);
    if (at >= 0) deal.push(...state.equipmentDeck.splice(at, 1));
  }
  for (const id of extra) {
    const at = state.equipmentDeck.findIndex((c) => state.cards[c].def === id);
    if (at >= 0) deal.push(...state.equipmentDeck.splice(at, 1));
    else deal.push(state.cards.push({ def: id, loaded: true }) - 1);
  }
  const held = new Set(state.survivors.flatMap((survivor) => survivor.inventory));
  const weak = state.cards
    .map((c, i) => ({ c, i }))
    .filter(({ c, i }) => c.def === STARTING_DEAL.weak && ctx.equipment[c.def].deck === 'starting' && !held.has(i))
    .map(({ i }) => i);
  while (deal.length < state.survivors.length && weak.length > 0) deal.push(weak.shift()!);
  shuffleInPlace(state.rng, deal);
  // One card each in turn; with fewer survivors than strong cards, some get two (line 419).
  deal.forEach((card, k) => {
    const surv = state.survivors[k % state.survivors.length];
    const slot = surv.inventory.indexOf(null);
    if (slot >= 0) surv.inventory[slot] = card;
  });
}
