/**
 * Seconds to Live's engine figures: random legal-play games per second and
 * bot games per second (one core), through the game contract as any tool
 * plays it. Printed rates, never pass/fail.
 */
import { playGame, randomBot, type Bot } from '@horde/bots';
import { survivorBot, zombieBot } from '@horde/bots/seconds/heuristic';
import type { Seat } from '@horde/core';
import type { SecondsAction, SecondsConfig, SecondsGame, SecondsState } from '@horde/seconds';
import type { Benchmark } from '../module.ts';

export interface PlayRate {
  games: number;
  seconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
  outcomes: Record<string, number>;
}

type BotsFor = (seed: number) => (seat: Seat) => Bot<SecondsState, SecondsAction>;

export function benchGames(game: SecondsGame, config: SecondsConfig, seeds: number, bots: BotsFor): PlayRate {
  const outcomes: Record<string, number> = {};
  let actions = 0;
  playGame(game, config, 0, bots(0), { maxRounds: 1000 }); // warm-up
  const t0 = performance.now();
  for (let seed = 1; seed <= seeds; seed++) {
    const r = playGame(game, config, seed, bots(seed), { maxRounds: 1000 });
    const key = r.outcome.over ? r.outcome.reason : r.stop;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
    actions += r.steps;
  }
  const seconds = (performance.now() - t0) / 1000;
  return { games: seeds, seconds, gamesPerSecond: seeds / seconds, actionsPerSecond: actions / seconds, outcomes };
}

export const randomBots = (): BotsFor => (seed) => {
  const bot = randomBot<SecondsState, SecondsAction>(seed);
  return () => bot;
};

export const heuristicBots =
  (game: SecondsGame): BotsFor =>
  (seed) => {
    const s = survivorBot(game, seed);
    const z = zombieBot(game, seed);
    return (seat) => (seat === 0 ? s : z);
  };

const fmt = (x: number, digits = 1) => x.toFixed(digits);

export const playBench: Benchmark<SecondsGame> = {
  description: 'random and bot games per second, solo (each automaton) and two-player',
  run(game, { seeds }, progress) {
    const lines: string[] = [];
    const configs: [string, SecondsConfig][] = [
      ['solo, Fast Attack', { mode: 'solo', automaton: 'fast' }],
      ['solo, Swarm', { mode: 'solo', automaton: 'swarm' }],
      ['two-player, 30 s timer', { mode: 'two-player' }],
    ];
    for (const [label, config] of configs) {
      for (const [who, bots] of [
        ['random', randomBots()],
        ['bots', heuristicBots(game)],
      ] as const) {
        const bar = progress(`${label}, ${who}`, 1);
        const r = benchGames(game, config, seeds, bots);
        bar.stop();
        const outcomes = Object.entries(r.outcomes)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ');
        lines.push(
          `${label}, ${who}: ${fmt(r.gamesPerSecond)} games/s, ${fmt(r.actionsPerSecond, 0)} actions/s over ${r.games} games (${outcomes})`,
        );
      }
    }
    return lines;
  },
};
