/**
 * The Undead or Alive search bot (issue 15): its determinization hook, its two
 * modes, the planner it evaluates with, and the heuristic's M1 fix. Exact
 * checks on positions reached by the heuristic bot, no win-rate statistics.
 */
import { describe, expect, it } from 'vitest';
import { clonePlain, createRng, hashState, setupOrThrow } from '@horde/core';
import { playGame } from '@horde/bots';
import { heuristicBot } from '@horde/bots/zombicide/heuristic';
import {
  ammoMissing,
  evaluateUoa,
  goalsInPlay,
  holdsBounty,
  objectivesWanted,
  pilesToWake,
  searchZones,
  spareSpawnZones,
  subGoalDistances,
  subGoalZones,
} from '@horde/bots/zombicide/planner';
import { canonicalizeHidden, uoaDeterminize, uoaReseed } from '@horde/bots/zombicide/search';
import { uoaSearchBot } from '@horde/bots/uoa/search';
import type { State } from '@horde/zombicide';
import { uoaPart } from '@horde/zombicide/rulesets/uoa/index';
import { loadUoaModule } from './load.ts';

const module = loadUoaModule();
const game = module.game;

/** The states the heuristic bot passes through on a mission, every `every` steps. */
function positions(mission: string, seed: number, every = 7, max = 12): State[] {
  const state = setupOrThrow(game, module.defaultConfig(mission), { seed });
  const bot = heuristicBot(module.uoa);
  const out: State[] = [];
  for (let step = 0; out.length < max && !game.outcome(state).over && step < 2000; step++) {
    if (step % every === 0) out.push(game.clone(state));
    const seat = game.awaiting(state)[0];
    const legal = game.legalActions(state, seat);
    game.apply(state, legal.length === 1 ? legal[0] : bot.choose(state, legal, seat), { by: seat, now: 0 });
  }
  return out;
}

/** Missions with every kind of hidden part: decks (all), face-down Objectives (M4, M8), set-aside Bounty cards (M8). */
const MISSIONS = ['M0', 'M1', 'M4', 'M8'];

describe('Undead or Alive search: determinization (the seat sees the same table)', () => {
  it('never changes what a seat sees, and redraws the hidden parts', () => {
    let changed = 0;
    for (const mission of MISSIONS)
      for (const state of positions(mission, 3)) {
        const world = uoaDeterminize(game, game.clone(state), createRng(99));
        expect(game.view(world, 0)).toEqual(game.view(state, 0));
        expect(game.view(world, null)).toEqual(game.view(state, null));
        if (hashState(world) !== hashState(state)) changed++;
      }
    expect(changed).toBeGreaterThan(20);
  });

  it('depends on the view only: two tables that differ in hidden parts give the same world', () => {
    for (const mission of MISSIONS)
      for (const state of positions(mission, 5, 11, 5)) {
        // The engine's redeal changes only the hidden parts (deck order, face-down colours, set-aside cards, RNG).
        const other = game.determinize(game.clone(state), 0, createRng(1234));
        expect(hashState(uoaDeterminize(game, game.clone(other), createRng(7)))).toBe(
          hashState(uoaDeterminize(game, game.clone(state), createRng(7))),
        );
      }
  });

  it('the clairvoyant world keeps the true hidden cards and redraws only the dice', () => {
    const [state] = positions('M8', 2, 1, 1);
    const world = uoaReseed(game.clone(state), createRng(5));
    for (const key of ['equipmentDeck', 'zombieDeck', 'objectives'] as const) expect(world[key]).toEqual(state[key]);
    expect(uoaPart(world).bountyDeck).toEqual(uoaPart(state).bountyDeck);
    expect(uoaPart(world).setAsideBounty).toEqual(uoaPart(state).setAsideBounty);
    expect(world.rng).not.toEqual(state.rng);
    // Canonical order is a real change for a shuffled deck (so the determinized bot cannot see the true order).
    expect(canonicalizeHidden(game.clone(state)).equipmentDeck).not.toEqual(state.equipmentDeck);
  });
});

describe('Undead or Alive search bot', () => {
  const small = { candidates: 3, rollouts: 2 };

  it('determinized: the same choice on two tables that differ only in what no seat sees', () => {
    let searched = 0;
    for (const state of positions('M1', 8, 9, 6)) {
      if (state.pending.length > 0) continue;
      const other = game.determinize(game.clone(state), 0, createRng(77));
      const legal = game.legalActions(state, game.awaiting(state)[0]);
      expect(game.legalActions(other, game.awaiting(other)[0])).toEqual(legal);
      if (legal.length < 2) continue;
      const a = uoaSearchBot(module.uoa, 42, 'determinized', small);
      const b = uoaSearchBot(module.uoa, 42, 'determinized', small);
      expect(b.choose(other, legal, 0)).toEqual(a.choose(state, legal, 0));
      searched += a.stats.searches;
    }
    expect(searched).toBeGreaterThan(0);
  });

  it('determinized never reads hidden state: deck order, RNG state or face-down colours changed one at a time', () => {
    // Each change touches only what no seat sees (the views stay equal); the search's choice must not move.
    const hidden: { what: string; change(s: State): void }[] = [
      { what: 'RNG state', change: (s) => (s.rng = createRng(0xdead)) },
      {
        what: 'deck order',
        change: (s) => {
          s.equipmentDeck.reverse();
          s.zombieDeck.reverse();
        },
      },
      {
        what: 'face-down Objective colours',
        change: (s) => {
          const down = s.objectives.filter((o) => o.hidden && !o.taken);
          const colours = down.map((o) => o.color);
          down.forEach((o, i) => {
            o.color = colours[(i + 1) % colours.length];
          });
        },
      },
    ];
    let searched = 0;
    let coloursChanged = 0;
    for (const mission of ['M4', 'M8'])
      for (const state of positions(mission, 6, 5, 4)) {
        const seat = game.awaiting(state)[0];
        const legal = game.legalActions(state, seat);
        if (legal.length < 2) continue;
        const bot = () => uoaSearchBot(module.uoa, 42, 'determinized', small);
        const base = bot();
        const choice = base.choose(state, legal, seat);
        searched += base.stats.searches;
        for (const { what, change } of hidden) {
          const other = game.clone(state);
          change(other);
          if (what === 'face-down Objective colours' && hashState(other) !== hashState(state)) coloursChanged++;
          expect(game.view(other, seat), what).toEqual(game.view(state, seat));
          expect(bot().choose(other, legal, seat), `${mission}: ${what}`).toEqual(choice);
        }
      }
    expect(searched).toBeGreaterThan(0);
    expect(coloursChanged).toBeGreaterThan(0);
  }, 60_000);

  it('both modes play only legal actions, leave the given state untouched, and a game ends', () => {
    for (const mode of ['determinized', 'clairvoyant'] as const) {
      const [state] = positions('M1', 4, 5, 3).slice(-1);
      const before = clonePlain(state);
      const legal = game.legalActions(state, game.awaiting(state)[0]);
      const bot = uoaSearchBot(module.uoa, 1, mode, small);
      expect(legal).toContainEqual(bot.choose(state, legal, 0));
      expect(state).toEqual(before);
    }
    // playGame throws on an action the game refuses; a game and bot seed give the same game twice.
    const play = () => {
      const bot = uoaSearchBot(module.uoa, 9, 'determinized', { candidates: 2, rollouts: 1 });
      const r = playGame(game, module.defaultConfig('M1'), 9, () => bot, { maxRounds: 12 }, module.round);
      expect(['finished', 'rounds']).toContain(r.stop);
      expect(bot.stats.rollouts).toBeGreaterThan(0);
      return hashState(r.state);
    };
    expect(play()).toBe(play());
  }, 90_000);

  it('is registered in the module, with the clairvoyant bound beside it', () => {
    expect(Object.keys(module.bots)).toEqual(expect.arrayContaining(['search', 'clairvoyant']));
    expect(module.bots.search(1).name).toBe('search');
    expect(module.bots.clairvoyant(1).name).toBe('clairvoyant');
  });
});

describe('Undead or Alive planner (goals in play, sub-goals, evaluation)', () => {
  it('M1: each survivor without a Bounty Weapon heads for a red Objective, never the blue one', () => {
    const state = setupOrThrow(game, module.defaultConfig('M1'), { seed: 1 });
    const ctx = module.uoa.context(state);
    expect(goalsInPlay(ctx, state).current.map((g) => g.kind)).toEqual(['bountyPerSurvivor']);
    const goal = goalsInPlay(ctx, state).current[0];
    const blue = state.objectives.filter((o) => o.color === 'blue').map((o) => o.zone);
    const red = state.objectives.filter((o) => o.color === 'red').map((o) => o.zone);
    for (let s = 0; s < state.survivors.length; s++) {
      expect(holdsBounty(ctx, state, state.survivors[s])).toBe(false);
      const zones = subGoalZones(ctx, state, goal, s);
      expect([...zones].sort()).toEqual([...red].sort());
      for (const z of blue) expect(zones).not.toContain(z);
    }
  });

  it('values a won game 1, a lost one 0, and the game in play strictly between', () => {
    for (const state of positions('M0', 6, 13, 4)) {
      const ctx = module.uoa.context(state);
      const v = evaluateUoa(ctx, state);
      expect(v).toBeGreaterThan(0);
      expect(v).toBeLessThan(1);
      expect(evaluateUoa(ctx, { ...state, phase: 'won' })).toBe(1);
      expect(evaluateUoa(ctx, { ...state, phase: 'lost' })).toBe(0);
    }
  });

  it('M4: the posse finds ammo before it rallies, and the spawn zones it may still wake are spoken for', () => {
    // M4 "Reload!" (FR 2930): rallying a Townsfolk costs a Plenty of Ammo card or a blue/green token. The seventh
    // active spawn zone loses at once (EN 450): 3 are active at setup, the Mine's Abomination spawn wakes with the
    // first Abomination, and the balcony where the Townsfolk wait (5V's, designed: docs/missions.md) is reached through
    // a building with a Corpse Pile: one zone left to spare, so the posse searches only where it wakes at most one
    // pile (a search in the start's house lost games to the seventh zone).
    const state = setupOrThrow(game, module.defaultConfig('M4'), { seed: 1 });
    const ctx = module.uoa.context(state);
    expect(ammoMissing(ctx, state)).toBe(true);
    expect(spareSpawnZones(ctx, state)).toBe(1);
    const zones = searchZones(ctx, state);
    expect(zones.length).toBeGreaterThan(0);
    for (const z of zones) expect(pilesToWake(ctx, state, z)).toBeLessThanOrEqual(1);
    // A Plenty of Ammo card in a survivor's Backpack ends the hunt.
    const armed = game.clone(state);
    const card = armed.cards.findIndex((c) => c.def === 'plentyOfBullets');
    expect(card).toBeGreaterThanOrEqual(0);
    armed.survivors[0].inventory[3] = card;
    expect(ammoMissing(module.uoa.context(armed), armed)).toBe(false);
  });

  it('M8: the Objectives that give the set-aside Bounty Weapons are sought once the Wagon is off the track', () => {
    // FR 3192-3195: each Objective gives 1 of the 3 set-aside Bounty Weapons; FR 3201-3204: the blue and green ones
    // bring the train, and the game is lost if the Wagon stands on the railroad then. The bot never counted the goal
    // (its Objectives were never goal points, issue 15 traces: 0 taken in 20 games).
    const state = setupOrThrow(game, module.defaultConfig('M8'), { seed: 1 });
    const ctx = module.uoa.context(state);
    expect(ctx.geo.zones[uoaPart(state).wagon!.zone].kind).toBe('railroad');
    expect(objectivesWanted(ctx, state)).toBe(false);
    const cleared = game.clone(state);
    const off = ctx.geo.neighbors[uoaPart(cleared).wagon!.zone].find((z) => ctx.geo.zones[z].kind === 'street');
    expect(off).toBeDefined();
    uoaPart(cleared).wagon!.zone = off!;
    expect(objectivesWanted(module.uoa.context(cleared), cleared)).toBe(true);
    // Missions whose goals are made of Objectives want them from the start; M4's goals are not.
    const m0 = setupOrThrow(game, module.defaultConfig('M0'), { seed: 1 });
    expect(objectivesWanted(module.uoa.context(m0), m0)).toBe(true);
    const m4 = setupOrThrow(game, module.defaultConfig('M4'), { seed: 1 });
    expect(objectivesWanted(module.uoa.context(m4), m4)).toBe(false);
  });

  it('M3: a goal that needs Holy Water nobody holds moves forward in a building to search, then at the spawns', () => {
    // FR 2846-2884: the Mobile spawns go to the Starting zone by Holy Water only. With the Companions rallied, the
    // survivors' sub-goal is a search until someone holds Holy Water (the posse stood by the spawns empty-handed).
    const state = setupOrThrow(game, module.defaultConfig('M3'), { seed: 1 });
    for (const c of state.survivors) if (c.companion) c.leader = 0;
    const ctx = module.uoa.context(state);
    const { current } = goalsInPlay(ctx, state);
    expect(current.map((g) => g.kind)).toEqual(['gatherMobileSpawns']);
    const nearest = (zones: number[], from: number) => Math.min(...zones.map((z) => ctx.geo.distance[from][z]));
    const spawns = state.spawns.filter((sp) => sp.kind === 'mobile').map((sp) => sp.zone);
    const here = state.survivors[0].zone;
    expect(subGoalDistances(ctx, state, current)[0]).toBe(nearest(searchZones(ctx, state), here));
    const blessed = game.clone(state);
    blessed.survivors[0].inventory[3] = blessed.cards.findIndex((c) => c.def === 'holyWater');
    expect(subGoalDistances(module.uoa.context(blessed), blessed, current)[0]).toBe(nearest(spawns, here));
  });

  it("M2: while lone Companions wait, the survivors' sub-goal is their zone, not a nearer house to search", () => {
    // Lone Companions lose the game at their first Wound (EN 1554); the heuristic goes to them first. The evaluation
    // took any building to search for the Dynamite as the sub-goal reached, and the search kept the posse in the
    // houses by the start while M2's Companions were overrun (issue 15 traces: search 1/10, heuristic 5/10).
    const state = setupOrThrow(game, module.defaultConfig('M2'), { seed: 1 });
    const ctx = module.uoa.context(state);
    const { current } = goalsInPlay(ctx, state);
    const lone = state.survivors.filter((c) => c.companion).map((c) => c.zone);
    const nearest = (zones: number[], from: number) => Math.min(...zones.map((z) => ctx.geo.distance[from][z]));
    const acting = state.survivors.filter((s) => !s.companion);
    expect(subGoalDistances(ctx, state, current)).toEqual(acting.map((s) => nearest(lone, s.zone)));
    expect(nearest(lone, acting[0].zone)).toBeGreaterThan(nearest(searchZones(ctx, state), acting[0].zone));
    // Once they are rallied, the Dynamite to find sends the posse to search again.
    for (const c of state.survivors) if (c.companion) c.leader = 0;
    expect(subGoalDistances(ctx, state, goalsInPlay(ctx, state).current)[0]).toBe(
      nearest(searchZones(ctx, state), acting[0].zone),
    );
  });

  it('M3: with the Companions in houses without a Corpse Pile, the posse lasts (designed positions, issue 15)', () => {
    // Issue 15 diagnostics: with the Companions in 3R:a2 and 7V:a2, beside the Corpse Piles of 3R and 7V, 40 of 40
    // heuristic games were lost in 6.3 rounds on average (5.2 on these seeds); now 8-9 rounds.
    const bot = heuristicBot(module.uoa);
    let rounds = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const r = playGame(game, module.defaultConfig('M3'), seed, () => bot, { maxRounds: 30 }, module.round);
      rounds += module.round!(r.state);
    }
    expect(rounds / 6).toBeGreaterThan(7);
  }, 60_000);

  it('the heuristic bot takes a Bounty Weapon for every survivor before boarding the train on M1 (fixed seeds)', () => {
    // Before issue 15 it walked to the train empty-handed and lost all of these games.
    let wins = 0;
    const bot = heuristicBot(module.uoa);
    for (let seed = 1; seed <= 10; seed++) {
      const r = playGame(game, module.defaultConfig('M1'), seed, () => bot, {}, module.round);
      if (r.outcome.over && r.outcome.results[0].result === 'win') wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(6);
  }, 60_000);
});

describe('Undead or Alive search bot against the heuristic (fixed seeds, small enough for CI)', () => {
  const win = (r: ReturnType<typeof playGame>) => r.outcome.over && r.outcome.results[0].result === 'win';
  const cheap = { candidates: 3, rollouts: 4 };
  const play = (mission: string, seed: number, search: boolean) => {
    const bot = search ? uoaSearchBot(module.uoa, seed, 'determinized', cheap) : heuristicBot(module.uoa);
    return playGame(game, module.defaultConfig(mission), seed, () => bot, {}, module.round);
  };

  it('M0: of the first three seeds the heuristic loses, the search wins at least two; M1: the search wins both seeds', () => {
    // The heuristic wins M0 about 65% and M1 about 96% (README): a margin on all seeds would need hundreds of
    // search games. Where the heuristic loses, the search must turn most of those games round (it won 2 of 3
    // when this was written; the heuristic 0 by construction).
    const lost: number[] = [];
    for (let seed = 1; lost.length < 3 && seed <= 30; seed++) if (!win(play('M0', seed, false))) lost.push(seed);
    expect(lost).toHaveLength(3);
    expect(lost.filter((seed) => win(play('M0', seed, true))).length).toBeGreaterThanOrEqual(2);
    expect([1, 2].filter((seed) => win(play('M1', seed, true)))).toEqual([1, 2]);
  }, 120_000);
});
