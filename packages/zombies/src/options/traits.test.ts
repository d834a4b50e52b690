/**
 * Character Traits (seed 004 lines 113-141; DECISION traits.opposite, traits.who, traits.offered): a secret
 * Schtick for whoever wants one, a Flaw named by the player opposite, then the reveal. Tough and Puny
 * (lines 125, 137).
 */
import { describe, expect, it } from 'vitest';
import { act, game } from '../test-kit.ts';
import { maxLife } from '../players.ts';
import type { State } from '../state.ts';
import { opposite } from './traits.ts';

const start = (seats: number, config: object = {}): State => {
  const r = game.setup({ seats, characterTraits: true, ...config }, { seed: 3 });
  if (!r.ok) throw new Error('setup');
  return r.state;
};

describe('Character Traits (seed 004 line 117)', () => {
  it('asks every seat at once for a secret Schtick (or none)', () => {
    const state = start(4);
    expect(game.awaiting(state)).toEqual([0, 1, 2, 3]);
    expect(game.legalActions(state, 0)).toContainEqual({ type: 'chooseSchtick', schtick: null });
    expect(game.legalActions(state, 0)).not.toContainEqual({ type: 'chooseSchtick', schtick: 'sneak' });
    act(state, 0, { type: 'chooseSchtick', schtick: 'tough' });
    expect(game.view(state, 0).players[0].schtick).toBe('tough');
    expect(game.view(state, 1).players[0]).toMatchObject({ schtick: null, wantsSchtick: null });
  });

  it('then the player opposite names a Flaw, then both are revealed', () => {
    const state = start(4);
    act(state, 0, { type: 'chooseSchtick', schtick: 'tough' });
    act(state, 1, { type: 'chooseSchtick', schtick: null });
    act(state, 2, { type: 'chooseSchtick', schtick: 'quick' });
    act(state, 3, { type: 'chooseSchtick', schtick: null });
    expect(opposite(4, 0)).toBe(2);
    expect(state.pending[0]).toEqual({ kind: 'flaw', seats: [0, 2] });
    expect(game.view(state, 3).players[0].wantsSchtick).toBe(true);
    act(state, 2, { type: 'nameFlaw', flaw: 'puny' }); // for seat 0
    expect(game.view(state, 2).players[0].flaw).toBe('puny');
    expect(game.view(state, 1).players[0].flaw).toBeNull();
    const ev = act(state, 0, { type: 'nameFlaw', flaw: 'slow' }); // for seat 2
    expect(ev.find((e) => e.type === 'traitsRevealed')).toBeTruthy();
    expect(game.view(state, 1).players[0]).toMatchObject({ schtick: 'tough', flaw: 'puny' });
    // Tough + Puny: 4 Life to start, 5 at most.
    expect([state.players[0].life, maxLife(state.players[0])]).toEqual([4, 5]);
    expect(state.phase).toBe('play');
  });

  it('Tough alone: 4 Life, 6 at most; Puny alone: 4 at most (seed 004 lines 125, 137)', () => {
    const state = start(2);
    act(state, 0, { type: 'chooseSchtick', schtick: 'tough' });
    act(state, 1, { type: 'chooseSchtick', schtick: 'bruiser' });
    act(state, 1, { type: 'nameFlaw', flaw: 'weak' });
    act(state, 0, { type: 'nameFlaw', flaw: 'puny' });
    expect([state.players[0].life, maxLife(state.players[0])]).toEqual([4, 6]);
    expect([state.players[1].life, maxLife(state.players[1])]).toEqual([3, 4]);
  });
});
