/**
 * Competitive [RM] on the table (seed 001 lines 2687-2697): each seat's survivors are a rival team, scored by
 * the experience of its survivors, the dead included; the most experienced team wins (the engine's results).
 */
import type { PlayerView } from '@horde/zombicide';

export interface TeamScore {
  seat: number;
  /** The team's experience points: every survivor of the seat, the dead included. */
  xp: number;
  /** 1 for the best; equal totals share a rank. */
  rank: number;
}

/** Each team's experience and rank, by seat; null out of Competitive mode. */
export function teamScores(view: PlayerView): TeamScore[] | null {
  if (!view.options.competitive) return null;
  const xp = Array.from({ length: view.players }, () => 0);
  for (const s of view.survivors) if (!s.companion && s.player >= 0 && s.player < xp.length) xp[s.player] += s.apTotal;
  return xp.map((points, seat) => ({ seat, xp: points, rank: 1 + xp.filter((x) => x > points).length }));
}
