/**
 * Mission special rules that need code (FR missions; ids from the mission
 * files' `specialRules`). Each is a small check or effect the general rules
 * call at one named point.
 */
import { withParams, type RuleRef } from '../../rule-ref.ts';
import { UOA_REFS as U } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { GameEvent } from '../../actions.ts';
import type { UoaAction } from './actions.ts';
import type { RulesContext } from '../../context.ts';
import type { State } from '../../state.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import { randomInt } from '@horde/core';
import type { EquipmentDef, MissionGoal } from '../../defs.ts';
import type { ObjectiveState } from '../../state.ts';
import { zombieTotal } from '../../zombies.ts';
import { addCompanion, companionId, setLeader } from '../../companions.ts';
import { cardDef } from '../../inventory.ts';
import { offerCard } from '../../search.ts';
import { gainAdrenaline } from './adrenaline.ts';
import { uoaPart } from './state.ts';

export function hasRule(ctx: RulesContext, id: string): boolean {
  return ctx.mission.specialRules?.some((r) => r.id === id) ?? false;
}

/** M6 "The Wagon is stuck": nobody may enter its zone (FR 3058). */
export function enterBlocked(ctx: RulesContext, state: State, zone: number): RuleError | null {
  const part = uoaPart(state);
  if (part.wagon?.stuck && part.wagon.zone === zone && hasRule(ctx, 'wagonStuck'))
    return ruleError('mission.wagonStuck');
  return null;
}

/** M6: a Dynamite thrown into the stuck Wagon's zone destroys it. */
export function dynamiteHits(ctx: RulesContext, state: State, zone: number, events: GameEvent[]): void {
  const part = uoaPart(state);
  if (part.wagon?.stuck && part.wagon.zone === zone) {
    part.wagon = null;
    state.missionState.wagonDestroyed = true;
    events.push({
      type: 'missionEvent',
      text: U.wagonBlown,
      rule: U.m6Wagon,
    });
  }
}

/** M10 "Will I get a reward in the hereafter?": the Faithful cannot be rallied before blue and green are taken (FR 3319). */
export function rallyRefused(ctx: RulesContext, state: State, companion: number): RuleError | null {
  if (!hasRule(ctx, 'rallyAfterRelics') || !state.survivors[companion].classes.includes('faithful')) return null;
  const relics = state.objectives.filter((o) => o.color === 'blue' || o.color === 'green');
  if (relics.every((o) => o.taken)) return null;
  return ruleError('mission.rallyAfterRelics');
}

/**
 * M6 "Hold the position!" (FR 3052): the Mine's Abomination spawn zone stays
 * inactive until a Gunslinger is rallied; then it plays normally.
 */
export function abominationSpawnHeld(ctx: RulesContext, state: State, zone: number): boolean {
  if (!hasRule(ctx, 'holdThePosition') || !ctx.geo.zones[zone].features.includes('mine')) return false;
  return !state.survivors.some((c) => c.companion && c.leader !== undefined && c.leader >= 0);
}

/**
 * M6 "Blow the mine" (designed, FR silent on how): once the earlier goals are
 * done, 1 Action in the Mine or a zone next to it wins the mission.
 */
export function checkBlowMine(
  ctx: RulesContext,
  state: State,
  a: Extract<UoaAction, { type: 'blowMine' }>,
  earlierGoalsDone: boolean,
): RuleError | null {
  if (!ctx.mission.goals.some((g) => g.kind === 'blowMine')) return ruleError('mission.noMine');
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const zone = state.survivors[a.s].zone;
  const nearMine = (z: number) => ctx.geo.zones[z].features.includes('mine');
  if (!nearMine(zone) && !ctx.geo.neighbors[zone].some(nearMine)) return ruleError('mission.mineFar');
  if (!earlierGoalsDone) return ruleError('mission.goalsFirst');
  return null;
}

export function performBlowMine(
  ctx: RulesContext,
  state: State,
  a: Extract<UoaAction, { type: 'blowMine' }>,
  events: GameEvent[],
): void {
  spendActions(state, a.s, 1, 'blowMine', events);
  state.missionState.mineBlown = true;
  events.push({ type: 'missionEvent', text: U.mineBlown, rule: U.m6Blow });
}

/**
 * An Objective's mission effects: M5 (FR 2990) a blue or green Objective is a
 * Townsfolk who joins the taker as a Companion; M4 (FR 2934) blue and green
 * are ammo tokens kept on the dashboard (no slot).
 */
export function objectiveTaken(ctx: RulesContext, state: State, s: number, color: string, events: GameEvent[]): void {
  for (const entry of ctx.mission.rules.objectiveCompanions ?? []) {
    if (entry.color !== color) continue;
    const c = addCompanion(ctx, state, companionId(ctx, state, entry.class), entry.class, state.survivors[s].zone);
    setLeader(state, c, s, withParams(U.objectiveCompanion, { color, class: entry.class }), events);
  }
  if (hasRule(ctx, 'ammoTokens') && (color === 'blue' || color === 'green')) {
    state.survivors[s].ammoTokens = (state.survivors[s].ammoTokens ?? 0) + 1;
    events.push({
      type: 'missionEvent',
      text: withParams(U.ammoKept, { who: s, color }),
      rule: U.m4Ammo,
    });
  }
}

/**
 * M4 "Reload!" (FR 2930): rallying a Townsfolk also costs a Plenty of Ammo
 * card (either kind) or an ammo token. `pay` names the inventory slot of the
 * card, or -1 for a token.
 */
export function rallyPayment(
  ctx: RulesContext,
  state: State,
  s: number,
  companion: number,
  pay: number | undefined,
): RuleError | null {
  if (!hasRule(ctx, 'reloadToRally') || !state.survivors[companion].classes.includes('townsfolk')) {
    return pay === undefined ? null : ruleError('rally.noPayment');
  }
  if (pay === -1) return (state.survivors[s].ammoTokens ?? 0) > 0 ? null : ruleError('mission.noToken');
  const card = pay === undefined ? null : state.survivors[s].inventory[pay];
  if (card === null || card === undefined) return ruleError('mission.reload');
  const traits = cardDef(ctx, state, card).traits;
  return traits.includes('plentyOfBullets') || traits.includes('plentyOfShells') ? null : ruleError('mission.reload');
}

export function payForRally(
  ctx: RulesContext,
  state: State,
  s: number,
  companion: number,
  pay: number | undefined,
  events: GameEvent[],
): void {
  if (!hasRule(ctx, 'reloadToRally') || !state.survivors[companion].classes.includes('townsfolk')) return;
  if (pay === -1) state.survivors[s].ammoTokens! -= 1;
  else {
    const card = state.survivors[s].inventory[pay!]!;
    state.survivors[s].inventory[pay!] = null;
    state.equipmentDiscard.push(card);
  }
  events.push({ type: 'missionEvent', text: U.ammoHanded, rule: U.m4Reload });
}

/** M7 "Clothes, weapons and supplies" (FR 3119): an Objective token taken goes into the inventory and takes a slot. */
export const OBJECTIVE_TOKEN = 'objectiveToken';

/** M7's Objective tokens held as cards (not equipment: no stats, no deck). */
export const OBJECTIVE_TOKEN_CARD: EquipmentDef = {
  id: OBJECTIVE_TOKEN,
  name: 'Objective token',
  deck: 'starting',
  count: 0,
  traits: [],
  provenance: { designed: false, note: 'FR 3119: an Objective that takes an inventory slot' },
};

export function isObjectiveToken(state: State, card: number): boolean {
  return state.cards[card]?.def === OBJECTIVE_TOKEN;
}

/** Decision (M7): an Objective token is the mission's cargo; throwing it away would make the mission impossible. */
export function lockedCard(state: State, card: number): string | null {
  return isObjectiveToken(state, card) ? 'an Objective token' : null;
}

/** The token card for a taken Objective (a card of its own, outside every deck). */
export function newObjectiveToken(state: State): number {
  state.cards.push({ def: OBJECTIVE_TOKEN, loaded: true });
  return state.cards.length - 1;
}

/** M7 "Travel wagon" (FR 3127): 1 Action in the Wagon's zone stows every Objective token of the inventory, for good. */
export function checkLoadWagon(
  ctx: RulesContext,
  state: State,
  a: Extract<UoaAction, { type: 'loadWagon' }>,
): RuleError | null {
  const part = uoaPart(state);
  if (!hasRule(ctx, 'travelWagon') || !part.wagon) return ruleError('mission.noTravelWagon');
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  if (state.survivors[a.s].zone !== part.wagon.zone) return ruleError('mission.wagonZone');
  if (!state.survivors[a.s].inventory.some((c) => c !== null && isObjectiveToken(state, c)))
    return ruleError('mission.noToken');
  return null;
}

export function performLoadWagon(
  ctx: RulesContext,
  state: State,
  a: Extract<UoaAction, { type: 'loadWagon' }>,
  events: GameEvent[],
): void {
  const part = uoaPart(state);
  spendActions(state, a.s, 1, 'loadWagon', events);
  const inv = state.survivors[a.s].inventory;
  let n = 0;
  for (let slot = 0; slot < inv.length; slot++) {
    if (inv[slot] !== null && isObjectiveToken(state, inv[slot]!)) {
      inv[slot] = null;
      n++;
    }
  }
  part.wagon!.load = (part.wagon!.load ?? 0) + n;
  events.push({
    type: 'missionEvent',
    text: withParams(U.stowed, { count: n }),
    rule: U.m7Wagon,
  });
}

/** M9 "Coal sacks" (FR 3261): the Objectives in the Mine are coal sacks. */
export function isCoalSack(ctx: RulesContext, zone: number): boolean {
  return hasRule(ctx, 'coalSacks') && ctx.geo.zones[zone].features.includes('mine');
}

/** A Brawler companion of the survivor free to carry a sack, or -1. */
function freeCarrier(state: State, s: number): number {
  return state.survivors.findIndex(
    (c) => c.companion && c.leader === s && !c.eliminated && !c.exited && c.classes.includes('brawler') && !c.sack,
  );
}

/** Only a survivor leading a Brawler companion with free hands may take a sack; never while the Mine holds zombies or an active Abomination spawn. */
export function coalRefused(ctx: RulesContext, state: State, s: number, zone: number): RuleError | null {
  if (!isCoalSack(ctx, zone)) return null;
  if (freeCarrier(state, s) < 0) return ruleError('mission.coalCarrier');
  if (zombieTotal(state, zone) > 0) return ruleError('mission.coalZombies');
  if (state.spawns.some((sp) => sp.zone === zone && sp.kind === 'abomination' && sp.active))
    return ruleError('mission.coalSpawn');
  return null;
}

/** The sack goes on a Brawler companion; no AP, no Bounty (FR 3261-3270). Returns true when the Objective was a sack. */
export function takeCoal(ctx: RulesContext, state: State, s: number, zone: number, events: GameEvent[]): boolean {
  if (!isCoalSack(ctx, zone)) return false;
  const carrier = freeCarrier(state, s);
  state.survivors[carrier].sack = true;
  events.push({
    type: 'missionEvent',
    text: withParams(U.carriesSack, { who: carrier }),
    rule: U.m9Sacks,
  });
  return true;
}

/** M9 "Love me tender" (FR 3270): 1 Action in the tender loads every sack the survivor's Brawlers carry, 5 AP each. */
export function checkLoadCoal(
  ctx: RulesContext,
  state: State,
  a: Extract<UoaAction, { type: 'loadCoal' }>,
): RuleError | null {
  if (!hasRule(ctx, 'loveMeTender')) return ruleError('mission.noCoal');
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  if (!ctx.geo.zones[state.survivors[a.s].zone].label.endsWith(':te')) return ruleError('mission.tender');
  if (!state.survivors.some((c) => c.companion && c.leader === a.s && c.sack)) return ruleError('mission.noSack');
  return null;
}

export function performLoadCoal(
  ctx: RulesContext,
  state: State,
  a: Extract<UoaAction, { type: 'loadCoal' }>,
  events: GameEvent[],
  gain: (ap: number) => void,
): void {
  spendActions(state, a.s, 1, 'loadCoal', events);
  let n = 0;
  for (const c of state.survivors)
    if (c.companion && c.leader === a.s && c.sack) {
      c.sack = false;
      n++;
    }
  state.missionState.coal = Number(state.missionState.coal ?? 0) + n;
  events.push({
    type: 'missionEvent',
    text: withParams(U.sacksLoaded, { count: n }),
    rule: U.m9Tender,
  });
  gain(5 * n);
}

/**
 * Taking an Objective (FR missions): 5 AP, some colours the top Bounty card
 * (M8: a set-aside one at random); M4, M5, M7 and M9 change what it gives.
 */
export function objectiveReward(
  ctx: RulesContext,
  state: State,
  s: number,
  obj: ObjectiveState,
  events: GameEvent[],
): void {
  const part = uoaPart(state);
  const zone = state.survivors[s].zone;
  objectiveTaken(ctx, state, s, obj.color, events);
  if (takeCoal(ctx, state, s, zone, events)) return;
  gainAdrenaline(
    ctx,
    state,
    s,
    ctx.mission.rules.objectiveAp,
    withParams(U.objectiveAp, { count: ctx.mission.rules.objectiveAp }),
    events,
  );
  if (ctx.mission.rules.objectiveTakesSlot) offerCard(ctx, state, s, newObjectiveToken(state), 'search', events);
  if (ctx.mission.rules.setAsideBounty) {
    // M8: a set-aside Bounty Weapon at random (FR 3192); once the three are out, an Objective gives its AP only.
    if (part.setAsideBounty.length === 0) return;
    const [card] = part.setAsideBounty.splice(randomInt(state.rng, part.setAsideBounty.length), 1);
    offerCard(ctx, state, s, card, 'bounty', events);
  } else if (ctx.mission.rules.objectiveBounty.includes(obj.color) && part.bountyDeck.length > 0) {
    offerCard(ctx, state, s, part.bountyDeck.shift()!, 'bounty', events);
  }
}

/** M7: the posse leaves with the Wagon: it must stand in the exit zone (FR 3103). */
export function exitRefused(ctx: RulesContext, state: State, s: number, zone: number): RuleError | null {
  if (ctx.mission.goals.some((g) => g.kind === 'allExit' && g.withWagon) && uoaPart(state).wagon?.zone !== zone)
    return ruleError('exit.wagon');
  return null;
}

/** The last survivor leaving from the Wagon's zone takes the Wagon out with the posse (M7). */
export function survivorExited(ctx: RulesContext, state: State, s: number): void {
  const part = uoaPart(state);
  const zone = state.survivors[s].zone;
  if (part.wagon && part.wagon.zone === zone && state.survivors.every((x) => x.exited || x.eliminated))
    state.missionState.wagonExited = true;
}

/**
 * Why a goal of the FR missions (not done) can never be done now, or null: the game is lost at once (EN 449;
 * EN 1462 "the Mission may be lost this way!"). What each goal needs that can be gone for good:
 * - setAsideBounty (M8): the set-aside Bounty Weapons come only from Objectives (FR 3192-3195): fewer Objectives
 *   left to take than cards set aside;
 * - objectivesInWagon, allExit with the Wagon (M7), destroyWagon (M6): the Wagon (or an Objective) gone;
 * - bountyPerSurvivor (M1): a survivor gone without one, or fewer Bounty Weapons left (the deck, and those held
 *   beyond one, which a trade can pass on) than survivors without one (a discarded one never comes back);
 * - leaveOnTrain, wagonOffTrack: judged where the train moves (train.ts, ruleset.ts).
 */
export function goalLost(ctx: RulesContext, state: State, goal: MissionGoal): RuleRef | null {
  const part = uoaPart(state);
  switch (goal.kind) {
    case 'setAsideBounty': {
      const colors = ctx.mission.rules.objectiveBounty ?? [];
      let left = 0;
      for (const o of state.objectives) if (!o.taken && colors.includes(o.color)) left++;
      return left < part.setAsideBounty.length
        ? withParams(U.setAside, { count: part.setAsideBounty.length, left })
        : null;
    }
    case 'objectivesInWagon':
      if (state.objectives.some((o) => o.removed)) return U.objectiveGone;
      return part.wagon ? null : U.wagonGone;
    case 'allExit':
      return goal.withWagon && !part.wagon && !state.missionState.wagonExited ? U.wagonGone : null;
    case 'destroyWagon':
      return !part.wagon && !state.missionState.wagonDestroyed ? U.wagonGone : null;
    case 'bountyPerSurvivor': {
      let lacking = 0;
      let spare = part.bountyDeck.length;
      for (const survivor of state.survivors) {
        if (survivor.companion || survivor.eliminated) continue;
        let held = 0;
        for (const c of survivor.inventory)
          if (c !== null && ctx.equipment[state.cards[c].def].deck === 'bounty') held++;
        if (held === 0 && survivor.exited) return withParams(U.leftWithout, { who: state.survivors.indexOf(survivor) });
        if (held === 0) lacking++;
        else if (!survivor.exited) spare += held - 1;
      }
      return lacking > spare ? U.tooFewBounty : null;
    }
    default:
      return null;
  }
}

/** The goals of the FR missions beyond Objectives, exits and companions (`allExit` here: the Wagon left too). */
export function goalDone(ctx: RulesContext, state: State, goal: MissionGoal): boolean {
  const part = uoaPart(state);
  switch (goal.kind) {
    case 'allExit':
      return state.missionState.wagonExited === true;
    case 'setAsideBounty':
      return (ctx.mission.rules.setAsideBounty ?? 0) > 0 && part.setAsideBounty.length === 0;
    case 'wagonOffTrack':
      return part.wagon !== null && ctx.geo.zones[part.wagon.zone].kind !== 'railroad';
    case 'dynamiteMobileSpawns':
      return (
        Number(state.missionState.trainSpawnsBlown ?? 0) >=
        ctx.mission.spawns.filter((sp) => sp.kind === 'mobile').length
      );
    case 'loadCoal':
      return Number(state.missionState.coal ?? 0) >= goal.count;
    case 'leaveOnTrain':
      return state.survivors.every((survivor) => survivor.eliminated || (survivor.exited && survivor.leftOnTrain));
    case 'objectivesInWagon':
      return state.objectives.every((o) => o.taken) && (part.wagon?.load ?? 0) >= state.objectives.length;
    case 'bountyPerSurvivor':
      return state.survivors.every(
        (survivor) =>
          survivor.companion ||
          survivor.inventory.some((c) => c !== null && ctx.equipment[state.cards[c].def].deck === 'bounty'),
      );
    case 'gatherMobileSpawns':
      return state.spawns.every((sp) => sp.kind !== 'mobile' || sp.onStart);
    case 'destroyWagon':
      return state.missionState.wagonDestroyed === true;
    case 'blowMine':
      return state.missionState.mineBlown === true;
    case 'secureCorpsePiles':
      // Decision (M2 "Sécurisez tous les charniers", FR 2836): every Corpse Pile token set on the board is safe. A
      // pile is set only when a survivor first enters its building (EN 1125-1126 "Corpse Piles aren't set on the
      // board during Setup, but the Zones where they will appear are detailed on each tile"; FR 1758-1763), and
      // making one safe is flipping its token ("la zone est sécurisée", FR 1771-1775): a printed place never entered
      // holds no pile to secure. Reading it as all 8 printed places made the Easy mission unwinnable (8 piles, 6 Holy
      // Water; heuristic 0/1,000, clairvoyant bot 0/10). UOA_RULINGS `corpsePilesSet`.
      return state.spawns.every((sp) => sp.kind !== 'corpsePile' || sp.safe === true);
    // A goal kind this ruleset does not know (docs/missions.md lists those it plays): never done.
    default:
      return false;
  }
}
