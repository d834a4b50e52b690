/**
 * Zombies!!!'s engine figures: random legal-play games per second and heuristic-bot games per second (one
 * core, 4 seats, published rules, through the game contract), and the JSON size of a mid-game state.
 * Rates and figures, never pass/fail.
 */
import { playGame, randomBot } from '@horde/bots';
import { zombiesHeuristicBot } from '@horde/bots/zombies/heuristic';
import { randomPlayout } from '@horde/core';
import type { State, ZombiesConfigInput, ZombiesGame } from '@horde/zombies';
import type { Benchmark } from '../module.ts';

export const BENCH_CONFIG: ZombiesConfigInput = { seats: 4 };

export interface GamesRate {
  games: number;
  seconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
  meanActions: number;
  outcomes: Record<string, number>;
}

function rate(
  games: number,
  play: (seed: number) => { steps: number; reason: string },
  onGame: (i: number) => void,
): GamesRate {
  play(0); // warm-up
  const outcomes: Record<string, number> = {};
  let actions = 0;
  const t0 = performance.now();
  for (let seed = 1; seed <= games; seed++) {
    const r = play(seed);
    actions += r.steps;
    outcomes[r.reason] = (outcomes[r.reason] ?? 0) + 1;
    onGame(seed);
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    games,
    seconds,
    gamesPerSecond: games / seconds,
    actionsPerSecond: actions / seconds,
    meanActions: actions / games,
    outcomes,
  };
}

export function randomGamesRate(
  game: ZombiesGame,
  games: number,
  config = BENCH_CONFIG,
  onGame: (i: number) => void = () => {},
): GamesRate {
  return rate(
    games,
    (seed) => {
      const p = randomPlayout(game, config, seed, { maxSteps: 100_000 });
      const o = game.outcome(p.state);
      return { steps: p.log.length, reason: o.over ? o.reason : p.stop };
    },
    onGame,
  );
}

export function botGamesRate(
  game: ZombiesGame,
  games: number,
  config = BENCH_CONFIG,
  onGame: (i: number) => void = () => {},
): GamesRate {
  return rate(
    games,
    (seed) => {
      const r = playGame(
        game,
        config,
        seed,
        (seat) => zombiesHeuristicBot(game, seed * 10 + seat),
        { maxSteps: 100_000, maxRounds: 1000 },
        (s: State) => s.round,
      );
      return { steps: r.steps, reason: r.outcome.over ? r.outcome.reason : r.stop };
    },
    onGame,
  );
}

/** Win rate of one heuristic seat against random seats (each seat in turn). */
export function heuristicVsRandom(game: ZombiesGame, games: number, config: ZombiesConfigInput = BENCH_CONFIG): number {
  const seats = config.seats ?? 2;
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const hero = i % seats;
    const r = playGame(
      game,
      config,
      5000 + i,
      (seat) => (seat === hero ? zombiesHeuristicBot(game, i) : randomBot(i * 10 + seat)),
      { maxSteps: 100_000, maxRounds: 1000 },
      (s: State) => s.round,
    );
    if (r.outcome.over && r.outcome.results.find((x) => x.seat === hero)?.result === 'win') wins++;
  }
  return wins / games;
}

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const outcomes = (o: Record<string, number>) =>
  Object.entries(o)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

export const engineBench: Benchmark<ZombiesGame> = {
  description: 'random and heuristic-bot games per second (4 seats, published rules), mid-game state size',
  run(game, { seeds }, progress) {
    const lines: string[] = [];
    let bar = progress('random games', seeds);
    const r = randomGamesRate(game, seeds, BENCH_CONFIG, (i) => bar.update(i));
    bar.stop();
    lines.push(
      `random games (4 seats, 1 core): ${fmt(r.gamesPerSecond)} games/s, ${fmt(r.actionsPerSecond, 0)} actions/s, ${fmt(r.meanActions)} actions/game over ${r.games} seeds (${outcomes(r.outcomes)})`,
    );
    bar = progress('bot games', seeds);
    const b = botGamesRate(game, seeds, BENCH_CONFIG, (i) => bar.update(i));
    bar.stop();
    lines.push(
      `heuristic-bot games (4 seats, 1 core): ${fmt(b.gamesPerSecond)} games/s, ${fmt(b.actionsPerSecond, 0)} actions/s, ${fmt(b.meanActions)} actions/game (${outcomes(b.outcomes)})`,
    );
    const p = randomPlayout(game, BENCH_CONFIG, 3, { maxSteps: 300 });
    const bytes = new TextEncoder().encode(JSON.stringify(p.state)).length;
    lines.push(`mid-game state (after ${p.log.length} actions): ${fmt(bytes / 1024)} kB of JSON`);
    return lines;
  },
};
