/**
 * Eat Them, Not Me! (seed 004 lines 185-197): players fight players at +1 (line 42): a sneak attack (only the
 * attacker rolls, 5+, a miss costs nothing), a repeat where both roll, attacks on a player leaving the square
 * (off-turn), a weave into a square of players, Bullets dropped by the dead and the card swap. Thief (line
 * 127). Last Man Standing's amnesty.
 */
import { describe, expect, it } from 'vitest';
import { act, game, position, refused, sq } from '../test-kit.ts';
import type { PositionSpec } from '../position.ts';

const together = (extra: Partial<PositionSpec> = {}): PositionSpec => ({
  config: { eatThemNotMe: true, ...extra.config },
  tiles: [{ tile: 'road-straight', x: 1, y: 0, rotation: 1 }],
  // The attacker's movement took them into the square this turn (the sneak attack, line 191).
  turn: { seat: 0, step: 'move', moveLeft: 3, movedIn: true },
  ...extra,
  players: { 0: { hand: [] }, 1: { hand: [] }, ...extra.players },
});

describe('Eat Them, Not Me! (seed 004 lines 187-193)', () => {
  it('a sneak attack: only the attacker rolls, 5+ costs the other a Life, a miss nothing', () => {
    const state = position(together({ dice: [5] }));
    expect(game.legalActions(state, 0)).toContainEqual({ type: 'attack', seat: 1 });
    act(state, 0, { type: 'attack', seat: 1 });
    expect(state.players[1].life).toBe(2);
    const miss = position(together({ dice: [4], players: { 0: { bullets: 0, hand: [] } } }));
    act(miss, 0, { type: 'attack', seat: 1 });
    expect([miss.players[0].life, miss.players[1].life]).toEqual([3, 3]);
  });

  it('no sneak attack on a player already in the square when the turn began: only movement into it opens one (line 191)', () => {
    const state = position(together({ dice: [5], turn: { seat: 0, step: 'move', moveLeft: 3 } }));
    expect(game.legalActions(state, 0)).not.toContainEqual({ type: 'attack', seat: 1 });
    expect(refused(state, 0, { type: 'attack', seat: 1 })).toBe('action.notLegal');
    // Out (the other player lets them go) and back in: movement takes the attacker into the square.
    const from = state.players[0].square;
    act(state, 0, { type: 'move', to: sq(state, '2,1') });
    act(state, 1, { type: 'pass' });
    act(state, 0, { type: 'move', to: from });
    expect(game.legalActions(state, 0)).toContainEqual({ type: 'attack', seat: 1 });
  });

  it('a game set up under rules version 1 keeps its rule: a sneak attack on a player already in the square', () => {
    const state = position(together({ dice: [5], turn: { seat: 0, step: 'move', moveLeft: 3 }, rulesVersion: '1' }));
    expect(game.legalActions(state, 0)).toContainEqual({ type: 'attack', seat: 1 });
  });

  it('attacking again: both roll, Bullets raise either, each success costs the other a Life', () => {
    const state = position(together({ dice: [1, 4, 6], players: { 0: { bullets: 1, hand: [] } } }));
    act(state, 0, { type: 'attack', seat: 1 }); // a 1: a miss (1 Bullet cannot make a 5)
    act(state, 0, { type: 'attack', seat: 1 }); // Ted's 4 and Sheila's 6
    expect(state.pending[0]).toMatchObject({ kind: 'bullets', seat: 0, rolls: [4], need: 5 });
    act(state, 0, { type: 'spendBullets', roll: 0 });
    expect([state.players[0].life, state.players[1].life]).toEqual([2, 2]);
  });

  it('a player leaving a square may be attacked off-turn; a hit costs a Life and the move goes on', () => {
    const state = position(together({ dice: [5] }));
    act(state, 0, { type: 'move', to: sq(state, '2,1') });
    expect(state.pending[0]).toMatchObject({ kind: 'leaveAttack', seats: [1], mover: 0 });
    expect(game.awaiting(state)).toEqual([1]);
    act(state, 1, { type: 'attack', seat: 0 });
    expect(state.players[0].life).toBe(2);
    expect(state.players[0].square).toBe(sq(state, '2,1'));
  });

  it('weaving into a square of players: 5+ slips through, unseen by their attacks', () => {
    const state = position(together({ dice: [5], players: { 1: { square: '2,1', hand: [] } } }));
    expect(game.legalActions(state, 0)).toContainEqual({ type: 'move', to: sq(state, '2,1'), weave: true });
    act(state, 0, { type: 'move', to: sq(state, '2,1'), weave: true });
    act(state, 0, { type: 'dodgeTo', square: sq(state, '3,1') });
    expect([state.players[0].square, state.turn.moveLeft]).toEqual([sq(state, '3,1'), 1]);
  });

  it("the dead player's Bullets drop in the square; those there may swap a card with their hand", () => {
    const state = position(
      together({ dice: [6], players: { 0: { hand: ['kit'] }, 1: { life: 1, bullets: 2, hand: ['keys'] } } }),
    );
    act(state, 0, { type: 'attack', seat: 1 });
    expect(state.bullets[sq(state, '1,1')]).toBe(2);
    expect(state.pending[0]).toEqual({ kind: 'swap', seats: [0], dead: 1 });
    expect(game.view(state, 0).pending[0]).toMatchObject({ hand: ['keys'] });
    expect(game.view(state, null).pending[0]).toMatchObject({ hand: null });
    act(state, 0, { type: 'swapCard', give: 'kit', take: 'keys' });
    expect([state.players[0].hand, state.players[1].hand]).toEqual([['keys'], ['kit']]);
  });

  it('is off without the rule, and during the amnesty', () => {
    const off = position(together({ config: { eatThemNotMe: false } }));
    expect(refused(off, 0, { type: 'attack', seat: 1 })).toBe('action.notLegal');
    const truce = position(together({ config: { eatThemNotMe: true, amnestyRounds: 2 } }));
    expect(game.legalActions(truce, 0)).not.toContainEqual({ type: 'attack', seat: 1 });
  });

  it('Thief takes one Bullet a turn from a player in the square (seed 004 line 127)', () => {
    const state = position(
      together({ config: { characterTraits: true }, players: { 0: { schtick: 'thief', hand: [] } } }),
    );
    act(state, 0, { type: 'steal', seat: 1 });
    expect([state.players[0].bullets, state.players[1].bullets]).toEqual([4, 2]);
    expect(game.legalActions(state, 0)).not.toContainEqual({ type: 'steal', seat: 1 });
  });
});
