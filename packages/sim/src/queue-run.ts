/**
 * The coordinator of a run over the queue (`horde sim --queue`): enqueues one job per task and takes each job's
 * records from BullMQ's completion events, then hands them back in task order; the caller aggregates them as a
 * local run's. A finished job leaves Redis at once (removeOnComplete), so a run leaves nothing behind. A job that is
 * gone without its records having come (an event missed while the connection was down, say) is put on the queue
 * again: its games are the same wherever and however often they are played. The coordinator keeps the run's
 * heartbeat key alive (a worker skips the jobs of a run without one: cancelled, or its coordinator killed), counts
 * the workers attached, and on abort takes the jobs not started off the queue.
 */
import { Queue, QueueEvents } from 'bullmq';
import {
  attached,
  connectQueue,
  JOB_ATTEMPTS,
  jobId,
  QUEUE_NAME,
  QueueRunCancelled,
  QUEUE_PREFIX,
  RUN_TTL_MS,
  runKey,
  type SimJob,
  type SimJobResult,
} from './queue.ts';
import type { GameRecord } from './run.ts';

export { QueueRunCancelled };

export interface QueueRunOptions {
  /** redis://host:port[/db] */
  url: string;
  run: string;
  jobs: readonly SimJob[];
  /** After the jobs are on the queue with 0, then after each job with the games done so far. */
  onProgress?: (done: number, total: number) => void;
  /** The workers attached (BullMQ's worker connections) and their slots, when they change. */
  onWorkers?: (workers: number, slots: number) => void;
  /** Aborting takes the run's jobs not started off the queue and rejects with QueueRunCancelled. */
  signal?: AbortSignal;
  /** A Redis error (the connection lost: it reconnects by itself), at most one every 10 s. */
  onError?: (e: Error) => void;
  /** How often the workers are counted (ms). Default 1000. */
  workersEveryMs?: number;
  /** How often the outstanding jobs are looked up, for a job gone without its records (ms). Default 5000. */
  sweepEveryMs?: number;
}

export interface QueueRunResult {
  /** Each job's records, by job. */
  parts: GameRecord[][];
  /** The most workers and slots attached at once during the run. */
  workers: number;
  slots: number;
  /** Jobs put back on the queue after their worker stopped renewing its lock (killed, or cut off from Redis). */
  stalled: number;
  /** Jobs the coordinator put on the queue again, gone without their records. */
  requeued: number;
  /** Games played by each worker (name: host/pid/slots). */
  byWorker: Record<string, number>;
}

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

const jobOptions = (id: string) => ({
  jobId: id,
  attempts: JOB_ATTEMPTS,
  removeOnComplete: true,
  // A job failed for good stops the run, which removes it; this is the backstop for a coordinator killed meanwhile.
  removeOnFail: { age: 24 * 3600 },
});

export async function runOnQueue(opts: QueueRunOptions): Promise<QueueRunResult> {
  const { run, jobs } = opts;
  const total = jobs.reduce((n, j) => n + j.end - j.start, 0);
  const client = await connectQueue(opts.url);
  const key = runKey(run);
  const prefix = `${run}-`;
  const queue = new Queue<SimJob, SimJobResult>(QUEUE_NAME, { connection: client, prefix: QUEUE_PREFIX });
  const ids = jobs.map((_, k) => jobId(run, k));
  const index = new Map(ids.map((id, k) => [id, k]));
  const parts: (GameRecord[] | undefined)[] = new Array(jobs.length);
  const byWorker: Record<string, number> = {};
  let done = 0;
  let received = 0;
  let stalled = 0;
  let requeued = 0;
  let most = { workers: 0, slots: 0 };
  let shown = '';
  let settle!: { resolve: () => void; reject: (e: Error) => void };
  const finished = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Awaited once the jobs are on the queue; an abort or a failed job may come before.
  finished.catch(() => {});
  const take = (id: string, result: SimJobResult | null | undefined) => {
    const k = index.get(id);
    if (k === undefined || parts[k] || !result?.records) return;
    parts[k] = result.records;
    received++;
    done += result.records.length;
    byWorker[result.worker] = (byWorker[result.worker] ?? 0) + result.records.length;
    opts.onProgress?.(done, total);
    if (received === jobs.length) settle.resolve();
  };
  const fail = async (id: string, reason: string) => {
    const k = index.get(id);
    if (k === undefined || parts[k]) return;
    // A failed attempt with attempts left goes back to the queue; only a job failed for good ends the run.
    const state = await queue.getJobState(id).catch(() => 'unknown');
    if (state !== 'failed') return;
    const job = jobs[k];
    settle.reject(new Error(`games ${job.start}-${job.end - 1} failed on the queue: ${reason}`));
  };

  // The events from the stream's current end: none of this run's can be missed between here and the first read.
  const eventsKey = `${QUEUE_PREFIX}:${QUEUE_NAME}:events`;
  const last = (await client.xrevrange(eventsKey, '+', '-', 'COUNT', 1))[0]?.[0];
  const events = new QueueEvents(QUEUE_NAME, {
    connection: client,
    prefix: QUEUE_PREFIX,
    lastEventId: last ?? '0-0',
    blockingTimeout: 1000,
  });
  events.on('completed', ({ jobId: id, returnvalue }) => {
    if (id.startsWith(prefix)) take(id, returnvalue as unknown as SimJobResult);
  });
  events.on('failed', ({ jobId: id, failedReason }) => {
    if (id.startsWith(prefix)) void fail(id, failedReason);
  });
  events.on('stalled', ({ jobId: id }) => {
    if (id.startsWith(prefix)) stalled++;
  });
  // Redis away: ioredis reconnects by itself and the sweep puts back what went missing meanwhile; one line every
  // 10 s at most says so.
  let said = 0;
  const onError = (e: Error) => {
    if (Date.now() - said < 10_000) return;
    said = Date.now();
    opts.onError?.(e);
  };
  events.on('error', onError);
  queue.on('error', onError);

  const timers: NodeJS.Timeout[] = [];
  const onAbort = () => settle.reject(new QueueRunCancelled(0, 0));
  try {
    await events.waitUntilReady();
    await client.set(key, String(process.pid), 'PX', RUN_TTL_MS);
    timers.push(
      setInterval(() => {
        client.set(key, String(process.pid), 'PX', RUN_TTL_MS).catch(() => {});
      }, RUN_TTL_MS / 3),
    );
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    if (opts.signal?.aborted) onAbort();
    for (const part of chunks([...jobs.keys()], 500))
      await queue.addBulk(part.map((k) => ({ name: 'games', data: jobs[k], opts: jobOptions(ids[k]) })));
    opts.onProgress?.(0, total);

    const countWorkers = async () => {
      const now = attached(await queue.getWorkers());
      most = { workers: Math.max(most.workers, now.workers), slots: Math.max(most.slots, now.slots) };
      const text = `${now.workers}/${now.slots}`;
      if (text !== shown) {
        shown = text;
        opts.onWorkers?.(now.workers, now.slots);
      }
    };
    await countWorkers().catch(() => {});
    timers.push(setInterval(() => void countWorkers().catch(() => {}), opts.workersEveryMs ?? 1000));

    // A job gone at two sweeps in a row without its records (its completion event was missed) goes back on the
    // queue; a failed one found here (its event missed too) stops the run.
    const missing = new Set<string>();
    const sweep = async () => {
      for (const part of chunks(
        ids.filter((_, k) => !parts[k]),
        500,
      )) {
        const pipe = client.pipeline();
        for (const id of part) {
          pipe.exists(`${QUEUE_PREFIX}:${QUEUE_NAME}:${id}`);
          pipe.zscore(`${QUEUE_PREFIX}:${QUEUE_NAME}:failed`, id);
        }
        const answers = (await pipe.exec()) ?? [];
        for (const [i, id] of part.entries()) {
          const exists = answers[2 * i]?.[1] === 1;
          const failed = answers[2 * i + 1]?.[1] !== null && answers[2 * i + 1]?.[1] !== undefined;
          const k = index.get(id)!;
          if (parts[k]) continue;
          if (failed) {
            const job = await queue.getJob(id);
            await fail(id, job?.failedReason ?? 'failed');
          } else if (exists) missing.delete(id);
          else if (!missing.has(id)) missing.add(id);
          else {
            missing.delete(id);
            requeued++;
            await queue.add('games', jobs[k], jobOptions(id));
          }
        }
      }
    };
    let sweeping = false;
    timers.push(
      setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        void sweep()
          .catch(() => {})
          .finally(() => {
            sweeping = false;
          });
      }, opts.sweepEveryMs ?? 5000),
    );
    if (jobs.length === 0) settle.resolve();
    await finished;
    await countWorkers().catch(() => {});
    return { parts: parts as GameRecord[][], workers: most.workers, slots: most.slots, stalled, requeued, byWorker };
  } catch (e) {
    // Cancelled or failed: take the run's heartbeat away (a worker skips its jobs) and the jobs not started off
    // the queue (a job being played is locked: it finishes, and leaves Redis as it does).
    await client.del(key).catch(() => 0);
    let removed = 0;
    let started = 0;
    for (const part of chunks(
      ids.filter((_, k) => !parts[k]),
      200,
    ))
      for (const n of await Promise.all(part.map((id) => queue.remove(id).catch(() => 0)))) {
        if (n) removed++;
        else started++;
      }
    if (e instanceof QueueRunCancelled) throw new QueueRunCancelled(removed, started);
    throw e;
  } finally {
    for (const t of timers) clearInterval(t);
    opts.signal?.removeEventListener('abort', onAbort);
    await client.del(key).catch(() => 0);
    await events.close().catch(() => {});
    await queue.close().catch(() => {});
    client.disconnect();
  }
}
