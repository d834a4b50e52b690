/** The contract's outcome: over or not, each seat's result (the solo score when kept), a reason code, parameters. */
import type { Outcome } from '@horde/core';
import { SURVIVOR_SEAT, ZOMBIE_SEAT, type SecondsState } from './state.ts';

export function outcome(state: SecondsState): Outcome {
  const r = state.result;
  if (state.phase !== 'over' || !r) return { over: false };
  const survivorWon = r.winner === 'survivor';
  const results: { seat: number; result: 'win' | 'loss'; score?: number; rank: number }[] = [
    {
      seat: SURVIVOR_SEAT,
      result: survivorWon ? 'win' : 'loss',
      rank: survivorWon ? 1 : 2,
      ...(r.score !== null ? { score: r.score } : {}),
    },
  ];
  if (state.mode === 'two-player')
    results.push({ seat: ZOMBIE_SEAT, result: survivorWon ? 'loss' : 'win', rank: survivorWon ? 2 : 1 });
  const params: Record<string, string | number> = { winner: r.winner, turns: r.turns };
  if (r.score !== null) params.score = r.score;
  return { over: true, reason: r.reason, results, params };
}
