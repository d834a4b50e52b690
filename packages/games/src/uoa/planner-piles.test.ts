/**
 * The Undead or Alive planner's mission knowledge (issue 15): M2's Corpse Piles ("Sécurisez tous les charniers",
 * FR 2836: who can make a pile safe, which piles each survivor goes for, what waking one costs), M9's coal sacks
 * (FR 3261-3276) and where M7's and M8's Wagon must go. Exact checks on positions built from the missions' setups
 * (the bots' package cannot load content, so the tests live here, beside search.slow.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { setupOrThrow } from '@horde/core';
import { HeuristicBot } from '@horde/bots/zombicide/heuristic';
import {
  cardsHeld,
  carriesCoal,
  coalBlocked,
  coalSpawns,
  coalZones,
  faithful,
  LOSING_SPAWN_ZONES,
  missingCard,
  pileTargets,
  pileWakeCost,
  pilesToWake,
  spareSpawnZones,
  subGoalDistances,
  subGoalZones,
  unsafePiles,
  wagonDestinations,
  wagonSteps,
} from '@horde/bots/zombicide/planner';
import { LOSING_SPAWN_ZONES as ENGINE_LOSING_SPAWN_ZONES, uoaPart } from '@horde/zombicide/rulesets/uoa/index';
import { goalDone, type Action, type MissionGoal, type State } from '@horde/zombicide';
import { loadUoaModule } from './load.ts';

const module = loadUoaModule();
const game = module.game;

/** M2 at setup, the lone Brawlers rallied by the first survivor (the posse's first move in every game). */
function m2(): State {
  const state = setupOrThrow(game, module.defaultConfig('M2'), { seed: 1 });
  for (const c of state.survivors) if (c.companion) c.leader = 0;
  return state;
}

const index = (state: State, id: string): number => state.survivors.findIndex((s) => s.id === id);
/** Puts an unused card of `def` (taken out of the Equipment deck) in survivor `s`'s Backpack slot `slot`. */
function give(state: State, s: number, def: string, slot = 3): number {
  const card = state.equipmentDeck.find((c) => state.cards[c].def === def);
  expect(card).toBeDefined();
  state.equipmentDeck.splice(state.equipmentDeck.indexOf(card!), 1);
  state.survivors[s].inventory[slot] = card!;
  return card!;
}
const piles = (goal: MissionGoal['kind']) => (g: MissionGoal) => g.kind === goal;

describe('Undead or Alive planner: Corpse Piles (M2)', () => {
  it('takes the seventh-zone count from the engine (EN 450)', () => {
    expect(LOSING_SPAWN_ZONES).toBe(ENGINE_LOSING_SPAWN_ZONES);
  });

  it("a Faithful's mundane Water serves as Holy Water, nobody else's (EN 1128)", () => {
    const state = m2();
    const ctx = module.uoa.context(state);
    const faith = index(state, 'concepcion');
    const other = index(state, 'meg');
    expect(faithful(state, faith)).toBe(true);
    expect(faithful(state, other)).toBe(false);
    const goal = ctx.mission.goals.filter(piles('secureCorpsePiles'));
    give(state, other, 'water');
    expect(cardsHeld(ctx, state, other, 'holyWater')).toBe(0);
    // Water in the hands of a survivor who cannot pour it: the posse still has to find a card.
    expect(missingCard(ctx, state, goal)).toBe('holyWater');
    give(state, faith, 'water');
    expect(cardsHeld(ctx, state, faith, 'holyWater')).toBe(1);
    expect(missingCard(ctx, state, goal)).toBe(null);
  });

  it('only a survivor holding a card goes for a pile, and only for a woken one', () => {
    // EN 1126-1128: a pile is placed (active) when a survivor first enters its building, and Holy Water reaches
    // only a pile on the board. Decision corpsePilesSet (FR 2836): the goal asks for the piles set on the board, so
    // a sleeping pile is no target (waking it only adds one to make safe).
    const state = m2();
    const ctx = module.uoa.context(state);
    const faith = index(state, 'concepcion');
    const other = index(state, 'jimmy');
    give(state, faith, 'holyWater');
    expect(spareSpawnZones(ctx, state)).toBe(2);
    const { woken, asleep } = unsafePiles(ctx, state);
    expect(woken).toEqual([]);
    expect(asleep.length).toBe(8);
    expect(pileTargets(ctx, state, faith)).toEqual([]);
    // A pile woken: it spawns every round until made safe, and the goal is not done until it is.
    const zone = asleep[0];
    state.spawns.push({ kind: 'corpsePile', zone, active: true } as State['spawns'][number]);
    const goal = ctx.mission.goals.find(piles('secureCorpsePiles'))!;
    expect(goalDone(ctx, state, goal)).toBe(false);
    expect(pileTargets(ctx, state, faith)).toEqual([zone]);
    expect(pileTargets(ctx, state, other)).toEqual([]);
    // Made safe: nothing left to go for, the seven places never entered hold no pile, and the goal is done.
    state.spawns[state.spawns.length - 1].safe = true;
    expect(pileTargets(ctx, state, faith)).toEqual([]);
    expect(goalDone(ctx, state, goal)).toBe(true);
  });

  it('without a card for the piles, the posse searches first; with one, its holder heads for the nearest woken pile', () => {
    const state = m2();
    const faith = index(state, 'concepcion');
    give(state, faith, 'dynamite', 4); // the train's goal has its card: only the piles' is missing
    const ctx = module.uoa.context(state);
    const goal = ctx.mission.goals.filter(piles('secureCorpsePiles'));
    const here = state.survivors[faith].zone;
    const woken = unsafePiles(ctx, state).asleep.slice(0, 2);
    for (const zone of woken) state.spawns.push({ kind: 'corpsePile', zone, active: true } as State['spawns'][number]);
    const before = subGoalDistances(ctx, state, goal);
    give(state, faith, 'water');
    const after = subGoalDistances(ctx, state, goal);
    const nearest = Math.min(...woken.map((z) => ctx.geo.distance[here][z]));
    const order = state.survivors.map((_, i) => i).filter((i) => !state.survivors[i].companion);
    expect(after[order.indexOf(faith)]).toBe(nearest);
    // Before, every survivor was sent to search (the nearest building is closer than any pile here).
    expect(before[order.indexOf(faith)]).toBeLessThanOrEqual(nearest);
  });

  it('the zombie train: the heuristic fetches one Dynamite per car still to blow (FR 2822-2834)', () => {
    const state = m2();
    const ctx = module.uoa.context(state);
    const goal = ctx.mission.goals.filter(piles('dynamiteMobileSpawns'));
    expect(missingCard(ctx, state, goal, true)).toBe('dynamite');
    give(state, index(state, 'meg'), 'dynamite');
    expect(missingCard(ctx, state, goal, true)).toBe('dynamite');
    // The search's evaluation asks for a card only while nobody holds one.
    expect(missingCard(ctx, state, goal)).toBe(null);
    give(state, index(state, 'jimmy'), 'dynamite');
    expect(missingCard(ctx, state, goal, true)).toBe(null);
    // One car blown (its Mobile spawn on the Starting spawn zone): one Dynamite is enough for the other.
    state.spawns.find((sp) => sp.kind === 'mobile')!.onStart = true;
    state.survivors[index(state, 'jimmy')].inventory[3] = null;
    expect(missingCard(ctx, state, goal, true)).toBe(null);
  });

  it('waking a pile: nothing for the survivor who pours at once, 6 steps for one who cannot, 2 elsewhere', () => {
    const state = m2();
    const ctx = module.uoa.context(state);
    const faith = index(state, 'concepcion');
    const other = index(state, 'meg');
    expect(pileWakeCost(ctx, state, 1)).toBe(6);
    give(state, faith, 'water');
    expect(pileWakeCost(ctx, state, 1, faith)).toBe(0);
    expect(pileWakeCost(ctx, state, 1, other)).toBe(6);
    expect(pileWakeCost(ctx, state, 1)).toBe(2);
    expect(pileWakeCost(ctx, state, 0, other)).toBe(0);
    // A mission without the goal (M0) keeps the flat price.
    const m0 = setupOrThrow(game, module.defaultConfig('M0'), { seed: 1 });
    expect(pileWakeCost(module.uoa.context(m0), m0, 1, 0)).toBe(2);
    expect(pilesToWake(ctx, state, unsafePiles(ctx, state).asleep[0])).toBe(1);
  });

  it('the heuristic bot hands mundane Water to the Faithful and pours it on a woken pile', () => {
    const state = m2();
    const faith = index(state, 'concepcion');
    const other = index(state, 'meg');
    state.survivors[faith].zone = state.survivors[other].zone;
    give(state, other, 'water');
    const bot = new HeuristicBot(module.uoa);
    const legal = game.legalActions(state, 0);
    const trade = legal.find((a) => a.type === 'trade' && a.s === other && a.with === faith);
    expect(trade).toBeDefined();
    // Trading is worth an Action to the survivor holding the Water (scored above waiting), never the reverse.
    const chosen = bot.rank(state, legal, 0, legal.length);
    const at = (a: Action | undefined) => chosen.findIndex((c) => JSON.stringify(c) === JSON.stringify(a));
    const wait = legal.find((a) => a.type === 'endTurn' && a.s === other);
    expect(at(trade)).toBeLessThan(at(wait));
    // A woken pile in the Faithful's zone and Water in hand: the bot pours it (FR 2836, EN 1128).
    const poured = m2();
    const card = give(poured, faith, 'water', 0);
    const zone = unsafePiles(module.uoa.context(poured), poured).asleep[0];
    poured.survivors[faith].zone = zone;
    poured.spawns.push({ kind: 'corpsePile', zone, active: true } as State['spawns'][number]);
    uoaPart(poured).entered.push(
      `${module.uoa.context(poured).geo.zones[zone].building}:${module.uoa.context(poured).geo.zones[zone].tile}`,
    );
    const options = game.legalActions(poured, 0).filter((a) => 's' in a && a.s === faith);
    const pour = options.find((a) => a.type === 'holyWater' && a.slot === 0);
    expect(pour).toBeDefined();
    expect(poured.survivors[faith].inventory[0]).toBe(card);
    expect(bot.choose(poured, options)).toEqual(pour);
  });
});

describe('Undead or Alive planner: coal for the tender (M9)', () => {
  /** M9 at setup, every lone Companion rallied by the first survivor. */
  function m9(): State {
    const state = setupOrThrow(game, module.defaultConfig('M9'), { seed: 1 });
    for (const c of state.survivors) if (c.companion) c.leader = 0;
    return state;
  }

  it('a survivor leading free Brawlers goes for the sacks in the Mine, then with its Brawlers loaded to the tender', () => {
    // FR 3261-3276 "Coal sacks", "Love me tender": only a survivor leading a Brawler Companion takes a sack, each
    // Brawler carries one, and 1 Action in the tender loads them all. The posse used to wait aboard the train.
    const state = m9();
    const ctx = module.uoa.context(state);
    const goal = ctx.mission.goals.find((g) => g.kind === 'loadCoal')!;
    const mine = state.objectives.filter((o) => ctx.geo.zones[o.zone].features.includes('mine')).map((o) => o.zone);
    expect(mine.length).toBe(6);
    expect(new Set(coalZones(ctx, state, 0))).toEqual(new Set(mine));
    // The red crates outside the Mine give no coal.
    for (const o of state.objectives)
      if (!mine.includes(o.zone)) expect(coalZones(ctx, state, 0)).not.toContain(o.zone);
    // A survivor leading no Brawler cannot take a sack.
    expect(coalZones(ctx, state, 1)).toEqual([]);
    // One sack carried, Brawlers with free hands left: a full load first.
    const brawlers = state.survivors.filter((c) => c.companion && c.classes.includes('brawler'));
    brawlers[0].sack = true;
    expect(carriesCoal(state, 0)).toBe(true);
    expect(new Set(subGoalZones(ctx, state, goal, 0))).toEqual(new Set(mine));
    // Every Brawler loaded: the tender.
    for (const b of brawlers) b.sack = true;
    const tender = subGoalZones(ctx, state, goal, 0);
    expect(tender.length).toBe(1);
    expect(ctx.geo.zones[tender[0]].label).toBe('10R:te');
  });

  it("the Mine's Abomination spawn blocks the sacks while active, and Holy Water is fetched to move it away", () => {
    const state = m9();
    const ctx = module.uoa.context(state);
    const spawns = coalSpawns(ctx, state);
    expect(spawns.length).toBe(1);
    expect(ctx.geo.zones[state.spawns[spawns[0]].zone].label).toBe('8V:mn');
    const coal = ctx.mission.goals.filter((g) => g.kind === 'loadCoal');
    expect(coalBlocked(ctx, state)).toBe(false);
    expect(missingCard(ctx, state, coal)).toBe(null);
    state.spawns[spawns[0]].active = true;
    expect(coalBlocked(ctx, state)).toBe(true);
    expect(missingCard(ctx, state, coal)).toBe('holyWater');
    // Moved onto the Starting spawn zone by Holy Water: it no longer stands on the sacks.
    state.spawns[spawns[0]].onStart = true;
    expect(coalSpawns(ctx, state)).toEqual([]);
    expect(coalBlocked(ctx, state)).toBe(false);
  });
});

describe('Undead or Alive planner: the Wagon (M7, M8)', () => {
  it('M8 "Giddy up!" (FR 3201-3204): the Wagon on the railroad heads for a street zone, one Wagon step away', () => {
    const state = setupOrThrow(game, module.defaultConfig('M8'), { seed: 1 });
    const ctx = module.uoa.context(state);
    const goals = ctx.mission.goals.filter(piles('wagonOffTrack'));
    const to = wagonDestinations(ctx, state, goals);
    expect(to.length).toBeGreaterThan(0);
    for (const z of to) expect(ctx.geo.zones[z].kind).toBe('street');
    expect(wagonSteps(ctx, uoaPart(state).wagon!.zone, to)).toBe(1);
    // Off the track: nowhere left to go for this goal.
    uoaPart(state).wagon!.zone = to[0];
    expect(wagonDestinations(ctx, state, goals)).toEqual([]);
  });

  it('M7 "Leave this place" (FR 3103): the Wagon goes to the exit by street zones only once it is the goal in play', () => {
    const state = setupOrThrow(game, module.defaultConfig('M7'), { seed: 1 });
    const ctx = module.uoa.context(state);
    const exit = ctx.mission.goals.filter(piles('allExit'));
    expect(wagonDestinations(ctx, state, ctx.mission.goals.filter(piles('objectivesInWagon')))).toEqual([]);
    expect(wagonDestinations(ctx, state, exit)).toEqual(ctx.exits);
    const steps = wagonSteps(ctx, uoaPart(state).wagon!.zone, ctx.exits);
    expect(steps).toBeGreaterThanOrEqual(ctx.geo.distance[uoaPart(state).wagon!.zone][ctx.exits[0]]);
    expect(steps).toBeLessThan(12);
  });
});
