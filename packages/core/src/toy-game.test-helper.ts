import { illegal, ok, type Game } from './game.ts';
import { clonePlain } from './clone.ts';
import { createRng, rollD6, type RngState } from './rng.ts';

/**
 * A tiny dice race used to test the core contract: two players take turns;
 * "roll" adds a d6 to your score, "hold" passes; a roll of 1 opens a pending
 * decision ("keep" or "reroll"). First to 20 wins; round 30 is a loss.
 */
export interface ToyState {
  rng: RngState;
  scores: [number, number];
  turn: 0 | 1;
  round: number;
  pending: null | { kind: 'one' };
}
export type ToyAction = { type: 'roll' } | { type: 'hold' } | { type: 'keep' } | { type: 'reroll' };
export type ToyEvent = { type: 'rolled'; value: number } | { type: 'passed' };

export const toyGame: Game<{ target: number }, ToyState, ToyAction, ToyEvent, ToyState> = {
  id: 'toy',
  setup: (_config, seed) => ({ rng: createRng(seed), scores: [0, 0], turn: 0, round: 1, pending: null }),
  legalActions: (s) => (s.pending ? [{ type: 'keep' }, { type: 'reroll' }] : [{ type: 'roll' }, { type: 'hold' }]),
  apply(s, a) {
    if (s.pending && a.type !== 'keep' && a.type !== 'reroll')
      return illegal('pending', 'A decision is pending: keep or reroll');
    if (!s.pending && (a.type === 'keep' || a.type === 'reroll'))
      return illegal('noDecision', 'No decision is pending');
    if (a.type === 'hold' || a.type === 'keep') {
      s.pending = null;
      s.turn = s.turn === 0 ? 1 : 0;
      if (s.turn === 0) s.round++;
      return ok([{ type: 'passed' }]);
    }
    s.pending = null;
    const value = rollD6(s.rng);
    if (value === 1) s.pending = { kind: 'one' };
    else s.scores[s.turn] += value;
    return ok([{ type: 'rolled', value }]);
  },
  view: (s) => s,
  outcome: (s) =>
    s.scores.some((x) => x >= 20)
      ? { status: 'won', reason: 'reached 20' }
      : s.round > 30
        ? { status: 'lost', reason: 'too slow' }
        : { status: 'ongoing' },
  clone: clonePlain,
};
