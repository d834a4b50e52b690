/**
 * The heuristic Zombies!!! bot beats the random bot by a wide margin: one heuristic seat against three
 * random ones (a fair share would be 1 game in 4), each seat in turn, published rules; it wins at least 70%
 * of the games. It reads only its seat's view (checked by playing on a state whose hidden parts were dealt
 * again: same choice).
 */
import { createRng } from '@horde/core';
import { describe, expect, it } from 'vitest';
import { playGame, randomBot } from '../bot.ts';
import { zombiesHeuristicBot } from './heuristic.ts';
import { createZombiesGame, determinize, type State } from '@horde/zombies';
import { TEST_CONTENT } from '@horde/zombies/test-content';

const game = createZombiesGame(TEST_CONTENT);

describe('the heuristic Zombies!!! bot', () => {
  it('wins far more than its share against random bots', () => {
    const games = 20;
    let wins = 0;
    for (let i = 0; i < games; i++) {
      const hero = i % 4;
      const r = playGame(
        game,
        { seats: 4 },
        1000 + i,
        (seat) => (seat === hero ? zombiesHeuristicBot(game, i) : randomBot(i * 10 + seat)),
        { maxSteps: 60_000, maxRounds: 1000 },
        (s: State) => s.round,
      );
      expect(r.stop).toBe('finished');
      if (r.outcome.over && r.outcome.results.find((x) => x.seat === hero)?.result === 'win') wins++;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.7);
  }, 60_000);

  it('plays the King Zombie: it beats random players far more often than a random King', () => {
    const games = 8;
    const kingWins = (kingBot: (i: number) => ReturnType<typeof randomBot<State, never>>) => {
      let wins = 0;
      for (let i = 0; i < games; i++) {
        const r = playGame(
          game,
          { seats: 4, catchAsCatchCan: true, kingHelipadEscape: true },
          300 + i,
          (seat) => (seat === 3 ? (kingBot(i) as never) : randomBot(i * 10 + seat)),
          { maxSteps: 60_000, maxRounds: 1000 },
          (s: State) => s.round,
        );
        if (r.outcome.over && r.outcome.results.find((x) => x.seat === 3)?.result === 'win') wins++;
      }
      return wins;
    };
    const heuristic = kingWins((i) => zombiesHeuristicBot(game, i) as never);
    const random = kingWins((i) => randomBot(i) as never);
    expect(heuristic).toBeGreaterThanOrEqual(4);
    expect(heuristic).toBeGreaterThanOrEqual(random + 3);
  }, 60_000);

  it('chooses from its view only: the same choice whatever its seat cannot see', () => {
    const r = game.setup({ seats: 3, comeToPapa: true, eatThemNotMe: true }, { seed: 8 });
    if (!r.ok) throw new Error('setup');
    const s = r.state;
    const rng = createRng(5);
    for (let step = 0; step < 300 && !game.outcome(s).over; step++) {
      const seat = game.awaiting(s)[0];
      const legal = game.legalActions(s, seat);
      const other = determinize(game.ctx, s, seat, rng, true);
      const a = zombiesHeuristicBot(game, 1).choose(s, legal, seat);
      const b = zombiesHeuristicBot(game, 1).choose(other, game.legalActions(other, seat), seat);
      expect(b).toEqual(a);
      const res = game.apply(s, a, { by: seat, now: step * 1000 });
      expect(res.ok).toBe(true);
    }
  }, 30_000);
});
