/**
 * The Survivor's Action Phase (lines 187-300, player aid 848-868): move,
 * stand up, pick up / equip / drop / use Supply cards, draw and play Tactics
 * cards, attack, Special Abilities (lines 440-529), remove a Concussion token
 * (line 545). One check per action answers both "is it legal?" and "why not?".
 */
import type { RuleError } from '@horde/core';
import { findZombie, hasStandingZombie, type ZombieAt } from './alley.ts';
import { declareAttack, KNOCKDOWN, profileOf, SHOVE, STOMP, zombieHandCount, type AttackSpec } from './attack.ts';
import { kindOf, type Cards } from './cards.ts';
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

const isError = (x: unknown): x is RuleError => typeof x === 'object' && x !== null && 'code' in x && 'message' in x;

function energy(s: SecondsState, cost: number, what: string): RuleError | null {
  return s.survivor.energy < cost
    ? refuse('energy.short', `${what} costs ${cost}E; you have ${s.survivor.energy}E`)
    : null;
}

/** The Survivalist's discount applies to the next Supply card cost of 1E or more (line 529). */
export function supplyCost(s: SecondsState, cost: number): number {
  return s.survivor.discount && cost > 0 ? cost - 1 : cost;
}

function useDiscount(s: SecondsState, cost: number): void {
  if (s.survivor.discount && cost > 0) s.survivor.discount = false;
}

/** Harder rules (line 571): no pick-ups beside standing zombies, even knocked down. */
function pickupBlocked(s: SecondsState): boolean {
  return s.config.harder && hasStandingZombie(s, s.survivor.row);
}

// DECISION supply.freePickup.
function pickupCost(s: SecondsState): number {
  // Once per turn when knocked down, a pick-up costs 0E (line 255).
  return s.survivor.down && !s.survivor.freePickupUsed ? 0 : 1;
}

function targetIn(s: SecondsState, id: string | undefined): ZombieAt | RuleError {
  const at = id ? findZombie(s, id) : null;
  return at ?? refuse('zombie.notInPlay', `No zombie ${id} in the alley`);
}

/** Whether `weapon` may attack `at` (range, stance, harder rules), and at what base cost. */
export function checkAttackShape(
  c: Cards,
  s: SecondsState,
  zombie: string,
  weapon: string,
  profile: number,
): { cost: number; at: ZombieAt; supplyCard: boolean } | RuleError {
  const sv = s.survivor;
  if (sv.noAttack)
    return refuse('restricted.attack', 'A Tactics card forbids Attack Actions this turn (seed line 148)');
  const at = targetIn(s, zombie);
  if (isError(at)) return at;
  const def = survivorDef(c, s);
  if (weapon === STOMP || weapon === KNOCKDOWN || weapon === SHOVE) {
    if (profile !== 0) return refuse('attack.profile', 'Unarmed attacks have one profile');
    if (sv.down) return refuse('attack.unarmedDown', 'You must be standing for an Unarmed attack (seed line 294)');
    if (at.row !== sv.row) return refuse('attack.range', 'Unarmed attacks are made in your row (seed line 294)');
    if (weapon === STOMP) {
      const stompable = c.zombieType.get(zombie)?.stompable ?? false;
      if (!at.zombie.knockdown && !stompable)
        return refuse(
          'attack.stompTarget',
          'A head stomp is only for knocked-down zombies and Crawlers (seed line 296)',
        );
      return { cost: def.stomp.cost, at, supplyCard: false };
    }
    if (at.zombie.knockdown) return refuse('attack.alreadyDown', 'This zombie is already knocked down');
    return { cost: weapon === SHOVE ? 0 : def.knockdown.cost, at, supplyCard: false };
  }
  // DECISION supply.equipped: attacks with equipped weapons only.
  if (!sv.equipped.includes(weapon)) return refuse('attack.notEquipped', 'Attack with an equipped weapon');
  const p = profileOf(c, weapon, profile);
  if (!p) return refuse('attack.profile', 'This weapon has no such attack');
  // DECISION attack.range: rows away in both directions.
  const distance = Math.abs(at.row - sv.row);
  if (p.kind === 'melee' && distance !== 0)
    return refuse('attack.range', 'Melee attacks are against a zombie in your row (seed line 289)');
  if (distance < p.range[0] || distance > p.range[1])
    return refuse(
      'attack.range',
      `Out of range: ${distance} rows away, range ${p.range[0]}-${p.range[1]} (seed line 310)`,
    );
  if (p.kind === 'ranged' && s.config.harder && distance > 0) {
    // Harder rules (line 568): three zombies in a row stop ranged attacks at zombies further away.
    // DECISION harder.crowd: the rows counted are the Survivor's own and those between it and the target.
    const step = at.row > sv.row ? 1 : -1;
    for (let r = sv.row; r !== at.row; r += step)
      if (r >= 1 && r <= TOP_ROW && s.rows[r].zombies.length >= 3)
        return refuse('attack.crowded', `Three zombies in row ${r} block ranged attacks beyond it (seed line 568)`);
  }
  return { cost: p.cost, at, supplyCard: true };
}

export function checkSurvivorAction(c: Cards, s: SecondsState, a: SurvivorAction): RuleError | null {
  const sv = s.survivor;
  const def = survivorDef(c, s);
  switch (a.type) {
    case 'move': {
      if (sv.noMove)
        return refuse('restricted.move', 'A Tactics card forbids Movement Actions this turn (seed line 148)');
      const cost = moveCost(c, s);
      if (cost === null) return refuse('move.knockedDown', 'You may not move while knocked down (seed line 239)');
      const d = Math.abs(a.to - sv.row);
      if (d === 0 || d > def.move.rows || a.to < 1 || a.to > STREET)
        return refuse(
          'move.range',
          `Move ${def.move.rows} row${def.move.rows > 1 ? 's' : ''} forward or back (seed line 234)`,
        );
      return energy(s, cost, 'Moving');
    }
    case 'standUp':
      if (!sv.down) return refuse('standUp.standing', 'You are standing');
      if (!survivorMayStand(s))
        return refuse('standUp.permanent', 'Knocked down with one health, you may not stand up (seed line 549)');
      return energy(s, standUpCost(s), 'Standing up');
    case 'pickUp': {
      const row = s.rows[sv.row];
      if (sv.row > TOP_ROW || !row || a.index >= row.supply.length)
        return refuse('pickUp.none', 'No such Supply card in your row (seed line 249)');
      if (pickupBlocked(s))
        return refuse('pickUp.zombies', 'Harder rules: no pick-ups beside standing zombies (seed line 571)');
      return energy(s, pickupCost(s), 'Picking up');
    }
    case 'equip': {
      const card = c.supply.get(a.card);
      if (!card || !sv.hand.includes(a.card)) return refuse('card.notInHand', 'Equip a Supply card from your hand');
      if (card.category === 'item') return refuse('equip.item', `${card.name} is played from the hand, not equipped`);
      if (sv.equipped.length >= SLOTS)
        return refuse('equip.full', 'Three Supply cards at most are equipped (seed line 252)');
      return energy(s, supplyCost(s, card.equipCost), `Equipping the ${card.name}`);
    }
    case 'drop':
      // DECISION supply.drop: 0E, equipped cards only.
      if (!sv.equipped.includes(a.card))
        return refuse('drop.notEquipped', 'Drop an equipped Supply card (seed line 253)');
      if (sv.row > TOP_ROW) return refuse('drop.street', 'Not in the street');
      return null;
    case 'drawTactics': {
      if (drawable(s, 'tactics') === 0) return refuse('deck.empty', 'The Tactics deck is empty');
      if (!a.discard) return energy(s, 1, 'Drawing a Tactics card');
      const [x, y] = a.discard;
      if (x === y || !sv.hand.includes(x) || !sv.hand.includes(y))
        return refuse('drawTactics.discard', 'Discard two cards from your hand (seed line 261)');
      if (sv.discardDraws >= DISCARD_DRAWS)
        return refuse('drawTactics.limit', 'Discarding two cards to draw: three times at most (seed line 261)');
      return null;
    }
    case 'useSupply': {
      const card = c.supply.get(a.card);
      if (!card?.use || !sv.hand.includes(a.card)) return refuse('card.notInHand', 'Use an item from your hand');
      if (card.use.heal > 0 && sv.health >= MAX_HEALTH)
        return refuse('heal.full', 'Five health at most (seed line 510)');
      return energy(s, supplyCost(s, card.use.cost), `Using the ${card.name}`);
    }
    case 'attack': {
      if (a.weapon === SHOVE) return refuse('attack.shove', 'Shove is a Tactics card');
      const shape = checkAttackShape(c, s, a.zombie, a.weapon, a.profile ?? 0);
      if (isError(shape)) return shape;
      return energy(s, shape.supplyCard ? supplyCost(s, shape.cost) : shape.cost, 'This attack');
    }
    case 'removeConcussion':
      if (!s.config.concussion || sv.concussion === 0)
        return refuse('concussion.none', 'No Concussion token to remove');
      return energy(s, CONCUSSION_COST, 'Removing a Concussion token');
    case 'playTactics':
      return checkTactic(c, s, a);
    case 'ability':
      return checkAbility(c, s, a);
  }
}

function checkTactic(c: Cards, s: SecondsState, a: Extract<SecondsAction, { type: 'playTactics' }>): RuleError | null {
  const sv = s.survivor;
  const def = c.tactics.get(a.card);
  if (!def || !sv.hand.includes(a.card)) return refuse('card.notInHand', 'Play a Tactics card from your hand');
  if (def.timing !== 'action') return refuse('card.reaction', `${def.name} is played when a zombie hits you`);
  if (def.movement && sv.noMove) return refuse('restricted.move', 'A Tactics card forbids Movement Actions this turn');
  if (def.movement && sv.down)
    return refuse('move.knockedDown', 'Knocked down, you may not play Movement Action cards (seed line 240)');
  if (def.attack && sv.noAttack) return refuse('restricted.attack', 'A Tactics card forbids Attack Actions this turn');
  const e = energy(s, def.cost, def.name);
  if (e) return e;
  const extra = (keys: (keyof typeof a)[]) =>
    (['zombie', 'weapon', 'index', 'to'] as const).some((k) => !keys.includes(k) && a[k] !== undefined)
      ? refuse('card.params', `${def.name}: unexpected target`)
      : null;
  switch (def.effect) {
    case 'gainEnergy':
      return extra([]);
    case 'heal':
      return extra([]) ?? (sv.health >= MAX_HEALTH ? refuse('heal.full', 'Five health at most (seed line 510)') : null);
    case 'drawSupply':
      return extra([]) ?? (s.decks.supply.length === 0 ? refuse('deck.empty', 'The Supply deck is empty') : null);
    case 'zombieDiscard':
      if (s.mode === 'solo') return refuse('card.twoPlayer', 'Lost Opportunity is not used in solo (seed line 686)');
      return (
        extra([]) ?? (s.zombies.hand.length === 0 ? refuse('card.noTarget', 'The Zombie Player has no cards') : null)
      );
    case 'steadyAim':
      return extra([]) ?? (sv.steadyAim ? refuse('card.already', 'Steady Aim is already in play') : null);
    case 'kickFree':
      if (!sv.down) return refuse('standUp.standing', 'You are standing');
      if (!survivorMayStand(s))
        return refuse('standUp.permanent', 'Knocked down with one health, you may not stand up');
      return extra([]);
    case 'sprint':
    case 'slipPast': {
      const reach = def.amount;
      if (a.to === undefined || a.to <= sv.row || a.to > Math.min(STREET, sv.row + reach))
        return refuse('move.range', `${def.name} moves you forward up to ${reach} row${reach > 1 ? 's' : ''}`);
      return extra(['to']);
    }
    case 'shove': {
      if (a.zombie === undefined) return refuse('card.noTarget', 'Shove names a zombie in your row');
      const shape = checkAttackShape(c, s, a.zombie, SHOVE, 0);
      return isError(shape) ? shape : extra(['zombie']);
    }
    case 'reload': {
      const w = a.weapon;
      const wd = w ? c.supply.get(w) : undefined;
      if (!w || !wd || wd.category !== 'firearm' || !sv.equipped.includes(w) || (s.wear[w] ?? 0) === 0)
        return refuse('reload.target', 'Reload an equipped firearm that has fired');
      return extra(['weapon']);
    }
    case 'scavenge': {
      if (a.index === undefined || sv.row > TOP_ROW || a.index >= s.rows[sv.row].supply.length)
        return refuse('pickUp.none', 'No such Supply card in your row');
      if (pickupBlocked(s)) return refuse('pickUp.zombies', 'Harder rules: no pick-ups beside standing zombies');
      return extra(['index']);
    }
    case 'dodge':
      return refuse('card.reaction', 'Dodge is played when a zombie hits you');
  }
}

function checkAbility(c: Cards, s: SecondsState, a: Extract<SecondsAction, { type: 'ability' }>): RuleError | null {
  const sv = s.survivor;
  const def = survivorDef(c, s);
  if (sv.abilityTokens <= 0)
    return refuse('ability.noToken', 'A Special Ability uses an Ability token (seed line 442)');
  if (sv.abilityUsed) return refuse('ability.used', 'A Special Ability is used once per turn (seed line 444)');
  const none = (keys: string[]) =>
    (['zombie', 'weapon', 'profile', 'to', 'ignore'] as const).some((k) => !keys.includes(k) && a[k] !== undefined)
      ? refuse('ability.params', 'Unexpected parameters for this ability')
      : null;
  switch (def.ability) {
    case 'soccerPlayer':
    case 'survivalist':
      if (def.ability === 'survivalist' && sv.discount)
        return refuse('ability.already', 'The discount is already ready');
      return none([]);
    case 'doctor':
      // DECISION doctor.full: refused at five health rather than spent for nothing.
      return (
        none([]) ?? (sv.health >= MAX_HEALTH ? refuse('heal.full', 'May not exceed five health (seed line 510)') : null)
      );
    case 'scavenger':
      return none([]) ?? (s.decks.supply.length === 0 ? refuse('deck.empty', 'The Supply deck is empty') : null);
    case 'firearmsInstructor':
    case 'mmaTrainer': {
      if (a.zombie === undefined || a.weapon === undefined)
        return refuse('ability.params', 'Name the zombie and the weapon');
      if (a.weapon === SHOVE) return refuse('attack.shove', 'Shove is a Tactics card');
      const shape = checkAttackShape(c, s, a.zombie, a.weapon, a.profile ?? 0);
      if (isError(shape)) return shape;
      const p = profileOf(c, a.weapon, a.profile ?? 0);
      // DECISION ability.singleAction: a "single action" weapon attacks with a 1E profile.
      const fits =
        def.ability === 'firearmsInstructor'
          ? p !== null && p.kind === 'ranged' && p.cost === 1 && c.supply.get(a.weapon)?.category === 'firearm'
          : a.weapon === STOMP || a.weapon === KNOCKDOWN || (p !== null && p.kind === 'melee' && p.cost === 1);
      if (!fits)
        return refuse(
          'ability.weapon',
          def.ability === 'firearmsInstructor'
            ? 'Attack with a single action Firearm (seed line 461)'
            : 'Make an Unarmed or single action Melee attack (seed line 471)',
        );
      return none(['zombie', 'weapon', 'profile']);
    }
    case 'collegeTrackStar': {
      if (sv.noMove) return refuse('restricted.move', 'A Tactics card forbids Movement Actions this turn');
      if (sv.down) return refuse('move.knockedDown', 'You may not move while knocked down');
      if (sv.row >= TOP_ROW) return refuse('ability.row10', 'May not be used in row ten (seed line 502)');
      if (a.to === undefined || Math.abs(a.to - sv.row) !== 1 || a.to < 1)
        return refuse('move.range', 'Move one row (seed line 501)');
      const ignore = a.ignore ?? [];
      if (new Set(ignore).size !== ignore.length) return refuse('ability.ignore', 'Choose two different zombies');
      for (const id of ignore) {
        const at = findZombie(s, id);
        if (!at || at.row !== sv.row) return refuse('ability.ignore', 'Choose zombies of your row');
      }
      return none(['to', 'ignore']);
    }
    case 'selfDefenseTrainer':
      return refuse('ability.reaction', "Block is used when a zombie's attack hits you (seed line 885)");
  }
}

function attackSpec(
  c: Cards,
  s: SecondsState,
  zombie: string,
  weapon: string,
  profile: number,
  ability: boolean,
): AttackSpec {
  const shape = checkAttackShape(c, s, zombie, weapon, profile) as { cost: number; supplyCard: boolean };
  const cost = ability ? 0 : shape.supplyCard ? supplyCost(s, shape.cost) : shape.cost;
  if (!ability && shape.supplyCard) useDiscount(s, shape.cost);
  return { zombie, weapon, profile, cost, ability };
}

function pickUp(c: Cards, s: SecondsState, index: number, free: boolean, ev: SecondsEvent[]): void {
  const row = s.rows[s.survivor.row];
  const [item] = row.supply.splice(index, 1);
  s.survivor.hand.push(item.card);
  ev.push({ type: 'supplyPickedUp', row: s.survivor.row, index, card: item.faceUp ? item.card : null, free });
  if (!item.faceUp) ev.push({ type: 'cardDrawn', deck: 'supply', card: item.card, side: 'survivor', to: 'hand' });
}

export function doSurvivorAction(c: Cards, s: SecondsState, a: SurvivorAction, now: number, ev: SecondsEvent[]): void {
  const sv = s.survivor;
  switch (a.type) {
    case 'move': {
      const cost = moveCost(c, s)!;
      spend(s, 'survivor', cost, ev);
      moveSurvivor(c, s, a.to, cost, 'move', [], false, ev);
      return;
    }
    case 'standUp': {
      const cost = standUpCost(s);
      spend(s, 'survivor', cost, ev);
      sv.down = false;
      ev.push({ type: 'survivorStoodUp', cost });
      return;
    }
    case 'pickUp': {
      const cost = pickupCost(s);
      if (cost === 0) sv.freePickupUsed = true;
      spend(s, 'survivor', cost, ev);
      pickUp(c, s, a.index, cost === 0, ev);
      return;
    }
    case 'equip': {
      const def = c.supply.get(a.card)!;
      const cost = supplyCost(s, def.equipCost);
      useDiscount(s, def.equipCost);
      spend(s, 'survivor', cost, ev);
      removeFromList(sv.hand, a.card);
      sv.equipped.push(a.card);
      ev.push({ type: 'supplyEquipped', card: a.card, cost });
      return;
    }
    case 'drop':
      removeFromList(sv.equipped, a.card);
      s.rows[sv.row].supply.push({ card: a.card, faceUp: true });
      ev.push({ type: 'supplyDropped', card: a.card, row: sv.row });
      return;
    case 'drawTactics': {
      if (a.discard) {
        sv.discardDraws++;
        for (const card of a.discard) discardFromHand(c, s, card, ev);
      } else spend(s, 'survivor', 1, ev);
      const card = draw(s, 'tactics', ev);
      if (card) {
        sv.hand.push(card);
        ev.push({ type: 'cardDrawn', deck: 'tactics', card, side: 'survivor', to: 'hand' });
      }
      return;
    }
    case 'useSupply': {
      const def = c.supply.get(a.card)!;
      const cost = supplyCost(s, def.use!.cost);
      useDiscount(s, def.use!.cost);
      spend(s, 'survivor', cost, ev);
      removeFromList(sv.hand, a.card);
      discard(s, 'supply', a.card);
      const healed = heal(s, def.use!.heal);
      ev.push({ type: 'supplyUsed', card: a.card, cost, heal: healed });
      return;
    }
    case 'attack': {
      const spec = attackSpec(c, s, a.zombie, a.weapon, a.profile ?? 0, false);
      spend(s, 'survivor', spec.cost, ev);
      declareAttack(c, s, spec, now, ev);
      return;
    }
    case 'removeConcussion':
      spend(s, 'survivor', CONCUSSION_COST, ev);
      sv.concussion--;
      ev.push({ type: 'concussion', tokens: sv.concussion, energyTokens: sv.energyTokens });
      return;
    case 'playTactics':
      playTactic(c, s, a, now, ev);
      return;
    case 'ability':
      useAbility(c, s, a, now, ev);
      return;
  }
}

export function discardFromHand(c: Cards, s: SecondsState, card: string, ev: SecondsEvent[]): void {
  removeFromList(s.survivor.hand, card);
  discard(s, c.tactics.has(card) ? 'tactics' : 'supply', card);
  ev.push({ type: 'cardDiscarded', card, side: 'survivor', from: 'hand' });
}

function playTactic(
  c: Cards,
  s: SecondsState,
  a: Extract<SecondsAction, { type: 'playTactics' }>,
  now: number,
  ev: SecondsEvent[],
): void {
  const sv = s.survivor;
  const def = c.tactics.get(a.card)!;
  removeFromList(sv.hand, a.card);
  discard(s, 'tactics', a.card);
  spend(s, 'survivor', def.cost, ev);
  ev.push({ type: 'tacticsPlayed', card: a.card, side: 'survivor', cost: def.cost });
  switch (def.effect) {
    case 'gainEnergy':
      gainEnergy(s, 'survivor', def.amount, ev);
      return;
    case 'heal':
      heal(s, def.amount);
      return;
    case 'drawSupply':
      for (let i = 0; i < def.amount; i++) {
        const card = draw(s, 'supply', ev);
        if (!card) break;
        sv.hand.push(card);
        ev.push({ type: 'cardDrawn', deck: 'supply', card, side: 'survivor', to: 'hand' });
      }
      return;
    case 'zombieDiscard':
      for (let i = 0; i < def.amount && s.zombies.hand.length > 0; i++) {
        const [card] = s.zombies.hand.splice(randomInt(s.rng, s.zombies.hand.length), 1);
        discard(s, c.zombies.has(card) ? 'zombie' : 'zombieTactics', card);
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
      moveSurvivor(c, s, a.to!, def.cost, 'sprint', [], false, ev);
      return;
    case 'slipPast':
      moveSurvivor(c, s, a.to!, def.cost, 'slipPast', [], true, ev);
      return;
    case 'shove':
      declareAttack(c, s, { zombie: a.zombie!, weapon: SHOVE, profile: 0, cost: 0, ability: false }, now, ev);
      return;
    case 'reload': {
      const w = a.weapon!;
      s.wear[w] = Math.max(0, (s.wear[w] ?? 0) - def.amount);
      if (s.wear[w] === 0) delete s.wear[w];
      return;
    }
    case 'scavenge':
      pickUp(c, s, a.index!, true, ev);
      return;
    case 'dodge':
      return;
  }
}

function useAbility(
  c: Cards,
  s: SecondsState,
  a: Extract<SecondsAction, { type: 'ability' }>,
  now: number,
  ev: SecondsEvent[],
): void {
  const sv = s.survivor;
  const def = survivorDef(c, s);
  sv.abilityTokens--;
  sv.abilityUsed = true;
  ev.push({ type: 'abilityUsed', ability: def.ability });
  switch (def.ability) {
    case 'soccerPlayer':
      gainEnergy(s, 'survivor', 1, ev);
      return;
    case 'doctor':
      heal(s, 1);
      return;
    case 'survivalist':
      sv.discount = true;
      return;
    case 'scavenger': {
      const cards: string[] = [];
      for (let i = 0; i < 3; i++) {
        const card = draw(s, 'supply', ev);
        if (!card) break;
        cards.push(card);
        ev.push({ type: 'cardDrawn', deck: 'supply', card, side: 'survivor', to: 'scavenge' });
      }
      if (cards.length === 1) {
        sv.hand.push(cards[0]);
        return;
      }
      s.pending.push({ kind: 'scavenge', side: 'survivor', endsAt: decisionEndsAt(s, now), cards });
      return;
    }
    case 'firearmsInstructor':
    case 'mmaTrainer':
      declareAttack(c, s, attackSpec(c, s, a.zombie!, a.weapon!, a.profile ?? 0, true), now, ev);
      return;
    case 'collegeTrackStar':
      moveSurvivor(c, s, a.to!, 0, 'trackStar', a.ignore ?? [], false, ev);
      return;
    case 'selfDefenseTrainer':
      return;
  }
}

/** Candidate Survivor actions (legalActions filters them through checkSurvivorAction). */
export function survivorCandidates(c: Cards, s: SecondsState, out: SecondsAction[]): void {
  const sv = s.survivor;
  const def = survivorDef(c, s);
  for (let d = 1; d <= def.move.rows; d++) {
    if (sv.row + d <= STREET) out.push({ type: 'move', to: sv.row + d });
    if (sv.row - d >= 1) out.push({ type: 'move', to: sv.row - d });
  }
  if (sv.down) out.push({ type: 'standUp' });
  const here = sv.row <= TOP_ROW ? s.rows[sv.row] : null;
  if (here) for (let i = 0; i < here.supply.length; i++) out.push({ type: 'pickUp', index: i });
  const seen = new Set<string>();
  for (const card of sv.hand) {
    if (c.supply.has(card)) {
      // Cards of one kind with the same wear are the same choice.
      const key = `${kindOf(card)}:${usesLeft(c, s, card)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ type: 'equip', card });
      out.push({ type: 'useSupply', card });
    } else if (c.tactics.has(card)) {
      const key = kindOf(card);
      if (seen.has(key)) continue;
      seen.add(key);
      tacticCandidates(c, s, card, out);
    }
  }
  for (const card of sv.equipped) out.push({ type: 'drop', card });
  if (drawable(s, 'tactics') > 0) {
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
    for (const z of s.rows[row].zombies) {
      for (const w of sv.equipped) {
        const wd = c.supply.get(w);
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
  if (s.config.concussion && sv.concussion > 0) out.push({ type: 'removeConcussion' });
}

function tacticCandidates(c: Cards, s: SecondsState, card: string, out: SecondsAction[]): void {
  const sv = s.survivor;
  const def = c.tactics.get(card)!;
  switch (def.effect) {
    case 'sprint':
    case 'slipPast':
      for (let to = sv.row + 1; to <= Math.min(STREET, sv.row + def.amount); to++)
        out.push({ type: 'playTactics', card, to });
      return;
    case 'shove':
      if (sv.row <= TOP_ROW)
        for (const z of s.rows[sv.row].zombies) out.push({ type: 'playTactics', card, zombie: z.id });
      return;
    case 'reload':
      for (const w of sv.equipped) out.push({ type: 'playTactics', card, weapon: w });
      return;
    case 'scavenge':
      if (sv.row <= TOP_ROW)
        for (let i = 0; i < s.rows[sv.row].supply.length; i++) out.push({ type: 'playTactics', card, index: i });
      return;
    case 'dodge':
      return;
    default:
      out.push({ type: 'playTactics', card });
  }
}

export { zombieHandCount };
