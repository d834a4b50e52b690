/**
 * Barricades [TCM] (seed 001 lines 720-746, 868, 961, 1012-1014, 1074, 1654-1678).
 * - Spots: only where the mission's map shows one (`barricades`, line 722); a barricade broken down may be rebuilt
 *   on its spot (line 726).
 * - Build: 3 Actions at once, never free ones, in a zone on the spot's border holding no zombie (lines 724-730): the
 *   first 3 put the token incomplete, the next 3 (the same survivor or another) flip it complete; every survivor who
 *   took part earns 5 experience points (lines 738-742).
 * - Break: as a door opens (line 746): 1 Action, a door-opening weapon in hand (Break-in does not, line 2181), a
 *   noisy one leaves a Noise token.
 * - Effect: complete barricades set a border apart (board/barricades.ts: 1 on a door or a half street, 2 on a
 *   standard street, line 1014); Line of Sight is unchanged (line 1074). Zombies route as if no barricade stood and
 *   pile up at it (line 811: the routes of ruleset.ts); their extra Activations break them (`zombiesBreak`, line 868).
 * - Building spawn ignores them (line 961: doors.ts walks the unbarricaded board).
 * - Anywhere (line 2020, from rules version 10): the Leader of a Handyman also starts one on any border of his zone
 *   the tiles allow (not only walls) and the mission shows no spot on, keyed by its border (board/barricades.ts
 *   `freeSpot`); once started it is a barricade as any other (completed by anyone, broken, torn down by zombies).
 */
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { addExperience } from '../../experience.ts';
import { isHandSlot } from '../../inventory.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import type { State, ZombiePhaseState } from '../../state.ts';
import { zombieTotal, zombiesIn } from '../../zombies.ts';
import { PLAN_STRIDE } from '../../zombie-phase.ts';
import { makeNoise } from './noise.ts';
import { inPlay } from '../../survivors.ts';
import { companionDef } from './companions/leader.ts';
import { freeSpot, freeSpotBorder, spotNeed, zoneBorders } from '../../board/barricades.ts';
import type { BoardGeometryWithGrid } from '../../board/geometry.ts';

type Build = Extract<Action, { type: 'buildBarricade' }>;
type Break = Extract<Action, { type: 'breakBarricade' }>;

/** Building or completing a barricade: 3 Actions at once (line 728). */
const BUILD_COST = 3;

/** A barricade's cost for survivor `s`: 1 fewer for the Leader of a Handyman [AN] (line 2020). */
export function buildCost(ctx: RulesContext, state: State, s: number): number {
  return leadsHandyman(ctx, state, s) ? BUILD_COST - 1 : BUILD_COST;
}

/** Whether survivor `s` leads a Handyman [AN] in play (line 2020). */
function leadsHandyman(ctx: RulesContext, state: State, s: number): boolean {
  return state.survivors.some(
    (c, i) =>
      i !== s &&
      c.leader === s &&
      c.card !== undefined &&
      inPlay(c) &&
      companionDef(ctx, state, c.card)?.active === 'openDoor',
  );
}

/** Whether the Handyman's Leader builds anywhere: rules version 10 on (its flag `skillsV10`, ruleset.ts). */
function anywhere(state: State): boolean {
  return state.options.skillsV10 === true;
}
/** Experience for every survivor who took part in a barricade completed (line 740). */
const BUILD_XP = 5;

/** The two zones of barricade spot `spot` (the mission's, or a free key whose border takes one), or undefined. */
export function spotZones(ctx: RulesContext, spot: number): [number, number] | undefined {
  const free = freeSpotBorder(spot);
  if (free) {
    const [a, b] = free.zones;
    if (b >= ctx.geo.zones.length || !('grid' in ctx.geo)) return undefined;
    return free.k < spotNeed(ctx.geo as BoardGeometryWithGrid, a, b) ? free.zones : undefined;
  }
  const text = ctx.mission.barricades?.[spot];
  if (text === undefined) return undefined;
  const [a, b] = text.split('|').map((l) => ctx.geo.byLabel[l]);
  return a === undefined || b === undefined ? undefined : [a, b];
}

/** Spot `spot`'s border as the mission writes it ("<labelA>|<labelB>"), for the events. */
export function spotBorder(ctx: RulesContext, spot: number): string {
  const free = freeSpotBorder(spot);
  if (!free) return ctx.mission.barricades?.[spot] ?? '';
  return free.zones.map((z) => ctx.geo.zones[z]?.label ?? String(z)).join('|');
}

/** Whether the mission shows a spot on the border of zones `a` and `b` (a free barricade is not built there). */
function missionShows(ctx: RulesContext, a: number, b: number): boolean {
  return (ctx.mission.barricades ?? []).some((_, spot) => {
    const zones = spotZones(ctx, spot);
    return zones?.includes(a) === true && zones.includes(b);
  });
}

/** The barricade on spot `spot`, if one stands there. */
export function barricadeOn(
  state: State,
  spot: number,
): { spot: number; complete: boolean; builders: number[] } | undefined {
  return state.barricades?.find((b) => b.spot === spot);
}

/** The state without its barricades (zombie routes and building spawn ignore them); `state` itself when none is complete. */
export function withoutBarricades(state: State): State {
  return state.barricades?.some((b) => b.complete) ? { ...state, barricades: undefined } : state;
}

/** The context of the board as if no barricade stood (lines 811, 961). */
export function unbarricaded(ctx: RulesContext, state: State): RulesContext {
  const free = withoutBarricades(state);
  return free === state ? ctx : ctx.refresh(free);
}

function spotHere(ctx: RulesContext, state: State, s: number, spot: number): RuleError | null {
  const zones = spotZones(ctx, spot);
  if (!zones)
    // seed 001 line 722
    return ruleError('barricade.noSpot');
  if (!zones.includes(state.survivors[s].zone))
    // line 738
    return ruleError('barricade.notHere');
  return null;
}

export function checkBuildBarricade(ctx: RulesContext, state: State, a: Build): RuleError | null {
  // No `use`: no free Action pays for a barricade (line 728).
  const e = checkActor(state, a.s, buildCost(ctx, state, a.s));
  if (e) return e;
  const where = spotHere(ctx, state, a.s, a.spot);
  if (where) return where;
  const free = freeSpotBorder(a.spot);
  if (free && !barricadeOn(state, a.spot)) {
    // Off the mission's spots: only the Leader of a Handyman starts one, where the mission shows none (line 2020).
    if (!anywhere(state) || !leadsHandyman(ctx, state, a.s)) return ruleError('barricade.offSpot');
    if (missionShows(ctx, free.zones[0], free.zones[1])) return ruleError('barricade.missionSpot');
    if (free.k === 1 && !barricadeOn(state, a.spot - 1)) return ruleError('barricade.firstToken');
  }
  if (zombieTotal(state, state.survivors[a.s].zone) > 0)
    // seed 001 line 724
    return ruleError('barricade.zombies');
  if (barricadeOn(state, a.spot)?.complete) return ruleError('barricade.complete');
  return null;
}

export function performBuildBarricade(ctx: RulesContext, state: State, a: Build, events: GameEvent[]): void {
  spendActions(state, a.s, buildCost(ctx, state, a.s), 'buildBarricade', events);
  const border = spotBorder(ctx, a.spot);
  const token = barricadeOn(state, a.spot);
  if (!token) {
    // Started: the token goes down incomplete, with no effect yet (line 738).
    state.barricades = [...(state.barricades ?? []), { spot: a.spot, complete: false, builders: [a.s] }].sort(
      (x, y) => x.spot - y.spot,
    );
    const text = withParams(C.barricadeStarted, { who: a.s, border });
    events.push({ type: 'missionEvent', text, rule: text });
    return;
  }
  // Completed: the token flips; everyone who took part earns 5 experience points (line 740).
  token.complete = true;
  if (!token.builders.includes(a.s)) token.builders.push(a.s);
  state.missionState.boardChanged = true;
  const text = withParams(C.barricadeCompleted, { who: a.s, border });
  events.push({ type: 'missionEvent', text, rule: text });
  for (const s of token.builders) addExperience(ctx, state, s, BUILD_XP, C.barricadeXp, events);
}

export function checkBreakBarricade(ctx: RulesContext, state: State, a: Break): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  const where = spotHere(ctx, state, a.s, a.spot);
  if (where) return where;
  if (!barricadeOn(state, a.spot)) return ruleError('barricade.none');
  // As a door opens: a door-opening weapon in hand; Break-in does not break barricades (lines 746, 2181).
  if (!isHandSlot(ctx, a.slot)) return ruleError('door.notInHand');
  const card = state.survivors[a.s].inventory[a.slot];
  if (card === null || card === undefined) return ruleError('door.noWeapon');
  if (!ctx.equipment[state.cards[card].def].door)
    // seed 001 line 746
    return ruleError('door.cannotOpen');
  return null;
}

export function performBreakBarricade(ctx: RulesContext, state: State, a: Break, events: GameEvent[]): void {
  spendActions(state, a.s, 1, 'breakBarricade', events);
  const token = barricadeOn(state, a.spot)!;
  removeBarricades(state, [token.spot]);
  const weapon = ctx.equipment[state.cards[state.survivors[a.s].inventory[a.slot]!].def];
  const text = withParams(C.barricadeBroken, { who: a.s, border: spotBorder(ctx, a.spot), weapon: weapon.id });
  events.push({ type: 'missionEvent', text, rule: text });
  if (weapon.door === 'noisy')
    makeNoise(state, state.survivors[a.s].zone, false, withParams(C.doorNoisy, { weapon: weapon.id }), events);
}

/** A barricade broken by survivor `s`'s Handyman (an Instruction, companions/instructions.ts): silently (line 2018). */
export function breakBarricadeBy(
  ctx: RulesContext,
  state: State,
  spot: number,
  companion: number,
  events: GameEvent[],
): void {
  removeBarricades(state, [spot]);
  const text = withParams(C.handymanBarricade, { who: companion, border: spotBorder(ctx, spot) });
  events.push({ type: 'missionEvent', text, rule: text });
}

function removeBarricades(state: State, spots: readonly number[]): void {
  const left = (state.barricades ?? []).filter((b) => !spots.includes(b.spot));
  if (left.length > 0) state.barricades = left;
  else delete state.barricades;
  state.missionState.boardChanged = true;
}

/**
 * Survivor `s`'s barricade candidates: build or break on each spot of his zone (hands holding a door opener), the
 * free barricades standing there, and a Handyman's Leader's new ones on the borders of his zone (line 2020).
 */
export function barricadeCandidates(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  const surv = state.survivors[s];
  const spots = (ctx.mission.barricades ?? []).map((_, spot) => spot);
  for (const token of state.barricades ?? []) if (freeSpotBorder(token.spot)) spots.push(token.spot);
  if (anywhere(state) && 'grid' in ctx.geo && leadsHandyman(ctx, state, s))
    for (const [b, need] of zoneBorders(ctx.geo as BoardGeometryWithGrid, surv.zone)) {
      if (missionShows(ctx, surv.zone, b)) continue;
      // The border's next token: its first, or its second on a border taking 2 once the first is down.
      const first = freeSpot(surv.zone, b, 0);
      const next = !barricadeOn(state, first) ? first : need === 2 && !barricadeOn(state, first + 1) ? first + 1 : -1;
      if (next >= 0) spots.push(next);
    }
  for (const spot of spots) {
    if (!spotZones(ctx, spot)?.includes(surv.zone)) continue;
    push({ type: 'buildBarricade', s, spot });
    if (!barricadeOn(state, spot)) continue;
    for (let slot = 0; slot < surv.inventory.length; slot++) {
      const card = surv.inventory[slot];
      if (card !== null && isHandSlot(ctx, slot) && ctx.equipment[state.cards[card].def].door)
        push({ type: 'breakBarricade', s, spot, slot });
    }
  }
}

/** The zones of the activation's types where `mask`'s zombies stand, per type: [zone, type, count, ...]. */
function standing(ctx: RulesContext, state: State, zones: readonly number[], mask: number): number[] {
  const out: number[] = [];
  for (const zone of zones)
    for (let type = 0; type < ctx.ruleset.roster.size; type++) {
      if (!(mask & (1 << type))) continue;
      const count = zombiesIn(state, zone, type);
      if (count > 0) out.push(zone, type, count);
    }
  return out;
}

/**
 * Zombies given an extra Activation (a card, a shortage, Taunt: any but the Zombies' Phase's own) break every
 * barricade, complete or not, on a border of a zone where one of them stands, and spend their whole Activation
 * doing it (line 868): they are halted for it. `zones`: where the activation's zombies may act (Taunt's zones).
 */
export function zombiesBreak(
  ctx: RulesContext,
  state: State,
  zp: ZombiePhaseState,
  mask: number,
  zones: readonly number[] | undefined,
  events: GameEvent[],
): void {
  if (!state.barricades) return;
  const broken: number[] = [];
  for (const token of state.barricades) {
    const border = spotZones(ctx, token.spot);
    if (!border) continue;
    const where = border.filter((z) => !zones || zones.includes(z));
    const found = standing(ctx, state, where, mask);
    if (found.length === 0) continue;
    broken.push(token.spot);
    for (let i = 0; i < found.length; i += 3) haltAll(zp, found[i], found[i + 1], found[i + 2]);
    const text = withParams(C.barricadeZombies, { border: spotBorder(ctx, token.spot) });
    events.push({ type: 'missionEvent', text, rule: text });
  }
  if (broken.length > 0) removeBarricades(state, broken);
}

/** Every zombie of `type` in `zone` loses this Activation (one entry per zone and type: zombie-phase.ts). */
function haltAll(zp: ZombiePhaseState, zone: number, type: number, count: number): void {
  for (let i = 0; i < zp.halted.length; i += 3)
    if (zp.halted[i] === zone && zp.halted[i + 1] === type) {
      zp.halted[i + 2] = count;
      return;
    }
  zp.halted.push(zone, type, count);
}

/**
 * A Runner's extra Activation whose first Action moved it into a zone on a barricade's border: its second Action
 * breaks the barricade (line 868). Called after each step's moves; only a step with a later pass of the same
 * Activation for the moved type counts.
 */
export function runnersBreak(ctx: RulesContext, state: State, plan: readonly number[], events: GameEvent[]): void {
  const zp = state.zombiePhase;
  if (!state.barricades || !zp) return;
  const end = zp.tasks.findIndex((t) => t.t === 'endActivation');
  if (end < 0) return;
  const activation = zp.tasks[end];
  const extra = activation.mask !== ctx.ruleset.roster.all || zp.tasks[0].taunt !== undefined;
  if (!extra) return;
  let later = 0;
  for (let i = 1; i < end; i++) if (zp.tasks[i].t === 'attack') later |= zp.tasks[i].mask;
  const entered = new Set<number>();
  for (let i = 0; i < plan.length; i += PLAN_STRIDE) if (later & (1 << plan[i + 2])) entered.add(plan[i + 1]);
  if (entered.size > 0) zombiesBreak(ctx, state, zp, later, [...entered], events);
}
