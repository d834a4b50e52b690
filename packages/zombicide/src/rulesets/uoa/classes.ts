/**
 * The four classes (EN "Classes"): Brawler (Health 3, Charge), Faithful
 * (Vade Retro, Water as Holy Water), Gunslinger (Fanning) and Townsfolk (sees
 * further indoors, Searches without limit). A survivor uses its own class
 * abilities and those of the Companions it leads; a class skill gives the class.
 * Also each survivor's setup: class, Health, six empty slots and the starting
 * weapon of its Favorite Weapon slot.
 */
import { UOA_REFS as U } from './rule-refs.ts';
import type { Issue, RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { UoaAction } from './actions.ts';
import type { Sight } from '../../board/types.ts';
import type { RulesContext } from '../../context.ts';
import { type ClassName, classOf, type FavoriteSlotType, favoriteSlotOf, type SurvivorDef } from '../../defs.ts';
import { checkMeleeWeapon, startMelee } from '../../attacks.ts';
import { checkPath, moveCost, moveSurvivor } from '../../move.ts';
import { checkActor, markUsed, ruleError, spendActions, usedThisTurn } from '../../rule-error.ts';
import type { GameConfig, SurvivorChoice } from '../../setup.ts';
import { SetupError, setupIssue } from '../../setup.ts';
import { countSkill } from '../../skills.ts';
import type { State, SurvivorState } from '../../state.ts';
import { inPlay } from '../../survivors.ts';
import { zombieTotal } from '../../zombies.ts';
import { FAVORITE_SLOT, fitsFavorite } from './inventory.ts';

const CLASSES: readonly ClassName[] = ['brawler', 'faithful', 'gunslinger', 'townsfolk'];

/** Classes whose abilities a survivor may use: its own, and those of the Companions it leads. */
export function classActive(state: State, s: number, cls: ClassName): boolean {
  const surv = state.survivors[s];
  if (surv.classes.includes(cls)) return true;
  for (const other of state.survivors)
    if (other.companion && other.leader === s && inPlay(other) && other.classes.includes(cls)) return true;
  return false;
}

/**
 * A class skill adds the class; Brawler also adds 1 Health and heals 1 Wound
 * (EN "Brawler"; never through a Companion, which this path is not).
 */
export function gainClass(state: State, s: number, key: string): void {
  const cls = CLASSES.find((c) => c === key);
  const surv = state.survivors[s];
  if (cls && !surv.classes.includes(cls)) {
    surv.classes.push(cls);
    if (cls === 'brawler') {
      surv.health += 1;
      surv.wounds = Math.max(0, surv.wounds - 1);
    }
  }
}

export function createSurvivor(
  ctx: RulesContext,
  def: SurvivorDef,
  choice: SurvivorChoice,
  zone: number,
): SurvivorState {
  return {
    id: def.id,
    player: choice.player ?? 0,
    zone,
    classes: [classOf(def)],
    health: classOf(def) === 'brawler' ? 3 : 2, // Brawler: Health 3 (EN "Brawler class")
    wounds: 0,
    ap: 0,
    apTotal: 0,
    level: 'blue',
    skills: [],
    picked: [],
    inventory: [null, null, null, null, null, null],
    actionsUsed: 0,
    used: {},
    done: false,
    eliminated: false,
    exited: false,
  };
}

export function checkChoice(ctx: RulesContext, def: SurvivorDef, choice: SurvivorChoice, index: number): Issue | null {
  if (def.favoriteSlot === 'any' && !choice.starting)
    return setupIssue('setup.startingWeapon', ['survivors', index, 'starting'], { name: def.name });
  return null;
}

/** Starting Equipment per Favorite Weapon slot type (EN 349). Card ids in the content. */
export const STARTING_EQUIPMENT: Record<Exclude<FavoriteSlotType, 'any'>, string> = {
  pistol: 'oldTimer',
  melee: 'pan',
  rifle: 'springfield',
};

/** Starting equipment goes in the Favorite Weapon slot (EN 360: Hand or Favorite; it always fits the Favorite slot). */
export function startingEquipment(
  ctx: RulesContext,
  config: GameConfig,
  survivors: SurvivorState[],
  cards: State['cards'],
  starting: number[],
): void {
  config.survivors.forEach((choice, i) => {
    const slotType = favoriteSlotOf(ctx.survivors[choice.id]);
    const kind = slotType === 'any' ? choice.starting! : slotType;
    const cardDefId = STARTING_EQUIPMENT[kind];
    const card = starting.find(
      (c) => cards[c].def === cardDefId && !survivors.some((survivor) => survivor.inventory.includes(c)),
    );
    if (card === undefined)
      throw new SetupError('setup.startingCards', [], {
        card: cardDefId,
      });
    const def = ctx.equipment[cardDefId];
    survivors[i].inventory[fitsFavorite(def, slotType) ? FAVORITE_SLOT : 0] = card;
  });
}

/** Sight table for this survivor: Townsfolk see further indoors (EN "Townsfolk class"). */
export function townsfolkSight(ctx: RulesContext, state: State, s: number): Sight[] {
  const surv = state.survivors[s];
  return classActive(state, s, 'townsfolk') ? ctx.geo.sightTownsfolk[surv.zone] : ctx.geo.sight[surv.zone];
}

/** Search: once per Turn, Townsfolk excepted (EN "Search"). */
export function searchesPerTurn(state: State, s: number): number {
  return classActive(state, s, 'townsfolk') ? Number.POSITIVE_INFINITY : 1;
}

export function fanningRefused(state: State, s: number): RuleError | null {
  return classActive(state, s, 'gunslinger') ? null : ruleError('fanning.notGunslinger');
}

type ChargeAction = Extract<UoaAction, { type: 'charge' }>;

/** Charges per Turn: 1, plus "+1 Charge per Turn" (EN). */
function chargesPerTurn(state: State, s: number): number {
  return 1 + countSkill(state, s, 'plus1ChargePerTurn');
}

/**
 * Brawler Charge (EN "Brawler class"): once per turn, 1 Action, move up to 2
 * zones into a zone with zombies, then a free Melee Action.
 */
export function checkCharge(ctx: RulesContext, state: State, a: ChargeAction): RuleError | null {
  const surv = state.survivors[a.s];
  if (!surv) return ruleError('noSurvivor');
  if (!classActive(state, a.s, 'brawler')) return ruleError('charge.notBrawler');
  const cost = moveCost(state, a.s);
  const e = checkActor(state, a.s, cost, {
    kind: 'charge',
  });
  if (e) return e;
  if (usedThisTurn(state, a.s, 'charge') >= chargesPerTurn(state, a.s)) return ruleError('charge.oncePerTurn');
  if (zombieTotal(state, a.to) === 0) return ruleError('charge.noZombies');
  const path = chargePath(a);
  // Charge: +1 Zone lets the Charge go one zone further (EN "Charge: +1 Zone").
  const maxZones = 2 + countSkill(state, a.s, 'chargePlus1Zone');
  if (path.length > maxZones) return ruleError('charge.tooFar');
  const p = checkPath(ctx, state, surv.zone, path);
  if (p) return p;
  return checkMeleeWeapon(ctx, state, a.s, a.slot, a.dual);
}

function chargePath(a: ChargeAction): number[] {
  return [...(a.via ?? []), a.to];
}

export function performCharge(ctx: RulesContext, state: State, a: ChargeAction, events: GameEvent[]): void {
  spendActions(state, a.s, moveCost(state, a.s), 'charge', events, { kind: 'charge' });
  markUsed(state, a.s, 'charge');
  for (const to of chargePath(a)) moveSurvivor(ctx, state, a.s, to, U.charge, events);
  startMelee(ctx, state, a.s, a.slot, a.dual, events, true);
}

/** Charge destinations: zones with zombies 1 or 2 zones away (3 with Charge: +1 Zone), through zones without zombies. */
export function chargeActions(
  ctx: RulesContext,
  state: State,
  s: number,
  slot: number,
  dual: boolean,
  plus1Zone: boolean,
  push: (a: Action) => void,
): void {
  const geo = ctx.geo;
  const here = state.survivors[s].zone;
  for (const to of geo.neighbors[here]) {
    if (zombieTotal(state, to) > 0) {
      push({ type: 'charge', s, to, via: [], slot, dual });
      continue;
    }
    for (const to2 of geo.neighbors[to]) {
      if (to2 === here) continue;
      if (zombieTotal(state, to2) > 0) {
        push({ type: 'charge', s, to: to2, via: [to], slot, dual });
        continue;
      }
      if (plus1Zone)
        for (const to3 of geo.neighbors[to2])
          if (to3 !== to && to3 !== here && zombieTotal(state, to3) > 0)
            push({ type: 'charge', s, to: to3, via: [to, to2], slot, dual });
    }
  }
}
