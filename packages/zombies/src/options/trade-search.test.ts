/**
 * You Wanna Trade? (seed 004 line 201; DECISION trade.offers) and What's This? (seed 004 lines 29-36,
 * 203-214; DECISION search.five).
 */
import { describe, expect, it } from 'vitest';
import { act, game, position, refused, sq } from '../test-kit.ts';

describe('You Wanna Trade? (seed 004 line 201)', () => {
  it('offers one thing for one thing to a player in the square, who accepts or declines', () => {
    const state = position({
      config: { youWannaTrade: true },
      turn: { seat: 0, step: 'move', moveLeft: 2 },
      players: { 0: { hand: ['kit'] }, 1: { hand: ['keys'] } },
    });
    act(state, 0, { type: 'offerTrade', seat: 1, give: 'card', giveCard: 'kit', take: 'bullet' });
    expect(game.awaiting(state)).toEqual([1]);
    expect(game.view(state, 1).pending[0]).toMatchObject({ giveCard: 'kit' });
    expect(game.view(state, null).pending[0]).toMatchObject({ giveCard: null });
    act(state, 1, { type: 'acceptTrade' });
    expect([state.players[0].hand, state.players[0].bullets, state.players[1].hand, state.players[1].bullets]).toEqual([
      [],
      4,
      ['keys', 'kit'],
      2,
    ]);
    act(state, 0, { type: 'offerTrade', seat: 1, give: 'none', take: 'card' });
    act(state, 1, { type: 'acceptTrade', card: 'keys' });
    expect(state.players[0].hand).toEqual(['keys']);
  });

  it('is off without the rule', () => {
    const state = position({ turn: { seat: 0, step: 'move', moveLeft: 2 }, players: { 1: { hand: [] } } });
    expect(refused(state, 0, { type: 'offerTrade', seat: 1, give: 'bullet', take: 'none' })).toBe('action.notLegal');
  });
});

describe("What's This? (seed 004 lines 205-214)", () => {
  const inside = (dice: number[], extra: object = {}) =>
    position({
      config: { whatsThis: true },
      tiles: [{ tile: 'hospital', x: 0, y: 1, rotation: 2 }],
      players: { 0: { square: '1,4', hand: [] }, 1: { hand: [] } },
      dice,
      ...extra,
    });

  it('searches instead of the movement roll, once per square, never with zombies there', () => {
    const state = inside([4]);
    act(state, 0, { type: 'search' });
    expect([state.players[0].bullets, state.turn.moveLeft, state.turn.step]).toEqual([4, 0, 'move']);
    expect(state.players[0].searched).toEqual([sq(state, '1,4')]);
    const again = inside([4], { players: { 0: { square: '1,4', searched: ['1,4'] }, 1: { hand: [] } } });
    expect(refused(again, 0, { type: 'search' })).toBe('whatsThis.searchedHere');
    const zombie = inside([4], { zombies: { '1,4': 1 } });
    expect(refused(zombie, 0, { type: 'search' })).toBe('whatsThis.zombiesPresent');
  });

  it('1: a zombie to fight; 5: a Bullet or draw and discard; 6: also a Life', () => {
    const one = inside([1]);
    act(one, 0, { type: 'search' });
    expect(one.pending[0]).toMatchObject({ kind: 'combat' });
    const five = inside([5], { eventDeck: ['kit'] });
    act(five, 0, { type: 'search' });
    expect(game.legalActions(five, 0)).toEqual([
      { type: 'chooseFind', find: 'bullet' },
      { type: 'chooseFind', find: 'cycle' },
    ]);
    act(five, 0, { type: 'chooseFind', find: 'cycle' });
    expect(five.players[0].hand).toEqual(['kit']);
    act(five, 0, { type: 'discard', card: 'kit' });
    const six = inside([6], { players: { 0: { square: '1,4', life: 2, hand: [] }, 1: { hand: [] } } });
    act(six, 0, { type: 'search' });
    act(six, 0, { type: 'chooseFind', find: 'life' });
    expect(six.players[0].life).toBe(3);
  });

  it('Thief adds 1 (not to a 1), Unlucky takes 1 (never below 1) (seed 004 lines 127, 139)', () => {
    const thief = inside([3], {
      config: { whatsThis: true, characterTraits: true },
      players: { 0: { square: '1,4', schtick: 'thief', hand: [] }, 1: { hand: [] } },
    });
    act(thief, 0, { type: 'search' });
    expect(thief.players[0].bullets).toBe(4);
    const unlucky = inside([2], {
      config: { whatsThis: true, characterTraits: true },
      players: { 0: { square: '1,4', flaw: 'unlucky', hand: [] }, 1: { hand: [] } },
    });
    act(unlucky, 0, { type: 'search' });
    expect(unlucky.pending[0]).toMatchObject({ kind: 'combat' });
  });
});
