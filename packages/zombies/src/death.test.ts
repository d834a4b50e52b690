/**
 * Death (published base game, DECISION death.halfKills and death.turnGoesOn): at 0 Life, back on the Town
 * Square with 3 Life and 3 Bullets, half the kills kept (rounded down); the turn goes on with the zombies.
 * Win (published): the Helicopter cleared, or 25 kills.
 */
import { describe, expect, it } from 'vitest';
import { act, game, position, sq } from './test-kit.ts';

describe('death (published base game)', () => {
  it('sends the player back to the Town Square with 3 Life, 3 Bullets and half their kills', () => {
    const state = position({
      tiles: [{ tile: 'road-straight', x: 1, y: 0, rotation: 1 }],
      zombies: { '4,1': 1 },
      players: { 0: { square: '4,1', life: 1, bullets: 0, kills: 7 }, 1: { hand: [] } },
      turn: { seat: 0, step: 'move', moveLeft: 2 },
      dice: [1, 3],
    });
    const ev = act(state, 0, { type: 'fight' });
    expect(ev.find((e) => e.type === 'playerDied')).toMatchObject({ keptKills: 3, lostKills: 4 });
    const p = state.players[0];
    expect([p.square, p.life, p.bullets, p.kills]).toEqual([sq(state, '1,1'), 3, 3, 3]);
    expect(state.turn.step).toBe('zombies');
    expect(state.turn.zombieDie).toBe(3);
  });
});

describe('winning (published base game)', () => {
  it('a player who clears the Helicopter square gets away', () => {
    const state = position({
      tiles: [{ tile: 'helipad', x: 0, y: 1, rotation: 2 }],
      zombies: { '1,4': 1 },
      players: { 0: { square: '1,3' }, 1: { hand: [] } },
      turn: { seat: 0, step: 'move', moveLeft: 2 },
      dice: [6],
    });
    expect(state.geo.helicopter).toBe(sq(state, '1,4'));
    act(state, 0, { type: 'move', to: sq(state, '1,4') });
    act(state, 0, { type: 'fight' });
    const o = game.outcome(state);
    expect(o.over && o.reason).toBe('helipad');
    expect(o.over && o.results.map((r) => r.result)).toEqual(['win', 'loss']);
    expect(game.awaiting(state)).toEqual([]);
  });

  it('the first to 25 kills wins', () => {
    const state = position({
      zombies: { '1,1': 1 },
      players: { 0: { kills: 24 }, 1: { hand: [] } },
      turn: { seat: 0, step: 'move', moveLeft: 1 },
      dice: [4],
    });
    act(state, 0, { type: 'fight' });
    const o = game.outcome(state);
    expect(o.over && o.reason).toBe('kills');
  });

  it('ends at the round limit with the most kills (DECISION win.roundLimit)', () => {
    const state = position({
      config: { roundLimit: 1 },
      players: { 0: { kills: 2, hand: [] }, 1: { kills: 5, hand: [] } },
      turn: { seat: 1, step: 'discard' },
    });
    const o = game.outcome(state);
    expect(o.over && o.reason).toBe('roundLimit');
    expect(o.over && o.results.find((r) => r.result === 'win')?.seat).toBe(1);
  });
});
