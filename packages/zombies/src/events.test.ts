/**
 * Event cards (seed 004 line 60: one a round, draw back to 3 at the start of the turn, discard up to 1 at
 * the end; DECISION events.window for cards played on another player's turn). Effects are designed (the
 * content says what each card does); these tests check each effect code on the test content.
 */
import { describe, expect, it } from 'vitest';
import { act, game, position, refused, sq, types } from './test-kit.ts';
import type { PositionSpec } from './position.ts';

const base = (extra: Partial<PositionSpec> = {}): PositionSpec => ({
  tiles: [{ tile: 'road-straight', x: 1, y: 0, rotation: 1 }],
  ...extra,
});

describe('drawing, playing and discarding (seed 004 line 60)', () => {
  it('draws back to 3 at the start of the turn', () => {
    const state = position(
      base({ players: { 1: { hand: ['rush'] }, 0: { hand: [] } }, turn: { seat: 0, step: 'discard' } }),
    );
    expect(state.turn.seat).toBe(1);
    expect(state.players[1].hand).toHaveLength(3);
  });

  it('lets a player discard one card at the end of the turn, or keep them', () => {
    const state = position(
      base({ players: { 0: { hand: ['rush', 'kit'] }, 1: { hand: [] } }, turn: { seat: 0, step: 'discard' } }),
    );
    expect(game.legalActions(state, 0)).toEqual([
      { type: 'discard', card: 'rush' },
      { type: 'discard', card: 'kit' },
      { type: 'keepHand' },
    ]);
    const ev = act(state, 0, { type: 'discard', card: 'kit' });
    expect(types(ev)).toContain('eventDiscarded');
    expect(state.eventDiscard).toEqual(['kit']);
    expect(state.turn.seat).toBe(1);
  });

  it('allows one card per round', () => {
    const state = position(base({ players: { 0: { hand: ['supplies', 'ammo'], life: 3 }, 1: { hand: [] } } }));
    act(state, 0, { type: 'playEvent', card: 'supplies' });
    expect(state.players[0].life).toBe(4);
    expect(refused(state, 0, { type: 'playEvent', card: 'ammo' })).toBe('events.onePerRound');
  });
});

describe('the reaction window (DECISION events.window)', () => {
  // Version 2 games: one clock for every seat from the window's opening.
  it('opens after the movement roll for every other seat holding a card, whatever the cards', () => {
    const state = position(
      base({
        config: { seats: 3 },
        dice: [4],
        players: { 1: { hand: ['kit'] }, 2: { hand: ['cramp'] } },
        rulesVersion: '2',
      }),
    );
    act(state, 0, { type: 'rollMove' }, 1000);
    expect(state.pending[0]).toEqual({ kind: 'window', seats: [1, 2], on: 0, endsAt: 21_000 });
    expect(game.awaiting(state)).toEqual([1, 2]);
    expect(game.legalActions(state, 1)).toEqual([{ type: 'pass' }]);
    expect(game.legalActions(state, 2)).toEqual([{ type: 'pass' }, { type: 'playEvent', card: 'cramp', target: 0 }]);
    act(state, 2, { type: 'playEvent', card: 'cramp', target: 0 });
    expect(state.turn.moveLeft).toBe(0);
    act(state, 1, { type: 'pass' });
    expect(state.pending).toEqual([]);
    expect(game.awaiting(state)).toEqual([0]);
  });

  it('closes at its deadline: the server passes for those left', () => {
    const state = position(base({ dice: [4], players: { 1: { hand: ['kit'] } }, rulesVersion: '2' }));
    act(state, 0, { type: 'rollMove' }, 1000);
    expect(game.deadlines(state)).toEqual([{ at: 21_000, seat: null, action: { type: 'timeout' } }]);
    const early = game.apply(state, { type: 'timeout' }, { by: 'system', now: 20_000 });
    expect(early.ok).toBe(false);
    const r = game.apply(state, { type: 'timeout' }, { by: 'system', now: 21_000 });
    expect(r.ok && types(r.events)).toEqual(['windowPassed', 'windowClosed']);
  });

  it('skips seats that played a card this round or hold none', () => {
    const state = position(
      base({
        config: { seats: 3 },
        dice: [4],
        players: { 1: { hand: [] }, 2: { hand: ['kit'], playedThisRound: true } },
      }),
    );
    act(state, 0, { type: 'rollMove' });
    expect(state.pending).toEqual([]);
  });
});

describe("each seat's reaction clock from its look (version 3, DECISION events.windowClock)", () => {
  const opened = () => {
    const state = position(
      base({ config: { seats: 3 }, dice: [4], players: { 1: { hand: ['kit'] }, 2: { hand: ['cramp'] } } }),
    );
    act(state, 0, { type: 'rollMove' }, 1000);
    return state;
  };

  it('opens with no clock running: nobody has seen it yet', () => {
    const state = opened();
    expect(state.pending[0]).toEqual({ kind: 'window', seats: [1, 2], on: 0, endsAt: null, clocks: [] });
    expect(game.deadlines(state)).toEqual([]);
    expect(game.legalActions(state, 1)).toEqual([{ type: 'look', seat: 1 }, { type: 'pass' }]);
    expect(refused(state, 1, { type: 'look', seat: 2 })).toBe('events.lookOwn');
  });

  it("starts a seat's clock when it looks, and times out only the seats whose own clock ran out", () => {
    const state = opened();
    act(state, 1, { type: 'look', seat: 1 }, 5000);
    expect(game.deadlines(state)).toEqual([{ at: 25_000, seat: null, action: { type: 'timeout' } }]);
    expect(game.legalActions(state, 1)).toEqual([{ type: 'pass' }]);
    // Seat 2 is still behind the hand-over screen at 25 s: only seat 1's time is up.
    const r = game.apply(state, { type: 'timeout' }, { by: 'system', now: 25_000 });
    expect(r.ok && r.events).toEqual([{ type: 'windowPassed', seat: 1, timedOut: true }]);
    expect(game.awaiting(state)).toEqual([2]);
    expect(game.deadlines(state)).toEqual([]);
    act(state, 2, { type: 'look', seat: 2 }, 40_000);
    expect(game.deadlines(state)).toEqual([{ at: 60_000, seat: null, action: { type: 'timeout' } }]);
    act(state, 2, { type: 'playEvent', card: 'cramp', target: 0 }, 41_000);
    expect(state.pending).toEqual([]);
  });

  it('stops a clock when its seat answers, leaving the others running', () => {
    const state = opened();
    act(state, 1, { type: 'look', seat: 1 }, 2000);
    act(state, 2, { type: 'look', seat: 2 }, 9000);
    act(state, 1, { type: 'pass' }, 10_000);
    expect(state.pending[0]).toMatchObject({ seats: [2], endsAt: 29_000, clocks: [{ seat: 2, endsAt: 29_000 }] });
    expect(game.apply(state, { type: 'timeout' }, { by: 'system', now: 28_999 }).ok).toBe(false);
  });

  it('keeps no clock when the game waits for every answer (reactionMs 0)', () => {
    const state = position(base({ config: { reactionMs: 0 }, dice: [4], players: { 1: { hand: ['kit'] } } }));
    act(state, 0, { type: 'rollMove' }, 1000);
    expect(state.pending[0]).toEqual({ kind: 'window', seats: [1], on: 0, endsAt: null });
    expect(game.legalActions(state, 1)).toEqual([{ type: 'pass' }]);
  });
});

describe('reaction cards on the moving player', () => {
  const react = (card: string, extra: Partial<PositionSpec> = {}) => {
    const state = position(base({ dice: [4], ...extra, players: { 1: { hand: [card] }, ...extra.players } }));
    act(state, 0, { type: 'rollMove' });
    const play = game.legalActions(state, 1).find((a) => a.type === 'playEvent');
    if (!play) throw new Error(`${card} not playable`);
    return { s: state, ev: act(state, 1, play) };
  };
  it('halveMove, noMove, slowDown, reroll change the movement', () => {
    expect(react('lost').s.turn.moveLeft).toBe(2);
    expect(react('cramp').s.turn.moveLeft).toBe(0);
    expect(react('shoe').s.turn.moveLeft).toBe(2);
    expect(react('oops', { dice: [4, 1] }).s.turn.moveLeft).toBe(1);
  });
  it('dropBullets drops them in the square; trip costs a Life, never the last', () => {
    const { s } = react('butter');
    expect(s.players[0].bullets).toBe(1);
    expect(s.bullets[sq(s, '1,1')]).toBe(2);
    expect(react('cat').s.players[0].life).toBe(2);
    const one = position(base({ dice: [4], players: { 0: { life: 1 }, 1: { hand: ['cat'] } } }));
    act(one, 0, { type: 'rollMove' });
    expect(game.legalActions(one, 1)).toEqual([{ type: 'look', seat: 1 }, { type: 'pass' }]);
  });
  it('noBuildings and noZombieSquares forbid steps; screwed raises the kill target', () => {
    const fear = react('fear', { zombies: { '2,1': 1 } }).s;
    expect(refused(fear, 0, { type: 'move', to: sq(fear, '2,1') })).toBe('events.fear');
    const screwed = react('screwed', { zombies: { '2,1': 1 }, dice: [4, 4] }).s;
    act(screwed, 0, { type: 'move', to: sq(screwed, '2,1') });
    act(screwed, 0, { type: 'fight' });
    expect(screwed.pending[0]).toMatchObject({ kind: 'bullets', need: 5 });
  });
  it('moreZombies puts up to 3 zombies in a named building', () => {
    const { s } = react('more', { tiles: [{ tile: 'hospital', x: 0, y: 1, rotation: 2 }] });
    const inside = s.geo.buildings.find((b) => b.named === 'hospital')!.squares;
    expect(inside.reduce((n, x) => n + s.zombies[x], 0)).toBe(3);
  });
});

describe('cards on your own turn', () => {
  const own = (card: string, extra: Partial<PositionSpec> = {}) =>
    position(base({ ...extra, players: { 0: { hand: [card], ...extra.players?.[0] }, 1: { hand: [] } } }));
  it('moveBonus after the roll, keys and rest instead of it', () => {
    const rush = own('rush', { dice: [2] });
    expect(game.legalActions(rush, 0)).toEqual([{ type: 'rollMove' }]);
    act(rush, 0, { type: 'rollMove' });
    act(rush, 0, { type: 'playEvent', card: 'rush' });
    expect(rush.turn.moveLeft).toBe(5);
    const keys = own('keys');
    act(keys, 0, { type: 'playEvent', card: 'keys' });
    expect([keys.turn.step, keys.turn.moveLeft]).toEqual(['move', 10]);
    const rest = own('rest', { players: { 0: { life: 2 } } });
    act(rest, 0, { type: 'playEvent', card: 'rest' });
    expect([rest.turn.moveLeft, rest.players[0].life]).toEqual([0, 4]);
  });
  it('heal gives more in its buildings; ammo too', () => {
    const kit = own('kit', { players: { 0: { life: 1 } } });
    act(kit, 0, { type: 'playEvent', card: 'kit' });
    expect(kit.players[0].life).toBe(3);
  });
  it('blast kills zombies in the square or next door, as kills', () => {
    const state = own('grenade', { zombies: { '2,1': 1 } });
    expect(game.legalActions(state, 0)).toContainEqual({
      type: 'playEvent',
      card: 'grenade',
      square: sq(state, '2,1'),
    });
    act(state, 0, { type: 'playEvent', card: 'grenade', square: sq(state, '2,1') });
    expect(state.players[0].kills).toBe(1);
  });
  it('items stay in front: charges run out; permanent bonuses stay', () => {
    const state = own('shotgun', { zombies: { '1,1': 1 }, dice: [3, 3, 3, 3] });
    // In the fight at the start of the move, before a roll.
    act(state, 0, { type: 'playEvent', card: 'shotgun' });
    expect(state.players[0].items).toEqual([{ card: 'shotgun', charges: 3 }]);
    act(state, 0, { type: 'rollMove' });
    act(state, 0, { type: 'fight' });
    expect(state.players[0].kills).toBe(1);
    expect(state.players[0].items).toEqual([{ card: 'shotgun', charges: 2 }]);
  });
  it("clearTile sends the zombies of a tile's roads back to the box", () => {
    const state = own('gone', { zombies: { '3,1': 1, '5,1': 1 } });
    act(state, 0, { type: 'playEvent', card: 'gone', tile: 1 });
    expect(state.zombies.reduce((a, b) => a + b, 0)).toBe(0);
    expect(state.supply.zombies).toBe(100);
  });
  it('zombieMaster rolls two dice for the zombies; slipAway ends a fight', () => {
    const m = own('master', { dice: [3, 2, 4], zombies: { '5,1': 1 } });
    act(m, 0, { type: 'playEvent', card: 'master' });
    act(m, 0, { type: 'rollMove' });
    act(m, 0, { type: 'endMove' });
    expect(m.turn.zombiesLeft).toBe(6);
    const f = own('food', { zombies: { '1,1': 1 }, dice: [3] });
    act(f, 0, { type: 'rollMove' });
    act(f, 0, { type: 'playEvent', card: 'food' });
    act(f, 0, { type: 'move', to: sq(f, '2,1') });
    expect(f.zombies[sq(f, '1,1')]).toBe(1);
  });
  it("freezeZombies (in its building) skips zombie moves until the player's next turn", () => {
    const state = position({
      tiles: [{ tile: 'toy-store', x: 1, y: 0, rotation: 1 }],
      players: { 0: { hand: ['marbles'], square: '4,0' }, 1: { hand: [] } },
      zombies: { '4,2': 1 },
      dice: [2, 1, 3],
    });
    expect(state.geo.buildings.find((b) => b.named === 'toy-store')!.squares).toContain(sq(state, '4,0'));
    act(state, 0, { type: 'playEvent', card: 'marbles' });
    act(state, 0, { type: 'rollMove' });
    const ev = act(state, 0, { type: 'endMove' });
    expect(types(ev)).toContain('zombiesFrozen');
    expect(state.frozenUntil).toBe(0);
  });
});
