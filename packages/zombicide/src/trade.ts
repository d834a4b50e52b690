/**
 * Reorganize/Trade (EN "Reorganize/Trade"): 1 Action to rearrange your
 * inventory, or to exchange any cards with one other survivor in your zone
 * (unequal trades allowed). Searching and gaining a Bounty Weapon open the
 * same window for free. Discarding is free at any time (EN 679).
 */
import { withParams } from './rule-ref.ts';
import { CORE_REFS as R } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { Choice, State, TradeSnapshot } from './state.ts';
import { checkActor, ruleError, spendActions } from './rule-error.ts';
import { canPlace, removeFromInventory, cardDef, isSlot } from './inventory.ts';
import { inPlay } from './survivors.ts';

export function openReorganize(
  state: State,
  s: number,
  partner: number | null,
  reason: 'search' | 'trade' | 'bounty' | 'objective',
  events: GameEvent[],
): void {
  const has = (i: number) => state.survivors[i].inventory.some((c) => c !== null);
  if (!has(s) && (partner === null || !has(partner))) return;
  state.pending.push({ kind: 'reorganize', survivor: s, partner, reason });
  events.push({
    type: 'decisionOpened',
    decision: 'reorganize',
  });
}

export function checkTrade(ctx: RulesContext, state: State, a: Extract<Action, { type: 'trade' }>): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const other = state.survivors[a.with];
  if (!other || a.with === a.s || !inPlay(other)) return ruleError('trade.partner');
  if (other.zone !== state.survivors[a.s].zone) return ruleError('trade.zone');
  // A Companion has no Inventory (EN 1558): it holds no card, and never a Companion's ID card (it leads nobody).
  // (The first servers let a survivor trade with a Companion: state.options.companionsTrade.)
  if (other.companion && !state.options.companionsTrade) return ruleError('trade.companion');
  return null;
}

export function performTrade(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'trade' }>,
  events: GameEvent[],
): void {
  spendActions(state, a.s, 1, 'trade', events);
  const seats = [state.survivors[a.s].player, state.survivors[a.with].player];
  // Decision (issue 12; the rulebooks are silent: they assume one table): in a game with several seats, a trade
  // with another seat's survivor takes effect only once that seat agrees (confirmTrade), else it is undone.
  const consent =
    state.options.tradeConsent && seats[0] !== seats[1] && seats[1] >= 0 ? snapshot(state, a.s, a.with) : undefined;
  state.pending.push({
    kind: 'reorganize',
    survivor: a.s,
    partner: a.with,
    reason: 'trade',
    ...(consent ? { consent } : {}),
  });
  events.push({
    type: 'decisionOpened',
    decision: 'reorganize',
  });
}

function snapshot(state: State, a: number, b: number): TradeSnapshot {
  const leaders: [number, number][] = [];
  state.survivors.forEach((c, i) => {
    if (c.companion && (c.leader === a || c.leader === b)) leaders.push([i, c.leader]);
  });
  const tokens: [number, number] = [state.survivors[a].ammoTokens ?? 0, state.survivors[b].ammoTokens ?? 0];
  return {
    inventories: [[...state.survivors[a].inventory], [...state.survivors[b].inventory]],
    leaders,
    ...(tokens[0] || tokens[1] ? { tokens } : {}),
  };
}

/**
 * doneReorganize on a trade that needs the partner's seat: the trade waits for its answer (confirmTrade); the
 * partner's seat sees every card where it now lies.
 */
export function askConsent(state: State, d: Extract<Choice, { kind: 'reorganize' }>, events: GameEvent[]): void {
  const partner = d.partner!;
  state.pending[0] = { kind: 'confirmTrade', survivor: partner, initiator: d.survivor, before: d.consent! };
  events.push({
    type: 'decisionOpened',
    decision: 'confirmTrade',
  });
}

/** The partner's seat answers: accepted, the trade stands; refused, both inventories and Companions are as before. */
export function settleTrade(state: State, accept: boolean, events: GameEvent[]): void {
  const d = state.pending.shift();
  if (d?.kind !== 'confirmTrade') return;
  if (!accept) {
    state.survivors[d.initiator].inventory = [...d.before.inventories[0]];
    state.survivors[d.survivor].inventory = [...d.before.inventories[1]];
    for (const [companion, leader] of d.before.leaders) state.survivors[companion].leader = leader;
    if (d.before.tokens) {
      state.survivors[d.initiator].ammoTokens = d.before.tokens[0];
      state.survivors[d.survivor].ammoTokens = d.before.tokens[1];
    }
  }
  events.push({
    type: 'tradeSettled',
    a: d.initiator,
    b: d.survivor,
    accepted: accept,
    rule: accept ? R.tradeAgreed : R.tradeRefused,
  });
}

export function checkReorganize(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'reorganize' }>,
): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  if (state.survivors[a.s].inventory.every((c) => c === null)) return ruleError('reorganize.nothing');
  return null;
}

export function performReorganize(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'reorganize' }>,
  events: GameEvent[],
): void {
  spendActions(state, a.s, 1, 'reorganize', events);
  state.pending.push({ kind: 'reorganize', survivor: a.s, partner: null, reason: 'trade' });
  events.push({ type: 'decisionOpened', decision: 'reorganize' });
}

/**
 * Inside a Trade: a token held on the dashboard (no slot) goes to the other trader. M4's ammo tokens "peut être
 * échangé comme une carte Equipement" (FR 2941-2944): one token per answer, as a card is one swap.
 */
export function checkGiveToken(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'giveToken' }>,
): RuleError | null {
  const d = state.pending[0];
  if (d?.kind !== 'reorganize' || d.partner === null) return ruleError('giveToken.noTrade');
  const traders = [d.survivor, d.partner];
  if (!traders.includes(a.from) || !traders.includes(a.to) || a.from === a.to) return ruleError('giveToken.who');
  if (!state.survivors[a.from].ammoTokens) return ruleError('giveToken.none');
  return null;
}

export function performGiveToken(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'giveToken' }>,
  events: GameEvent[],
): void {
  state.survivors[a.from].ammoTokens = (state.survivors[a.from].ammoTokens ?? 0) - 1;
  state.survivors[a.to].ammoTokens = (state.survivors[a.to].ammoTokens ?? 0) + 1;
  events.push({
    type: 'missionEvent',
    text: withParams(R.ammoGiven, { from: a.from, to: a.to }),
    rule: R.ammoTraded,
  });
}

/** A Wounded card fills a slot of its survivor's own: it may move within the inventory, never to another (seed 001). */
export function woundedAcross(
  ctx: RulesContext,
  state: State,
  a: number,
  ca: number | null,
  b: number,
  cb: number | null,
): boolean {
  if (a === b) return false;
  return (
    (ca !== null && cardDef(ctx, state, ca).traits.includes('wounded')) ||
    (cb !== null && cardDef(ctx, state, cb).traits.includes('wounded'))
  );
}

export function checkSwap(ctx: RulesContext, state: State, a: Extract<Action, { type: 'swap' }>): RuleError | null {
  const d = state.pending[0];
  if (d?.kind !== 'reorganize') return ruleError('swap.noWindow');
  const allowed = d.partner === null ? [d.survivor] : [d.survivor, d.partner];
  if (!allowed.includes(a.a) || !allowed.includes(a.b)) return ruleError('swap.who');
  for (const slot of [a.slotA, a.slotB]) if (!isSlot(ctx, slot)) return ruleError('slot.invalid');
  if (a.a === a.b && a.slotA === a.slotB) return ruleError('swap.same');
  const ca = state.survivors[a.a].inventory[a.slotA];
  const cb = state.survivors[a.b].inventory[a.slotB];
  if (ca === null && cb === null) return ruleError('swap.emptySlots');
  if (woundedAcross(ctx, state, a.a, ca, a.b, cb)) return ruleError('swap.wounded');
  if (!canPlace(ctx, state, a.b, a.slotB, ca) || !canPlace(ctx, state, a.a, a.slotA, cb))
    return ruleError('slot.favorite');
  return null;
}

export function performSwap(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'swap' }>,
  events: GameEvent[],
): void {
  const ia = state.survivors[a.a].inventory;
  const ib = state.survivors[a.b].inventory;
  const ca = ia[a.slotA];
  ia[a.slotA] = ib[a.slotB];
  ib[a.slotB] = ca;
  events.push({ type: 'cardsSwapped', a: a.a, slotA: a.slotA, b: a.b, slotB: a.slotB });
}

export function checkFreeCardUse(ctx: RulesContext, state: State, s: number, slot: number): RuleError | null {
  if (state.phase !== 'players' && state.phase !== 'zombies') return ruleError('phase');
  const pending = state.pending[0];
  if (pending && pending.kind !== 'reorganize') return ruleError('pending');
  // A card thrown away in a trade that may still be undone could not come back: wait for both players' answer.
  if (pending?.consent) return ruleError('trade.consent');
  const surv = state.survivors[s];
  if (!surv || !inPlay(surv)) return ruleError('noSurvivor');
  if (!isSlot(ctx, slot) || surv.inventory[slot] === null) return ruleError('slot.empty');
  const locked = ctx.ruleset.mission.cardLocked(state, surv.inventory[slot]!);
  if (locked) return ruleError('token.keep');
  return null;
}

export function performDiscard(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'discard' }>,
  events: GameEvent[],
): void {
  removeFromInventory(ctx, state, a.s, a.slot, R.discard, events);
}

export function checkDrinkWater(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'drinkWater' }>,
): RuleError | null {
  const e = checkFreeCardUse(ctx, state, a.s, a.slot);
  if (e) return e;
  const def = cardDef(ctx, state, state.survivors[a.s].inventory[a.slot]!);
  if (!def.traits.includes('water')) return ruleError('water.notWater');
  return null;
}

/** Water (EN "Water"): discard at any time for 3 AP. */
export function performDrinkWater(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'drinkWater' }>,
  events: GameEvent[],
): void {
  removeFromInventory(ctx, state, a.s, a.slot, R.water, events);
  ctx.ruleset.survivors.gainExperience(ctx, state, a.s, 3, R.waterDiscarded, events);
}
