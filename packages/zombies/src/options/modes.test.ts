/**
 * Last Man Standing (seed 004 lines 143-149), Catch As Catch Can (lines 151-163), It Takes One Bite (lines
 * 222-234) and Fahsands Ov Em (lines 216-220).
 */
import { describe, expect, it } from 'vitest';
import { act, finishTurn, game, position, sq } from '../test-kit.ts';
import { lastManPoints } from '../win.ts';
import { kingSeats, tilePlacer, zombieMover } from './kings.ts';

describe('Last Man Standing (seed 004 lines 145-149)', () => {
  it('makes death final; the last alive wins', () => {
    const state = position({
      config: { lastManStanding: true, seats: 3 },
      zombies: { '1,1': 1 },
      players: { 0: { life: 1, bullets: 0, hand: [] }, 1: { status: 'eliminated', square: null, hand: [] } },
      turn: { seat: 0, step: 'move', moveLeft: 1 },
      dice: [1],
    });
    act(state, 0, { type: 'fight' });
    const o = game.outcome(state);
    expect(o.over && o.reason).toBe('lastManStanding');
    expect(o.over && o.results.find((r) => r.result === 'win')?.seat).toBe(2);
  });

  it('lays a 3x3 start and has the pawns placed in turn', () => {
    const r = game.setup({ seats: 2, lastManStanding: true, lastManStart: 'grid' }, { seed: 5 });
    if (!r.ok) throw new Error('setup');
    const state = r.state;
    expect(state.geo.tiles).toHaveLength(9);
    expect(state.pending[0]).toEqual({ kind: 'placePawn', seat: 0 });
    const first = game.legalActions(state, 0)[0];
    act(state, 0, first);
    expect(state.pending[0]).toEqual({ kind: 'placePawn', seat: 1 });
  });

  it('scores kills, 3 per zombified ex-player and a bonus by order of death (seed 004 line 149)', () => {
    const state = position({ config: { lastManStanding: true, lastManScoring: true, seats: 6 } });
    state.players[0].kills = 4;
    state.players[0].revenantKills = 1;
    expect(lastManPoints(state, state.players[0])).toBe(4 + 3 + 10);
    state.players[1].deathOrder = 5;
    expect(lastManPoints(state, state.players[1])).toBe(8);
    state.players[2].deathOrder = 1;
    expect(lastManPoints(state, state.players[2])).toBe(0);
  });
});

describe('Catch As Catch Can (seed 004 lines 155-163)', () => {
  it('spaces the Kings round the table, the last seat always one', () => {
    expect(kingSeats(4, 1)).toEqual([3]);
    expect(kingSeats(6, 2)).toEqual([2, 5]);
    expect(kingSeats(6, 3)).toEqual([1, 3, 5]);
  });

  it('two Kings take turns at moving the zombies and laying the tiles, one per player turn (line 163; DECISION kings.alternate)', () => {
    const r = game.setup({ seats: 6, catchAsCatchCan: true, kings: 2 }, { seed: 2 });
    if (!r.ok) throw new Error('setup');
    const state = r.state;
    const movers = [0, 1, 2, 3].map((turns) => {
      state.turns = turns;
      return [zombieMover(state, 0), tilePlacer(state, 0)];
    });
    expect(movers).toEqual([
      [2, 2],
      [5, 5],
      [2, 2],
      [5, 5],
    ]);
  });

  it('the King lays every tile and moves the zombies after every turn', () => {
    const r = game.setup({ seats: 3, catchAsCatchCan: true }, { seed: 2 });
    if (!r.ok) throw new Error('setup');
    const state = r.state;
    expect(state.turn.seat).toBe(0);
    expect(state.pending[0]).toMatchObject({ kind: 'tile', seat: 2 });
    expect(game.awaiting(state)).toEqual([2]);
  });

  it('the King waits until 9 tiles are laid, then enters anywhere', () => {
    const state = position({
      config: { seats: 3, catchAsCatchCan: true },
      players: { 2: { role: 'king', square: null, hand: [] }, 0: { hand: [] }, 1: { hand: [] } },
      turn: { seat: 1, step: 'discard' },
      tileDeck: ['road-cross'],
    });
    // Not yet 9 tiles: his turn is skipped, seat 0 plays (the King lays its tile).
    expect(state.turn.seat).toBe(0);
    expect(state.pending[0]).toMatchObject({ kind: 'tile', seat: 2 });
  });

  it('zombies never fight the King; a King fights players at 5+', () => {
    const state = position({
      config: { seats: 2, catchAsCatchCan: true },
      zombies: { '1,1': 1 },
      players: { 1: { role: 'king', square: '1,1', hand: [] }, 0: { hand: [] } },
      turn: { seat: 1, step: 'move', moveLeft: 2, movedIn: true },
      dice: [5],
    });
    expect(state.pending).toEqual([]);
    expect(game.legalActions(state, 1)).toContainEqual({ type: 'attack', seat: 0 });
    act(state, 1, { type: 'attack', seat: 0 });
    expect(state.players[0].life).toBe(2);
  });

  it('the players win when every King is dead; the King when every player is', () => {
    const state = position({
      config: { seats: 2, catchAsCatchCan: true },
      players: { 1: { role: 'king', square: '1,1', life: 1, hand: [] }, 0: { hand: [] } },
      turn: { seat: 0, step: 'move', moveLeft: 2, movedIn: true },
      dice: [6],
    });
    act(state, 0, { type: 'attack', seat: 1 });
    const o = game.outcome(state);
    expect(o.over && o.reason).toBe('kingSlain');
    expect(o.over && o.results.map((x) => x.result)).toEqual(['win', 'loss']);
  });
});

describe('It Takes One Bite To Be The Same (seed 004 lines 224-234)', () => {
  it('the body rises as a zombie on its next turn; the player starts again at the Town Square', () => {
    const state = position({
      config: { oneBite: true },
      tiles: [{ tile: 'road-straight', x: 1, y: 0, rotation: 1 }],
      zombies: { '4,1': 1 },
      players: { 0: { square: '4,1', life: 1, bullets: 0, hand: [] }, 1: { hand: [] } },
      turn: { seat: 0, step: 'move', moveLeft: 1 },
      dice: [1, 1],
    });
    act(state, 0, { type: 'fight' });
    expect([state.players[0].status, state.players[0].corpse, state.players[0].square]).toEqual([
      'dead',
      sq(state, '4,1'),
      -1,
    ]);
    expect(state.zombies[sq(state, '4,1')]).toBe(1);
    // The zombie that killed them walks off; seat 1 plays; at seat 0's next turn the body rises.
    state.zombies[sq(state, '4,1')] = 0;
    state.supply.zombies++;
    expect(state.turn.seat).toBe(1);
    finishTurn(state, 1);
    expect(state.zombies[sq(state, '4,1')]).toBe(1);
    expect(state.revenants).toEqual([{ seat: 0, square: sq(state, '4,1') }]);
    expect([state.players[0].status, state.players[0].square, state.players[0].life]).toEqual([
      'playing',
      sq(state, '1,1'),
      3,
    ]);
  });

  it('in Catch As Catch Can the dead play on as minions with halved movement and 1 Life', () => {
    const state = position({
      config: { seats: 3, catchAsCatchCan: true, oneBite: true },
      players: {
        2: { role: 'king', square: '1,1', hand: [] },
        0: { status: 'dead', square: null, corpse: '1,0', hand: ['kit'] },
        1: { hand: [] },
      },
      turn: { seat: 2, step: 'discard' },
      tileDeck: ['road-cross'],
      dice: [4],
    });
    const p = state.players[0];
    expect([p.role, p.status, p.life, p.square, p.hand]).toEqual(['minion', 'playing', 1, sq(state, '1,0'), []]);
    // Minions draw no card and lay no tile: straight to the roll, halved.
    expect([state.turn.seat, state.turn.step]).toEqual([0, 'roll']);
    act(state, 0, { type: 'rollMove' });
    expect(state.turn.moveLeft).toBe(2);
  });
});

describe('Fahsands Ov Em (seed 004 lines 218-220)', () => {
  it('never runs out of zombies', () => {
    const state = position({ config: { fahsands: true } });
    expect(state.supply.zombies).toBe(-1);
  });
});
