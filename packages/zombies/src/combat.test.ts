/**
 * Combat (seed 004 lines 12-14): 4+ kills and the player keeps the zombie; a failure may be raised with
 * Bullets, +1 each, or costs a Life token and the fight goes on. Brawler and Trigger Happy (lines 126, 138),
 * It's Zombie a Go-Go (lines 107-111), Just a Minute (lines 78-82).
 */
import { describe, expect, it } from 'vitest';
import { act, position, refused, sq, types } from './test-kit.ts';
import type { PositionSpec } from './position.ts';

/** Seat 0 on the Town Square's centre with a zombie there, movement rolled. */
const fightAt = (extra: Partial<PositionSpec> = {}): PositionSpec => ({
  zombies: { '1,1': 1 },
  turn: { seat: 0, step: 'move', moveLeft: 3 },
  ...extra,
  players: { 1: { hand: [] }, ...extra.players },
});

describe('Combat (seed 004 lines 12-14)', () => {
  it('kills on 4 or more and the player keeps the zombie', () => {
    const state = position(fightAt({ dice: [4] }));
    const ev = act(state, 0, { type: 'fight' });
    expect(types(ev)).toContain('zombieKilled');
    expect(state.players[0].kills).toBe(1);
    expect(state.zombies[sq(state, '1,1')]).toBe(0);
    expect(state.pending).toEqual([]);
  });

  it('on a failure asks whether to spend the Bullets that reach 4', () => {
    const state = position(fightAt({ dice: [2], players: { 0: { bullets: 3 } } }));
    act(state, 0, { type: 'fight' });
    expect(state.pending[0]).toMatchObject({ kind: 'bullets', rolls: [2], need: 4 });
    const ev = act(state, 0, { type: 'spendBullets', roll: 0 });
    expect(ev.find((e) => e.type === 'bulletsSpent')).toMatchObject({ count: 2 });
    expect(state.players[0].bullets).toBe(1);
    expect(state.players[0].kills).toBe(1);
  });

  it('without Bullets enough, a failure costs a Life token and the fight goes on', () => {
    const state = position(fightAt({ dice: [1, 5], players: { 0: { bullets: 2 } } }));
    act(state, 0, { type: 'fight' });
    expect(state.players[0].life).toBe(2);
    expect(state.pending[0]).toMatchObject({ kind: 'combat' });
    act(state, 0, { type: 'fight' });
    expect(state.players[0].kills).toBe(1);
  });

  it('declining the Bullets costs the Life token', () => {
    const state = position(fightAt({ dice: [3, 6] }));
    act(state, 0, { type: 'fight' });
    act(state, 0, { type: 'declineBullets' });
    expect(state.players[0].life).toBe(2);
    expect(state.players[0].bullets).toBe(3);
    expect(refused(state, 0, { type: 'endMove' })).toBe('combat.mustFight');
  });

  it('Brawler makes a Bullet worth 2; Trigger Happy spends 2 a raise (seed 004 lines 126, 138)', () => {
    const brawler = position(
      fightAt({ config: { characterTraits: true }, dice: [1], players: { 0: { schtick: 'brawler' } } }),
    );
    act(brawler, 0, { type: 'fight' });
    act(brawler, 0, { type: 'spendBullets', roll: 0 });
    expect(brawler.players[0].bullets).toBe(1); // 1 + 2 + 2 >= 4: 2 Bullets
    const happy = position(
      fightAt({ config: { characterTraits: true }, dice: [3], players: { 0: { flaw: 'triggerHappy' } } }),
    );
    act(happy, 0, { type: 'fight' });
    act(happy, 0, { type: 'spendBullets', roll: 0 });
    expect(happy.players[0].bullets).toBe(1);
  });

  it('Bruiser adds 1, Weak takes 1 (seed 004 lines 122, 134)', () => {
    const bruiser = position(
      fightAt({ config: { characterTraits: true }, dice: [3], players: { 0: { schtick: 'bruiser' } } }),
    );
    act(bruiser, 0, { type: 'fight' });
    expect(bruiser.players[0].kills).toBe(1);
    const weak = position(
      fightAt({ config: { characterTraits: true }, dice: [4], players: { 0: { flaw: 'weak', bullets: 0 } } }),
    );
    act(weak, 0, { type: 'fight' });
    expect(weak.players[0].kills).toBe(0);
    expect(weak.players[0].life).toBe(2);
  });
});

describe("It's Zombie a Go-Go Out There (seed 004 lines 107-111)", () => {
  it('rolls once per zombie in the square and lets the player pick which failures to raise', () => {
    const state = position(
      fightAt({
        config: { zombieAGoGo: true },
        zombies: { '1,1': 3 },
        dice: [5, 2, 3],
        players: { 0: { bullets: 1 } },
      }),
    );
    act(state, 0, { type: 'fight' });
    expect(state.players[0].kills).toBe(1);
    expect(state.pending[0]).toMatchObject({ kind: 'bullets', rolls: [2, 3] });
    act(state, 0, { type: 'spendBullets', roll: 1 }); // the 3 becomes a 4, as Ted does
    expect(state.players[0].kills).toBe(2);
    expect(state.players[0].life).toBe(2); // the 2 could not be raised: a Life token
    expect(state.pending[0]).toMatchObject({ kind: 'combat' });
  });

  it('never puts more than 3 zombies in a square', () => {
    const state = position(fightAt({ config: { zombieAGoGo: true }, zombies: { '1,1': 3 } }));
    expect(state.zombies[sq(state, '1,1')]).toBe(3);
  });
});

describe('Just a Minute (seed 004 lines 78-82)', () => {
  it('charges 1 point of movement for each round after the first in a square', () => {
    const state = position(
      fightAt({ config: { justAMinute: true }, dice: [2, 2, 6], players: { 0: { bullets: 0, life: 3 } } }),
    );
    act(state, 0, { type: 'fight' });
    expect(state.turn.moveLeft).toBe(3);
    act(state, 0, { type: 'fight' });
    expect(state.turn.moveLeft).toBe(2);
    act(state, 0, { type: 'fight' });
    expect(state.turn.moveLeft).toBe(1);
    expect(state.players[0].kills).toBe(1);
  });

  it('costs nothing without the rule', () => {
    const state = position(fightAt({ dice: [2, 6], players: { 0: { bullets: 0 } } }));
    act(state, 0, { type: 'fight' });
    act(state, 0, { type: 'fight' });
    expect(state.turn.moveLeft).toBe(3);
  });
});
