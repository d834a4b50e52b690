/**
 * Improved weapons (seed 001 "Improved Weaponry", lines 1387-1395): two
 * cards a survivor holds combine, for free, into one weapon in one slot
 * (Molotov = Gasoline + Glass Bottles; Sniper Rifle = Rifle + Scope); it
 * cannot be taken apart. The Molotov (line 1389) is thrown like a Ranged
 * weapon without a roll: everything in the target zone, survivors too, is
 * eliminated, then it is set aside again and its parts discarded.
 */
import { hasPlayedSkill } from './skills/versions.ts';
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import { aboardFlying } from './helicopter.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import { checkRanged, performRanged } from '../../attacks.ts';
import { checkTrickShot, performTrickShot } from './skills/trick-shot.ts';
import { endProtonRun, protonPackShot } from './skills/escalation-proton-pack.ts';
import { isMarshmallow } from './stay-puft.ts';
import { killZombie } from '../../combat.ts';
import type { RulesContext } from '../../context.ts';
import type { EquipmentDef } from '../../defs.ts';
import { cardDef, discardCard } from '../../inventory.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import type { State } from '../../state.ts';
import { survivorsInZone } from '../../survivors.ts';
import { woundSurvivor } from '../../wounds.ts';
import { zombiesIn } from '../../zombies.ts';
import { makeNoise } from './noise.ts';

type Combine = Extract<Action, { type: 'combine' }>;
type Ranged = Extract<Action, { type: 'ranged' }>;

/** The improved weapon the cards in two slots make, or undefined. */
export function improvedWeapon(
  ctx: RulesContext,
  state: State,
  s: number,
  a: number,
  b: number,
): EquipmentDef | undefined {
  const inv = state.survivors[s].inventory;
  const ca = inv[a],
    cb = inv[b];
  if (ca === null || cb === null || ca === undefined || cb === undefined || a === b) return undefined;
  return recipes(ctx).get(pairKey(state.cards[ca].def, state.cards[cb].def));
}

const pairKey = (x: string, y: string) => (x < y ? `${x}+${y}` : `${y}+${x}`);
const RECIPES = new WeakMap<object, Map<string, EquipmentDef>>();
const INGREDIENTS = new WeakMap<object, Set<string>>();

/** Is the card one half of an improved weapon (Gasoline, Glass Bottles, Rifle, Scope…)? A quick test before pairs. */
export function isIngredient(ctx: RulesContext, state: State, card: number | null | undefined): boolean {
  if (card === null || card === undefined) return false;
  let set = INGREDIENTS.get(ctx.equipment);
  if (!set) {
    set = new Set();
    for (const d of Object.values(ctx.equipment)) if (d.combines) for (const part of d.combines) set.add(part);
    INGREDIENTS.set(ctx.equipment, set);
  }
  return set.has(state.cards[card].def);
}

/** Improved weapons by the pair of card ids they are built from (computed once per content). */
function recipes(ctx: RulesContext): Map<string, EquipmentDef> {
  let map = RECIPES.get(ctx.equipment);
  if (!map) {
    map = new Map();
    for (const d of Object.values(ctx.equipment)) if (d.combines) map.set(pairKey(d.combines[0], d.combines[1]), d);
    RECIPES.set(ctx.equipment, map);
  }
  return map;
}

export function checkCombine(ctx: RulesContext, state: State, a: Combine): RuleError | null {
  const e = checkActor(state, a.s, 0);
  if (e) return e;
  if (!improvedWeapon(ctx, state, a.s, a.a, a.b)) return ruleError('combine.none');
  return null;
}

export function performCombine(ctx: RulesContext, state: State, a: Combine, events: GameEvent[]): void {
  const def = improvedWeapon(ctx, state, a.s, a.a, a.b)!;
  const inv = state.survivors[a.s].inventory;
  const parts = [inv[a.a]!, inv[a.b]!];
  // A set-aside copy when the box has one (the Molotovs), else a card of its own (the Sniper Rifle has none).
  const held = new Set(state.survivors.flatMap((x) => x.inventory));
  let card = state.cards.findIndex((c, i) => c.def === def.id && !held.has(i) && !c.parts);
  if (card < 0) {
    state.cards.push({ def: def.id, loaded: true });
    card = state.cards.length - 1;
  }
  state.cards[card].parts = parts;
  state.cards[card].loaded = true;
  inv[a.a] = card;
  inv[a.b] = null;
  spendActions(state, a.s, 0, 'combine', events);
  events.push({
    type: 'cardGained',
    s: a.s,
    card: def.id,
    slot: a.a,
    rule: withParams(C.improvedWeapon, { weapon: def.id }),
  });
  // 2 cocktails are better than 1 (seed 001 line 2159): a second Molotov takes the other part's slot.
  if (def.traits.includes('molotov') && hasPlayedSkill(state, a.s, 'twoCocktails')) {
    const taken = new Set(state.survivors.flatMap((x) => x.inventory));
    let second = state.cards.findIndex((c, i) => c.def === def.id && !taken.has(i) && !c.parts);
    if (second < 0) {
      state.cards.push({ def: def.id, loaded: true });
      second = state.cards.length - 1;
    }
    state.cards[second].loaded = true;
    inv[a.b] = second;
    events.push({ type: 'cardGained', s: a.s, card: def.id, slot: a.b, rule: C.twoCocktails });
  }
}

function isMolotov(ctx: RulesContext, state: State, a: Ranged): boolean {
  const card = state.survivors[a.s]?.inventory[a.slot];
  return card !== null && card !== undefined && cardDef(ctx, state, card).traits.includes('molotov');
}

/** Ranged Combat, with the Molotov's own effect. */
export function checkClassicRanged(ctx: RulesContext, state: State, a: Ranged): RuleError | null {
  if (isMolotov(ctx, state, a) && a.dual) return ruleError('molotov.dual');
  // Trick shot: the twin weapon's zone is checked as a shot of its own (skills/trick-shot.ts).
  return checkRanged(ctx, state, a) ?? checkTrickShot(state, a, (b) => checkRanged(ctx, state, b));
}

export function performClassicRanged(ctx: RulesContext, state: State, a: Ranged, events: GameEvent[]): void {
  // A Proton Pack's shot counts Escalation: Proton Pack's run (skills/escalation-proton-pack.ts).
  if (protonPackShot(ctx, state, a, events)) return;
  endProtonRun(state, a.s);
  if (a.trickShot !== undefined) {
    performTrickShot(ctx, state, a, events);
    return;
  }
  if (!isMolotov(ctx, state, a)) {
    performRanged(ctx, state, a, events);
    return;
  }
  spendActions(state, a.s, 1, 'ranged', events, { kind: 'ranged' });
  const inv = state.survivors[a.s].inventory;
  const card = inv[a.slot]!;
  inv[a.slot] = null;
  discardCard(ctx, state, card);
  makeNoise(state, state.survivors[a.s].zone, false, C.molotovNoise, events);
  const rule = C.molotov;
  for (let t = 0; t < ctx.ruleset.roster.size; t++) {
    // Stay Puft dies only by crossing the streams (stay-puft.ts, line 1262).
    if (isMarshmallow(state, t)) continue;
    for (let n = zombiesIn(state, a.zone, t); n > 0; n--) killZombie(ctx, state, a.s, a.zone, t, rule, events);
  }
  // Survivors there burn too (decision in the digest: the Molotov ignores Steady hand and Low profile).
  // A Molotov has no effect on a flying helicopter (seed 001 line 706).
  for (const victim of survivorsInZone(state, a.zone))
    if (!aboardFlying(state, victim)) woundSurvivor(ctx, state, victim, 2, 'dynamite', rule, events);
}
