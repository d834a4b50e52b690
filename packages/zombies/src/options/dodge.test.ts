/**
 * Duck 'n' Weave Son (seed 004 lines 25-27, 165-167): a dodge instead of a round of Combat; 4+ slips to a
 * square next door for a point of movement, the zombie stays; a failure costs a Life and the fight goes on;
 * no Bullets; not without movement. Sneak and Clumsy (lines 123, 135); Go-Go: every dodge must succeed
 * (line 111).
 */
import { describe, expect, it } from 'vitest';
import { act, game, position, refused, sq } from '../test-kit.ts';
import type { PositionSpec } from '../position.ts';

const spot = (extra: Partial<PositionSpec> = {}): PositionSpec => ({
  config: { duckNWeave: true, ...extra.config },
  tiles: [{ tile: 'road-straight', x: 1, y: 0, rotation: 1 }],
  zombies: { '2,1': 1 },
  turn: { seat: 0, step: 'move', moveLeft: 2 },
  ...extra,
  players: { 0: { square: '2,1' }, 1: { hand: [] }, ...extra.players },
});

describe("Duck 'n' Weave Son (seed 004 line 167)", () => {
  it('slips past on 4+ to any square next door, for a point of movement', () => {
    const state = position(spot({ dice: [4] }));
    expect(game.legalActions(state, 0)).toContainEqual({ type: 'dodge' });
    act(state, 0, { type: 'dodge' });
    expect(state.pending[0]).toMatchObject({ kind: 'dodgeTo' });
    act(state, 0, { type: 'dodgeTo', square: sq(state, '3,1') });
    expect(state.players[0].square).toBe(sq(state, '3,1'));
    expect(state.zombies[sq(state, '2,1')]).toBe(1);
    expect(state.turn.moveLeft).toBe(1);
  });

  it('costs a Life on a failure, and the fight goes on (no Bullets)', () => {
    const state = position(spot({ dice: [3] }));
    act(state, 0, { type: 'dodge' });
    expect(state.players[0].life).toBe(2);
    expect(state.players[0].bullets).toBe(3);
    expect(state.pending[0]).toMatchObject({ kind: 'combat' });
  });

  it('needs movement left, and the rule', () => {
    expect(game.legalActions(position(spot({ turn: { seat: 0, step: 'move', moveLeft: 0 } })), 0)).not.toContainEqual({
      type: 'dodge',
    });
    const off = position(spot({ config: { duckNWeave: false } }));
    expect(refused(off, 0, { type: 'dodge' })).toBe('decision.other');
  });

  it('Sneak adds 1 to the first dodge in a square, Clumsy takes 1 (seed 004 lines 123, 135)', () => {
    const sneak = position(
      spot({
        config: { characterTraits: true, duckNWeave: true },
        dice: [3],
        players: { 0: { square: '2,1', schtick: 'sneak' } },
      }),
    );
    act(sneak, 0, { type: 'dodge' });
    expect(sneak.pending[0]).toMatchObject({ kind: 'dodgeTo' });
    const clumsy = position(
      spot({
        config: { characterTraits: true, duckNWeave: true },
        dice: [4],
        players: { 0: { square: '2,1', flaw: 'clumsy' } },
      }),
    );
    act(clumsy, 0, { type: 'dodge' });
    expect(clumsy.players[0].life).toBe(2);
  });

  it('with Go-Go every zombie must be dodged: one failure and all are fought again (seed 004 line 111)', () => {
    const state = position(
      spot({ config: { duckNWeave: true, zombieAGoGo: true }, zombies: { '2,1': 2 }, dice: [2, 4] }),
    );
    act(state, 0, { type: 'dodge' });
    expect(state.players[0].life).toBe(2);
    expect(state.pending[0]).toMatchObject({ kind: 'combat' });
  });
});
