/**
 * A simulation run: N games of one mission with one bot, split into chunks
 * played in worker threads (piscina) or in this thread (workers 0). Game i
 * always uses gameSeed(seed, i) and records are aggregated in game order, so
 * a seed gives the same report whatever the number of workers.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { BotName } from './run.ts';
import { aggregate, type SimReport } from './report.ts';
import { runTask, type GameRecord, type GameTask } from './run.ts';
import { simWorld } from './world.ts';

export interface SimOptions {
  mission: string;
  games: number;
  bot: BotName;
  seed: number;
  /** Worker threads; 0 plays in this thread. */
  workers: number;
  /** Rounds before a game is cut off (counted as lost, cause roundLimit). Default 60. */
  maxRounds?: number;
  /** Games per task (default: about 20 tasks per worker, 1..50). */
  chunk?: number;
  /** Called after each finished chunk with the games done so far. */
  onProgress?: (done: number, total: number) => void;
  /** Recorded in the report (how it was made). */
  command?: string;
}

export interface SimResult {
  report: SimReport;
  records: GameRecord[];
}

export const WORKER_URL = new URL('./worker.mjs', import.meta.url);

export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

export async function runSim(opts: SimOptions): Promise<SimResult> {
  const world = await simWorld();
  const mission = world.missions.find((m) => m.id === opts.mission);
  if (!mission)
    throw new Error(`unknown mission "${opts.mission}" (known: ${world.missions.map((m) => m.id).join(', ')})`);
  const workers = Math.max(0, Math.floor(opts.workers));
  const chunk = opts.chunk ?? Math.max(1, Math.min(50, Math.ceil(opts.games / (Math.max(1, workers) * 20))));
  const tasks: GameTask[] = [];
  for (let start = 0; start < opts.games; start += chunk) {
    tasks.push({
      mission: opts.mission,
      bot: opts.bot,
      seed: opts.seed,
      start,
      end: Math.min(opts.games, start + chunk),
      maxRounds: opts.maxRounds,
    });
  }
  const parts: GameRecord[][] = new Array(tasks.length);
  let done = 0;
  let t0 = performance.now();
  if (workers === 0) {
    opts.onProgress?.(0, opts.games);
    for (let i = 0; i < tasks.length; i++) {
      parts[i] = await runTask(tasks[i]);
      done += parts[i].length;
      opts.onProgress?.(done, opts.games);
    }
  } else {
    const pool = new Piscina({
      filename: WORKER_URL.href,
      minThreads: workers,
      maxThreads: workers,
      idleTimeout: 1000,
    });
    try {
      // Start every thread (TypeScript loader, content, geometry) before the clock starts, so rates compare.
      await Promise.all(Array.from({ length: workers }, () => pool.run({ ...tasks[0], start: 0, end: 0 })));
      t0 = performance.now();
      opts.onProgress?.(0, opts.games);
      await Promise.all(
        tasks.map(async (task, i) => {
          parts[i] = (await pool.run(task)) as GameRecord[];
          done += parts[i].length;
          opts.onProgress?.(done, opts.games);
        }),
      );
    } finally {
      await pool.destroy();
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  const records = parts.flat();
  const report = aggregate(records, mission, world.geometry(mission), opts.bot, opts.seed, {
    workers,
    seconds: Math.round(seconds * 1000) / 1000,
    gamesPerSecond: Math.round((records.length / seconds) * 10) / 10,
    command:
      opts.command ??
      `horde sim --mission ${opts.mission} --games ${opts.games} --bot ${opts.bot} --seed ${opts.seed} --workers ${workers}`,
  });
  return { report, records };
}
