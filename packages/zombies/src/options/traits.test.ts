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
    const s = start(4);
    expect(game.awaiting(s)).toEqual([0, 1, 2, 3]);
    expect(game.legalActions(s, 0)).toContainEqual({ type: 'chooseSchtick', schtick: null });
    expect(game.legalActions(s, 0)).not.toContainEqual({ type: 'chooseSchtick', schtick: 'sneak' });
    act(s, 0, { type: 'chooseSchtick', schtick: 'tough' });
    expect(game.view(s, 0).players[0].schtick).toBe('tough');
    expect(game.view(s, 1).players[0]).toMatchObject({ schtick: null, wantsSchtick: null });
  });

  it('then the player opposite names a Flaw, then both are revealed', () => {
    const s = start(4);
    act(s, 0, { type: 'chooseSchtick', schtick: 'tough' });
    act(s, 1, { type: 'chooseSchtick', schtick: null });
    act(s, 2, { type: 'chooseSchtick', schtick: 'quick' });
    act(s, 3, { type: 'chooseSchtick', schtick: null });
    expect(opposite(4, 0)).toBe(2);
    expect(s.pending[0]).toEqual({ kind: 'flaw', seats: [0, 2] });
    expect(game.view(s, 3).players[0].wantsSchtick).toBe(true);
    act(s, 2, { type: 'nameFlaw', flaw: 'puny' }); // for seat 0
    expect(game.view(s, 2).players[0].flaw).toBe('puny');
    expect(game.view(s, 1).players[0].flaw).toBeNull();
    const ev = act(s, 0, { type: 'nameFlaw', flaw: 'slow' }); // for seat 2
    expect(ev.find((e) => e.type === 'traitsRevealed')).toBeTruthy();
    expect(game.view(s, 1).players[0]).toMatchObject({ schtick: 'tough', flaw: 'puny' });
    // Tough + Puny: 4 Life to start, 5 at most.
    expect([s.players[0].life, maxLife(s.players[0])]).toEqual([4, 5]);
    expect(s.phase).toBe('play');
  });

  it('Tough alone: 4 Life, 6 at most; Puny alone: 4 at most (seed 004 lines 125, 137)', () => {
    const s = start(2);
    act(s, 0, { type: 'chooseSchtick', schtick: 'tough' });
    act(s, 1, { type: 'chooseSchtick', schtick: 'bruiser' });
    act(s, 1, { type: 'nameFlaw', flaw: 'weak' });
    act(s, 0, { type: 'nameFlaw', flaw: 'puny' });
    expect([s.players[0].life, maxLife(s.players[0])]).toEqual([4, 6]);
    expect([s.players[1].life, maxLife(s.players[1])]).toEqual([3, 4]);
  });
});
