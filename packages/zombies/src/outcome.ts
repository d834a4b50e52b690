/** The contract's outcome: per seat win, loss or draw, a score (kills, or Last Man Standing points) and a rank. */
import type { Outcome, SeatResult } from '@horde/core';
import type { State } from './state.ts';
import { score } from './win.ts';

export function outcome(state: State): Outcome {
  if (state.phase !== 'over' || !state.finish) return { over: false };
  const { reason, winners } = state.finish;
  const scores = state.players.map((p) => score(state, p));
  const draw =
    winners.length !== 1 &&
    !['kingSlain', 'survivorsSlain', 'targetEscaped', 'targetSlain', 'survivorEscaped'].includes(reason);
  const results: SeatResult[] = state.players.map((p, i) => {
    const won = winners.includes(i);
    const result = winners.length === 0 ? 'draw' : won ? (draw ? 'draw' : 'win') : 'loss';
    const rank = won
      ? 1
      : 1 + state.players.filter((q, j) => (winners.includes(j) ? true : scores[j] > scores[i])).length;
    return { seat: p.seat, result, score: scores[i], rank: winners.length === 0 ? 1 : rank };
  });
  return { over: true, reason, results, params: { winners: winners.join(',') } };
}
