/**
 * The Undead or Alive planner: what each survivor should be heading for, read
 * from the mission's goal list, and an evaluation of a state by it (the search
 * bot's leaf value).
 *
 * The goals in play are the first goal not done when the mission lists them in
 * order (FR "dans l'ordre"), else every goal not done, exits last. Each goal
 * kind names the zones that move it forward (its sub-goals): the Objectives
 * still to take, an Objective that gives a Bounty Weapon for a survivor who
 * holds none, a lone Companion, a Mobile Spawn or a Corpse Pile, the Wagon,
 * the mine, the exit or the train. A survivor's distance to its nearest
 * sub-goal, the goals done and the progress inside the current ones, and the
 * wounds taken make the value.
 *
 * Mission knowledge beyond the goal list, read from goal kinds, special-rule ids and the map (never mission ids,
 * so a designer's own mission gets it too): a goal that needs a card nobody holds (Holy Water, Dynamite, the ammo a
 * `reloadToRally` rally costs) moves forward in a building to search; the spawn zones the posse may still wake
 * (`spareSpawnZones`) keep the Companions' buildings and the Abomination spawns to come in the budget; a woken Corpse
 * Pile is for the survivor holding Holy Water (a Faithful: Water) to make safe (`pileTargets`); coal sacks go from the
 * Mine to the tender a full load at a time (`coalZones`); the Wagon goes off the railroad or to the exit
 * (`wagonDestinations`).
 */
import type { MissionGoal, RulesContext, State, SurvivorState } from '@horde/zombicide';
import { goalDone, zombieTotal } from '@horde/zombicide';
import { LOSING_SPAWN_ZONES } from '@horde/zombicide/rulesets/uoa/index';
import { uoaPartOrEmpty } from '@horde/zombicide/rulesets/uoa/index';

const inPlay = (survivor: SurvivorState): boolean => !survivor.eliminated && !survivor.exited;
/** A survivor that takes Actions (Companions follow their Leader). */
const acting = (survivor: SurvivorState): boolean => inPlay(survivor) && !survivor.companion;

const EXIT_KINDS: ReadonlySet<MissionGoal['kind']> = new Set(['allExit', 'leaveOnTrain']);
/** Distance counted for a zone that cannot be reached on the board as it is. */
const FAR = 12;

export function holdsBounty(ctx: RulesContext, state: State, survivor: SurvivorState): boolean {
  for (const c of survivor.inventory)
    if (c !== null && ctx.equipment[state.cards[c].def]?.deck === 'bounty') return true;
  return false;
}

/** Indexes of the goals in play: the first not done (goals in order), else all not done with exits last. */
export function goalsInPlay(ctx: RulesContext, state: State): { done: number; current: MissionGoal[] } {
  const goals = ctx.mission.goals;
  if (ctx.mission.goalsInOrder) {
    let done = 0;
    while (done < goals.length && goalDone(ctx, state, goals[done])) done++;
    return { done, current: done < goals.length ? [goals[done]] : [] };
  }
  const open = goals.filter((g) => !goalDone(ctx, state, g));
  const done = goals.length - open.length;
  const first = open.filter((g) => !EXIT_KINDS.has(g.kind));
  return { done, current: first.length > 0 ? first : open };
}

/**
 * Whether the open Objectives are goal points: a goal is made of them (all of them, a count of them, or the
 * set-aside Bounty Weapons they give, M8, until 3 are won). M8's blue and green Objectives bring the train, and the
 * game is lost if the Wagon stands on the railroad then (`clearTheTrack`, FR 3201-3204): they wait for the Wagon.
 */
export function objectivesWanted(ctx: RulesContext, state: State): boolean {
  const trackBlocked =
    (ctx.mission.specialRules ?? []).some((r) => r.id === 'clearTheTrack') &&
    ctx.mission.goals.some((g) => g.kind === 'wagonOffTrack' && !goalDone(ctx, state, g));
  return ctx.mission.goals.some(
    (g) =>
      g.kind === 'takeAllObjectives' ||
      g.kind === 'takeObjectives' ||
      (g.kind === 'setAsideBounty' && !trackBlocked && !goalDone(ctx, state, g)),
  );
}

/** An Objective a survivor may take (a face-down one always; M1's blue one never). */
function takeable(ctx: RulesContext, o: State['objectives'][number]): boolean {
  return !o.taken && (o.hidden || !(ctx.mission.rules.untakeableObjectives ?? []).includes(o.color));
}

/** The zones that move `goal` forward for survivor `s` (empty: nothing to reach for this survivor). */
export function subGoalZones(ctx: RulesContext, state: State, goal: MissionGoal, s: number): number[] {
  const geo = ctx.geo;
  const out: number[] = [];
  switch (goal.kind) {
    case 'takeAllObjectives':
    case 'setAsideBounty':
      for (const o of state.objectives) if (takeable(ctx, o)) out.push(o.zone);
      break;
    case 'loadCoal':
      out.push(...coalZones(ctx, state, s));
      break;
    case 'takeObjectives':
      for (const o of state.objectives)
        if (takeable(ctx, o) && (o.hidden || goal.colors.includes(o.color))) out.push(o.zone);
      break;
    case 'objectivesInWagon': {
      for (const o of state.objectives) if (takeable(ctx, o)) out.push(o.zone);
      const wagon = uoaPartOrEmpty(state).wagon;
      if (out.length === 0 && wagon) out.push(wagon.zone);
      break;
    }
    case 'bountyPerSurvivor': {
      if (holdsBounty(ctx, state, state.survivors[s])) break;
      const source = ctx.mission.rules.setAsideBounty
        ? uoaPartOrEmpty(state).setAsideBounty.length
        : uoaPartOrEmpty(state).bountyDeck.length;
      if (source === 0) break;
      for (const o of state.objectives)
        if (takeable(ctx, o) && (o.hidden || ctx.mission.rules.objectiveBounty.includes(o.color))) out.push(o.zone);
      break;
    }
    case 'rallyCompanions':
      for (const c of state.survivors)
        if (c.companion && inPlay(c) && c.leader === -1) {
          if (goal.classes && !goal.classes.some((k) => c.classes.includes(k))) continue;
          out.push(c.zone);
        }
      // M5: the Companions still to find hide under face-down Objectives (any of them: their colours are hidden).
      if (out.length === 0 && (ctx.mission.rules.objectiveCompanions?.length ?? 0) > 0)
        for (const o of state.objectives) if (o.hidden && !o.taken) out.push(o.zone);
      break;
    case 'gatherMobileSpawns':
    case 'dynamiteMobileSpawns':
      for (const sp of state.spawns) if (sp.kind === 'mobile' && !sp.onStart) out.push(sp.zone);
      break;
    case 'secureCorpsePiles':
      out.push(...pileTargets(ctx, state, s));
      break;
    case 'destroyWagon':
    case 'wagonOffTrack': {
      const wagon = uoaPartOrEmpty(state).wagon;
      if (wagon) out.push(wagon.zone);
      break;
    }
    case 'blowMine':
      for (const z of geo.zones) if (z.features.includes('mine')) out.push(z.id);
      break;
    case 'allExit':
      out.push(...ctx.exits);
      break;
    case 'leaveOnTrain':
      for (const z of geo.zones) if (z.kind === 'train') out.push(z.id);
      break;
  }
  return out;
}

/**
 * The zones of lone Companions the posse can reach (each of them loses the game at its first Wound, whatever the
 * goals say): where a survivor standing guard takes the Wounds instead (the players choose who takes each one).
 */
export function loneCompanionZones(ctx: RulesContext, state: State, from: number): number[] {
  const out: number[] = [];
  for (const c of state.survivors)
    if (c.companion && inPlay(c) && c.leader === -1 && (ctx.geo.distance[from]?.[c.zone] ?? -1) >= 0)
      if (!out.includes(c.zone)) out.push(c.zone);
  return out;
}

/**
 * The lone Companions the posse goes to before anything else (the heuristic's plan and the search's evaluation):
 * each one loses the game at its first Wound. `rescue`: their zones the posse can reach from `from`, when their
 * rally is in play (goals in order, M6: only once it is the current goal; no rally goal at all, M7: whenever met);
 * `rallyLater`: they cannot be rallied yet (M10's relics first, M4's ammo first), so the goals go on meanwhile.
 */
export function rescuePlan(
  ctx: RulesContext,
  state: State,
  current: readonly MissionGoal[],
  from: number,
): { rescue: number[]; rallyLater: boolean } {
  const rallyInPlay =
    !ctx.mission.goalsInOrder ||
    current.some((g) => g.kind === 'rallyCompanions') ||
    !ctx.mission.goals.some((g) => g.kind === 'rallyCompanions');
  const waits = rallyWaits(ctx, state);
  const rescue = rallyInPlay || waits ? loneCompanionZones(ctx, state, from) : [];
  return { rescue, rallyLater: rescue.length > 0 && (waits || ammoMissing(ctx, state)) };
}

/** Goal kinds that need a card the posse must find first (Equipment trait), while no survivor holds one. */
export const GOAL_CARD: Partial<Record<MissionGoal['kind'], 'dynamite' | 'holyWater'>> = {
  destroyWagon: 'dynamite',
  dynamiteMobileSpawns: 'dynamite',
  gatherMobileSpawns: 'holyWater',
  secureCorpsePiles: 'holyWater',
};

/**
 * Whether survivor `s` may use a card with `traits` as `trait`: Holy Water is Holy Water for anyone, and mundane
 * Water is for a Faithful (EN 1128 "Faithful may use mundane Water to do so"; a Companion it leads lends the class).
 */
export function cardServes(
  state: State,
  s: number,
  traits: readonly string[],
  trait: 'dynamite' | 'holyWater',
): boolean {
  if (traits.includes(trait)) return true;
  return trait === 'holyWater' && traits.includes('water') && faithful(state, s);
}

/** A survivor using the Faithful's abilities: its own class, or a Companion it leads (the engine's classActive). */
export function faithful(state: State, s: number): boolean {
  if (state.survivors[s].classes.includes('faithful')) return true;
  for (const c of state.survivors)
    if (c.companion && c.leader === s && inPlay(c) && c.classes.includes('faithful')) return true;
  return false;
}

/** How many cards survivor `s` holds that serve as `trait` (Holy Water: Water too for a Faithful). */
export function cardsHeld(ctx: RulesContext, state: State, s: number, trait: 'dynamite' | 'holyWater'): number {
  let n = 0;
  for (const c of state.survivors[s].inventory) {
    const traits = c === null ? undefined : ctx.equipment[state.cards[c].def]?.traits;
    if (traits && cardServes(state, s, traits, trait)) n++;
  }
  return n;
}

/** The card a goal in play needs that the posse lacks (Dynamite, Holy Water): the posse searches for it. */
export function missingCard(
  ctx: RulesContext,
  state: State,
  current: readonly MissionGoal[],
  perCar = false,
): 'dynamite' | 'holyWater' | null {
  for (const g of current) {
    const trait = GOAL_CARD[g.kind] ?? (g.kind === 'loadCoal' && coalBlocked(ctx, state) ? 'holyWater' : undefined);
    if (!trait) continue;
    let held = 0;
    for (let i = 0; i < state.survivors.length; i++)
      if (acting(state.survivors[i])) held += cardsHeld(ctx, state, i, trait);
    // `perCar` (the heuristic's plan): one Dynamite per train car still to blow (M2, FR 2822-2834): the posse that
    // went to the train with one stood beside a spawn zone while it searched for the next (heuristic 46.1% → 52.4%
    // on 1,000 games). Not in the search's evaluation (its bot fell from 1/10 to 0/10 games, 12.3 → 8.3 rounds), nor
    // for Holy Water on Mobile spawns (M3: 5.3% → 2.7% on 300), where one card already moves one spawn from afar.
    let needed = 1;
    if (perCar && g.kind === 'dynamiteMobileSpawns') {
      needed = 0;
      for (const sp of state.spawns) if (sp.kind === 'mobile' && !sp.onStart) needed++;
    }
    if (held < Math.max(1, needed)) return trait;
  }
  return null;
}

/**
 * Where survivor `s` moves the coal forward (M9 "Coal sacks" and "Love me tender", FR 3261-3276): the sacks in the
 * Mine while a Brawler it leads has free hands (only a survivor leading a Brawler takes one), then the tender while
 * one carries a sack. Without this the posse, its other goals done, waited aboard the train for rounds.
 */
export function coalZones(ctx: RulesContext, state: State, s: number): number[] {
  const out: number[] = [];
  if (!hasRule(ctx, 'coalSacks')) {
    for (const o of state.objectives) if (takeable(ctx, o)) out.push(o.zone);
    return out;
  }
  // The sacks left in the Mine, while a Brawler it leads has free hands (a full load per trip to the tender).
  const led = (c: SurvivorState) => c.companion && inPlay(c) && c.leader === s && c.classes.includes('brawler');
  if (state.survivors.some((c) => led(c) && !c.sack))
    for (const o of state.objectives)
      if (takeable(ctx, o) && ctx.geo.zones[o.zone].features.includes('mine')) out.push(o.zone);
  if (out.length > 0 || !carriesCoal(state, s)) return out;
  for (const z of ctx.geo.zones) if (z.label.endsWith(':te')) out.push(z.id);
  return out;
}

/** Whether a Companion survivor `s` leads carries a coal sack (M9). */
export function carriesCoal(state: State, s: number): boolean {
  return state.survivors.some((c) => c.companion && inPlay(c) && c.leader === s && c.sack === true);
}

/**
 * The Abomination spawn zones standing on coal sacks (M9 "Coal sacks", FR 3261-3270: no sack while the Mine holds
 * an active Abomination spawn), as indexes into `state.spawns`. Holy Water moves one onto the Starting spawn zone
 * (EN "Holy Water"), for good: the posse had waited aboard for rounds while the first Abomination lived.
 */
export function coalSpawns(ctx: RulesContext, state: State): number[] {
  const out: number[] = [];
  if (!hasRule(ctx, 'coalSacks')) return out;
  state.spawns.forEach((sp, i) => {
    if (sp.kind === 'abomination' && !sp.onStart && ctx.geo.zones[sp.zone].features.includes('mine')) out.push(i);
  });
  return out;
}

/** Whether no coal sack may be taken now for an active Abomination spawn zone in the Mine (Holy Water is wanted). */
export function coalBlocked(ctx: RulesContext, state: State): boolean {
  if (!ctx.mission.goals.some((g) => g.kind === 'loadCoal' && !goalDone(ctx, state, g))) return false;
  return coalSpawns(ctx, state).some((i) => state.spawns[i].active);
}

/** Corpse Piles not safe yet: the woken ones (spawning) and the printed ones still asleep, as zones. */
export function unsafePiles(ctx: RulesContext, state: State): { woken: number[]; asleep: number[] } {
  const woken: number[] = [];
  const asleep: number[] = [];
  for (const z of ctx.geo.zones) {
    if (!z.features.includes('corpsePile')) continue;
    const sp = state.spawns.find((x) => x.kind === 'corpsePile' && x.zone === z.id);
    if (!sp) asleep.push(z.id);
    else if (!sp.safe) woken.push(z.id);
  }
  return { woken, asleep };
}

/**
 * What waking `piles` Corpse Piles costs, in steps of a detour, when survivor `s` (-1: the posse) enters their
 * building: 2 each; where a goal needs every pile made safe, nothing for a survivor who can pour on them at once,
 * and 6 each when it cannot (the pile spawns every round until a card comes: M2's survivors woke the piles of the
 * houses they searched in, empty-handed, and fought their zombies for rounds while the Faithful with Water was away).
 */
export function pileWakeCost(ctx: RulesContext, state: State, piles: number, s = -1): number {
  if (piles === 0) return 0;
  if (!ctx.mission.goals.some((g) => g.kind === 'secureCorpsePiles')) return 2 * piles;
  if (s >= 0) return cardsHeld(ctx, state, s, 'holyWater') > 0 ? 0 : 6 * piles;
  for (let i = 0; i < state.survivors.length; i++)
    if (acting(state.survivors[i]) && cardsHeld(ctx, state, i, 'holyWater') > 0) return 2 * piles;
  return 6 * piles;
}

/**
 * The Corpse Piles survivor `s` should go and make safe (goal `secureCorpsePiles`; Holy Water only reaches a pile on
 * the board, and a pile is placed when a survivor first enters its building, EN 1126-1128): none without a card to
 * pour (the others fetch it or cover); the woken ones, as they spawn every round. A sleeping pile is no target: the
 * goal asks for the piles set on the board (decision `corpsePilesSet`, mission-rules.ts), and waking one only adds
 * one to make safe.
 */
export function pileTargets(ctx: RulesContext, state: State, s: number): number[] {
  if (!acting(state.survivors[s]) || cardsHeld(ctx, state, s, 'holyWater') === 0) return [];
  return unsafePiles(ctx, state).woken;
}

// Undead or Alive's loss, the engine's count: "as soon as the seventh Spawn Zone becomes active" (EN 450).
export { LOSING_SPAWN_ZONES };
const pileCounts = new WeakMap<object, Int8Array>();
/** Corpse piles that wake when a survivor first enters the building of `zone` (on its tile), per geometry. */
export function pilesOf(geo: RulesContext['geo'], zone: number): number {
  let counts = pileCounts.get(geo);
  if (!counts) {
    counts = new Int8Array(geo.zones.length);
    for (const z of geo.zones) {
      if (z.building < 0) continue;
      let n = 0;
      for (const o of geo.zones)
        if (o.building === z.building && o.tile === z.tile && o.features.includes('corpsePile')) n++;
      counts[z.id] = n;
    }
    pileCounts.set(geo, counts);
  }
  return counts[zone];
}

const buildingKeys = new WeakMap<object, string>();
/**
 * The key the engine marks a building entered by (its corpse piles woke): building and tile; made once per zone
 * (the scoring reads it for every step).
 */
export function buildingKey(z: { building: number; tile: string }): string {
  let key = buildingKeys.get(z);
  if (key === undefined) {
    key = `${z.building}:${z.tile}`;
    buildingKeys.set(z, key);
  }
  return key;
}

/** Corpse piles still asleep in the building of `zone` (a balcony: its stairs room's); 0 once it was entered. */
export function pilesToWake(ctx: RulesContext, state: State, zone: number): number {
  let z = ctx.geo.zones[zone];
  if (z.kind === 'balcony' && z.stairs !== undefined) z = ctx.geo.zones[z.stairs];
  if (z.building < 0 || uoaPartOrEmpty(state).entered.includes(buildingKey(z))) return 0;
  return pilesOf(ctx.geo, z.id);
}

const firstZones = new WeakMap<object, Map<string, number>>();
/** A zone of the building `key` (its piles are the building's), per geometry. */
function buildingZone(geo: RulesContext['geo'], key: string): number {
  let map = firstZones.get(geo);
  if (!map) {
    map = new Map();
    for (const z of geo.zones) if (z.building >= 0 && !map.has(buildingKey(z))) map.set(buildingKey(z), z.id);
    firstZones.set(geo, map);
  }
  return map.get(key) ?? 0;
}

/** The buildings the plan must enter (those of the lone Companions still to rally; a balcony: its stairs room's). */
export function plannedBuildings(ctx: RulesContext, state: State): Set<string> {
  const out = new Set<string>();
  for (const c of state.survivors) {
    if (!c.companion || !inPlay(c) || c.leader !== -1) continue;
    let z = ctx.geo.zones[c.zone];
    if (z.kind === 'balcony' && z.stairs !== undefined) z = ctx.geo.zones[z.stairs];
    if (z.building >= 0) out.add(buildingKey(z));
  }
  return out;
}

/**
 * Spawn zones the posse may still wake before the seventh loses the game (EN 450): six, minus the active ones,
 * the Abomination spawns still asleep (the first Abomination wakes them) and the corpse piles of the buildings the
 * plan must enter. A building whose piles exceed it is left alone whatever it holds.
 */
export function spareSpawnZones(ctx: RulesContext, state: State): number {
  let used = 0;
  for (const sp of state.spawns) if ((sp.active && !sp.safe) || (!sp.active && sp.kind === 'abomination')) used++;
  for (const key of plannedBuildings(ctx, state)) {
    if (uoaPartOrEmpty(state).entered.includes(key)) continue;
    used += pilesOf(ctx.geo, buildingZone(ctx.geo, key));
  }
  return LOSING_SPAWN_ZONES - 1 - used;
}

const hasRule = (ctx: RulesContext, id: string): boolean => (ctx.mission.specialRules ?? []).some((r) => r.id === id);

/** Ammo a survivor can pay a rally with (M4 "Reload!": a Plenty of Ammo card of either kind, or an ammo token). */
export function ammoHeld(ctx: RulesContext, state: State, survivor: SurvivorState): number {
  let n = survivor.ammoTokens ?? 0;
  for (const c of survivor.inventory) {
    const traits = c === null ? undefined : ctx.equipment[state.cards[c].def]?.traits;
    if (traits && (traits.includes('plentyOfBullets') || traits.includes('plentyOfShells'))) n++;
  }
  return n;
}

/**
 * Whether the posse must find ammo before it can rally (rule `reloadToRally`: each Townsfolk rallied costs one):
 * a lone Townsfolk waits and no acting survivor holds any. On M4 two survivors stood guard on a balcony for rounds
 * with nothing to pay with, until the zombies came up the stairs.
 */
export function ammoMissing(ctx: RulesContext, state: State): boolean {
  if (!hasRule(ctx, 'reloadToRally')) return false;
  if (!state.survivors.some((c) => c.companion && inPlay(c) && c.leader === -1 && c.classes.includes('townsfolk')))
    return false;
  for (const survivor of state.survivors) if (acting(survivor) && ammoHeld(ctx, state, survivor) > 0) return false;
  return true;
}

/** Whether no lone Companion may be rallied yet (M10: not before the blue and green Objectives are taken). */
export function rallyWaits(ctx: RulesContext, state: State): boolean {
  if (!(ctx.mission.specialRules ?? []).some((r) => r.id === 'rallyAfterRelics')) return false;
  return state.objectives.some((o) => (o.color === 'blue' || o.color === 'green') && !o.taken);
}

/**
 * How exposed the lone Companions are: for each one with no survivor beside it, the zombies that can reach its
 * zone in the next Zombies' Phase (those in it or next to it; Runners two zones away).
 */
export function companionExposure(ctx: RulesContext, state: State): number {
  let exposure = 0;
  for (const c of state.survivors) {
    if (!c.companion || !inPlay(c) || c.leader !== -1) continue;
    let guarded = false;
    for (const survivor of state.survivors) if (acting(survivor) && survivor.zone === c.zone) guarded = true;
    if (guarded) continue;
    exposure += zombieTotal(state, c.zone);
    for (const nb of ctx.geo.neighbors[c.zone]) exposure += zombieTotal(state, nb);
  }
  return exposure;
}

/** How far inside a goal the posse is, in [0, 1]. */
export function goalProgress(ctx: RulesContext, state: State, goal: MissionGoal): number {
  const frac = (k: number, n: number) => (n <= 0 ? 0 : Math.min(1, k / n));
  const ms = state.missionState;
  switch (goal.kind) {
    case 'takeAllObjectives':
      return frac(state.objectives.filter((o) => o.taken).length, state.objectives.length);
    case 'takeObjectives': {
      const of = state.objectives.filter((o) => goal.colors.includes(o.color));
      return frac(of.filter((o) => o.taken).length, of.length);
    }
    case 'bountyPerSurvivor': {
      const need = state.survivors.filter((survivor) => !survivor.companion && !survivor.eliminated);
      return frac(need.filter((survivor) => holdsBounty(ctx, state, survivor)).length, need.length);
    }
    case 'rallyCompanions': {
      const cs = state.survivors.filter(
        (c) => c.companion && (!goal.classes || goal.classes.some((k) => c.classes.includes(k))),
      );
      return frac(cs.filter((c) => !c.eliminated && c.leader !== undefined && c.leader >= 0).length, cs.length);
    }
    case 'gatherMobileSpawns': {
      const m = state.spawns.filter((sp) => sp.kind === 'mobile');
      return frac(m.filter((sp) => sp.onStart).length, m.length);
    }
    case 'dynamiteMobileSpawns':
      return frac(Number(ms.trainSpawnsBlown ?? 0), ctx.mission.spawns.filter((sp) => sp.kind === 'mobile').length);
    case 'secureCorpsePiles': {
      // The piles set on the board (decision `corpsePilesSet`): none set is the goal done.
      const set = state.spawns.filter((sp) => sp.kind === 'corpsePile');
      return set.length === 0 ? 1 : frac(set.filter((sp) => sp.safe).length, set.length);
    }
    case 'loadCoal':
      return frac(Number(ms.coal ?? 0), goal.count);
    case 'objectivesInWagon':
      return frac(
        state.objectives.filter((o) => o.taken).length + (uoaPartOrEmpty(state).wagon?.load ?? 0),
        2 * state.objectives.length,
      );
    case 'setAsideBounty': {
      const n = ctx.mission.rules.setAsideBounty ?? 0;
      return frac(n - uoaPartOrEmpty(state).setAsideBounty.length, n);
    }
    case 'allExit': {
      const left = state.survivors.filter((survivor) => !survivor.eliminated);
      return frac(left.filter((survivor) => survivor.exited).length, left.length);
    }
    case 'leaveOnTrain': {
      const left = state.survivors.filter((survivor) => !survivor.eliminated);
      const aboard = left.filter(
        (survivor) =>
          (survivor.exited && survivor.leftOnTrain) ||
          (!survivor.exited && ctx.geo.zones[survivor.zone].kind === 'train'),
      );
      return frac(aboard.length, left.length);
    }
    default:
      return 0;
  }
}

/** Building zones worth searching in: no woken pile spawning there, and no more piles to wake than the posse can afford. */
export function searchZones(ctx: RulesContext, state: State): number[] {
  const spare = spareSpawnZones(ctx, state);
  const spawning = new Set<number>();
  for (const sp of state.spawns) if (sp.active && !sp.safe) spawning.add(sp.zone);
  const out: number[] = [];
  for (const z of ctx.geo.zones) {
    if (z.kind !== 'building' || spawning.has(z.id)) continue;
    if (pilesToWake(ctx, state, z.id) > spare) continue;
    out.push(z.id);
  }
  return out;
}

/** Each acting survivor's distance to its nearest sub-goal of the goals in play (0: nothing to reach). */
export function subGoalDistances(ctx: RulesContext, state: State, current: readonly MissionGoal[]): number[] {
  const out: number[] = [];
  // Lone Companions to reach first (the heuristic's plan): while any waits, its zone is every survivor's sub-goal.
  // Without this, a building to search for the Dynamite nearer than M2's Companions counted as the sub-goal
  // reached, and the search kept the posse there while the Companions were overrun (issue 15, M2 traces).
  const first = state.survivors.find(acting);
  const { rescue, rallyLater } = first
    ? rescuePlan(ctx, state, current, first.zone)
    : { rescue: [], rallyLater: false };
  if (rescue.length > 0 && !rallyLater) {
    for (const survivor of state.survivors) {
      if (!acting(survivor)) continue;
      let best = FAR;
      for (const z of rescue) {
        const d = ctx.geo.distance[survivor.zone]?.[z] ?? -1;
        if (d >= 0 && d < best) best = d;
      }
      out.push(best);
    }
    return out;
  }
  // A goal that needs a card nobody holds (Holy Water, Dynamite, M4's ammo) moves forward in a building to search.
  const card = missingCard(ctx, state, current);
  const ammo = ammoMissing(ctx, state);
  let spots: number[] | null = null;
  const zonesOf = (goal: MissionGoal, i: number): number[] => {
    if ((card !== null && GOAL_CARD[goal.kind] === card) || (ammo && goal.kind === 'rallyCompanions'))
      return (spots ??= searchZones(ctx, state));
    return subGoalZones(ctx, state, goal, i);
  };
  for (let i = 0; i < state.survivors.length; i++) {
    const survivor = state.survivors[i];
    if (!acting(survivor)) continue;
    let best = -1;
    for (const goal of current)
      for (const z of zonesOf(goal, i)) {
        const d = ctx.geo.distance[survivor.zone]?.[z] ?? -1;
        const dd = d < 0 ? FAR : d;
        if (best < 0 || dd < best) best = dd;
      }
    out.push(Math.max(0, best));
  }
  return out;
}

/**
 * Value of a state for the posse, in [0, 1]: 1 won, 0 lost; in between, mostly the goals done and the
 * progress inside the current ones, then how close each survivor is to its sub-goal, then health,
 * the zombies standing with the survivors (they attack next) and those next to a lone Companion nobody guards.
 */
export function evaluateUoa(ctx: RulesContext, state: State): number {
  if (state.phase === 'won') return 1;
  if (state.phase === 'lost') return 0;
  const goals = ctx.mission.goals;
  const { done, current } = goalsInPlay(ctx, state);
  let progress = 0;
  for (const g of current) progress += goalProgress(ctx, state, g);
  progress = current.length ? progress / current.length : 0;
  const dists = subGoalDistances(ctx, state, current);
  let meanDist = 0;
  for (const d of dists) meanDist += d;
  meanDist = dists.length ? meanDist / dists.length : 0;
  const near = 1 / (1 + meanDist / 3);
  const goalScore = goals.length ? (done + 0.6 * progress + 0.4 * near) / goals.length : near;
  let health = 0,
    wounds = 0,
    threat = 0;
  for (const survivor of state.survivors) {
    if (!inPlay(survivor)) continue;
    health += survivor.health;
    wounds += survivor.wounds;
    if (!survivor.companion) threat += zombieTotal(state, survivor.zone);
  }
  const fit = health > 0 ? 1 - wounds / health : 1;
  // A lone Companion with zombies next to it and nobody beside it is likely lost next round (a lost game).
  const exposed = companionExposure(ctx, state);
  return 0.05 + 0.65 * goalScore + 0.15 * fit + 0.05 / (1 + threat / 3) + 0.1 / (1 + exposed);
}

/**
 * Where the Wagon must go for the goals in play, as zones (empty: nowhere): off the railroad (`wagonOffTrack`, M8:
 * the train comes once blue and green are taken, FR 3201-3204), or to an exit once its load is stowed
 * (`allExit` with the Wagon, M7 FR 3103). Without it the posse waited at M7's exit for rounds, the Wagon far away.
 */
export function wagonDestinations(ctx: RulesContext, state: State, current: readonly MissionGoal[]): number[] {
  const w = uoaPartOrEmpty(state).wagon;
  if (!w || w.stuck) return [];
  for (const g of current) {
    if (g.kind === 'wagonOffTrack' && ctx.geo.zones[w.zone].kind === 'railroad')
      return ctx.geo.zones.filter((z) => z.kind === 'street').map((z) => z.id);
    if (g.kind === 'allExit' && g.withWagon && !ctx.exits.includes(w.zone)) return [...ctx.exits];
  }
  return [];
}

/** Wagon steps (street and railroad zones only, EN 870) from `from` to the nearest of `to`; FAR when none. */
export function wagonSteps(ctx: RulesContext, from: number, to: readonly number[]): number {
  if (to.includes(from)) return 0;
  const geo = ctx.geo;
  const streetLike = (z: number) => geo.zones[z].kind === 'street' || geo.zones[z].kind === 'railroad';
  const seen = new Set<number>([from]);
  let frontier = [from];
  for (let d = 1; frontier.length > 0 && d < FAR; d++) {
    const next: number[] = [];
    for (const z of frontier)
      for (const nb of geo.neighbors[z]) {
        if (seen.has(nb) || !streetLike(nb)) continue;
        if (to.includes(nb)) return d;
        seen.add(nb);
        next.push(nb);
      }
    frontier = next;
  }
  return FAR;
}
