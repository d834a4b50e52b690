/**
 * A simulation run: N games of one entry of a game module with its bots,
 * split into chunks played in worker threads (piscina), in this thread
 * (workers 0), or by the workers of a job queue (queue: a Redis URL).
 * Game i always uses gameSeed(seed, i) and records are aggregated in game
 * order, so a seed gives the same report whatever the number of workers and
 * wherever they run.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { DEFAULT_GAME, type AnyModule } from '@horde/games';
import { Piscina } from 'piscina';
import { simModule, type ModuleSource } from './modules.ts';
import { defaultBatch, entryFilePayload, newRunId, shownUrl, simJobs } from './queue.ts';
import { moduleReport, type SimReport } from './report.ts';
import { gameSeed, playedWith, runTask, withOptions, type BotName, type GameRecord, type GameTask } from './run.ts';

export interface SimOptions {
  /** Game id in the source's registry. Default 'uoa'. */
  game?: string;
  /** Where the workers find the game (default: loadRegistry of @horde/games). */
  source?: ModuleSource;
  /** The entry to play (a mission id). */
  entry: string;
  /** A designer's mission file the game hosts too (`entry` is its id). */
  entryFile?: string;
  games: number;
  /** The bot of each seat (one name: every seat). */
  bots: BotName | readonly BotName[];
  /** Seats at the table. Default: the game's fewest. */
  seats?: number;
  seed: number;
  /** Worker threads; 0 plays in this thread. */
  workers: number;
  /** Rounds before a game is cut off (counted as lost, cause roundLimit). Default 60. */
  maxRounds?: number;
  /** Actions before a game is cut off (cause stepLimit). Default 20,000. */
  maxSteps?: number;
  /** Games per task (default: about 20 tasks per worker, 1..50; over a queue: defaultBatch, games per job). */
  chunk?: number;
  /**
   * A Redis URL (redis://host:port[/db]): the games go on the job queue there as jobs of `chunk` games, and the
   * workers attached to it (`horde worker --queue`) play them; `workers` is then unused.
   */
  queue?: string;
  /** A queued run: the workers attached and their slots, when they change. */
  onWorkers?: (workers: number, slots: number) => void;
  /** A queued run: a Redis error (the connection lost: it reconnects by itself), at most one every 10 s. */
  onQueueError?: (e: Error) => void;
  /** A queued run: called once with the run's id, when its jobs are about to go on the queue. */
  onQueued?: (run: string) => void;
  /**
   * Aborting stops the run and rejects: a queued run removes the jobs not started yet (QueueRunCancelled); on worker
   * threads the games being played are cut (their threads ended); in this thread, after the current chunk.
   */
  signal?: AbortSignal;
  /**
   * Games each worker plays before the clock starts, not recorded (default 0): a worker's first few hundred
   * games run at about half speed while V8 compiles the hot paths, so the bench times warm workers apart
   * from cold ones. The warm-up games' seeds lie outside the run's (game indices from WARMUP_INDEX).
   */
  warmup?: number;
  /** Called after each finished chunk with the games done so far. */
  onProgress?: (done: number, total: number) => void;
  /** Recorded in the report (how it was made). */
  command?: string;
  /** Options set over the entry's config (house rules, modes), checked by the game's config schema. */
  options?: Readonly<Record<string, unknown>>;
}

export interface SimResult {
  report: SimReport;
  records: GameRecord[];
  module: AnyModule;
}

export const WORKER_URL = new URL('./worker.mjs', import.meta.url);

/** First game index of the warm-up games (far past any run's own games, so their seeds differ). */
export const WARMUP_INDEX = 1_000_000_000;

/** The warm-up task of worker `w`: `games` games of indices no run plays. */
export function warmupTask(task: GameTask, w: number, games: number): GameTask {
  const start = WARMUP_INDEX + w * games;
  return { ...task, start, end: start + games };
}

export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

/** Why the game's config refuses `options` set over the entry's config ("key: reason; ..."), or null. */
export function refusedOptions(
  module: AnyModule,
  entry: string,
  seats: number,
  options: Readonly<Record<string, unknown>> | undefined,
): string | null {
  if (!options || Object.keys(options).length === 0) return null;
  const checked = module.game.configSchema.safeParse(withOptions(module.defaultConfig(entry, seats), options));
  if (checked.success) return null;
  return checked.error.issues.map((i) => `${i.path.map(String).join('.') || 'config'}: ${i.message}`).join('; ');
}

export async function runSim(opts: SimOptions): Promise<SimResult> {
  const game = opts.game ?? DEFAULT_GAME;
  const module = await simModule(game, opts.source, opts.entryFile);
  const seats = opts.seats ?? module.game.meta.seats.min;
  const bots = typeof opts.bots === 'string' ? [opts.bots] : [...opts.bots];
  // An unknown entry, or options the game's config refuses, throw here, before any thread starts.
  module.defaultConfig(opts.entry, seats);
  const refused = refusedOptions(module, opts.entry, seats, opts.options);
  if (refused) throw new Error(`${module.name} refuses the options: ${refused}`);
  let workers = Math.max(0, Math.floor(opts.workers));
  const chunk =
    opts.chunk ??
    (opts.queue
      ? defaultBatch(opts.games)
      : Math.max(1, Math.min(50, Math.ceil(opts.games / (Math.max(1, workers) * 20)))));
  const tasks: GameTask[] = [];
  for (let start = 0; start < opts.games; start += chunk) {
    tasks.push({
      game,
      ...(opts.source ? { source: opts.source } : {}),
      ...(opts.entryFile ? { entryFile: opts.entryFile } : {}),
      entry: opts.entry,
      bots,
      seats,
      seed: opts.seed,
      start,
      end: Math.min(opts.games, start + chunk),
      maxRounds: opts.maxRounds,
      maxSteps: opts.maxSteps,
      ...(opts.options ? { options: opts.options } : {}),
    });
  }
  let parts: GameRecord[][] = new Array(tasks.length);
  let done = 0;
  const warmup = Math.max(0, Math.floor(opts.warmup ?? 0));
  let t0 = performance.now();
  let queued: SimReport['run']['queue'];
  if (opts.queue) {
    // Over a queue: each job carries its games' seeds and what the run plays with (a worker with other rules
    // or content refuses it), and a designer's file travels as text.
    for (const task of tasks)
      task.seeds = Array.from({ length: task.end - task.start }, (_, i) => gameSeed(opts.seed, task.start + i));
    const run = newRunId();
    const jobs = simJobs(
      tasks,
      run,
      playedWith(module, { entry: opts.entry, seats, options: opts.options }),
      opts.entryFile ? entryFilePayload(opts.entryFile, readFileSync(opts.entryFile, 'utf8')) : undefined,
    );
    opts.onQueued?.(run);
    const { runOnQueue } = await import('./queue-run.ts');
    const result = await runOnQueue({
      url: opts.queue,
      run,
      jobs,
      onProgress: (d, total) => {
        if (d === 0) t0 = performance.now();
        opts.onProgress?.(d, total);
      },
      onWorkers: opts.onWorkers,
      onError: opts.onQueueError,
      signal: opts.signal,
    });
    parts = result.parts;
    workers = result.slots;
    queued = {
      workers: result.workers,
      batch: chunk,
      stalled: result.stalled,
      requeued: result.requeued,
      byWorker: result.byWorker,
    };
  } else if (workers === 0) {
    if (warmup > 0) {
      await runTask(warmupTask(tasks[0], 0, warmup));
      t0 = performance.now();
    }
    opts.onProgress?.(0, opts.games);
    for (let i = 0; i < tasks.length; i++) {
      opts.signal?.throwIfAborted();
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
      // Every thread is idle, so each takes one warm-up task.
      if (warmup > 0)
        await Promise.all(Array.from({ length: workers }, (_, w) => pool.run(warmupTask(tasks[0], w, warmup))));
      t0 = performance.now();
      opts.onProgress?.(0, opts.games);
      await Promise.all(
        tasks.map(async (task, i) => {
          parts[i] = (await pool.run(task, opts.signal ? { signal: opts.signal } : {})) as GameRecord[];
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
  const report = moduleReport(module, records, {
    entry: opts.entry,
    bots,
    seats,
    seed: opts.seed,
    run: {
      workers,
      ...(queued ? { queue: queued } : {}),
      seconds: Math.round(seconds * 1000) / 1000,
      // 3 significant digits: a search bot plays a game in tens of seconds (0.0341 games/s, not 0).
      gamesPerSecond: Number((records.length / seconds).toPrecision(3)),
      command:
        opts.command ??
        `horde sim --game ${game} --mission ${opts.entry} --games ${opts.games} --bot ${bots.join(',')} --seed ${opts.seed} ${opts.queue ? `--queue ${shownUrl(opts.queue)}` : `--workers ${workers}`}`,
    },
  });
  return { report, records, module };
}
