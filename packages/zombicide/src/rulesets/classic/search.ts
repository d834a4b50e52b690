/**
 * Search (seed 001 "Search", lines 530-540): a building zone without
 * zombies, once per turn (free Searches included); the card drawn is kept
 * or discarded, then a free reorganize. A Flashlight (worked from the
 * reserve) draws 2 cards. An Aaahh!! card is a zombie jumping out: a Walker
 * appears in the zone, the card is discarded and the Search ends (decision:
 * with a Flashlight, the other card drawn is still found; the seed's card
 * text is lost, digest "Missing data").
 */
import { CLASSIC_REFS as C } from './rule-refs.ts';
import { shuffleInPlace } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { cardDef, discardCard, hasTraitAnywhere } from '../../inventory.ts';
import { markUsed, spendActions } from '../../rule-error.ts';
import { offerCard } from '../../search.ts';
import type { State } from '../../state.ts';
import { countSkill, hasSkillActive } from '../../skills.ts';
import { addZombies } from '../../zombies.ts';
import { WALKER } from './roster.ts';
import { holdYourNose } from './search-places.ts';
import { offerDestiny, REDRAW, takeDestinyCard } from './skills/destiny.ts';

/** Draws the top Equipment card, reshuffling the discard pile when the deck is out (null: none left). */
export function drawEquipment(state: State, events: GameEvent[]): number | null {
  if (state.equipmentDeck.length === 0) {
    if (state.equipmentDiscard.length === 0) return null;
    state.equipmentDeck = shuffleInPlace(state.rng, state.equipmentDiscard);
    state.equipmentDiscard = [];
    events.push({ type: 'deckReshuffled', deck: 'equipment' });
  }
  return state.equipmentDeck.shift()!;
}

/** Matching set! (seed 001 "Skills"): a Dual weapon found brings a second copy from the deck, then it is shuffled. */
export function matchingSet(state: State, s: number, card: number, events: GameEvent[], ctx: RulesContext): void {
  const at = state.equipmentDeck.findIndex((c) => state.cards[c].def === state.cards[card].def);
  if (at < 0) return;
  const [twin] = state.equipmentDeck.splice(at, 1);
  shuffleInPlace(state.rng, state.equipmentDeck);
  events.push({ type: 'searched', s, card: state.cards[twin].def });
  offerCard(ctx, state, s, twin, 'search', events);
}

export function performClassicSearch(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'search' }>,
  events: GameEvent[],
): void {
  // Hold your nose: a free Search, once per turn, after a kill (search-places.ts).
  const free = holdYourNose(state, a.s);
  spendActions(state, a.s, free ? 0 : 1, free ? 'holdYourNose' : 'search', events, { kind: 'search' });
  if (free) markUsed(state, a.s, 'holdYourNose');
  markUsed(state, a.s, 'search');
  // Search: +1 card (seed 001 line 2285; a Searcher Companion gives it, line 2026) draws one more.
  const count = (hasTraitAnywhere(ctx, state, a.s, 'flashlight') ? 2 : 1) + countSkill(state, a.s, 'searchPlus1Card');
  drawSearchCards(ctx, state, a.s, count, events);
}

/**
 * Draws a Search's cards and reveals each; Destiny (skills/destiny.ts) may stop on a card drawn, to be asked
 * whether to keep it, and draws the rest once answered.
 */
export function drawSearchCards(ctx: RulesContext, state: State, s: number, count: number, events: GameEvent[]): void {
  for (let i = 0; i < count; i++) {
    const card = drawEquipment(state, events);
    if (card === null) break;
    events.push({ type: 'searched', s, card: state.cards[card].def });
    if (offerDestiny(state, s, card, count - i - 1, events)) return;
    revealCard(ctx, state, s, card, events);
  }
}

/** A card found: offered to keep, or an Aaahh!!: a Walker jumps out in the zone and the card is discarded. */
export function revealCard(ctx: RulesContext, state: State, s: number, card: number, events: GameEvent[]): void {
  const def = cardDef(ctx, state, card);
  if (!def.traits.includes('aaahh')) {
    offerCard(ctx, state, s, card, 'search', events);
    if (def.weapon?.dual && hasSkillActive(state, s, 'matchingSet')) matchingSet(state, s, card, events, ctx);
    return;
  }
  discardCard(ctx, state, card);
  const zone = state.survivors[s].zone;
  if (state.pool[WALKER] > 0) {
    addZombies(state, zone, WALKER, 1);
    events.push({ type: 'spawned', zone, zombie: WALKER, count: 1, rule: C.aaahh });
  }
}

/** Destiny's answer (skills/destiny.ts): keep the card (revealed) or redraw; then the Search's other cards. */
export function chooseDestiny(ctx: RulesContext, state: State, s: number, option: string, events: GameEvent[]): void {
  const { card, left } = takeDestinyCard(state, s);
  if (option === REDRAW) {
    markUsed(state, s, 'destiny');
    discardCard(ctx, state, card);
    events.push({ type: 'cardDiscarded', s, card: state.cards[card].def, rule: C.destiny });
    const again = drawEquipment(state, events);
    if (again !== null) {
      events.push({ type: 'searched', s, card: state.cards[again].def });
      revealCard(ctx, state, s, again, events);
    }
  } else revealCard(ctx, state, s, card, events);
  drawSearchCards(ctx, state, s, left, events);
}
