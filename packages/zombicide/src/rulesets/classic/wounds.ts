/**
 * Wounds (seed 001 "Wounded", lines 1375-1379; "Attack", lines 783-789): each
 * Wound costs the survivor an Equipment card of its choice, if it carries
 * any, and a Wounded card takes that slot (or an empty one). Two Wounded
 * cards eliminate a survivor: its miniature leaves, its Equipment is
 * discarded. The game is lost when no survivor is left in play (seed 001
 * "Game end"), and only then: deaths alone do not lose it.
 */
import { hasPlayedSkill } from './skills/versions.ts';
import { askIsThatAll, TAKE_WOUND, takeWaiting } from './skills/is-that-all.ts';
import { CORE_REFS as R } from '../../rule-refs.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { cardDef, discardCard } from '../../inventory.ts';
import { checkActor, markUsed, ruleError, spendActions, usedThisTurn } from '../../rule-error.ts';
import { hasSkillActive } from '../../skills.ts';
import type { State } from '../../state.ts';
import { inPlay } from '../../survivors.ts';
import { checkGoals } from '../../objectives.ts';
import { loseGame } from '../../wounds.ts';
import { comebackOf } from './modes/comeback.ts';
import { vestAbsorbs } from './modes/bulletproof-vest.ts';
import type { RuleRef } from '../../rule-ref.ts';

/** Wounded cards eliminate a survivor at this many (seed 001 line 787). */
export const WOUNDS_TO_ELIMINATE = 2;

/** The Wounded card's id (content: the box's Wounded cards, seed 001 line 355). */
const WOUNDED = 'wounded';

/** A Wounded card nobody holds; the box's are all out: one more (a Zombivor holds up to five). */
function freeWoundedCard(state: State): number {
  const held = new Set<number>();
  for (const surv of state.survivors) for (const c of surv.inventory) if (c !== null) held.add(c);
  for (let i = 0; i < state.cards.length; i++) if (state.cards[i].def === WOUNDED && !held.has(i)) return i;
  state.cards.push({ def: WOUNDED, loaded: true });
  return state.cards.length - 1;
}

function isWounded(ctx: RulesContext, state: State, card: number | null): boolean {
  return card !== null && cardDef(ctx, state, card).traits.includes('wounded');
}

/** Slots holding an Equipment card (not a Wounded card). */
function equipmentSlots(ctx: RulesContext, state: State, s: number): number[] {
  const out: number[] = [];
  state.survivors[s].inventory.forEach((card, slot) => {
    if (card !== null && !isWounded(ctx, state, card)) out.push(slot);
  });
  return out;
}

export function woundSurvivor(
  ctx: RulesContext,
  state: State,
  s: number,
  wounds: number,
  by: 'zombie' | 'friendlyFire' | 'dynamite',
  rule: RuleRef,
  events: GameEvent[],
): void {
  const surv = state.survivors[s];
  // Tough (seed 001 line 2309): each Zombies' Phase, the first attack of a single zombie is ignored; it has no
  // effect in the Players' Phase (a Toxic Blood Spray, an extra activation when a building opens).
  if (
    by === 'zombie' &&
    state.phase === 'zombies' &&
    hasSkillActive(state, s, 'tough') &&
    state.missionState[`tough:${s}`] !== state.round
  ) {
    state.missionState[`tough:${s}`] = state.round;
    events.push({
      type: 'woundIgnored',
      s,
      zombie: -1,
      rule: C.tough,
    });
    wounds--;
  }
  for (let i = 0; i < wounds && !surv.eliminated; i++) {
    // A Bulletproof Vest takes a Wound from another survivor's attack (modes/bulletproof-vest.ts).
    if (by === 'friendlyFire' && vestAbsorbs(ctx, state, s, events)) continue;
    // Is that all you've got?: the player may discard a card instead, asked before the Wound counts.
    if (askIsThatAll(ctx, state, s, { wounds: wounds - i, by, rule }, events)) return;
    surv.wounds++;
    const zoneKey = String(surv.zone);
    state.stats.woundsByZone[zoneKey] = (state.stats.woundsByZone[zoneKey] ?? 0) + 1;
    events.push({ type: 'survivorWounded', s, by, wounds: 1, rule });
    const lastWound = surv.wounds >= surv.health;
    if (lastWound && comebackOf(state, s, by) !== 'resurrection') {
      eliminate(ctx, state, s, by, rule, events);
      return;
    }
    // Death grasp (seed 001 line 2195): the Wounded card takes an empty slot and no Equipment is lost; with no
    // room, the skill is ignored.
    if (hasPlayedSkill(state, s, 'deathGrasp')) {
      const empty = emptySlot(ctx, state, s);
      if (empty >= 0) {
        placeWounded(ctx, state, s, empty, events, C.deathGrasp);
        continue;
      }
    }
    // Resurrection: the Wound that downs him costs an Equipment card too (seed 001 lines 2814-2816); placing
    // its Wounded card lays him down with the rest (placeWounded).
    const slots = equipmentSlots(ctx, state, s);
    const distinct = new Set(slots.map((slot) => state.cards[surv.inventory[slot]!].def));
    if (distinct.size > 1) {
      // The survivor chooses the card it loses (seed 001 line 1377).
      state.pending.push({ kind: 'loseCard', survivor: s, slots, why: rule });
      events.push({
        type: 'decisionOpened',
        decision: 'loseCard',
      });
      if (lastWound) return;
      continue;
    }
    placeWounded(ctx, state, s, slots.length > 0 ? slots[0] : emptySlot(ctx, state, s), events);
  }
}

/** Is that all you've got?'s answer (skills/is-that-all.ts): a card discarded negates the Wound; then the rest. */
export function answerIsThatAll(ctx: RulesContext, state: State, s: number, option: string, events: GameEvent[]): void {
  const take = option === TAKE_WOUND;
  const { wounds, by, rule } = takeWaiting(state, s, take);
  if (take) {
    woundSurvivor(ctx, state, s, wounds, by, rule, events);
    return;
  }
  const inv = state.survivors[s].inventory;
  const slot = inv.findIndex((c) => c !== null && state.cards[c].def === option);
  discardCard(ctx, state, inv[slot]!);
  inv[slot] = null;
  events.push({ type: 'cardDiscarded', s, card: option, rule: C.isThatAll });
  events.push({ type: 'woundIgnored', s, zombie: -1, rule: C.isThatAll });
  if (wounds > 1) woundSurvivor(ctx, state, s, wounds - 1, by, rule, events);
}

/** The Wounded card goes into `slot`, discarding what was there (no slot left: the Wound still counts). */
function placeWounded(
  ctx: RulesContext,
  state: State,
  s: number,
  slot: number,
  events: GameEvent[],
  rule: RuleRef = C.woundFills,
): void {
  const surv = state.survivors[s];
  if (slot < 0) {
    layDownIfKilled(ctx, state, s, events);
    return;
  }
  const card = freeWoundedCard(state);
  const lost = surv.inventory[slot];
  if (lost !== null) {
    discardCard(ctx, state, lost);
    events.push({
      type: 'cardDiscarded',
      s,
      card: state.cards[lost].def,
      rule: C.woundLoses,
    });
  }
  surv.inventory[slot] = card;
  events.push({ type: 'cardGained', s, card: WOUNDED, slot, rule });
  layDownIfKilled(ctx, state, s, events);
}

/** Resurrection: his last Wounded card placed, the survivor is laid down (a Zombie's Wound: he comes back). */
function layDownIfKilled(ctx: RulesContext, state: State, s: number, events: GameEvent[]): void {
  const surv = state.survivors[s];
  if (surv.wounds >= surv.health && !surv.eliminated) eliminate(ctx, state, s, 'zombie', C.secondWounded, events);
}

export function checkLoseCard(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'loseCard' }>,
): RuleError | null {
  const d = state.pending[0];
  if (d?.kind !== 'loseCard') return ruleError('decision.none');
  return d.slots.includes(a.slot) ? null : ruleError('decision.option');
}

export function performLoseCard(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'loseCard' }>,
  events: GameEvent[],
): void {
  const d = state.pending.shift();
  if (d?.kind !== 'loseCard') return;
  placeWounded(ctx, state, d.survivor, a.slot, events);
}

/** The first empty slot that takes a card (a slot of a skill's, such as Hoard's, only with it). */
function emptySlot(ctx: RulesContext, state: State, s: number): number {
  const inv = state.survivors[s].inventory;
  for (let slot = 0; slot < inv.length; slot++)
    if (inv[slot] === null && ctx.ruleset.inventory.accepts(ctx, state, s, slot, -1)) return slot;
  return -1;
}

type Heal = Extract<Action, { type: 'heal' }>;

/** Medic (seed 001 "Skills"): once per turn, free, one Wounded card off a survivor in the zone, the Medic included. */
export function checkHeal(_ctx: RulesContext, state: State, a: Heal): RuleError | null {
  const e = checkActor(state, a.s, 0);
  if (e) return e;
  if (!hasSkillActive(state, a.s, 'medicClassic')) return ruleError('heal.noSkill');
  if (usedThisTurn(state, a.s, 'heal') > 0) return ruleError('heal.once');
  const who = state.survivors[a.who];
  if (!who || !inPlay(who) || who.zone !== state.survivors[a.s].zone) return ruleError('heal.notHere');
  if (who.wounds === 0) return ruleError('heal.unhurt');
  return null;
}

export function performHeal(ctx: RulesContext, state: State, a: Heal, events: GameEvent[]): void {
  spendActions(state, a.s, 0, 'heal', events);
  markUsed(state, a.s, 'heal');
  const who = state.survivors[a.who];
  who.wounds--;
  const slot = who.inventory.findIndex((c) => c !== null && isWounded(ctx, state, c));
  if (slot >= 0) who.inventory[slot] = null;
  events.push({
    type: 'survivorHealed',
    s: a.who,
    by: a.s,
    rule: R.medic,
  });
}

/**
 * Regeneration (seed 001 line 2269): at the end of each game round the survivor discards every Wounded card;
 * not once eliminated.
 */
export function regenerate(ctx: RulesContext, state: State, events: GameEvent[]): void {
  state.survivors.forEach((surv, s) => {
    if (!inPlay(surv) || surv.wounds === 0 || !hasPlayedSkill(state, s, 'regeneration')) return;
    surv.inventory.forEach((card, slot) => {
      if (card !== null && isWounded(ctx, state, card)) surv.inventory[slot] = null;
    });
    surv.wounds = 0;
    events.push({ type: 'survivorHealed', s, by: s, rule: C.regeneration });
  });
}

/**
 * Two Wounded cards: the survivor is eliminated and its Equipment discarded; nobody left loses the game. In a
 * mode bringing him back he is laid down instead (modes/comeback.ts); Resurrection keeps his Equipment (line 2801).
 */
function eliminate(ctx: RulesContext, state: State, s: number, by: string, rule: RuleRef, events: GameEvent[]): void {
  const surv = state.survivors[s];
  const comeback = comebackOf(state, s, by);
  surv.eliminated = true;
  if (comeback) surv.downed = true;
  if (comeback !== 'resurrection')
    surv.inventory.forEach((card, slot) => {
      if (card === null) return;
      if (!isWounded(ctx, state, card)) discardCard(ctx, state, card);
      surv.inventory[slot] = null;
    });
  events.push({
    type: 'survivorEliminated',
    s,
    rule: comeback ? C.laidDown : rule,
  });
  if (state.survivors.some(inPlay)) return;
  // The last one on the board fell: those who left alive may have done every goal already (the exit goal needs
  // every survivor still alive to leave: decision nobodyLeft). Else nobody is left to do them.
  checkGoals(ctx, state, events);
  if (state.phase !== 'won') loseGame(state, 'nobodyLeft', R.nobodyLeft, events);
}
