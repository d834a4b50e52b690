/**
 * Search (EN "Search"): building zones only, no zombies there, as often per
 * turn as the ruleset allows. The card found is kept or discarded, then the
 * survivor may reorganize for free. The deck reshuffles its discards (never
 * Bounty or starting cards).
 */
import { CORE_REFS as R } from './rule-refs.ts';
import { shuffleInPlace, type RuleError } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State } from './state.ts';
import { checkActor, markUsed, ruleError, spendActions, usedThisTurn } from './rule-error.ts';
import { zombieTotal } from './zombies.ts';
import { canPlace, discardCard, isSlot, lockedInSlot } from './inventory.ts';
import { openReorganize } from './trade.ts';
import { hasSkillActive } from './skills.ts';

type SearchAction = Extract<Action, { type: 'search' }>;

/**
 * Building zones nobody Searches (seed 001 line 532: prison cells and security zones [PO], where only Moves are
 * allowed; line 1728: rotating security gates [PO]; line 1825: Hole Zones [AN]).
 */
const UNSEARCHED: readonly string[] = ['cell', 'security', 'gate', 'hole'];

export function isSearchable(ctx: RulesContext, zone: number): boolean {
  const { kind, features } = ctx.geo.zones[zone];
  if (features.length > 0 && features.some((f) => UNSEARCHED.includes(f))) return false;
  return kind === 'building' || kind === 'train'; // train zones are building zones (EN "Train")
}

/** `searchable`: the ruleset's places to Search (building zones by default). */
export function checkSearch(
  ctx: RulesContext,
  state: State,
  a: SearchAction,
  searchable: (zone: number) => boolean | undefined = (zone) => isSearchable(ctx, zone),
  cost = 1,
): RuleError | null {
  const e = checkActor(state, a.s, cost, { kind: 'search' });
  if (e) return e;
  const surv = state.survivors[a.s];
  // Scavenger: street zones too (EN "Scavenger").
  // Indoor alleys [PO] are street zones that are never Searched (seed 001 line 532).
  const here = ctx.geo.zones[surv.zone];
  const scavenger =
    hasSkillActive(state, a.s, 'scavenger') && here.kind === 'street' && !here.features.includes('alley');
  const unsearched = here.features.find((f) => UNSEARCHED.includes(f) || f === 'alley');
  if (unsearched)
    // seed 001 line 532
    return ruleError('search.notHere');
  if (!searchable(surv.zone) && !scavenger) return ruleError('search.notBuilding');
  if (zombieTotal(state, surv.zone) > 0) return ruleError('search.zombies');
  if (usedThisTurn(state, a.s, 'search') >= ctx.ruleset.survivors.searchesPerTurn(state, a.s))
    return ruleError('search.oncePerTurn');
  if (state.equipmentDeck.length === 0 && state.equipmentDiscard.length === 0) return ruleError('search.emptyDeck');
  return null;
}

export function performSearch(ctx: RulesContext, state: State, a: SearchAction, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'search', events, { kind: 'search' });
  markUsed(state, a.s, 'search');
  if (state.equipmentDeck.length === 0) {
    state.equipmentDeck = shuffleInPlace(state.rng, state.equipmentDiscard);
    state.equipmentDiscard = [];
    events.push({ type: 'deckReshuffled', deck: 'equipment' });
  }
  const card = state.equipmentDeck.shift()!;
  events.push({ type: 'searched', s: a.s, card: state.cards[card].def });
  offerCard(ctx, state, a.s, card, 'search', events);
}

/** A card comes to a survivor: the player puts it in a slot (discarding what was there) or discards it. */
export function offerCard(
  ctx: RulesContext,
  state: State,
  s: number,
  card: number,
  reason: 'search' | 'bounty' | 'setup',
  events: GameEvent[],
): void {
  state.pending.push({ kind: 'keepFound', survivor: s, card, reason });
  events.push({
    type: 'decisionOpened',
    decision: 'keepFound',
  });
}

export function checkKeepFound(ctx: RulesContext, state: State, slot: number | null): RuleError | null {
  const d = state.pending[0];
  if (d?.kind !== 'keepFound') return ruleError('decision.none');
  if (slot === null) {
    const locked = ctx.ruleset.mission.cardLocked(state, d.card);
    return locked ? ruleError('token.keep') : null;
  }
  if (!isSlot(ctx, slot)) return ruleError('slot.invalid');
  if (!canPlace(ctx, state, d.survivor, slot, d.card)) return ruleError('slot.favorite');
  const locked = lockedInSlot(ctx, state, d.survivor, slot);
  if (locked) return ruleError('token.keep');
  return null;
}

export function answerKeepFound(ctx: RulesContext, state: State, slot: number | null, events: GameEvent[]): void {
  const d = state.pending.shift();
  if (d?.kind !== 'keepFound') return;
  const surv = state.survivors[d.survivor];
  const name = state.cards[d.card].def;
  if (slot === null) {
    discardCard(ctx, state, d.card);
    events.push({ type: 'cardDiscarded', s: d.survivor, card: name, rule: R.foundDiscarded });
  } else {
    const previous = surv.inventory[slot];
    if (previous !== null) {
      discardCard(ctx, state, previous);
      events.push({
        type: 'cardDiscarded',
        s: d.survivor,
        card: state.cards[previous].def,
        rule: R.discardToMakeRoom,
      });
    }
    surv.inventory[slot] = d.card;
    events.push({
      type: 'cardGained',
      s: d.survivor,
      card: name,
      slot,
      rule: d.reason === 'search' ? R.search : d.reason === 'bounty' ? R.bounty : R.setup,
    });
  }
  if (d.reason !== 'setup')
    openReorganize(state, d.survivor, null, d.reason === 'search' ? 'search' : 'bounty', events);
}
