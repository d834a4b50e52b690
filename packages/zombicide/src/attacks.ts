/**
 * Combat Actions (EN "Melee Action", "Ranged Action", "Dual", "Fanning",
 * equipment traits Knife, Reload, Dynamite). Checks say why an attack is
 * illegal; performs spend the Action, make the noise and start the combat.
 */
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { Sight } from './board/types.ts';
import type { State } from './state.ts';
import { checkActor, ruleError, spendActions, zoneLabel } from './rule-error.ts';
import { cardDef, isHandSlot, removeFromInventory } from './inventory.ts';
import { hasClass, survivorsInZone } from './survivors.ts';
import { zombiesIn, zombieTotal, KILL_AP, TYPE_NAMES } from './zombies.ts';
import { makeNoise } from './noise.ts';
import { startCombat, killZombie } from './combat.ts';
import { eliminate } from './wounds.ts';
import { cleanVadeRetro } from './vade-retro.ts';

type RangedAction = Extract<Action, { type: 'ranged' }>;
type DynamiteAction = Extract<Action, { type: 'dynamite' }>;
type ReloadAction = Extract<Action, { type: 'reload' }>;

/** The other Hand slot holding an identical card, for Dual (EN "Dual": identical weapons with the Dual symbol). */
export function dualPartner(ctx: RulesContext, state: State, s: number, slot: number): number {
  const inv = state.survivors[s].inventory;
  const card = inv[slot];
  if (card === null) return -1;
  const def = state.cards[card].def;
  for (const other of [0, 1, 2]) {
    const c = inv[other];
    if (other !== slot && c !== null && state.cards[c].def === def) return other;
  }
  return -1;
}

/** Sight table for this survivor: Townsfolk see further indoors (EN "Townsfolk class"). */
export function sightOf(ctx: RulesContext, state: State, s: number): Sight[] {
  const surv = state.survivors[s];
  return hasClass(surv, 'townsfolk') ? ctx.geo.sightTownsfolk[surv.zone] : ctx.geo.sight[surv.zone];
}

export function rangeTo(ctx: RulesContext, state: State, s: number, zone: number): number {
  for (const seen of sightOf(ctx, state, s)) if (seen.zone === zone) return seen.range;
  return -1;
}

function checkWeaponInHand(ctx: RulesContext, state: State, s: number, slot: number, dual: boolean, label: string, attack: 'melee' | 'ranged'): RuleError | null {
  if (!isHandSlot(slot)) return ruleError('weapon.notInHand', `${label}: weapons are used from a Hand or the Favorite Weapon slot, not the Backpack`);
  const card = state.survivors[s].inventory[slot];
  if (card === null) return ruleError('weapon.empty', `${label}: no card in that slot`);
  const def = cardDef(ctx, state, card);
  if (!def.weapon || def.weapon.attack !== attack || def.traits.includes('dynamite')) return ruleError('weapon.wrongKind', `${label}: ${def.name} is not a ${attack} weapon`);
  if (!state.cards[card].loaded) return ruleError('weapon.reload', `${label}: ${def.name} is empty and must be reloaded first`);
  if (dual) {
    if (!def.weapon.dual) return ruleError('weapon.notDual', `${label}: ${def.name} has no Dual symbol`);
    const partner = dualPartner(ctx, state, s, slot);
    if (partner < 0) return ruleError('weapon.noPair', `${label}: Dual needs two identical ${def.name} equipped`);
    if (!state.cards[state.survivors[s].inventory[partner]!].loaded) return ruleError('weapon.reload', `${label}: the second ${def.name} is empty`);
  }
  return null;
}

export function checkMeleeWeapon(ctx: RulesContext, state: State, s: number, slot: number, dual: boolean, label: string): RuleError | null {
  return checkWeaponInHand(ctx, state, s, slot, dual, label, 'melee');
}

export function checkMelee(ctx: RulesContext, state: State, a: Extract<Action, { type: 'melee' }>): RuleError | null {
  const e = checkActor(state, a.s, 1, 'Melee');
  if (e) return e;
  const w = checkMeleeWeapon(ctx, state, a.s, a.slot, a.dual, 'Melee');
  if (w) return w;
  if (zombieTotal(state, state.survivors[a.s].zone) === 0) return ruleError('melee.noZombies', 'Melee: no zombie in your zone');
  return null;
}

/**
 * Melee dice: the weapon's dice (twice for Dual). Knife (EN 1314): another
 * Knife-trait card in Hand gives +1 die to a single Melee weapon; dual
 * Knives give each other the bonus; other dual weapons get none.
 */
export function meleeDice(ctx: RulesContext, state: State, s: number, slot: number, dual: boolean): number {
  const inv = state.survivors[s].inventory;
  const def = cardDef(ctx, state, inv[slot]!);
  const base = def.weapon!.dice;
  const isKnife = def.traits.includes('knife');
  if (dual) return isKnife ? 2 * (base + 1) : 2 * base;
  for (const other of [0, 1, 2]) {
    const c = inv[other];
    if (other !== slot && c !== null && cardDef(ctx, state, c).traits.includes('knife')) return base + 1;
  }
  return base;
}

export function startMelee(ctx: RulesContext, state: State, s: number, slot: number, dual: boolean, events: GameEvent[]): void {
  const surv = state.survivors[s];
  const card = surv.inventory[slot]!;
  const w = cardDef(ctx, state, card).weapon!;
  const weapons = dual ? [card, surv.inventory[dualPartner(ctx, state, s, slot)]!] : [card];
  if (w.noise !== 'silent') makeNoise(state, surv.zone, w.noise === 'boom', `${cardDef(ctx, state, card).name} makes noise`, events);
  startCombat(ctx, state, {
    survivor: s, zone: surv.zone, melee: true, damage: w.damage, accuracy: w.accuracy,
    weapons, noise: w.noise, fanning: false, ammo: [], dice: meleeDice(ctx, state, s, slot, dual),
  }, events);
}

export function performMelee(ctx: RulesContext, state: State, a: Extract<Action, { type: 'melee' }>, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'melee', events);
  startMelee(ctx, state, a.s, a.slot, a.dual, events);
}

export function checkRanged(ctx: RulesContext, state: State, a: RangedAction): RuleError | null {
  const label = a.fanning ? 'Fanning' : 'Ranged';
  const e = checkActor(state, a.s, 1, label);
  if (e) return e;
  const w = checkWeaponInHand(ctx, state, a.s, a.slot, a.dual, label, 'ranged');
  if (w) return w;
  const def = cardDef(ctx, state, state.survivors[a.s].inventory[a.slot]!);
  const weapon = def.weapon!;
  if (a.fanning) {
    if (!hasClass(state.survivors[a.s], 'gunslinger')) return ruleError('fanning.notGunslinger', 'Fanning: a Gunslinger Class Ability');
    if (weapon.family !== 'pistol') return ruleError('fanning.notPistol', `Fanning: needs a Pistol, ${def.name} is not one`);
    if (def.traits.includes('noFanning')) return ruleError('fanning.noFanning', `Fanning: ${def.name} has the No Fanning trait`);
    if (a.dual) return ruleError('fanning.single', 'Fanning: performed with a single Pistol, even with dual Pistols');
  }
  const range = rangeTo(ctx, state, a.s, a.zone);
  if (range < 0) return ruleError('ranged.noSight', `${label}: ${zoneLabel(ctx, a.zone)} is not in Line Of Sight`);
  if (range < weapon.minRange || range > weapon.maxRange) return ruleError('ranged.range', `${label}: ${zoneLabel(ctx, a.zone)} is at Range ${range}, ${def.name} has Range ${weapon.minRange}-${weapon.maxRange}`);
  if (zombieTotal(state, a.zone) === 0) return ruleError('ranged.noZombies', `${label}: no zombie in the target zone`);
  return null;
}

export function performRanged(ctx: RulesContext, state: State, a: RangedAction, events: GameEvent[]): void {
  const surv = state.survivors[a.s];
  const card = surv.inventory[a.slot]!;
  const def = cardDef(ctx, state, card);
  const w = def.weapon!;
  spendActions(state, a.s, 1, a.fanning ? 'fanning' : 'ranged', events);
  const weapons = a.dual ? [card, surv.inventory[dualPartner(ctx, state, a.s, a.slot)]!] : [card];
  if (a.fanning) {
    // Fanning: Dice 6, Accuracy 5+ (6+ with "Fanning 6+"), Boom; the Pistol must then be reloaded (EN "Gunslinger class").
    makeNoise(state, surv.zone, true, 'Fanning produces a Boom', events);
    state.cards[card].loaded = false;
    state.cards[card].fanned = true;
    events.push({ type: 'weaponEmptied', s: a.s, card: def.id });
  } else {
    if (w.noise !== 'silent') makeNoise(state, surv.zone, w.noise === 'boom', `${def.name} makes a ${w.noise === 'boom' ? 'Boom' : 'Bang'}`, events);
    if (def.traits.includes('reload')) {
      for (const c of weapons) state.cards[c].loaded = false;
      events.push({ type: 'weaponEmptied', s: a.s, card: def.id });
    }
  }
  startCombat(ctx, state, {
    survivor: a.s, zone: a.zone, melee: false, damage: w.damage,
    accuracy: a.fanning ? (def.traits.includes('fanning6') ? 6 : 5) : w.accuracy,
    weapons, noise: a.fanning ? 'boom' : w.noise, fanning: a.fanning, ammo: w.ammo ? [w.ammo] : [],
    dice: a.fanning ? 6 : a.dual ? 2 * w.dice : w.dice,
  }, events);
}

export function checkDynamite(ctx: RulesContext, state: State, a: DynamiteAction): RuleError | null {
  const e = checkActor(state, a.s, 1, 'Dynamite');
  if (e) return e;
  const card = state.survivors[a.s].inventory[a.slot];
  if (card === undefined || card === null) return ruleError('weapon.empty', 'Dynamite: no card in that slot');
  const def = cardDef(ctx, state, card);
  if (!def.traits.includes('dynamite') || !def.weapon) return ruleError('dynamite.notDynamite', `Dynamite: ${def.name} is not Dynamite`);
  const range = rangeTo(ctx, state, a.s, a.zone);
  if (range < 0) return ruleError('ranged.noSight', `Dynamite: ${zoneLabel(ctx, a.zone)} is not in Line Of Sight`);
  if (range < def.weapon.minRange || range > def.weapon.maxRange) return ruleError('ranged.range', `Dynamite: ${zoneLabel(ctx, a.zone)} is at Range ${range}, Dynamite has Range ${def.weapon.minRange}-${def.weapon.maxRange}`);
  return null;
}

/** Dynamite (EN "Dynamite"): from any slot, discarded; every Actor in the target zone is eliminated, Survivors too; Boom there. */
export function performDynamite(ctx: RulesContext, state: State, a: DynamiteAction, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'dynamite', events);
  removeFromInventory(ctx, state, a.s, a.slot, 'Dynamite is discarded when thrown', events);
  makeNoise(state, a.zone, true, 'Dynamite: Boom in the target zone', events);
  for (let t = 0; t < 4; t++) {
    while (zombiesIn(state, a.zone, t) > 0) killZombie(ctx, state, a.s, a.zone, t, `Dynamite eliminates every Actor in the zone (${TYPE_NAMES[t]}, ${KILL_AP[t]} AP)`, events);
  }
  for (const victim of survivorsInZone(state, a.zone)) eliminate(state, victim, 'Dynamite eliminates every Actor in the target zone, Survivors too', events);
  cleanVadeRetro(state, events);
}

export function checkReload(ctx: RulesContext, state: State, a: ReloadAction): RuleError | null {
  const e = checkActor(state, a.s, 1, 'Reload');
  if (e) return e;
  const card = state.survivors[a.s].inventory[a.slot];
  if (card === undefined || card === null) return ruleError('reload.empty', 'Reload: no card in that slot');
  if (state.cards[card].loaded) return ruleError('reload.loaded', `Reload: ${cardDef(ctx, state, card).name} is already loaded`);
  return null;
}

/** Reload (EN "Reload"): 1 Action; a pair of identical Dual weapons reloads together. */
export function performReload(ctx: RulesContext, state: State, a: ReloadAction, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'reload', events);
  const card = state.survivors[a.s].inventory[a.slot]!;
  const reloadCard = (c: number) => {
    state.cards[c].loaded = true;
    state.cards[c].fanned = false;
    events.push({ type: 'weaponReloaded', s: a.s, card: state.cards[c].def, rule: 'Reload: 1 Action' });
  };
  reloadCard(card);
  const def = cardDef(ctx, state, card);
  if (def.weapon?.dual && isHandSlot(a.slot)) {
    const partner = dualPartner(ctx, state, a.s, a.slot);
    if (partner >= 0) {
      const other = state.survivors[a.s].inventory[partner]!;
      if (!state.cards[other].loaded) reloadCard(other);
    }
  }
}
