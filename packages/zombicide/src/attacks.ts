/**
 * Combat Actions (EN "Melee Action", "Ranged Action", "Dual", "Fanning",
 * equipment traits Knife, Reload; the combat skills). Checks say why an
 * attack is illegal; performs spend the Action, make the noise and start the
 * combat with every card and skill modifier applied.
 */
import { withParams } from './rule-ref.ts';
import { CORE_REFS as R } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { Sight } from './board/types.ts';
import type { EquipmentDef } from './defs.ts';
import type { State } from './state.ts';
import { checkActor, ruleError, spendActions, usedThisTurn } from './rule-error.ts';
import { cardDef, isHandSlot, isSlot } from './inventory.ts';
import { zombieTotal } from './zombies.ts';
import { survivorsInZone } from './survivors.ts';
import { startCombat } from './combat.ts';
import { actionMatches, activeSkills, equipmentMatches, hasSkillActive, parseKey, type ActionUse } from './skills.ts';

type RangedAction = Extract<Action, { type: 'ranged' }>;
type ReloadAction = Extract<Action, { type: 'reload' }>;

/** Slots a weapon may be used from: the Hands (as the ruleset lays them out), or everything with Quick draw (EN "Quick draw"). */
export function equippedSlot(ctx: RulesContext, state: State, s: number, slot: number): boolean {
  return isHandSlot(ctx, slot) || (isSlot(ctx, slot) && hasSkillActive(state, s, 'quickDraw'));
}

/** Can this weapon be used Dual by this survivor (its symbol, Ambidextrous, Blademaster)? */
export function dualCapable(state: State, s: number, def: EquipmentDef): boolean {
  if (!def.weapon) return false;
  return (
    def.weapon.dual ||
    hasSkillActive(state, s, 'ambidextrous') ||
    (def.weapon.attack === 'melee' && hasSkillActive(state, s, 'blademaster')) ||
    // Gunslinger (seed 001 line 2227): every Ranged weapon counts as Dual (lateSkillPlayed).
    (def.weapon.attack === 'ranged' && lateSkillPlayed(state) && hasSkillActive(state, s, 'gunslingerClassic'))
  );
}

/** The other equipped slot holding an identical card, for Dual (EN "Dual": identical weapons). */
export function dualPartner(ctx: RulesContext, state: State, s: number, slot: number): number {
  const inv = state.survivors[s].inventory;
  const card = inv[slot];
  if (card === null) return -1;
  const def = state.cards[card].def;
  for (let other = 0; other < inv.length; other++) {
    const c = inv[other];
    if (other !== slot && c !== null && equippedSlot(ctx, state, s, other) && state.cards[c].def === def) return other;
  }
  return -1;
}

/** Zones this survivor sees, with their range (the ruleset's sight: classes may see further). */
export function sightOf(ctx: RulesContext, state: State, s: number): Sight[] {
  return ctx.ruleset.survivors.sight(ctx, state, s);
}

export function rangeTo(ctx: RulesContext, state: State, s: number, zone: number): number {
  for (const seen of sightOf(ctx, state, s)) if (seen.zone === zone) return seen.range;
  return -1;
}

export interface AttackSpec {
  s: number;
  slot: number;
  dual: boolean;
  attack: 'melee' | 'ranged';
  /** Target zone (the survivor's own for Melee). */
  zone: number;
  fanning: boolean;
  /** The free Melee Action of a Brawler's Charge. */
  charge: boolean;
  /** A weapon card not in the inventory (Improvised weapon), used instead of `slot`. */
  card?: number;
  /** A Melee Action aimed at this survivor (a ruleset's rivals) instead of the zone's zombies. */
  rival?: number;
  /** Each weapon rolls as many dice as there are Actors (survivors and zombies) in `zone` (a ruleset's skill). */
  actorDice?: boolean;
  /** The second weapon of an Action whose noise is already made (one Noise token per Action, seed 001 line 1038). */
  quiet?: boolean;
  /** Dice a ruleset adds to the roll (an Escalation it counts itself). */
  extraDice?: number;
}

/** Actors in a zone: the survivors in play and the zombies (seed 001 "Actors"). */
function actorsIn(state: State, zone: number): number {
  return survivorsInZone(state, zone).length + zombieTotal(state, zone);
}

/** Refused unless the ruleset lets this survivor roll the Actors as dice (SurvivorRules.actorDiceRefused). */
function checkActorDice(ctx: RulesContext, state: State, s: number, attack: 'melee' | 'ranged'): RuleError | null {
  const refused = ctx.ruleset.survivors.actorDiceRefused;
  return refused ? refused(state, s, attack) : ruleError('attack.actorDice');
}

function specCard(state: State, spec: AttackSpec): number {
  return spec.card ?? state.survivors[spec.s].inventory[spec.slot]!;
}

/** Everything a weapon, its traits and the survivor's skills make of one attack. */
export interface AttackProfile {
  def: EquipmentDef;
  dice: number;
  accuracy: number;
  damage: number;
  minRange: number;
  maxRange: number;
  rollBonus: number;
  skillRerolls: string[];
  reaper: boolean;
  roll6Die: boolean;
  roll6Damage: boolean;
  marksman: boolean;
  pointBlank: boolean;
}

/**
 * Standing in an observation tower [PO] gives +1 max Range, stacking with the skill (seed 001 lines 1080, 1720).
 * Aboard a vehicle in the tower's zone is not possible: towers take survivors only.
 */
function towerRange(ctx: RulesContext, state: State, s: number): number {
  return ctx.geo.zones[state.survivors[s].zone]?.kind === 'tower' ? 1 : 0;
}

/**
 * What the survivor's active skills add to one attack, read in one pass over them (every legal-actions call
 * checks each attack it lists through attackProfile, so this runs for every candidate): "+1 die", "+1
 * damage" and "+1 to dice roll" per Action or Equipment, Escalation, the skills of Fanning, Charge and Vade
 * Retro, the re-rolls, Reaper and the 6s.
 */
interface SkillBonus {
  diePerWeapon: number;
  damage: number;
  maxRange: number;
  rollBonus: number;
  escalation: number;
  fanningDice: number;
  reaper: boolean;
  roll6Die: boolean;
  roll6Damage: boolean;
  lucky: boolean;
  oneReroll: boolean;
  fanningReroll: boolean;
  chargeReroll: boolean;
  vadeRetroReroll: boolean;
  marksman: boolean;
  pointBlank: boolean;
  /** Super strength (seed 001 line 2301): Melee weapons count as Damage 3. */
  superStrength: boolean;
  /** Point-blank of seed 001 (line 2259): free targets at Range 0, no change to the weapon's Range. */
  pointBlankFree: boolean;
}

/** Escalation: +1 die per consecutive earlier Action of the type; the streak already counts this Action once it is paid. */
const earlier = (n: number | undefined) => Math.max(0, (n ?? 0) - 1);

function skillBonus(state: State, spec: AttackSpec, def: EquipmentDef, vr: boolean): SkillBonus {
  const { s, attack, fanning, charge } = spec;
  const w = def.weapon!;
  const used = state.survivors[s].used;
  const streak = attack === 'melee' ? used.streakMelee : used.streakRanged;
  const b: SkillBonus = {
    diePerWeapon: 0,
    damage: 0,
    maxRange: 0,
    rollBonus: 0,
    escalation: 0,
    fanningDice: 0,
    reaper: false,
    roll6Die: false,
    roll6Damage: false,
    lucky: false,
    oneReroll: false,
    fanningReroll: false,
    chargeReroll: false,
    vadeRetroReroll: false,
    marksman: false,
    pointBlank: false,
    superStrength: false,
    pointBlankFree: false,
  };
  for (const key of activeSkills(state, s)) {
    const { id, param } = parseKey(key);
    if (param !== undefined) {
      const byAction = actionMatches(param, attack);
      switch (id) {
        case 'plus1DieAction':
          if (byAction) b.diePerWeapon++;
          break;
        case 'frenzy':
          // Frenzy (seed 001 line 2219): +1 die per weapon for each Wound the survivor has.
          if (byAction) b.diePerWeapon += state.survivors[s].wounds;
          break;
        case 'plus1DieEquipment':
          if (equipmentMatches(param, def.id, w)) b.diePerWeapon++;
          break;
        case 'plus1DamageAction':
          if (byAction) b.damage++;
          break;
        case 'plus1DamageEquipment':
          if (equipmentMatches(param, def.id, w)) b.damage++;
          break;
        case 'plus1ToDiceRoll':
          if (byAction) b.rollBonus++;
          break;
        case 'reaper':
          if (byAction) b.reaper = true;
          break;
        case 'roll6Plus1Die':
          if (byAction) b.roll6Die = true;
          break;
        case 'roll6Plus1Damage':
          if (byAction) b.roll6Damage = true;
          break;
        case 'escalation':
          b.escalation += param === 'combat' ? earlier(used.streakCombat) : param === attack ? earlier(streak) : 0;
          break;
      }
      continue;
    }
    switch (key) {
      case 'chargePlus1Die':
        if (charge) b.diePerWeapon++;
        break;
      case 'vadeRetroPlus1Die':
        if (vr) b.diePerWeapon++;
        break;
      case 'fanningPlus1Die':
        if (fanning) b.fanningDice++;
        break;
      case 'fanningPlus1Damage':
        if (fanning) b.damage++;
        break;
      case 'chargePlus1Damage':
        if (charge) b.damage++;
        break;
      case 'vadeRetroPlus1Damage':
        if (vr) b.damage++;
        break;
      case 'plus1MaxRange':
        if (attack === 'ranged') b.maxRange++;
        break;
      case 'fanningPlus1MaxRange':
        if (attack === 'ranged' && fanning) b.maxRange++;
        break;
      case 'fanningPlus1ToDiceRoll':
        if (fanning) b.rollBonus++;
        break;
      case 'chargePlus1ToDiceRoll':
        if (charge) b.rollBonus++;
        break;
      case 'vadeRetroPlus1ToDiceRoll':
        if (vr) b.rollBonus++;
        break;
      case 'fanningReaper':
        if (fanning) b.reaper = true;
        break;
      case 'chargeReaper':
        if (charge) b.reaper = true;
        break;
      case 'vadeRetroReaper':
        if (vr) b.reaper = true;
        break;
      case 'lucky':
        b.lucky = true;
        break;
      case 'oneRerollPerTurn':
        b.oneReroll = true;
        break;
      case 'fanningReroll':
        b.fanningReroll = fanning;
        break;
      case 'chargeReroll':
        b.chargeReroll = charge;
        break;
      case 'vadeRetroReroll':
        b.vadeRetroReroll = vr;
        break;
      case 'marksman':
        b.marksman = true;
        break;
      case 'pointBlank':
        b.pointBlank = true;
        break;
      case 'superStrength':
        b.superStrength = attack === 'melee' && lateSkillPlayed(state);
        break;
      case 'pointBlankClassic':
        b.pointBlankFree = lateSkillPlayed(state);
        break;
    }
  }
  return b;
}

export function attackProfile(ctx: RulesContext, state: State, spec: AttackSpec): AttackProfile {
  const { s, attack, fanning } = spec;
  const def = cardDef(ctx, state, specCard(state, spec));
  const w = def.weapon!;
  const vr = ctx.ruleset.survivors.vadeRetroZone?.(state, spec.zone) ?? false;
  const b = skillBonus(state, spec, def, vr);
  const weapons = spec.dual ? 2 : 1;
  // "+1 die" skills add a die to each weapon rolled (Dual: +2), EN "+1 die: [Action]".
  let dice: number;
  if (fanning) dice = 6 + b.diePerWeapon + b.fanningDice;
  // Barbarian, Full auto: each weapon's Dice replaced by the Actors in the zone; "+1 die" skills still apply.
  else if (spec.actorDice) dice = weapons * (actorsIn(state, spec.zone) + b.diePerWeapon);
  else if (attack === 'melee')
    dice =
      (spec.card === undefined ? meleeDice(ctx, state, s, spec.slot, spec.dual) : w.dice) + weapons * b.diePerWeapon;
  else dice = weapons * (w.dice + b.diePerWeapon);
  dice += b.escalation + (spec.extraDice ?? 0);
  const rerolls: string[] = [];
  if (b.lucky) rerolls.push('lucky');
  // 1 re-roll per turn (seed 001 "Skills"): once per turn, any one Action's dice.
  if (b.oneReroll && usedThisTurn(state, s, 'oneRerollPerTurn') === 0) rerolls.push('oneRerollPerTurn');
  if (b.fanningReroll) rerolls.push('fanningReroll');
  if (b.chargeReroll) rerolls.push('chargeReroll');
  if (b.vadeRetroReroll) rerolls.push('vadeRetroReroll');
  return {
    def,
    dice,
    accuracy: fanning ? (def.traits.includes('fanning6') ? 6 : 5) : w.accuracy,
    // Super strength's Damage 3 is the weapon's value; +1 Damage skills add to it (decision superStrength).
    damage: (b.superStrength ? Math.max(3, w.damage) : w.damage) + b.damage,
    minRange: b.pointBlank ? 0 : w.minRange,
    maxRange: w.maxRange + b.maxRange + (attack === 'ranged' ? towerRange(ctx, state, s) : 0),
    rollBonus: b.rollBonus,
    skillRerolls: rerolls,
    reaper: b.reaper,
    roll6Die: b.roll6Die,
    // A weapon with its own Roll 6: +1 Damage (a card's trait) on its Ranged rolls.
    roll6Damage: b.roll6Damage || (attack === 'ranged' && def.traits.includes('roll6Damage')),
    // Marksman, or a weapon whose shooter picks the targets (seed 001's Sniper Rifle).
    marksman: attack === 'ranged' && (b.marksman || def.traits.includes('sniper')),
    pointBlank: attack === 'ranged' && (b.pointBlank || b.pointBlankFree),
  };
}

export function combatUse(ctx: RulesContext, state: State, spec: AttackSpec): ActionUse {
  const def = cardDef(ctx, state, specCard(state, spec));
  return {
    kind: spec.attack,
    fanning: spec.fanning,
    weapon: { id: def.id, stats: def.weapon! },
    dual: spec.dual,
    vadeRetroZone: ctx.ruleset.survivors.vadeRetroZone?.(state, spec.zone) ?? false,
  };
}

function checkWeaponInHand(
  ctx: RulesContext,
  state: State,
  s: number,
  slot: number,
  dual: boolean,
  attack: 'melee' | 'ranged',
): RuleError | null {
  if (!equippedSlot(ctx, state, s, slot)) return ruleError('weapon.notInHand');
  const card = state.survivors[s].inventory[slot];
  if (card === null) return ruleError('weapon.empty');
  const def = cardDef(ctx, state, card);
  if (!def.weapon || def.weapon.attack !== attack || def.traits.includes('dynamite'))
    return ruleError('weapon.wrongKind');
  if (!state.cards[card].loaded) return ruleError('weapon.reload');
  if (dual) {
    if (!dualCapable(state, s, def)) return ruleError('weapon.notDual');
    const partner = dualPartner(ctx, state, s, slot);
    if (partner < 0) return ruleError('weapon.noPair');
    if (!state.cards[state.survivors[s].inventory[partner]!].loaded) return ruleError('weapon.reload');
  }
  return null;
}

export function checkMeleeWeapon(
  ctx: RulesContext,
  state: State,
  s: number,
  slot: number,
  dual: boolean,
): RuleError | null {
  return checkWeaponInHand(ctx, state, s, slot, dual, 'melee');
}

export function checkMelee(ctx: RulesContext, state: State, a: Extract<Action, { type: 'melee' }>): RuleError | null {
  const surv = state.survivors[a.s];
  if (!surv) return ruleError('noSurvivor');
  const w = checkMeleeWeapon(ctx, state, a.s, a.slot, a.dual);
  if (w) return w;
  if (a.actorDice) {
    const refused = checkActorDice(ctx, state, a.s, 'melee');
    if (refused) return refused;
  }
  const e = checkActor(
    state,
    a.s,
    1,
    combatUse(ctx, state, { ...a, attack: 'melee', zone: surv.zone, fanning: false, charge: false }),
  );
  if (e) return e;
  if (zombieTotal(state, surv.zone) === 0) return ruleError('melee.noZombies');
  return null;
}

/**
 * Melee dice: the weapon's dice (twice for Dual). Knife (EN 1314): another
 * Knife-trait card equipped gives +1 die to a single Melee weapon; dual
 * Knives give each other the bonus; other dual weapons get none.
 */
export function meleeDice(ctx: RulesContext, state: State, s: number, slot: number, dual: boolean): number {
  const inv = state.survivors[s].inventory;
  const def = cardDef(ctx, state, inv[slot]!);
  const base = def.weapon!.dice;
  const isKnife = def.traits.includes('knife');
  if (dual) return isKnife ? 2 * (base + 1) : 2 * base;
  for (let other = 0; other < inv.length; other++) {
    const c = inv[other];
    if (
      other !== slot &&
      c !== null &&
      equippedSlot(ctx, state, s, other) &&
      cardDef(ctx, state, c).traits.includes('knife')
    )
      return base + 1;
  }
  return base;
}

export function startAttack(ctx: RulesContext, state: State, spec: AttackSpec, events: GameEvent[]): void {
  const surv = state.survivors[spec.s];
  const card = specCard(state, spec);
  const p = attackProfile(ctx, state, spec);
  const w = p.def.weapon!;
  const weapons = spec.dual ? [card, surv.inventory[dualPartner(ctx, state, spec.s, spec.slot)]!] : [card];
  if (spec.fanning) {
    // Fanning: Dice 6, Accuracy 5+ (6+ with "Fanning 6+"), Boom; the Pistol must then be reloaded (EN "Gunslinger class").
    ctx.ruleset.noise.make(state, surv.zone, true, R.fanningBoom, events);
    state.cards[card].loaded = false;
    state.cards[card].fanned = true;
    events.push({ type: 'weaponEmptied', s: spec.s, card: p.def.id });
  } else {
    if (w.noise !== 'silent' && !spec.quiet)
      ctx.ruleset.noise.make(
        state,
        surv.zone,
        w.noise === 'boom',
        withParams(R.weaponNoise, { weapon: p.def.id, noise: w.noise === 'boom' ? 'boom' : 'bang' }),
        events,
      );
    if (p.def.traits.includes('reload')) {
      for (const c of weapons) state.cards[c].loaded = false;
      events.push({ type: 'weaponEmptied', s: spec.s, card: p.def.id });
    }
  }
  const range = spec.attack === 'ranged' ? rangeTo(ctx, state, spec.s, spec.zone) : 0;
  startCombat(
    ctx,
    state,
    {
      survivor: spec.s,
      zone: spec.zone,
      melee: spec.attack === 'melee',
      damage: p.damage,
      accuracy: p.accuracy,
      weapons,
      noise: spec.fanning ? 'boom' : w.noise,
      fanning: spec.fanning,
      ammo: w.ammo ? [w.ammo] : [],
      dice: p.dice,
      rollBonus: p.rollBonus,
      skillRerolls: p.skillRerolls,
      reaper: p.reaper,
      roll6Die: p.roll6Die,
      roll6Damage: p.roll6Damage,
      // Marksman, and Point-blank at Range 0: free choice of targets, no Friendly Fire (EN "Marksman", "Point-blank").
      freeTargeting: p.marksman || (p.pointBlank && range === 0),
      // Sniper of seed 001 (line 2291): "even no target at all" (a ruleset's option noTargetChoice).
      ...(p.marksman ? { marksman: true } : {}),
      range,
      ...(spec.rival !== undefined ? { rival: spec.rival } : {}),
    },
    events,
  );
}

export function startMelee(
  ctx: RulesContext,
  state: State,
  s: number,
  slot: number,
  dual: boolean,
  events: GameEvent[],
  charge = false,
): void {
  startAttack(
    ctx,
    state,
    { s, slot, dual, attack: 'melee', zone: state.survivors[s].zone, fanning: false, charge },
    events,
  );
}

export function performMelee(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'melee' }>,
  events: GameEvent[],
): void {
  const spec: AttackSpec = { ...a, attack: 'melee', zone: state.survivors[a.s].zone, fanning: false, charge: false };
  spendActions(state, a.s, 1, 'melee', events, combatUse(ctx, state, spec));
  startAttack(ctx, state, spec, events);
}

export function checkRanged(ctx: RulesContext, state: State, a: RangedAction): RuleError | null {
  if (!state.survivors[a.s]) return ruleError('noSurvivor');
  const w = checkWeaponInHand(ctx, state, a.s, a.slot, a.dual, 'ranged');
  if (w) return w;
  if (a.actorDice) {
    const refused = checkActorDice(ctx, state, a.s, 'ranged');
    if (refused) return refused;
  }
  const spec: AttackSpec = { ...a, attack: 'ranged', charge: false };
  const e = checkActor(state, a.s, 1, combatUse(ctx, state, spec));
  if (e) return e;
  const def = cardDef(ctx, state, state.survivors[a.s].inventory[a.slot]!);
  if (a.fanning) {
    const refused = ctx.ruleset.survivors.fanningRefused(state, a.s);
    if (refused) return refused;
    if (def.weapon!.family !== 'pistol') return ruleError('fanning.notPistol');
    if (def.traits.includes('noFanning')) return ruleError('fanning.noFanning');
    if (a.dual) return ruleError('fanning.single');
  }
  const p = attackProfile(ctx, state, spec);
  const range = rangeTo(ctx, state, a.s, a.zone);
  if (range < 0) return ruleError('ranged.noSight');
  if (range < p.minRange || range > p.maxRange)
    return ruleError('ranged.range', { range, min: p.minRange, max: p.maxRange });
  if (zombieTotal(state, a.zone) === 0) return ruleError('ranged.noZombies');
  return null;
}

export function performRanged(ctx: RulesContext, state: State, a: RangedAction, events: GameEvent[]): void {
  const spec: AttackSpec = { ...a, attack: 'ranged', charge: false };
  spendActions(state, a.s, 1, a.fanning ? 'fanning' : 'ranged', events, combatUse(ctx, state, spec));
  startAttack(ctx, state, spec, events);
}

function reloadUse(ctx: RulesContext, state: State, s: number, slot: number): ActionUse {
  const card = state.survivors[s].inventory[slot];
  const def = card === null || card === undefined ? undefined : cardDef(ctx, state, card);
  return {
    kind: 'reload',
    weapon: def?.weapon ? { id: def.id, stats: def.weapon } : undefined,
    fannedPistol: card !== null && card !== undefined && !!state.cards[card].fanned,
  };
}

export function checkReload(ctx: RulesContext, state: State, a: ReloadAction): RuleError | null {
  const surv = state.survivors[a.s];
  if (!surv) return ruleError('noSurvivor');
  const card = surv.inventory[a.slot];
  if (card === undefined || card === null) return ruleError('reload.empty');
  if (state.cards[card].loaded) return ruleError('reload.loaded');
  return checkActor(state, a.s, reloadCost(state, a.s), reloadUse(ctx, state, a.s, a.slot));
}

/** 1 Action; none with Free reload (seed 001 line 2217). */
function reloadCost(state: State, s: number): number {
  return lateSkillPlayed(state) && hasSkillActive(state, s, 'freeReload') ? 0 : 1;
}

/**
 * Super strength, Gunslinger, Point-blank and Free reload work in games whose rules version set `freeSkillsNamed`:
 * an older game could hold them from a free choice without effect, and replays so (a ruleset's skillPlayed).
 */
function lateSkillPlayed(state: State): boolean {
  return state.options.freeSkillsNamed === true;
}

/** Reload (EN "Reload"): 1 Action; a pair of identical Dual weapons reloads together. */
export function performReload(ctx: RulesContext, state: State, a: ReloadAction, events: GameEvent[]): void {
  spendActions(state, a.s, reloadCost(state, a.s), 'reload', events, reloadUse(ctx, state, a.s, a.slot));
  const card = state.survivors[a.s].inventory[a.slot]!;
  const reloadCard = (c: number) => {
    state.cards[c].loaded = true;
    state.cards[c].fanned = false;
    events.push({ type: 'weaponReloaded', s: a.s, card: state.cards[c].def, rule: R.reload });
  };
  reloadCard(card);
  const def = cardDef(ctx, state, card);
  if (dualCapable(state, a.s, def) && equippedSlot(ctx, state, a.s, a.slot)) {
    const partner = dualPartner(ctx, state, a.s, a.slot);
    if (partner >= 0) {
      const other = state.survivors[a.s].inventory[partner]!;
      if (!state.cards[other].loaded) reloadCard(other);
    }
  }
}
