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
    const s = hospital({ dice: [3] });
    act(s, 0, { type: 'move', to: sq(s, '1,4') });
    expect(s.pending[0]).toMatchObject({ kind: 'extraZombies', seat: 1, left: 2 });
    expect(game.awaiting(s)).toEqual([1]);
    act(s, 1, { type: 'placeZombie', square: sq(s, '1,4') });
    act(s, 1, { type: 'placeZombie', square: sq(s, '0,5') });
    expect(s.pending[0]).toMatchObject({ kind: 'combat', seat: 0 });
  });

  it('does not roll when another player is inside', () => {
    const s = hospital({ dice: [1], players: { 0: { square: '1,3' }, 1: { hand: [], square: '2,5' } } });
    act(s, 0, { type: 'move', to: sq(s, '1,4') });
    expect(s.pending).toEqual([]);
  });

  it('rolls at the Helipad only on entering the Helicopter', () => {
    const s = position({
      config: { whereDidTheyComeFrom: true },
      tiles: [{ tile: 'helipad', x: 0, y: 1, rotation: 2 }],
      players: { 0: { square: '1,3' }, 1: { hand: [] } },
      turn: { seat: 0, step: 'move', moveLeft: 3 },
      dice: [6],
    });
    act(s, 0, { type: 'move', to: sq(s, '0,3') });
    expect(s.pending).toEqual([]);
    act(s, 0, { type: 'move', to: sq(s, '0,4') });
    act(s, 0, { type: 'move', to: sq(s, '1,4') });
    expect(s.pending[0]).toMatchObject({ kind: 'extraZombies', left: 1 });
  });

  it('Sixth Sense rolls from the square next door (seed 004 line 128)', () => {
    const s = hospital({
      config: { whereDidTheyComeFrom: true, characterTraits: true },
      dice: [6],
      players: { 0: { square: '1,3', schtick: 'sixthSense' }, 1: { hand: [] } },
    });
    expect(game.legalActions(s, 0)).toContainEqual({ type: 'sense', square: sq(s, '1,4') });
    act(s, 0, { type: 'sense', square: sq(s, '1,4') });
    act(s, 1, { type: 'placeZombie', square: sq(s, '0,5') });
    act(s, 0, { type: 'move', to: sq(s, '1,4') });
    expect(s.pending).toEqual([]);
  });
});
