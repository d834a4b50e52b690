/**
 * Movement (seed 004 lines 7-8 and the published base game): roll, then step square by square, never
 * diagonally; a zombie's square stops you for a fight, after which you go on; tokens are picked up on the
 * way. It's Only a Flesh Wound (lines 84-88), Quick and Slow (lines 121, 133) change the roll.
 */
import { describe, expect, it } from 'vitest';
import { act, game, position, refused, sq, types } from './test-kit.ts';
import type { PositionSpec } from './position.ts';

/** The Town Square with a street east of it: cells 3,1 4,1 5,1. Seat 1 holds no card (no reaction window). */
const street = (extra: Partial<PositionSpec> = {}): PositionSpec => ({
  tiles: [{ tile: 'road-straight', x: 1, y: 0, rotation: 1 }],
  ...extra,
  players: { 1: { hand: [] }, ...extra.players },
});

describe('the movement roll and steps (seed 004 lines 7-8)', () => {
  it('gives as many points as the die and spends one a square', () => {
    const state = position(street({ dice: [4] }));
    act(state, 0, { type: 'rollMove' });
    expect(state.turn.moveLeft).toBe(4);
    act(state, 0, { type: 'move', to: sq(state, '2,1') });
    act(state, 0, { type: 'move', to: sq(state, '3,1') });
    expect(state.turn.moveLeft).toBe(2);
    expect(state.players[0].square).toBe(sq(state, '3,1'));
  });

  it('never moves diagonally, nor into an unnamed building without In Here, Quick!', () => {
    const state = position(street({ dice: [4] }));
    act(state, 0, { type: 'rollMove' });
    expect(refused(state, 0, { type: 'move', to: sq(state, '2,2') })).toBe('movement.notAdjacent');
    expect(refused(state, 0, { type: 'move', to: sq(state, '0,0') })).toBe('movement.notAdjacent');
  });

  it('stops in a zombie square to fight, then goes on with what is left', () => {
    const state = position(street({ dice: [4, 5], zombies: { '3,1': 1 } }));
    act(state, 0, { type: 'rollMove' });
    act(state, 0, { type: 'move', to: sq(state, '2,1') });
    act(state, 0, { type: 'move', to: sq(state, '3,1') });
    expect(state.pending[0]).toMatchObject({ kind: 'combat', seat: 0 });
    expect(refused(state, 0, { type: 'move', to: sq(state, '4,1') })).toBe('combat.mustFight');
    const ev = act(state, 0, { type: 'fight' });
    expect(types(ev)).toContain('zombieKilled');
    act(state, 0, { type: 'move', to: sq(state, '4,1') });
    expect(state.turn.moveLeft).toBe(1);
  });

  it('picks up the tokens of a square entered, Life never above 5', () => {
    const state = position(
      street({ dice: [2], life: { '2,1': 3 }, bullets: { '2,1': 2 }, players: { 0: { life: 4 } } }),
    );
    act(state, 0, { type: 'rollMove' });
    const ev = act(state, 0, { type: 'move', to: sq(state, '2,1') });
    expect(ev.find((e) => e.type === 'tokensTaken')).toMatchObject({ life: 1, bullets: 2 });
    expect(state.players[0].life).toBe(5);
    expect(state.life[sq(state, '2,1')]).toBe(2);
  });

  it('ends the movement when the player says so, then the zombies move', () => {
    const state = position(street({ dice: [4, 1], zombies: { '5,1': 1 } }));
    act(state, 0, { type: 'rollMove' });
    const ev = act(state, 0, { type: 'endMove' });
    expect(types(ev)).toEqual(['moveEnded', 'zombieRoll']);
    expect(state.turn.step).toBe('zombies');
    expect(state.turn.zombieDie).toBe(1);
  });
});

describe("It's Only a Flesh Wound (seed 004 lines 86-88)", () => {
  it('takes 1 from the roll at 2 Life and halves it (rounded down) at 1 Life', () => {
    const two = position(street({ config: { fleshWound: true }, dice: [4], players: { 0: { life: 2 } } }));
    act(two, 0, { type: 'rollMove' });
    expect(two.turn.moveLeft).toBe(3);
    const one = position(street({ config: { fleshWound: true }, dice: [5], players: { 0: { life: 1 } } }));
    act(one, 0, { type: 'rollMove' });
    expect(one.turn.moveLeft).toBe(2);
    const off = position(street({ dice: [5], players: { 0: { life: 1 } } }));
    act(off, 0, { type: 'rollMove' });
    expect(off.turn.moveLeft).toBe(5);
  });

  // DECISION movement.modifiers: Flesh Wound, then the minion's halving (seed 004 lines 88, 228).
  const minion = (rulesVersion?: string) =>
    position(
      street({
        config: { seats: 3, fleshWound: true, catchAsCatchCan: true, oneBite: true },
        dice: [6],
        players: { 0: { role: 'minion', life: 1 }, 2: { role: 'king', square: '1,1', hand: [] } },
        rulesVersion,
      }),
    );

  it('slows a minion too, before its halving: a 6 at 1 Life gives 1 (6 halved to 3, halved again)', () => {
    const state = minion();
    act(state, 0, { type: 'rollMove' });
    expect(state.turn.moveLeft).toBe(1);
  });

  it('a game set up under rules version 1 keeps its rule: a minion only halves (a 6 gives 3)', () => {
    const state = minion('1');
    act(state, 0, { type: 'rollMove' });
    expect(state.turn.moveLeft).toBe(3);
  });
});

describe('Quick and Slow (seed 004 lines 121, 133)', () => {
  it('add and take 1 from every movement roll', () => {
    const quick = position(
      street({ config: { characterTraits: true }, dice: [3], players: { 0: { schtick: 'quick', flaw: 'slow' } } }),
    );
    act(quick, 0, { type: 'rollMove' });
    expect(quick.turn.moveLeft).toBe(3);
    const q = position(street({ config: { characterTraits: true }, dice: [3], players: { 0: { schtick: 'quick' } } }));
    act(q, 0, { type: 'rollMove' });
    expect(q.turn.moveLeft).toBe(4);
    expect(game.awaiting(q)).toEqual([0]);
  });
});
