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
    const s = position({
      config: { lastManStanding: true, seats: 3 },
      zombies: { '1,1': 1 },
      players: { 0: { life: 1, bullets: 0, hand: [] }, 1: { status: 'eliminated', square: null, hand: [] } },
      turn: { seat: 0, step: 'move', moveLeft: 1 },
      dice: [1],
    });
    act(s, 0, { type: 'fight' });
    const o = game.outcome(s);
    expect(o.over && o.reason).toBe('lastManStanding');
    expect(o.over && o.results.find((r) => r.result === 'win')?.seat).toBe(2);
  });

  it('lays a 3x3 start and has the pawns placed in turn', () => {
    const r = game.setup({ seats: 2, lastManStanding: true, lastManStart: 'grid' }, { seed: 5 });
    if (!r.ok) throw new Error('setup');
    const s = r.state;
    expect(s.geo.tiles).toHaveLength(9);
    expect(s.pending[0]).toEqual({ kind: 'placePawn', seat: 0 });
    const first = game.legalActions(s, 0)[0];
    act(s, 0, first);
    expect(s.pending[0]).toEqual({ kind: 'placePawn', seat: 1 });
  });

  it('scores kills, 3 per zombified ex-player and a bonus by order of death (seed 004 line 149)', () => {
    const s = position({ config: { lastManStanding: true, lastManScoring: true, seats: 6 } });
    s.players[0].kills = 4;
    s.players[0].revenantKills = 1;
    expect(lastManPoints(s, s.players[0])).toBe(4 + 3 + 10);
    s.players[1].deathOrder = 5;
    expect(lastManPoints(s, s.players[1])).toBe(8);
    s.players[2].deathOrder = 1;
    expect(lastManPoints(s, s.players[2])).toBe(0);
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
    const s = r.state;
    const movers = [0, 1, 2, 3].map((turns) => {
      s.turns = turns;
      return [zombieMover(s, 0), tilePlacer(s, 0)];
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
    const s = r.state;
    expect(s.turn.seat).toBe(0);
    expect(s.pending[0]).toMatchObject({ kind: 'tile', seat: 2 });
    expect(game.awaiting(s)).toEqual([2]);
  });

  it('the King waits until 9 tiles are laid, then enters anywhere', () => {
    const s = position({
      config: { seats: 3, catchAsCatchCan: true },
      players: { 2: { role: 'king', square: null, hand: [] }, 0: { hand: [] }, 1: { hand: [] } },
      turn: { seat: 1, step: 'discard' },
      tileDeck: ['road-cross'],
    });
    // Not yet 9 tiles: his turn is skipped, seat 0 plays (the King lays its tile).
    expect(s.turn.seat).toBe(0);
    expect(s.pending[0]).toMatchObject({ kind: 'tile', seat: 2 });
  });

  it('zombies never fight the King; a King fights players at 5+', () => {
    const s = position({
      config: { seats: 2, catchAsCatchCan: true },
      zombies: { '1,1': 1 },
      players: { 1: { role: 'king', square: '1,1', hand: [] }, 0: { hand: [] } },
      turn: { seat: 1, step: 'move', moveLeft: 2, movedIn: true },
      dice: [5],
    });
    expect(s.pending).toEqual([]);
    expect(game.legalActions(s, 1)).toContainEqual({ type: 'attack', seat: 0 });
    act(s, 1, { type: 'attack', seat: 0 });
    expect(s.players[0].life).toBe(2);
  });

  it('the players win when every King is dead; the King when every player is', () => {
    const s = position({
      config: { seats: 2, catchAsCatchCan: true },
      players: { 1: { role: 'king', square: '1,1', life: 1, hand: [] }, 0: { hand: [] } },
      turn: { seat: 0, step: 'move', moveLeft: 2, movedIn: true },
      dice: [6],
    });
    act(s, 0, { type: 'attack', seat: 1 });
    const o = game.outcome(s);
    expect(o.over && o.reason).toBe('kingSlain');
    expect(o.over && o.results.map((x) => x.result)).toEqual(['win', 'loss']);
  });
});

describe('It Takes One Bite To Be The Same (seed 004 lines 224-234)', () => {
  it('the body rises as a zombie on its next turn; the player starts again at the Town Square', () => {
    const s = position({
      config: { oneBite: true },
      tiles: [{ tile: 'road-straight', x: 1, y: 0, rotation: 1 }],
      zombies: { '4,1': 1 },
      players: { 0: { square: '4,1', life: 1, bullets: 0, hand: [] }, 1: { hand: [] } },
      turn: { seat: 0, step: 'move', moveLeft: 1 },
      dice: [1, 1],
    });
    act(s, 0, { type: 'fight' });
    expect([s.players[0].status, s.players[0].corpse, s.players[0].square]).toEqual(['dead', sq(s, '4,1'), -1]);
    expect(s.zombies[sq(s, '4,1')]).toBe(1);
    // The zombie that killed them walks off; seat 1 plays; at seat 0's next turn the body rises.
    s.zombies[sq(s, '4,1')] = 0;
    s.supply.zombies++;
    expect(s.turn.seat).toBe(1);
    finishTurn(s, 1);
    expect(s.zombies[sq(s, '4,1')]).toBe(1);
    expect(s.revenants).toEqual([{ seat: 0, square: sq(s, '4,1') }]);
    expect([s.players[0].status, s.players[0].square, s.players[0].life]).toEqual(['playing', sq(s, '1,1'), 3]);
  });

  it('in Catch As Catch Can the dead play on as minions with halved movement and 1 Life', () => {
    const s = position({
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
    const p = s.players[0];
    expect([p.role, p.status, p.life, p.square, p.hand]).toEqual(['minion', 'playing', 1, sq(s, '1,0'), []]);
    // Minions draw no card and lay no tile: straight to the roll, halved.
    expect([s.turn.seat, s.turn.step]).toEqual([0, 'roll']);
    act(s, 0, { type: 'rollMove' });
    expect(s.turn.moveLeft).toBe(2);
  });
});

describe('Fahsands Ov Em (seed 004 lines 218-220)', () => {
  it('never runs out of zombies', () => {
    const s = position({ config: { fahsands: true } });
    expect(s.supply.zombies).toBe(-1);
  });
});
