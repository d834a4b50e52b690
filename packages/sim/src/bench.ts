/**
 * Bot benchmarks (rates, not pass/fail): random-play and heuristic games per
 * second per mission in this thread (one core), and the simulator's scaling
 * from 1 to 2 worker threads (heuristic bot on the first mission).
 */
import type { BotName } from './run.ts';
import { playOne } from './run.ts';
import { runSim } from './sim.ts';
import { simWorld } from './world.ts';

export interface BotsBench {
  perMission: {
    mission: string;
    randomGamesPerSecond: number;
    heuristicGamesPerSecond: number;
    randomWinRate: number;
    heuristicWinRate: number;
  }[];
  scaling: { mission: string; games: number; oneWorker: number; twoWorkers: number; ratio: number };
}

function rate(
  mission: string,
  bot: BotName,
  games: number,
  seed: number,
  world: Awaited<ReturnType<typeof simWorld>>,
): { gps: number; wins: number } {
  playOne(world, mission, bot, seed, games); // warm-up
  let wins = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) if (playOne(world, mission, bot, seed, i).won) wins++;
  return { gps: games / ((performance.now() - t0) / 1000), wins };
}

export async function benchBots(opts: {
  missions: string[];
  games: number;
  seed: number;
  onLine?: (line: string) => void;
}): Promise<BotsBench> {
  const world = await simWorld();
  const perMission: BotsBench['perMission'] = [];
  const f = (x: number) => x.toFixed(1);
  for (const mission of opts.missions) {
    const r = rate(mission, 'random', opts.games, opts.seed, world);
    const h = rate(mission, 'heuristic', opts.games, opts.seed, world);
    const row = {
      mission,
      randomGamesPerSecond: r.gps,
      heuristicGamesPerSecond: h.gps,
      randomWinRate: r.wins / opts.games,
      heuristicWinRate: h.wins / opts.games,
    };
    perMission.push(row);
    opts.onLine?.(
      `${mission.padEnd(8)} random ${f(r.gps).padStart(7)} games/s (wins ${f(row.randomWinRate * 100)}%)   heuristic ${f(h.gps).padStart(7)} games/s (wins ${f(row.heuristicWinRate * 100)}%)   1 core, ${opts.games} games`,
    );
  }
  const mission = opts.missions[0];
  const games = Math.max(200, opts.games);
  const one = await runSim({ mission, games, bot: 'heuristic', seed: opts.seed, workers: 1 });
  const two = await runSim({ mission, games, bot: 'heuristic', seed: opts.seed, workers: 2 });
  const scaling = {
    mission,
    games,
    oneWorker: one.report.run.gamesPerSecond,
    twoWorkers: two.report.run.gamesPerSecond,
    ratio: two.report.run.gamesPerSecond / one.report.run.gamesPerSecond,
  };
  opts.onLine?.(
    `sim scaling (${mission}, heuristic, ${games} games): 1 worker ${f(scaling.oneWorker)} games/s, 2 workers ${f(scaling.twoWorkers)} games/s, ratio ${scaling.ratio.toFixed(2)}`,
  );
  return { perMission, scaling };
}
