/** The contract's outcome: per seat win, loss or draw, a score (kills, or Last Man Standing points) and a rank. */
import type { Outcome, SeatResult } from '@horde/core';
import type { State } from './state.ts';
import { score } from './win.ts';

const MESSAGES: Record<string, string> = {
  helipad: 'reached the Helicopter and got away',
  kills: 'killed enough zombies',
  lastManStanding: 'was the last one standing',
  lastManPoints: 'scored the most points',
  kingSlain: 'The players slew every King Zombie',
  survivorsSlain: 'The King Zombie killed every player',
  targetEscaped: 'The Target got away',
  targetSlain: 'The King Zombie killed the Target',
  survivorEscaped: 'A player got away from the King Zombie',
  roundLimit: 'The round limit was reached',
};

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
  const who = winners.length === 1 ? `Seat ${winners[0]} ` : winners.length ? `Seats ${winners.join(', ')} ` : '';
  const text = MESSAGES[reason] ?? reason;
  const message =
    reason === 'roundLimit' || reason.startsWith('king') || reason.startsWith('target') || reason.startsWith('survivor')
      ? `${text}${who ? `: ${who.trim()} ${winners.length === 1 ? 'wins' : 'share it'}` : ''}`
      : `${who}${text}`;
  return { over: true, reason, message, results, params: { winners: winners.join(',') } };
}
