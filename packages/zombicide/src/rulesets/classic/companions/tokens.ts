/**
 * Companion tokens (seed 001 "Acquiring a Companion", lines 1960-1968; setup lines 427, 437): with the
 * Companions option (line 1948) "place a Companion token next to every Objective token" (here: in the
 * Objective's zone). The Companion cards are shuffled into a Companion deck. Tokens in non-building zones are
 * revealed after the setup; those in a building when it is first opened. Revealing draws a Companion card and
 * puts its miniature on the token: a lone Companion (`leader` -1) that "can't do anything until his token has
 * been taken". Taking it is done "in the same way as Objective tokens" (the `rally` action here): 1 Action in its
 * zone; its card goes to the taker's inventory (a slot of his choice when full, or discarded), and he leads it.
 * Decision companionDeckOut: a token revealed when the Companion deck is empty is removed with nobody on it.
 */
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import { shuffleInPlace, type RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import { checkActor, ruleError, spendActions } from '../../../rule-error.ts';
import { offerCard } from '../../../search.ts';
import type { State } from '../../../state.ts';
import { companionDef, ledBy, placeCompanion } from './leader.ts';
import { classicPart } from '../state.ts';

/** A Leader leads up to 2 Companions (line 1974). */
export const MAX_COMPANIONS = 2;

function isBuilding(ctx: RulesContext, zone: number): boolean {
  return ctx.geo.zones[zone].kind === 'building';
}

/** Setup (line 427): the Companion deck, a token on every Objective, the non-building ones revealed (line 437). */
export function setupCompanionTokens(ctx: RulesContext, state: State, events: GameEvent[]): void {
  const part = classicPart(state);
  if (!state.options.humanCompanions) return;
  const deck: number[] = [];
  state.cards.forEach((c, i) => {
    if (ctx.equipment[c.def]?.companion?.kind === 'human') deck.push(i);
  });
  part.companionDeck = shuffleInPlace(state.rng, deck);
  part.companionTokens = state.objectives.map((o) => ({ zone: o.zone, hidden: isBuilding(ctx, o.zone) }));
  revealTokens(ctx, state, (t) => !t.hidden, events);
}

/** Opening a building for the first time reveals every Companion token inside (line 1966). */
export function revealInBuilding(ctx: RulesContext, state: State, from: readonly number[], events: GameEvent[]): void {
  if (!classicPart(state).companionTokens?.some((t) => t.hidden)) return;
  const seen = new Set(from.filter((z) => isBuilding(ctx, z)));
  const queue = [...seen];
  for (let i = 0; i < queue.length; i++)
    for (const n of ctx.geo.neighbors[queue[i]])
      if (!seen.has(n) && isBuilding(ctx, n)) {
        seen.add(n);
        queue.push(n);
      }
  revealTokens(ctx, state, (t) => t.hidden && seen.has(t.zone), events);
}

function revealTokens(
  ctx: RulesContext,
  state: State,
  which: (t: { zone: number; hidden: boolean }) => boolean,
  events: GameEvent[],
): void {
  const part = classicPart(state);
  const tokens = part.companionTokens ?? [];
  const kept: typeof tokens = [];
  for (const t of tokens) {
    if (!which(t)) {
      kept.push(t);
      continue;
    }
    const card = part.companionDeck?.shift();
    if (card === undefined) {
      events.push({
        type: 'missionEvent',
        text: C.companionDeckOut,
        rule: C.companionDeckOut,
      });
      continue;
    }
    // The miniature stands on the revealed token: the token is the lone Companion from now on.
    placeCompanion(ctx, state, card, t.zone, -1, events);
  }
  part.companionTokens = kept;
}

type Rally = Extract<Action, { type: 'rally' }>;

/** Take a revealed Companion in the survivor's zone, "in the same way as Objective tokens" (line 1968). */
export function checkTakeCompanion(ctx: RulesContext, state: State, a: Rally): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const c = state.survivors[a.companion];
  if (!c || c.card === undefined || c.leader !== -1 || c.eliminated) return ruleError('companion.notLone');
  if (c.zone !== state.survivors[a.s].zone) return ruleError('companion.notHere');
  if (ledBy(ctx, state, a.s, 'human').length >= MAX_COMPANIONS)
    // seed 001 line 1974
    return ruleError('companion.max');
  return ctx.ruleset.mission.objectiveRefused(ctx, state, a.s, c.zone);
}

export function performTakeCompanion(ctx: RulesContext, state: State, a: Rally, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'takeCompanion', events);
  const c = state.survivors[a.companion];
  const card = c.card!;
  const leader = state.survivors[a.s];
  c.leader = a.s;
  c.player = leader.player;
  events.push({ type: 'companionLed', companion: a.companion, leader: a.s, rule: C.companionTaken });
  // The Searcher takes no slot (line 2028); the others go in an empty slot, else the player chooses.
  if (companionDef(ctx, state, card)?.noSlot) return;
  const free =
    ctx.ruleset.inventory.reserve.find((slot) => leader.inventory[slot] === null) ?? leader.inventory.indexOf(null);
  if (free >= 0) {
    leader.inventory[free] = card;
    events.push({
      type: 'cardGained',
      s: a.s,
      card: state.cards[card].def,
      slot: free,
      rule: C.companionJoins,
    });
  } else offerCard(ctx, state, a.s, card, 'setup', events);
}
