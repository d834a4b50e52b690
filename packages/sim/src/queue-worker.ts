/**
 * A queue worker (`horde worker --queue redis://…`): takes the simulator's jobs from the queue, `slots` at a time,
 * and plays each in a thread of its pool (piscina over worker.mjs, the threads a local run uses, so the same
 * runTask and playOne play the games). Its main thread plays nothing: it only talks to Redis, so its job locks are
 * renewed on time however long a game takes. stop() stops taking jobs, lets the current ones finish within a
 * grace period, then puts the unfinished ones back on the queue for another worker.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Job, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import { Piscina } from 'piscina';
import {
  connectQueue,
  entryFileName,
  jobTask,
  QUEUE_NAME,
  QUEUE_PREFIX,
  QUEUE_TIMINGS,
  runKey,
  shownUrl,
  type SimJob,
  type SimJobResult,
  workerName,
} from './queue.ts';
import { DEFAULT_GAME } from '@horde/games';
import { MISMATCH, type GameRecord, type GameTask } from './run.ts';
import { WORKER_URL } from './sim.ts';

export interface QueueWorkerOptions {
  /** redis://host:port[/db] */
  url: string;
  /** Jobs played at once, each in its own thread. Default: the cores minus one (at least 1). */
  slots?: number;
  /** Job lock duration (ms), renewed every half of it. Default QUEUE_TIMINGS.lockMs. */
  lockMs?: number;
  /** How often this worker puts back the jobs of workers that stopped renewing their locks (ms). */
  stalledMs?: number;
  /** Times a job may be put back before it fails. */
  maxStalled?: number;
  /** The worker's own events: attached, a run's first job, errors, stopped. */
  log?: (line: string) => void;
  /** A line per job played, put back or skipped. */
  verbose?: (line: string) => void;
}

export interface QueueWorker {
  /** host/pid/slots, as the coordinator counts it. */
  name: string;
  slots: number;
  /** Jobs and games played so far. */
  played(): { jobs: number; games: number };
  /**
   * Stops taking jobs; the current ones have `graceMs` to finish, then they go back on the queue (another worker
   * plays them). Resolves once the worker has let go of Redis and its threads.
   */
  stop(graceMs?: number): Promise<{ finished: number; returned: number }>;
}

export function defaultSlots(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** Writes a job's mission file where this worker keeps them (once per content) and returns its path. */
function writeEntryFile(file: { name: string; text: string }): string {
  const path = join(tmpdir(), 'horde-sim-entries', entryFileName(file));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, file.text);
  return path;
}

export async function startQueueWorker(opts: QueueWorkerOptions): Promise<QueueWorker> {
  const slots = Math.max(1, Math.floor(opts.slots ?? defaultSlots()));
  const name = workerName(hostname(), process.pid, slots);
  const log = opts.log ?? (() => {});
  const verbose = opts.verbose ?? (() => {});
  const runs = new Set<string>();
  const client = await connectQueue(opts.url);
  const pool = new Piscina({
    filename: WORKER_URL.href,
    minThreads: slots,
    maxThreads: slots,
    idleTimeout: 60_000,
  });
  // Each thread loads the games before the worker takes a job (as a local run's threads do before its clock).
  const warm: GameTask = { game: DEFAULT_GAME, entry: '', bots: [], seats: 1, seed: 0, start: 0, end: 0 };
  try {
    await Promise.all(Array.from({ length: slots }, () => pool.run(warm)));
  } catch (e) {
    await pool.destroy();
    client.disconnect();
    throw e;
  }
  const written = new Map<string, string>();
  let games = 0;
  let finished = 0;
  let returned = 0;

  const play = async (job: Job<SimJob, SimJobResult>, token?: string, signal?: AbortSignal): Promise<SimJobResult> => {
    const data = job.data;
    const label = `${data.run} games ${data.start}-${data.end - 1}`;
    // A run whose coordinator is gone (cancelled, or killed) has no heartbeat: its jobs are not played.
    if (!(await client.exists(runKey(data.run)))) {
      verbose(`skip ${label}: the run is over`);
      return { records: null, worker: name };
    }
    let task: ReturnType<typeof jobTask>;
    try {
      let path: string | undefined;
      if (data.entryFile) {
        const key = entryFileName(data.entryFile);
        path = written.get(key);
        if (!path) written.set(key, (path = writeEntryFile(data.entryFile)));
      }
      task = jobTask(data, path);
    } catch (e) {
      throw new UnrecoverableError(`${name}: ${(e as Error).message}`);
    }
    if (!runs.has(data.run)) {
      runs.add(data.run);
      log(`run ${data.run}: ${data.game} ${data.entry}, ${data.bots.join(',')}, seed ${data.seed}`);
    }
    verbose(`play ${label}${job.attemptsStarted > 1 || job.stalledCounter > 0 ? ' (again)' : ''}`);
    let records: GameRecord[];
    try {
      records = (await pool.run(task, signal ? { signal } : {})) as GameRecord[];
    } catch (e) {
      if (signal?.aborted) {
        // Stopping: the job goes back to the queue at once (not after its lock expires) for another worker.
        await job.moveToWait(token);
        returned++;
        verbose(`return ${label} to the queue`);
        throw new WaitingError();
      }
      const message = (e as Error).message ?? String(e);
      // Other rules or content than the run's: no worker of this version can play it; the run stops and says why.
      if (message.startsWith(MISMATCH)) throw new UnrecoverableError(`${name}: ${message}`);
      throw new Error(`${name}: ${message}`);
    }
    games += records.length;
    finished++;
    verbose(`done ${label}`);
    return { records, worker: name };
  };

  const worker = new Worker<SimJob, SimJobResult>(QUEUE_NAME, play, {
    connection: client,
    prefix: QUEUE_PREFIX,
    name,
    concurrency: slots,
    lockDuration: opts.lockMs ?? QUEUE_TIMINGS.lockMs,
    stalledInterval: opts.stalledMs ?? QUEUE_TIMINGS.stalledMs,
    maxStalledCount: opts.maxStalled ?? QUEUE_TIMINGS.maxStalled,
    // An idle worker waits for jobs at most this long (s) per blocking call.
    drainDelay: 2,
  });
  // Redis away: ioredis reconnects by itself; one line every 10 s at most says so.
  let said = 0;
  worker.on('error', (e) => {
    if (Date.now() - said < 10_000) return;
    said = Date.now();
    log(`error: ${e.message}`);
  });
  worker.on('stalled', (id) => verbose(`put back ${id}: its worker stopped renewing its lock`));
  await worker.waitUntilReady();
  log(`worker ${name} attached to ${shownUrl(opts.url)} (queue ${QUEUE_PREFIX}:${QUEUE_NAME}), ${slots} slot(s)`);

  let stopped: Promise<{ finished: number; returned: number }> | undefined;
  return {
    name,
    slots,
    played: () => ({ jobs: finished, games }),
    stop(graceMs = 20_000) {
      if (stopped) {
        if (graceMs === 0) worker.cancelAllJobs('stopping');
        return stopped;
      }
      stopped = (async () => {
        const timer = setTimeout(() => worker.cancelAllJobs('stopping'), graceMs);
        if (graceMs === 0) worker.cancelAllJobs('stopping');
        try {
          await worker.close();
        } finally {
          clearTimeout(timer);
          await pool.destroy();
          client.disconnect();
        }
        log(`worker ${name} stopped: ${finished} job(s) played, ${returned} returned`);
        return { finished, returned };
      })();
      return stopped;
    },
  };
}
