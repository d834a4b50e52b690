/**
 * The Undead or Alive planner's mission knowledge (issue 15): M2's Corpse Piles ("Sécurisez tous les charniers",
 * FR 2836: who can make a pile safe, which piles each survivor goes for and in what order, what waking one costs)
 * and M9's coal sacks (FR 3261-3276). Exact checks on positions built from the missions' setups (the bots' package
 * cannot load content, so the tests live here, beside search.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { setupOrThrow } from '@horde/core';
import { HeuristicBot } from '@horde/bots/uoa/heuristic';
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
} from '@horde/bots/uoa/planner';
import { LOSING_SPAWN_ZONES as ENGINE_LOSING_SPAWN_ZONES } from '@horde/zombicide/rulesets/uoa/index';
import type { Action, MissionGoal, State } from '@horde/zombicide';
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

  it('only a survivor holding a card goes for a pile: the sleeping ones the budget affords, the woken ones first', () => {
    // EN 1126-1128: a pile is placed (active) when a survivor first enters its building, and Holy Water reaches
    // only a pile on the board. M2 prints 8 piles, each in its own building; 3 spawn zones are active at setup and
    // the Abomination's sleeps, so 2 may be woken at once before the seventh zone.
    const state = m2();
    const ctx = module.uoa.context(state);
    const faith = index(state, 'concepcion');
    const other = index(state, 'jimmy');
    give(state, faith, 'holyWater');
    expect(spareSpawnZones(ctx, state)).toBe(2);
    const { woken, asleep } = unsafePiles(ctx, state);
    expect(woken).toEqual([]);
    expect(asleep.length).toBe(8);
    expect([...pileTargets(ctx, state, faith)].sort()).toEqual([...asleep].sort());
    expect(pileTargets(ctx, state, other)).toEqual([]);
    // A pile woken: it spawns every round, so it comes before every sleeping one.
    const zone = asleep[0];
    state.spawns.push({ kind: 'corpsePile', zone, active: true } as State['spawns'][number]);
    expect(pileTargets(ctx, state, faith)).toEqual([zone]);
    // Made safe: the others again (its building was entered, nothing left to wake there).
    state.spawns[state.spawns.length - 1].safe = true;
    expect(pileTargets(ctx, state, faith)).not.toContain(zone);
    expect(pileTargets(ctx, state, faith).length).toBe(7);
  });

  it('without a card for the piles, the posse searches first; with one, its holder heads for the nearest pile', () => {
    const state = m2();
    const faith = index(state, 'concepcion');
    give(state, faith, 'dynamite', 4); // the train's goal has its card: only the piles' is missing
    const ctx = module.uoa.context(state);
    const goal = ctx.mission.goals.filter(piles('secureCorpsePiles'));
    const here = state.survivors[faith].zone;
    const before = subGoalDistances(ctx, state, goal);
    give(state, faith, 'water');
    const after = subGoalDistances(ctx, state, goal);
    const nearest = Math.min(...unsafePiles(ctx, state).asleep.map((z) => ctx.geo.distance[here][z]));
    const order = state.survivors.map((_, i) => i).filter((i) => !state.survivors[i].companion);
    expect(after[order.indexOf(faith)]).toBe(nearest);
    // Before, every survivor was sent to search (the nearest building is closer than any pile here).
    expect(before[order.indexOf(faith)]).toBeLessThanOrEqual(nearest);
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
    poured.entered.push(
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
