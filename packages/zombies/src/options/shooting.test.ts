/**
 * Come to Papa (seed 004 lines 16-23, 90-103): shots along a street at 1-6 squares, 1 Bullet and 1 movement
 * each (+1 with careful aim for another point), the table by distance (DECISION shooting.table), Bullets do
 * not raise it, a miss costs nothing else; gun cards and Deadeye add.
 */
import { describe, expect, it } from 'vitest';
import { act, game, position, sq } from '../test-kit.ts';
import type { PositionSpec } from '../position.ts';
import { shotNeed } from './shooting.ts';

/** A long street: Town Square, then two straight tiles east: road cells 2,1 ... 8,1 (7,1 is 6 squares from the centre). */
const range = (extra: Partial<PositionSpec> = {}): PositionSpec => ({
  config: { comeToPapa: true, ...extra.config },
  tiles: [
    { tile: 'road-straight', x: 1, y: 0, rotation: 1 },
    { tile: 'road-straight', x: 2, y: 0, rotation: 1 },
  ],
  turn: { seat: 0, step: 'move', moveLeft: 3 },
  ...extra,
  players: { 1: { hand: [] }, ...extra.players },
});

describe('Come to Papa (seed 004 lines 21-23, 97-99)', () => {
  it('needs 4-6 adjacent, 5-6 at 2-3, 6 at 4-6 against zombies; 5-6 then 6 against players', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => shotNeed(d, false))).toEqual([4, 5, 5, 6, 6, 6]);
    expect([1, 2, 3, 4, 5, 6].map((d) => shotNeed(d, true))).toEqual([5, 6, 6, 6, 6, 6]);
  });

  it('shoots along the street for a Bullet and a point of movement; a kill is a kill', () => {
    const state = position(range({ zombies: { '4,1': 1, '7,1': 1 }, dice: [5] }));
    const shots = game.legalActions(state, 0).filter((a) => a.type === 'shoot');
    expect(shots).toEqual([
      { type: 'shoot', square: sq(state, '4,1'), aim: false },
      { type: 'shoot', square: sq(state, '7,1'), aim: false },
    ]);
    act(state, 0, { type: 'shoot', square: sq(state, '4,1'), aim: false });
    expect([state.players[0].kills, state.players[0].bullets, state.turn.moveLeft]).toEqual([1, 2, 2]);
  });

  it('a miss costs only the Bullet and the point', () => {
    const state = position(range({ zombies: { '7,1': 1 }, dice: [5] }));
    act(state, 0, { type: 'shoot', square: sq(state, '7,1'), aim: false });
    expect([state.players[0].kills, state.players[0].life, state.players[0].bullets]).toEqual([0, 3, 2]);
  });

  it('careful aim: +1 for another point (seed 004 line 101)', () => {
    const state = position(range({ config: { comeToPapa: true, carefulAim: true }, zombies: { '7,1': 1 }, dice: [5] }));
    act(state, 0, { type: 'shoot', square: sq(state, '7,1'), aim: true });
    expect([state.players[0].kills, state.turn.moveLeft]).toEqual([1, 1]);
  });

  it('a gun card adds to shots (seed 004 line 103)', () => {
    const state = position(
      range({ zombies: { '7,1': 1 }, dice: [5], players: { 0: { items: [{ card: 'shotgun', charges: 3 }] } } }),
    );
    act(state, 0, { type: 'shoot', square: sq(state, '7,1'), aim: false });
    expect(state.players[0].kills).toBe(1);
    expect(state.players[0].items[0].charges).toBe(2);
  });

  it('sees no zombie round a corner, nor fires with zombies in the square', () => {
    const state = position(range({ zombies: { '1,0': 1 } }));
    expect(game.legalActions(state, 0).filter((a) => a.type === 'shoot')).toHaveLength(1);
    const corner = position({
      config: { comeToPapa: true },
      tiles: [{ tile: 'road-corner', x: 1, y: 0, rotation: 2 }],
      zombies: {},
      turn: { seat: 0, step: 'move', moveLeft: 3 },
      players: { 1: { hand: [] } },
    });
    expect(game.legalActions(corner, 0).filter((a) => a.type === 'shoot')).toHaveLength(0);
  });
});
