import { describe, expect, it } from 'vitest';
import { Table } from './rulesets/uoa/test-kit.ts';
import { spawnOrder } from './rulesets/uoa/spawn.ts';

const endRound = (t: Table) => t.act({ type: 'endTurn', s: 0 });

describe('Spawn (EN "Step 2 - Spawn")', () => {
  it('Pablito (5 AP, Blue) and May (12 AP, Yellow): the Yellow line is read (EN 1076)', () => {
    const t = new Table({
      survivors: [
        { id: 'pablito', zone: 't6', ap: 5 },
        { id: 'may', zone: 't6', ap: 12 },
      ],
      spawns: [{ zone: 's1', kind: 'starting' }],
      zombieDeck: [1],
    });
    t.state.survivors[1].level = 'yellow';
    t.act({ type: 'endTurn', s: 0 });
    t.act({ type: 'endTurn', s: 1 });
    expect(t.zombiesAt('s1').walker).toBe(2); // card 1: Blue 1 Walker, Yellow 2 Walkers
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'zombieCardDrawn', card: 1, level: 'yellow' }));
  });
  it('the Starting spawn zone spawns first, then the others clockwise', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 'h1' }],
      spawns: [
        { zone: 't1', kind: 'mobile' },
        { zone: 's6', kind: 'mobile' },
        { zone: 's1', kind: 'starting' },
        { zone: 't6', kind: 'mobile' },
      ],
    });
    const order = spawnOrder(t.game.context(t.state), t.state).map((i) => t.label(t.state.spawns[i].zone));
    expect(order).toEqual(['s1', 's6', 't6', 't1']);
  });
  it('a Mobile spawn zone moved onto the Starting one draws an extra card there, right after it', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 'h1' }],
      spawns: [
        { zone: 's1', kind: 'starting' },
        { zone: 't6', kind: 'mobile' },
      ],
      zombieDeck: [1, 2],
    });
    t.state.spawns[1] = { ...t.state.spawns[1], zone: t.zone('s1'), onStart: true };
    endRound(t);
    expect(t.zombiesAt('s1').walker).toBe(3);
  });
  it('Extra Activation cards have no effect at the Blue Danger Level', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's2' }],
      zombies: { t6: { runner: 1 } },
      spawns: [{ zone: 't1', kind: 'starting' }],
      zombieDeck: [5],
      noise: { zone: 's2' },
    });
    endRound(t);
    expect(t.zombiesAt('s6').runner).toBe(1); // its own two moves only: t6 -> c6 -> s6
  });
  it('an Extra Activation card at Yellow activates every zombie of that type at once', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's2', ap: 8 }],
      zombies: { t6: { runner: 1 } },
      spawns: [{ zone: 't1', kind: 'starting' }],
      zombieDeck: [5],
      noise: { zone: 's2' },
    });
    t.state.survivors[0].level = 'yellow';
    endRound(t);
    expect(t.zombiesAt('s4').runner).toBe(1); // two moves in the activation (c6, s6), two more from the card (s5, s4)
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'extraActivation', zombie: 1 }));
  });
  it('an Abomination card places the Abomination and activates the Abomination spawn zones; with one out it gets an extra activation', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's1' }],
      spawns: [
        { zone: 't1', kind: 'starting' },
        { zone: 't5', kind: 'abomination' },
      ],
      zombieDeck: [6, 1, 6, 1, 1],
      noise: { zone: 's1' },
    });
    endRound(t);
    expect(t.zombiesAt('t1').abomination).toBe(1);
    expect(t.state.spawns[1].active).toBe(true);
    expect(t.zombiesAt('t5').walker).toBe(1); // activated mid-step, not yet passed: it spawns (EN "Flipping abomination spawn tokens")
    endRound(t);
    // Round 2: the Abomination moves t1 -> c1 in the activation, then the second Abomination card gives it an extra activation: c1 -> s1.
    expect(t.zombiesAt('s1').abomination).toBe(1);
  });
  it('running out of miniatures places what is left, then resolves an Abomination spawn', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 'h1' }],
      spawns: [{ zone: 't1', kind: 'starting' }],
      zombieDeck: [2],
      zombies: { t6: { walker: 39 } },
      noise: { zone: 'h1' },
    });
    endRound(t);
    expect(t.state.pool[0]).toBe(0);
    expect(t.zombiesAt('t1')).toMatchObject({ walker: 1, abomination: 1 });
    expect(t.events).toContainEqual(expect.objectContaining({ type: 'outOfMiniatures', zombie: 0 }));
  });
  it('the game is lost as soon as a seventh spawn zone is active', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's2' }],
      spawns: [
        { zone: 't1', kind: 'starting' },
        ...['t2', 't3', 't4', 't5', 't6'].map((zone) => ({ zone, kind: 'mobile' as const })),
      ],
    });
    t.act({ type: 'move', s: 0, to: t.zone('h1') }); // the corpse pile in h2 is the seventh
    expect(t.state.phase).toBe('lost');
    expect(t.state.outcomeReason).toEqual({ code: 'sevenSpawnZones', params: { count: 7 } });
  });
});

describe('Holy Water (EN "Holy Water")', () => {
  it('moves a Mobile spawn zone in sight at Range 0-1 onto the Starting one, keeping its status, for 5 AP', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's5', inventory: { hand1: 'holyWater' } }],
      spawns: [
        { zone: 's1', kind: 'starting' },
        { zone: 's6', kind: 'mobile' },
      ],
    });
    t.act({ type: 'holyWater', s: 0, slot: 0, spawn: 1 });
    expect(t.state.spawns[1]).toMatchObject({ zone: t.zone('s1'), onStart: true, active: true });
    expect(t.state.survivors[0].ap).toBe(5);
    expect(t.state.survivors[0].inventory[0]).toBeNull();
  });
  it('is refused beyond Range 1, and mundane Water works only for a Faithful', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's4', inventory: { hand1: 'holyWater', hand2: 'water' } }],
      spawns: [
        { zone: 's1', kind: 'starting' },
        { zone: 's6', kind: 'mobile' },
        { zone: 's5', kind: 'mobile' },
      ],
    });
    expect(t.refuse({ type: 'holyWater', s: 0, slot: 0, spawn: 1 })).toBe('holyWater.range');
    expect(t.refuse({ type: 'holyWater', s: 0, slot: 1, spawn: 2 })).toBe('holyWater.card');
    t.state.survivors[0].classes = ['faithful'];
    t.act({ type: 'holyWater', s: 0, slot: 1, spawn: 2 });
    expect(t.state.survivors[0].ap).toBe(5); // 5 AP, not Water's 3
  });
  it('makes a Corpse Pile safe: it spawns no more', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 'h1', inventory: { hand1: 'holyWater' } }],
      spawns: [
        { zone: 's6', kind: 'starting' },
        { zone: 'h2', kind: 'corpsePile' },
      ],
      zombieDeck: [1, 1],
    });
    t.act({ type: 'holyWater', s: 0, slot: 0, spawn: 1 });
    t.act({ type: 'endTurn', s: 0 });
    expect(t.zombiesAt('h2').walker).toBe(0);
    expect(t.zombiesAt('s6').walker).toBe(1);
  });
});

describe('The Abomination arrives alone (issue 13, item 12: the rulebooks print no ability for it)', () => {
  it('no Walker comes with it, none with its extra activation from an Abomination card', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 'h1' }],
      spawns: [{ zone: 't1', kind: 'starting' }],
      zombieDeck: [6, 6],
      noise: { zone: 'h1' },
    });
    t.act({ type: 'endTurn', s: 0 });
    expect(t.zombiesAt('t1')).toMatchObject({ abomination: 1, walker: 0 });
    t.act({ type: 'endTurn', s: 0 });
    const walkers = t.state.zombies.filter((_, i) => i % 4 === 0).reduce((a, b) => a + b, 0);
    expect(walkers).toBe(0);
  });
});
