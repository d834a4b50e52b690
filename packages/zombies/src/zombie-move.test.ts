/**
 * The zombies' move (seed 004 lines 9, 44; DECISION zombieMove.all): a die, then that many zombies one
 * square each, each at most once, never into a full square; the mover stops only when no legal move is left
 * (rules version 1 let them stop early). Arcane Lore re-rolls
 * (line 129); Trouble Magnet's zombies close in (line 141).
 */
import { describe, expect, it } from 'vitest';
import { act, game, position, refused, sq } from './test-kit.ts';
import type { PositionSpec } from './position.ts';

const atZombies = (extra: Partial<PositionSpec> = {}): PositionSpec => ({
  tiles: [{ tile: 'road-straight', x: 1, y: 0, rotation: 1 }],
  zombies: { '4,1': 1, '5,1': 1 },
  turn: { seat: 0, step: 'move', moveLeft: 0 },
  ...extra,
  players: { 0: { hand: [] }, 1: { hand: [] }, ...extra.players },
});

describe("the zombies' move (seed 004 line 44)", () => {
  it('moves up to the die, one square each, each zombie once, never into a full square', () => {
    const state = position(atZombies({ dice: [3] }));
    act(state, 0, { type: 'endMove' });
    expect(state.turn.zombiesLeft).toBe(3);
    expect(refused(state, 0, { type: 'moveZombie', from: sq(state, '5,1'), to: sq(state, '4,1') })).toBe(
      'zombieMove.full',
    );
    act(state, 0, { type: 'moveZombie', from: sq(state, '4,1'), to: sq(state, '3,1') });
    // The zombie now on 3,1 has moved: it may not move again.
    expect(refused(state, 0, { type: 'moveZombie', from: sq(state, '3,1'), to: sq(state, '2,1') })).toBe(
      'zombieMove.noZombie',
    );
    act(state, 0, { type: 'moveZombie', from: sq(state, '5,1'), to: sq(state, '4,1') });
    // No zombie left that has not moved: the phase ends by itself, and with no card to discard the turn.
    expect(state.turn.seat).toBe(1);
    expect(game.awaiting(state)).toEqual([1]);
  });

  it('moves that many zombies: no stopping while a legal move is left (line 44, rules version 2)', () => {
    const state = position(atZombies({ dice: [2] }));
    act(state, 0, { type: 'endMove' });
    expect(game.legalActions(state, 0)).not.toContainEqual({ type: 'endZombies' });
    expect(refused(state, 0, { type: 'endZombies' })).toBe('zombieMove.all');
    act(state, 0, { type: 'moveZombie', from: sq(state, '4,1'), to: sq(state, '3,1') });
    expect(state.turn.seat).toBe(0);
    expect(refused(state, 0, { type: 'endZombies' })).toBe('zombieMove.all');
    act(state, 0, { type: 'moveZombie', from: sq(state, '5,1'), to: sq(state, '4,1') });
    expect(state.turn.seat).toBe(1);
  });

  it('a roll above the legal moves ends the step once none is left (line 44)', () => {
    const state = position(atZombies({ dice: [6] }));
    act(state, 0, { type: 'endMove' });
    act(state, 0, { type: 'moveZombie', from: sq(state, '4,1'), to: sq(state, '3,1') });
    act(state, 0, { type: 'moveZombie', from: sq(state, '5,1'), to: sq(state, '4,1') });
    // Both zombies moved, 4 of the 6 moves unused: nothing is left to move, so the turn goes on.
    expect(state.turn.seat).toBe(1);
  });

  it('a game set up under rules version 1 keeps its rule: the mover may stop before the count', () => {
    const state = position(atZombies({ dice: [6], rulesVersion: '1' }));
    act(state, 0, { type: 'endMove' });
    act(state, 0, { type: 'endZombies' });
    expect(state.turn.seat).toBe(1);
  });

  it('Arcane Lore may re-roll the die (seed 004 line 129)', () => {
    const state = position(
      atZombies({
        config: { characterTraits: true },
        dice: [1, 5],
        players: { 0: { schtick: 'arcaneLore', hand: [] } },
      }),
    );
    act(state, 0, { type: 'endMove' });
    expect(state.pending[0]).toMatchObject({ kind: 'zombieReroll', die: 1 });
    act(state, 0, { type: 'rerollZombies' });
    expect(state.turn.zombiesLeft).toBe(5);
  });

  it("Trouble Magnet's zombies must move closer to him (seed 004 line 141)", () => {
    const state = position(
      atZombies({ config: { characterTraits: true }, dice: [2], players: { 0: { flaw: 'troubleMagnet', hand: [] } } }),
    );
    act(state, 0, { type: 'endMove' });
    expect(refused(state, 0, { type: 'moveZombie', from: sq(state, '4,1'), to: sq(state, '5,1') })).not.toBeNull();
    expect(game.legalActions(state, 0)).toContainEqual({
      type: 'moveZombie',
      from: sq(state, '4,1'),
      to: sq(state, '3,1'),
    });
    expect(game.legalActions(state, 0)).not.toContainEqual({
      type: 'moveZombie',
      from: sq(state, '5,1'),
      to: sq(state, '5,1'),
    });
  });
});
