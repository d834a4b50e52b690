/**
 * Where in Hell Did They Come From? (seed 004 lines 46-58, 169-177): entering an empty building rolls for
 * extra zombies, placed by the player who had the preceding turn; Z, Z/2, Z/4 (DECISION extra.fractions);
 * unnamed buildings 2 → 1, 1 → 1D3; the Helipad only at the Helicopter. Sixth Sense rolls from next door.
 */
import { describe, expect, it } from 'vitest';
import { act, game, position, sq } from '../test-kit.ts';
import { extraFor } from './extra-zombies.ts';

describe('the extra zombies table (seed 004 lines 50-58)', () => {
  it('compares the die with Z, Z/2 and Z/4 without rounding', () => {
    const d3 = () => 2;
    expect([1, 2, 3, 4, 5, 6].map((d) => extraFor(d, 6, d3))).toEqual([3, 2, 2, 1, 1, 1]);
    expect([1, 2, 3, 4, 5, 6].map((d) => extraFor(d, 5, d3))).toEqual([3, 2, 1, 1, 1, 0]);
    expect([1, 2, 3, 4, 5, 6].map((d) => extraFor(d, 2, d3))).toEqual([2, 1, 0, 0, 0, 0]);
    expect([1, 2, 3, 4, 5, 6].map((d) => extraFor(d, null, d3))).toEqual([2, 1, 0, 0, 0, 0]);
  });
});

describe('entering a building (seed 004 lines 173-175)', () => {
  const hospital = (extra: object = {}) =>
    position({
      config: { whereDidTheyComeFrom: true },
      tiles: [{ tile: 'hospital', x: 0, y: 1, rotation: 2 }],
      players: { 0: { square: '1,3' }, 1: { hand: [] } },
      turn: { seat: 0, step: 'move', moveLeft: 2 },
      ...extra,
    });

  it('rolls on entering and lets the previous player place the extras', () => {
    const state = hospital({ dice: [3] });
    act(state, 0, { type: 'move', to: sq(state, '1,4') });
    expect(state.pending[0]).toMatchObject({ kind: 'extraZombies', seat: 1, left: 2 });
    expect(game.awaiting(state)).toEqual([1]);
    act(state, 1, { type: 'placeZombie', square: sq(state, '1,4') });
    act(state, 1, { type: 'placeZombie', square: sq(state, '0,5') });
    expect(state.pending[0]).toMatchObject({ kind: 'combat', seat: 0 });
  });

  it('does not roll when another player is inside', () => {
    const state = hospital({ dice: [1], players: { 0: { square: '1,3' }, 1: { hand: [], square: '2,5' } } });
    act(state, 0, { type: 'move', to: sq(state, '1,4') });
    expect(state.pending).toEqual([]);
  });

  it('rolls at the Helipad only on entering the Helicopter', () => {
    const state = position({
      config: { whereDidTheyComeFrom: true },
      tiles: [{ tile: 'helipad', x: 0, y: 1, rotation: 2 }],
      players: { 0: { square: '1,3' }, 1: { hand: [] } },
      turn: { seat: 0, step: 'move', moveLeft: 3 },
      dice: [6],
    });
    act(state, 0, { type: 'move', to: sq(state, '0,3') });
    expect(state.pending).toEqual([]);
    act(state, 0, { type: 'move', to: sq(state, '0,4') });
    act(state, 0, { type: 'move', to: sq(state, '1,4') });
    expect(state.pending[0]).toMatchObject({ kind: 'extraZombies', left: 1 });
  });

  it('Sixth Sense rolls from the square next door (seed 004 line 128)', () => {
    const state = hospital({
      config: { whereDidTheyComeFrom: true, characterTraits: true },
      dice: [6],
      players: { 0: { square: '1,3', schtick: 'sixthSense' }, 1: { hand: [] } },
    });
    expect(game.legalActions(state, 0)).toContainEqual({ type: 'sense', square: sq(state, '1,4') });
    act(state, 0, { type: 'sense', square: sq(state, '1,4') });
    act(state, 1, { type: 'placeZombie', square: sq(state, '0,5') });
    act(state, 0, { type: 'move', to: sq(state, '1,4') });
    expect(state.pending).toEqual([]);
  });
});
