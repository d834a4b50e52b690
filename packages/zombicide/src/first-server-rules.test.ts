/**
 * The rules of the first servers, kept for the games stored under them (issue 31: a saved game survives every
 * update). Each rule fixed since is gated by a game option that the ruleset sets from the rules version a game
 * was created under (the ruling is in rulesets/uoa/ruleset.ts, `options`); a new game plays today's rule.
 * The games of the first server are packages/server/src/storage/fixtures/first-server.db.
 */
import { createRng } from '@horde/core';
import { describe, expect, it } from 'vitest';
import { addCompanion, setupCompanions } from './companions.ts';
import type { RulesContext } from './context.ts';
import { Table } from './rulesets/uoa/test-kit.ts';

const CONFIG = { mission: 'TEST', survivors: [{ id: 'meg', player: 0 }] };

describe('rules versions that keep the first servers’ rules', () => {
  it('version "0" keeps all four, 1 the balcony draw, 1-2 the trade with a Companion; today none of them', () => {
    const engine = new Table({ survivors: [{ id: 'meg', zone: 's1' }] }).game.engine;
    const options = (v: string) => engine.setup(CONFIG, 1, v).options;
    expect(options('0')).toMatchObject({
      companionZonesPutBack: true,
      hitAndRunKept: true,
      turnEndsAtLastAction: true,
      companionsTrade: true,
    });
    expect(options('1')).toEqual({ ultrared: false, companionZonesPutBack: true, companionsTrade: true });
    expect(options('2')).toEqual({ ultrared: false, tradeConsent: true, companionsTrade: true });
    expect(options('3')).toEqual({ ultrared: false, tradeConsent: true });
    expect(options('5')).toEqual({ ultrared: false, tradeConsent: true });
    // A new game (the current version): none of them, so its state is what it was before they were kept; and
    // version 6's Wagon exit (a rider gets out for its Action before it Moves, FR 1298-1299).
    expect(engine.setup(CONFIG, 1).options).toEqual({ ultrared: false, tradeConsent: true, wagonExitFirst: true });
  });
});

describe('Random Companion zones (M5 "Répartissez 2 Citadins au hasard sur les 3 balcons", seed 002 lines 2987-2988)', () => {
  /** Where two Townsfolk land, drawn at random among three zones, for each of 40 seeds. */
  function draws(putBack: boolean): string[][] {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's1' }] });
    const base = t.game.context(t.state);
    const ctx: RulesContext = {
      ...base,
      mission: {
        ...base.mission,
        companions: [{ class: 'townsfolk', count: 2, zones: ['T:s2', 'T:s3', 'T:s4'], random: true, mode: 'lone' }],
      },
    };
    const out: string[][] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const state = structuredClone(t.state);
      state.rng = createRng(seed);
      if (putBack) state.options.companionZonesPutBack = true;
      setupCompanions(ctx, state);
      out.push(state.survivors.filter((survivor) => survivor.companion).map((survivor) => t.label(survivor.zone)));
    }
    return out;
  }

  it('today: two different zones, every time', () => {
    for (const [a, b] of draws(false)) expect(a).not.toBe(b);
  });

  it('first servers: each drawn from all three, so both may land on one balcony', () => {
    expect(draws(true).some(([a, b]) => a === b)).toBe(true);
  });
});

describe('Hit & run (EN 1666 "just after they resolved a Melee or Ranged Action resulting in a least 1 Zombie being eliminated")', () => {
  /** May kills a Walker, makes Noise, then moves: what that Move costs. */
  function killNoiseMove(kept: boolean) {
    const t = new Table({
      survivors: [{ id: 'may', zone: 's1', skills: ['hitAndRun'], inventory: { hand1: 'pan' } }],
      zombies: { s1: { walker: 1 } },
      dice: [6],
    });
    if (kept) t.state.options.hitAndRunKept = true;
    t.act({ type: 'melee', s: 0, slot: 0, dual: false });
    t.act({ type: 'makeNoise', s: 0 });
    return t.act({ type: 'move', s: 0, to: t.zone('s2') }).find((e) => e.type === 'actionSpent');
  }

  it('today: the free Move is gone once another Action came between', () => {
    expect(killNoiseMove(false)).toMatchObject({ action: 'move', cost: 1 });
  });

  it('first servers: the free Move waited for the next Move', () => {
    expect(killNoiseMove(true)).toMatchObject({ action: 'hitAndRun', cost: 0 });
  });
});

describe('The end of a turn on the exit (M0 "A la fin de son tour, un survivant peut s’échapper", seed 002 lines 2734-2735)', () => {
  /** Meg spends her third Action reaching the exit. */
  function lastMoveToExit(endsAtLast: boolean): Table {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's1' }], exits: ['s2'] });
    if (endsAtLast) t.state.options.turnEndsAtLastAction = true;
    t.act({ type: 'makeNoise', s: 0 });
    t.act({ type: 'makeNoise', s: 0 });
    t.act({ type: 'move', s: 0, to: t.zone('s2') });
    return t;
  }

  it('today: the turn waits, and the survivor escapes', () => {
    const t = lastMoveToExit(false);
    expect(t.state.round).toBe(1);
    t.act({ type: 'exit', s: 0 });
  });

  it('first servers: the third Action ended the turn (and the round: she plays alone)', () => {
    const t = lastMoveToExit(true);
    expect(t.state.round).toBe(2);
    expect(t.state.survivors[0]).toMatchObject({ exited: false, actionsUsed: 0 });
  });
});

describe('Trading with a Companion (EN 1557 "Does not have an Inventory")', () => {
  function withCompanion(trades: boolean): Table {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's1', inventory: { hand1: 'coltSaa' } }] });
    addCompanion(t.game.context(t.state), t.state, 'carl', 'brawler', t.zone('s1'));
    if (trades) t.state.options.companionsTrade = true;
    return t;
  }

  it('today: refused', () => {
    expect(withCompanion(false).refuse({ type: 'trade', s: 0, with: 1 })).toBe('trade.companion');
  });

  it('first servers: a trade like any other', () => {
    withCompanion(true).act({ type: 'trade', s: 0, with: 1 });
  });
});
