/**
 * Two versions of a mission side by side: the difference of their win rates (B − A) with its 95% interval, by
 * Newcombe's hybrid score method over the simulator's own Wilson intervals of each rate (designed: the seeds say
 * nothing of statistics). The difference is significant when its interval leaves out 0.
 */
import { wilson95 } from '@horde/sim/pure';

export interface RateDifference {
  /** B's win rate minus A's. */
  difference: number;
  difference95: [number, number];
  significant: boolean;
}

export function rateDifference(a: { wins: number; games: number }, b: { wins: number; games: number }): RateDifference {
  const pa = a.games ? a.wins / a.games : 0;
  const pb = b.games ? b.wins / b.games : 0;
  const [la, ua] = wilson95(a.wins, a.games);
  const [lb, ub] = wilson95(b.wins, b.games);
  const d = pb - pa;
  const lo = d - Math.sqrt((pb - lb) ** 2 + (ua - pa) ** 2);
  const hi = d + Math.sqrt((ub - pb) ** 2 + (pa - la) ** 2);
  return { difference: d, difference95: [Math.max(-1, lo), Math.min(1, hi)], significant: lo > 0 || hi < 0 };
}
