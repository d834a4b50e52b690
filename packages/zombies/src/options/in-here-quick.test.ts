/**
 * In Here, Quick! (seed 004 lines 179-183): unnamed buildings are entered through their doors; a two-square
 * doorway from either square; a corner door only from the square diagonally opposite. With Where in Hell
 * Did They Come From? an unnamed building rolls 2 → 1 zombie, 1 → 1D3 (line 177).
 */
import { describe, expect, it } from 'vitest';
import { act, game, position, sq } from '../test-kit.ts';

describe('In Here, Quick! (seed 004 line 181)', () => {
  it('opens the corner doors of the Town Square diagonally, and nothing else', () => {
    const on = position({
      config: { inHereQuick: true },
      turn: { seat: 0, step: 'move', moveLeft: 2 },
      players: { 1: { hand: [] } },
    });
    const moves = game
      .legalActions(on, 0)
      .filter((a) => a.type === 'move')
      .map((a) => (a.type === 'move' ? a.to : -1));
    for (const corner of ['0,0', '2,0', '0,2', '2,2']) expect(moves).toContain(sq(on, corner));
    const off = position({ turn: { seat: 0, step: 'move', moveLeft: 2 }, players: { 1: { hand: [] } } });
    const offMoves = game.legalActions(off, 0).filter((a) => a.type === 'move');
    expect(offMoves).toHaveLength(4);
  });

  it('a two-square doorway opens from both road squares', () => {
    const state = position({
      config: { inHereQuick: true },
      tiles: [{ tile: 'road-straight', x: 1, y: 0, rotation: 1 }],
    });
    // The straight road turned east-west: its building "b" (a two-square doorway) lies south, doors at 4,2 and 5,2.
    expect(state.geo.links[sq(state, '4,1')]).toContain(sq(state, '4,2'));
    expect(state.geo.links[sq(state, '5,1')]).toContain(sq(state, '5,2'));
    expect(state.geo.links[sq(state, '3,1')]).not.toContain(sq(state, '3,2'));
  });

  it("rolls an unnamed building's extras with Where in Hell Did They Come From?", () => {
    const state = position({
      config: { inHereQuick: true, whereDidTheyComeFrom: true },
      turn: { seat: 0, step: 'move', moveLeft: 2 },
      players: { 1: { hand: [] } },
      dice: [2],
    });
    act(state, 0, { type: 'move', to: sq(state, '0,0') });
    expect(state.pending[0]).toMatchObject({ kind: 'extraZombies', left: 1 });
  });
});
