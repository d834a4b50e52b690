/**
 * The Survivor's Action Phase (lines 187-300, player aid 848-868): move,
 * stand up, pick up / equip / drop / use Supply cards, draw and play Tactics
 * cards, attack, Special Abilities (lines 440-529), remove a Concussion token
 * (line 545). One check per action answers both "is it legal?" and "why not?".
 */
import type { RuleError } from '@horde/core';
import { findZombie, hasStandingZombie, type ZombieAt } from './alley.ts';
import { declareAttack, KNOCKDOWN, profileOf, SHOVE, STOMP, zombieHandCount, type AttackSpec } from './attack.ts';
import { kindOf, type RulesContext } from './cards.ts';
import { discard, draw, drawable, removeFromList, usesLeft } from './decks.ts';
import { moveCost, moveSurvivor, standUpCost } from './movement.ts';
import { refuse } from './rule-error.ts';
import { gainEnergy, heal, MAX_HEALTH, spend, survivorDef, survivorMayStand } from './survivor.ts';
import { decisionEndsAt } from './timer.ts';
import { randomInt } from '@horde/core';
import type { SecondsAction, SecondsEvent } from './actions.ts';
import { STREET, TOP_ROW, type SecondsState } from './state.ts';

export type SurvivorAction = Extract<
  SecondsAction,
  {
    type:
      | 'move'
      | 'standUp'
      | 'pickUp'
      | 'equip'
      | 'drop'
      | 'drawTactics'
      | 'playTactics'
      | 'useSupply'
      | 'attack'
      | 'ability'
      | 'removeConcussion';
  }
>;

/** DECISION tactics.discardDraws. At most three Tactics draws per turn paid by discarding two cards (line 261). */
export const DISCARD_DRAWS = 3;
/** Three weapon slots (line 252). */
export const SLOTS = 3;
/** DECISION concussion.cost. Concussion: 2E to remove a token (line 545; the player aid's 1E at line 868 is overruled). */
export const CONCUSSION_COST = 2;

const isError = (x: unknown): x is RuleError => typeof x === 'object' && x !== null && 'code' in x;

function energy(state: SecondsState, cost: number): RuleError | null {
  return state.survivor.energy < cost
    ? refuse('energy.short', {
        cost,
        have: state.survivor.energy,
      })
    : null;
}

/** The Survivalist's discount applies to the next Supply card cost of 1E or more (line 529). */
export function supplyCost(state: SecondsState, cost: number): number {
  return state.survivor.discount && cost > 0 ? cost - 1 : cost;
}

function useDiscount(state: SecondsState, cost: number): void {
  if (state.survivor.discount && cost > 0) state.survivor.discount = false;
}

/** Harder rules (line 571): no pick-ups beside standing zombies, even knocked down. */
function pickupBlocked(state: SecondsState): boolean {
  return state.config.harder && hasStandingZombie(state, state.survivor.row);
}

// DECISION supply.freePickup.
function pickupCost(state: SecondsState): number {
  // Once per turn when knocked down, a pick-up costs 0E (line 255).
  return state.survivor.down && !state.survivor.freePickupUsed ? 0 : 1;
}

function targetIn(state: SecondsState, id: string | undefined): ZombieAt | RuleError {
  const at = id ? findZombie(state, id) : null;
  return at ?? refuse('zombie.notInPlay');
}

/** Whether `weapon` may attack `at` (range, stance, harder rules), and at what base cost. */
export function checkAttackShape(
  ctx: RulesContext,
  state: SecondsState,
  zombie: string,
  weapon: string,
  profile: number,
): { cost: number; at: ZombieAt; supplyCard: boolean } | RuleError {
  const sv = state.survivor;
  if (sv.noAttack)
    // line 148
    return refuse('restricted.attack');
  const at = targetIn(state, zombie);
  if (isError(at)) return at;
  const def = survivorDef(ctx, state);
  if (weapon === STOMP || weapon === KNOCKDOWN || weapon === SHOVE) {
    if (profile !== 0) return refuse('attack.profile');
    // line 294
    if (sv.down) return refuse('attack.unarmedDown');
    if (at.row !== sv.row) return refuse('attack.range');
    if (weapon === STOMP) {
      const stompable = ctx.zombieType.get(zombie)?.stompable ?? false;
      if (!at.zombie.knockdown && !stompable)
        // line 296
        return refuse('attack.stompTarget');
      return { cost: def.stomp.cost, at, supplyCard: false };
    }
    if (at.zombie.knockdown) return refuse('attack.alreadyDown');
    return { cost: weapon === SHOVE ? 0 : def.knockdown.cost, at, supplyCard: false };
  }
  // DECISION supply.equipped: attacks with equipped weapons only.
  if (!sv.equipped.includes(weapon)) return refuse('attack.notEquipped');
  const p = profileOf(ctx, weapon, profile);
  if (!p) return refuse('attack.profile');
  // DECISION attack.range: rows away in both directions.
  const distance = Math.abs(at.row - sv.row);
  if (p.kind === 'melee' && distance !== 0)
    // line 289
    return refuse('attack.range');
  if (distance < p.range[0] || distance > p.range[1])
    // line 310
    return refuse('attack.range');
  if (p.kind === 'ranged' && state.config.harder && distance > 0) {
    // Harder rules (line 568): three zombies in a row stop ranged attacks at zombies further away.
    // DECISION harder.crowd: the rows counted are the Survivor's own and those between it and the target.
    const step = at.row > sv.row ? 1 : -1;
    for (let r = sv.row; r !== at.row; r += step)
      if (r >= 1 && r <= TOP_ROW && state.rows[r].zombies.length >= 3)
        // line 568
        return refuse('attack.crowded', {
          row: r,
        });
  }
  return { cost: p.cost, at, supplyCard: true };
}

export function checkSurvivorAction(ctx: RulesContext, state: SecondsState, a: SurvivorAction): RuleError | null {
  const sv = state.survivor;
  const def = survivorDef(ctx, state);
  switch (a.type) {
    case 'move': {
      if (sv.noMove)
        // line 148
        return refuse('restricted.move');
      const cost = moveCost(ctx, state);
      // line 239
      if (cost === null) return refuse('move.knockedDown');
      const d = Math.abs(a.to - sv.row);
      if (d === 0 || d > def.move.rows || a.to < 1 || a.to > STREET)
        // line 234
        return refuse('move.range');
      return energy(state, cost);
    }
    case 'standUp':
      if (!sv.down) return refuse('standUp.standing');
      if (!survivorMayStand(state))
        // line 549
        return refuse('standUp.permanent');
      return energy(state, standUpCost(state));
    case 'pickUp': {
      const row = state.rows[sv.row];
      if (sv.row > TOP_ROW || !row || a.index >= row.supply.length)
        // line 249
        return refuse('pickUp.none');
      if (pickupBlocked(state))
        // line 571
        return refuse('pickUp.zombies');
      return energy(state, pickupCost(state));
    }
    case 'equip': {
      const card = ctx.supply.get(a.card);
      if (!card || !sv.hand.includes(a.card)) return refuse('card.notInHand');
      if (card.category === 'item') return refuse('equip.item');
      if (sv.equipped.length >= SLOTS)
        // line 252
        return refuse('equip.full');
      return energy(state, supplyCost(state, card.equipCost));
    }
    case 'drop':
      // DECISION supply.drop: 0E, equipped cards only.
      if (!sv.equipped.includes(a.card))
        // line 253
        return refuse('drop.notEquipped');
      if (sv.row > TOP_ROW) return refuse('drop.street');
      return null;
    case 'drawTactics': {
      if (drawable(state, 'tactics') === 0) return refuse('deck.empty');
      if (!a.discard) return energy(state, 1);
      const [x, y] = a.discard;
      if (x === y || !sv.hand.includes(x) || !sv.hand.includes(y))
        // line 261
        return refuse('drawTactics.discard');
      if (sv.discardDraws >= DISCARD_DRAWS)
        // line 261
        return refuse('drawTactics.limit');
      return null;
    }
    case 'useSupply': {
      const card = ctx.supply.get(a.card);
      if (!card?.use || !sv.hand.includes(a.card)) return refuse('card.notInHand');
      if (card.use.heal > 0 && sv.health >= MAX_HEALTH)
        // line 510
        return refuse('heal.full');
      return energy(state, supplyCost(state, card.use.cost));
    }
    case 'attack': {
      if (a.weapon === SHOVE) return refuse('attack.shove');
      const shape = checkAttackShape(ctx, state, a.zombie, a.weapon, a.profile ?? 0);
      if (isError(shape)) return shape;
      return energy(state, shape.supplyCard ? supplyCost(state, shape.cost) : shape.cost);
    }
    case 'removeConcussion':
      if (!state.config.concussion || sv.concussion === 0) return refuse('concussion.none');
      return energy(state, CONCUSSION_COST);
    case 'playTactics':
      return checkTactic(ctx, state, a);
    case 'ability':
      return checkAbility(ctx, state, a);
  }
}

function checkTactic(
  ctx: RulesContext,
  state: SecondsState,
  a: Extract<SecondsAction, { type: 'playTactics' }>,
): RuleError | null {
  const sv = state.survivor;
  const def = ctx.tactics.get(a.card);
  if (!def || !sv.hand.includes(a.card)) return refuse('card.notInHand');
  if (def.timing !== 'action') return refuse('card.reaction');
  if (def.movement && sv.noMove) return refuse('restricted.move');
  if (def.movement && sv.down)
    // line 240
    return refuse('move.knockedDown');
  if (def.attack && sv.noAttack) return refuse('restricted.attack');
  const e = energy(state, def.cost);
  if (e) return e;
  const extra = (keys: (keyof typeof a)[]) =>
    (['zombie', 'weapon', 'index', 'to'] as const).some((k) => !keys.includes(k) && a[k] !== undefined)
      ? refuse('card.params')
      : null;
  switch (def.effect) {
    case 'gainEnergy':
      return extra([]);
    case 'heal':
      // line 510
      return extra([]) ?? (sv.health >= MAX_HEALTH ? refuse('heal.full') : null);
    case 'drawSupply':
      return extra([]) ?? (state.decks.supply.length === 0 ? refuse('deck.empty') : null);
    case 'zombieDiscard':
      if (state.mode === 'solo')
        // line 686
        return refuse('card.twoPlayer');
      return extra([]) ?? (state.zombies.hand.length === 0 ? refuse('card.noTarget') : null);
    case 'steadyAim':
      return extra([]) ?? (sv.steadyAim ? refuse('card.already') : null);
    case 'kickFree':
      if (!sv.down) return refuse('standUp.standing');
      if (!survivorMayStand(state)) return refuse('standUp.permanent');
      return extra([]);
    case 'sprint':
    case 'slipPast': {
      const reach = def.amount;
      if (a.to === undefined || a.to <= sv.row || a.to > Math.min(STREET, sv.row + reach)) return refuse('move.range');
      return extra(['to']);
    }
    case 'shove': {
      if (a.zombie === undefined) return refuse('card.noTarget');
      const shape = checkAttackShape(ctx, state, a.zombie, SHOVE, 0);
      return isError(shape) ? shape : extra(['zombie']);
    }
    case 'reload': {
      const w = a.weapon;
      const wd = w ? ctx.supply.get(w) : undefined;
      if (!w || !wd || wd.category !== 'firearm' || !sv.equipped.includes(w) || (state.wear[w] ?? 0) === 0)
        return refuse('reload.target');
      return extra(['weapon']);
    }
    case 'scavenge': {
      if (a.index === undefined || sv.row > TOP_ROW || a.index >= state.rows[sv.row].supply.length)
        return refuse('pickUp.none');
      if (pickupBlocked(state)) return refuse('pickUp.zombies');
      return extra(['index']);
    }
    case 'dodge':
      return refuse('card.reaction');
  }
}

function checkAbility(
  ctx: RulesContext,
  state: SecondsState,
  a: Extract<SecondsAction, { type: 'ability' }>,
): RuleError | null {
  const sv = state.survivor;
  const def = survivorDef(ctx, state);
  if (sv.abilityTokens <= 0)
    // line 442
    return refuse('ability.noToken');
  // line 444
  if (sv.abilityUsed) return refuse('ability.used');
  const none = (keys: string[]) =>
    (['zombie', 'weapon', 'profile', 'to', 'ignore'] as const).some((k) => !keys.includes(k) && a[k] !== undefined)
      ? refuse('ability.params')
      : null;
  switch (def.ability) {
    case 'soccerPlayer':
    case 'survivalist':
      if (def.ability === 'survivalist' && sv.discount) return refuse('ability.already');
      return none([]);
    case 'doctor':
      // DECISION doctor.full: refused at five health rather than spent for nothing.
      return (
        // line 510
        none([]) ?? (sv.health >= MAX_HEALTH ? refuse('heal.full') : null)
      );
    case 'scavenger':
      return none([]) ?? (state.decks.supply.length === 0 ? refuse('deck.empty') : null);
    case 'firearmsInstructor':
    case 'mmaTrainer': {
      if (a.zombie === undefined || a.weapon === undefined) return refuse('ability.params');
      if (a.weapon === SHOVE) return refuse('attack.shove');
      const shape = checkAttackShape(ctx, state, a.zombie, a.weapon, a.profile ?? 0);
      if (isError(shape)) return shape;
      const p = profileOf(ctx, a.weapon, a.profile ?? 0);
      // DECISION ability.singleAction: a "single action" weapon attacks with a 1E profile.
      const fits =
        def.ability === 'firearmsInstructor'
          ? p !== null && p.kind === 'ranged' && p.cost === 1 && ctx.supply.get(a.weapon)?.category === 'firearm'
          : a.weapon === STOMP || a.weapon === KNOCKDOWN || (p !== null && p.kind === 'melee' && p.cost === 1);
      if (!fits)
        // line 461; line 471
        return refuse('ability.weapon');
      return none(['zombie', 'weapon', 'profile']);
    }
    case 'collegeTrackStar': {
      if (sv.noMove) return refuse('restricted.move');
      if (sv.down) return refuse('move.knockedDown');
      // line 502
      if (sv.row >= TOP_ROW) return refuse('ability.row10');
      if (a.to === undefined || Math.abs(a.to - sv.row) !== 1 || a.to < 1)
        // line 501
        return refuse('move.range');
      const ignore = a.ignore ?? [];
      if (new Set(ignore).size !== ignore.length) return refuse('ability.ignore');
      for (const id of ignore) {
        const at = findZombie(state, id);
        if (!at || at.row !== sv.row) return refuse('ability.ignore');
      }
      return none(['to', 'ignore']);
    }
    case 'selfDefenseTrainer':
      // line 885
      return refuse('ability.reaction');
  }
}

function attackSpec(
  ctx: RulesContext,
  state: SecondsState,
  zombie: string,
  weapon: string,
  profile: number,
  ability: boolean,
): AttackSpec {
  const shape = checkAttackShape(ctx, state, zombie, weapon, profile) as { cost: number; supplyCard: boolean };
  const cost = ability ? 0 : shape.supplyCard ? supplyCost(state, shape.cost) : shape.cost;
  if (!ability && shape.supplyCard) useDiscount(state, shape.cost);
  return { zombie, weapon, profile, cost, ability };
}

function pickUp(ctx: RulesContext, state: SecondsState, index: number, free: boolean, ev: SecondsEvent[]): void {
  const row = state.rows[state.survivor.row];
  const [item] = row.supply.splice(index, 1);
  state.survivor.hand.push(item.card);
  ev.push({ type: 'supplyPickedUp', row: state.survivor.row, index, card: item.faceUp ? item.card : null, free });
  if (!item.faceUp) ev.push({ type: 'cardDrawn', deck: 'supply', card: item.card, side: 'survivor', to: 'hand' });
}

export function doSurvivorAction(
  ctx: RulesContext,
  state: SecondsState,
  a: SurvivorAction,
  now: number,
  ev: SecondsEvent[],
): void {
  const sv = state.survivor;
  switch (a.type) {
    case 'move': {
      const cost = moveCost(ctx, state)!;
      spend(state, 'survivor', cost, ev);
      moveSurvivor(ctx, state, a.to, cost, 'move', [], false, ev);
      return;
    }
    case 'standUp': {
      const cost = standUpCost(state);
      spend(state, 'survivor', cost, ev);
      sv.down = false;
      ev.push({ type: 'survivorStoodUp', cost });
      return;
    }
    case 'pickUp': {
      const cost = pickupCost(state);
      if (cost === 0) sv.freePickupUsed = true;
      spend(state, 'survivor', cost, ev);
      pickUp(ctx, state, a.index, cost === 0, ev);
      return;
    }
    case 'equip': {
      const def = ctx.supply.get(a.card)!;
      const cost = supplyCost(state, def.equipCost);
      useDiscount(state, def.equipCost);
      spend(state, 'survivor', cost, ev);
      removeFromList(sv.hand, a.card);
      sv.equipped.push(a.card);
      ev.push({ type: 'supplyEquipped', card: a.card, cost });
      return;
    }
    case 'drop':
      removeFromList(sv.equipped, a.card);
      state.rows[sv.row].supply.push({ card: a.card, faceUp: true });
      ev.push({ type: 'supplyDropped', card: a.card, row: sv.row });
      return;
    case 'drawTactics': {
      if (a.discard) {
        sv.discardDraws++;
        for (const card of a.discard) discardFromHand(ctx, state, card, ev);
      } else spend(state, 'survivor', 1, ev);
      const card = draw(state, 'tactics', ev);
      if (card) {
        sv.hand.push(card);
        ev.push({ type: 'cardDrawn', deck: 'tactics', card, side: 'survivor', to: 'hand' });
      }
      return;
    }
    case 'useSupply': {
      const def = ctx.supply.get(a.card)!;
      const cost = supplyCost(state, def.use!.cost);
      useDiscount(state, def.use!.cost);
      spend(state, 'survivor', cost, ev);
      removeFromList(sv.hand, a.card);
      discard(state, 'supply', a.card);
      const healed = heal(state, def.use!.heal);
      ev.push({ type: 'supplyUsed', card: a.card, cost, heal: healed });
      return;
    }
    case 'attack': {
      const spec = attackSpec(ctx, state, a.zombie, a.weapon, a.profile ?? 0, false);
      spend(state, 'survivor', spec.cost, ev);
      declareAttack(ctx, state, spec, now, ev);
      return;
    }
    case 'removeConcussion':
      spend(state, 'survivor', CONCUSSION_COST, ev);
      sv.concussion--;
      ev.push({ type: 'concussion', tokens: sv.concussion, energyTokens: sv.energyTokens });
      return;
    case 'playTactics':
      playTactic(ctx, state, a, now, ev);
      return;
    case 'ability':
      useAbility(ctx, state, a, now, ev);
      return;
  }
}

export function discardFromHand(ctx: RulesContext, state: SecondsState, card: string, ev: SecondsEvent[]): void {
  removeFromList(state.survivor.hand, card);
  discard(state, ctx.tactics.has(card) ? 'tactics' : 'supply', card);
  ev.push({ type: 'cardDiscarded', card, side: 'survivor', from: 'hand' });
}

function playTactic(
  ctx: RulesContext,
  state: SecondsState,
  a: Extract<SecondsAction, { type: 'playTactics' }>,
  now: number,
  ev: SecondsEvent[],
): void {
  const sv = state.survivor;
  const def = ctx.tactics.get(a.card)!;
  removeFromList(sv.hand, a.card);
  discard(state, 'tactics', a.card);
  spend(state, 'survivor', def.cost, ev);
  ev.push({ type: 'tacticsPlayed', card: a.card, side: 'survivor', cost: def.cost });
  switch (def.effect) {
    case 'gainEnergy':
      gainEnergy(state, 'survivor', def.amount, ev);
      return;
    case 'heal':
      heal(state, def.amount);
      return;
    case 'drawSupply':
      for (let i = 0; i < def.amount; i++) {
        const card = draw(state, 'supply', ev);
        if (!card) break;
        sv.hand.push(card);
        ev.push({ type: 'cardDrawn', deck: 'supply', card, side: 'survivor', to: 'hand' });
      }
      return;
    case 'zombieDiscard':
      for (let i = 0; i < def.amount && state.zombies.hand.length > 0; i++) {
        const [card] = state.zombies.hand.splice(randomInt(state.rng, state.zombies.hand.length), 1);
        discard(state, ctx.zombies.has(card) ? 'zombie' : 'zombieTactics', card);
        ev.push({ type: 'cardDiscarded', card, side: 'zombie', from: 'hand' });
      }
      return;
    case 'steadyAim':
      sv.steadyAim = true;
      return;
    case 'kickFree':
      sv.down = false;
      ev.push({ type: 'survivorStoodUp', cost: 0 });
      return;
    case 'sprint':
      moveSurvivor(ctx, state, a.to!, def.cost, 'sprint', [], false, ev);
      return;
    case 'slipPast':
      moveSurvivor(ctx, state, a.to!, def.cost, 'slipPast', [], true, ev);
      return;
    case 'shove':
      declareAttack(ctx, state, { zombie: a.zombie!, weapon: SHOVE, profile: 0, cost: 0, ability: false }, now, ev);
      return;
    case 'reload': {
      const w = a.weapon!;
      state.wear[w] = Math.max(0, (state.wear[w] ?? 0) - def.amount);
      if (state.wear[w] === 0) delete state.wear[w];
      return;
    }
    case 'scavenge':
      pickUp(ctx, state, a.index!, true, ev);
      return;
    case 'dodge':
      return;
  }
}

function useAbility(
  ctx: RulesContext,
  state: SecondsState,
  a: Extract<SecondsAction, { type: 'ability' }>,
  now: number,
  ev: SecondsEvent[],
): void {
  const sv = state.survivor;
  const def = survivorDef(ctx, state);
  sv.abilityTokens--;
  sv.abilityUsed = true;
  ev.push({ type: 'abilityUsed', ability: def.ability });
  switch (def.ability) {
    case 'soccerPlayer':
      gainEnergy(state, 'survivor', 1, ev);
      return;
    case 'doctor':
      heal(state, 1);
      return;
    case 'survivalist':
      sv.discount = true;
      return;
    case 'scavenger': {
      const cards: string[] = [];
      for (let i = 0; i < 3; i++) {
        const card = draw(state, 'supply', ev);
        if (!card) break;
        cards.push(card);
        ev.push({ type: 'cardDrawn', deck: 'supply', card, side: 'survivor', to: 'scavenge' });
      }
      if (cards.length === 1) {
        sv.hand.push(cards[0]);
        return;
      }
      state.pending.push({ kind: 'scavenge', side: 'survivor', endsAt: decisionEndsAt(state, now), cards });
      return;
    }
    case 'firearmsInstructor':
    case 'mmaTrainer':
      declareAttack(ctx, state, attackSpec(ctx, state, a.zombie!, a.weapon!, a.profile ?? 0, true), now, ev);
      return;
    case 'collegeTrackStar':
      moveSurvivor(ctx, state, a.to!, 0, 'trackStar', a.ignore ?? [], false, ev);
      return;
    case 'selfDefenseTrainer':
      return;
  }
}

/** Candidate Survivor actions (legalActions filters them through checkSurvivorAction). */
export function survivorCandidates(ctx: RulesContext, state: SecondsState, out: SecondsAction[]): void {
  const sv = state.survivor;
  const def = survivorDef(ctx, state);
  for (let d = 1; d <= def.move.rows; d++) {
    if (sv.row + d <= STREET) out.push({ type: 'move', to: sv.row + d });
    if (sv.row - d >= 1) out.push({ type: 'move', to: sv.row - d });
  }
  if (sv.down) out.push({ type: 'standUp' });
  const here = sv.row <= TOP_ROW ? state.rows[sv.row] : null;
  if (here) for (let i = 0; i < here.supply.length; i++) out.push({ type: 'pickUp', index: i });
  const seen = new Set<string>();
  for (const card of sv.hand) {
    if (ctx.supply.has(card)) {
      // Cards of one kind with the same wear are the same choice.
      const key = `${kindOf(card)}:${usesLeft(ctx, state, card)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ type: 'equip', card });
      out.push({ type: 'useSupply', card });
    } else if (ctx.tactics.has(card)) {
      const key = kindOf(card);
      if (seen.has(key)) continue;
      seen.add(key);
      tacticCandidates(ctx, state, card, out);
    }
  }
  for (const card of sv.equipped) out.push({ type: 'drop', card });
  if (drawable(state, 'tactics') > 0) {
    out.push({ type: 'drawTactics' });
    if (sv.discardDraws < DISCARD_DRAWS)
      for (let i = 0; i < sv.hand.length; i++)
        for (let j = i + 1; j < sv.hand.length; j++)
          out.push({ type: 'drawTactics', discard: [sv.hand[i], sv.hand[j]] });
  }
  // Attacks: every zombie within reach, with every equipped weapon profile and the unarmed attacks.
  const ability = def.ability;
  const abilityReady = sv.abilityTokens > 0 && !sv.abilityUsed;
  for (let row = 1; row <= TOP_ROW; row++) {
    const distance = Math.abs(row - sv.row);
    for (const z of state.rows[row].zombies) {
      for (const w of sv.equipped) {
        const wd = ctx.supply.get(w);
        if (!wd) continue;
        for (let p = 0; p < wd.attacks.length; p++) {
          const range = wd.attacks[p].range;
          if (distance < range[0] || distance > range[1]) continue;
          out.push({ type: 'attack', zombie: z.id, weapon: w, profile: p });
          if (abilityReady && (ability === 'firearmsInstructor' || ability === 'mmaTrainer'))
            out.push({ type: 'ability', zombie: z.id, weapon: w, profile: p });
        }
      }
      if (row === sv.row) {
        out.push({ type: 'attack', zombie: z.id, weapon: STOMP, profile: 0 });
        out.push({ type: 'attack', zombie: z.id, weapon: KNOCKDOWN, profile: 0 });
        if (abilityReady && ability === 'mmaTrainer') {
          out.push({ type: 'ability', zombie: z.id, weapon: STOMP, profile: 0 });
          out.push({ type: 'ability', zombie: z.id, weapon: KNOCKDOWN, profile: 0 });
        }
      }
    }
  }
  if (abilityReady) {
    if (ability === 'collegeTrackStar') {
      const standing = here ? here.zombies.filter((z) => !z.knockdown).map((z) => z.id) : [];
      const ignores: string[][] = [];
      if (standing.length <= 2) ignores.push(standing);
      else
        for (let i = 0; i < standing.length; i++)
          for (let j = i + 1; j < standing.length; j++) ignores.push([standing[i], standing[j]]);
      // Ignoring Opportunity Attacks matters only when moving up (line 238).
      for (const ignore of ignores) out.push({ type: 'ability', to: sv.row + 1, ignore });
      out.push({ type: 'ability', to: sv.row - 1, ignore: [] });
    } else if (ability !== 'firearmsInstructor' && ability !== 'mmaTrainer' && ability !== 'selfDefenseTrainer')
      out.push({ type: 'ability' });
  }
  if (state.config.concussion && sv.concussion > 0) out.push({ type: 'removeConcussion' });
}

function tacticCandidates(ctx: RulesContext, state: SecondsState, card: string, out: SecondsAction[]): void {
  const sv = state.survivor;
  const def = ctx.tactics.get(card)!;
  switch (def.effect) {
    case 'sprint':
    case 'slipPast':
      for (let to = sv.row + 1; to <= Math.min(STREET, sv.row + def.amount); to++)
        out.push({ type: 'playTactics', card, to });
      return;
    case 'shove':
      if (sv.row <= TOP_ROW)
        for (const z of state.rows[sv.row].zombies) out.push({ type: 'playTactics', card, zombie: z.id });
      return;
    case 'reload':
      for (const w of sv.equipped) out.push({ type: 'playTactics', card, weapon: w });
      return;
    case 'scavenge':
      if (sv.row <= TOP_ROW)
        for (let i = 0; i < state.rows[sv.row].supply.length; i++) out.push({ type: 'playTactics', card, index: i });
      return;
    case 'dodge':
      return;
    default:
      out.push({ type: 'playTactics', card });
  }
}

export { zombieHandCount };
