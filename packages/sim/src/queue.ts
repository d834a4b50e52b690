/**
 * The simulator over a job queue (BullMQ on Redis): what the coordinator (`horde sim --queue`) and the workers
 * (`horde worker --queue`) share. A run puts its games on one queue, `sim` under the key prefix `horde`, as jobs of
 * a few games each whose ids begin with the run's id; every job carries all a worker needs to play exactly those
 * games (SimJob), so any machine with this code plays them and the report is a local run's, game for game.
 */
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { Redis } from 'ioredis';
import type { ModuleSource } from './modules.ts';
import type { BotName, GameRecord, GameTask, PlayedWith } from './run.ts';

/** Key prefix of the queue and of the runs' heartbeat keys in Redis. */
export const QUEUE_PREFIX = 'horde';
/** The queue every run and worker shares. */
export const QUEUE_NAME = 'sim';
/** Format of SimJob: a worker refuses a job of another (a coordinator of another Horde). */
export const JOB_FORMAT = 1;

/**
 * The queue's timings. A worker holds a lock on each job it plays for `lockMs`, renewed every half of it by the
 * worker's main thread (which plays no game, so a 30 s search game delays no renewal); every `stalledMs` each
 * worker moves the jobs whose lock has expired (their worker was killed, or lost Redis) back to the queue, at most
 * `maxStalled` times per job (then the job fails and the run stops with the reason). A killed worker's jobs are
 * played again after at most lockMs + 2 × stalledMs (20 s by default; the test sets 1.5 s and 0.5 s).
 */
export const QUEUE_TIMINGS = { lockMs: 10_000, stalledMs: 5_000, maxStalled: 3 } as const;

/** Attempts of a job whose games threw (the same games throw again anywhere, but a worker can fail for itself). */
export const JOB_ATTEMPTS = 2;

/** A run's heartbeat, refreshed by its coordinator: a worker skips a job whose run has none (cancelled or gone). */
export const RUN_TTL_MS = 30_000;

/** One job: games [start, end) of a run, with everything a worker needs to play exactly those games. */
export interface SimJob {
  format: typeof JOB_FORMAT;
  /** The run's id: job ids are `<run>-<k>`. */
  run: string;
  /** Game id in the worker's registry. */
  game: string;
  /** Where the worker finds the game (default: loadRegistry of @horde/games; the tests' toy registry). */
  source?: ModuleSource;
  /** The entry played (a mission id; a designer's file's own id). */
  entry: string;
  /** A designer's mission file, its name and text: the worker may not have the file. */
  entryFile?: { name: string; text: string };
  /** The bot of each seat (a seat past the list plays the last). */
  bots: BotName[];
  seats: number;
  /** The run's seed (recorded in the report). */
  seed: number;
  start: number;
  end: number;
  /** The seed of each game, gameSeed(seed, i) for i in [start, end): what the worker plays. */
  seeds: number[];
  maxRounds?: number;
  maxSteps?: number;
  /** Options set over the entry's config. */
  options?: Readonly<Record<string, unknown>>;
  /** The rules version and content fingerprint the coordinator plays with: a worker with others refuses the job. */
  expect: PlayedWith;
}

/** What a worker returns for a job: the games' records (null: skipped, its run was gone) and who played them. */
export interface SimJobResult {
  records: GameRecord[] | null;
  /** The worker's name (host/pid/slots). */
  worker: string;
}

/** The jobs of a run: one per task, carrying the entry file's text instead of its path. */
export function simJobs(
  tasks: readonly GameTask[],
  run: string,
  expect: PlayedWith,
  entryFile?: { name: string; text: string },
): SimJob[] {
  return tasks.map((t) => {
    if (!t.seeds) throw new Error(`the task of games ${t.start}-${t.end - 1} has no seeds`);
    return {
      format: JOB_FORMAT,
      run,
      game: t.game,
      ...(t.source ? { source: t.source } : {}),
      entry: t.entry,
      ...(entryFile ? { entryFile } : {}),
      bots: [...t.bots],
      seats: t.seats,
      seed: t.seed,
      start: t.start,
      end: t.end,
      seeds: [...t.seeds],
      ...(t.maxRounds !== undefined ? { maxRounds: t.maxRounds } : {}),
      ...(t.maxSteps !== undefined ? { maxSteps: t.maxSteps } : {}),
      ...(t.options ? { options: t.options } : {}),
      expect,
    };
  });
}

/** The worker's task for a job (what a local run's thread plays); `entryFile`: where the worker wrote its text. */
export function jobTask(job: SimJob, entryFile?: string): GameTask {
  if (job.format !== JOB_FORMAT) throw new Error(`a job of format ${job.format}, this worker reads ${JOB_FORMAT}`);
  if (job.entryFile && !entryFile) throw new Error('the job carries a mission file and no path was given for it');
  return {
    game: job.game,
    ...(job.source ? { source: job.source } : {}),
    ...(entryFile ? { entryFile } : {}),
    entry: job.entry,
    bots: job.bots,
    seats: job.seats,
    seed: job.seed,
    start: job.start,
    end: job.end,
    seeds: job.seeds,
    maxRounds: job.maxRounds,
    maxSteps: job.maxSteps,
    ...(job.options ? { options: job.options } : {}),
    expect: job.expect,
  };
}

/** A mission file as a job carries it. */
export function entryFilePayload(path: string, text: string): { name: string; text: string } {
  return { name: basename(path), text };
}

/** Where a worker writes a job's mission file: a folder per content (the same text, the same file). */
export function entryFileName(file: { name: string; text: string }): string {
  const hash = createHash('sha256').update(file.text).digest('hex').slice(0, 16);
  return `${hash}/${basename(file.name)}`;
}

/** Job id of task k of a run. */
export function jobId(run: string, k: number): string {
  return `${run}-${k}`;
}

/** The heartbeat key of a run. */
export function runKey(run: string): string {
  return `${QUEUE_PREFIX}:${QUEUE_NAME}:run:${run}`;
}

/** A new run id: time and randomness, unique across machines. */
export function newRunId(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;
}

/**
 * Games per job when none is given: jobs of one game while the run is small (a search bot's game takes seconds;
 * one game a job loses least to a killed worker and spreads best), more as it grows so that a run is a few hundred
 * jobs (a random or heuristic game takes milliseconds, and each job costs the queue about a millisecond).
 */
export function defaultBatch(games: number): number {
  return Math.max(1, Math.min(50, Math.ceil(games / 400)));
}

/** Why a --queue value is not a Redis URL, or null. */
export function badQueueUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `--queue takes a Redis URL (redis://host:port[/db]), got ${JSON.stringify(url)}`;
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
    return `--queue takes a Redis URL (redis:// or rediss://), got ${JSON.stringify(url)}`;
  if (parsed.pathname && parsed.pathname !== '/' && !/^\/\d+$/.test(parsed.pathname))
    return `--queue: the database is a number (redis://host:port/0), got ${JSON.stringify(parsed.pathname.slice(1))}`;
  return null;
}

/** The URL without its password, for messages. */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString().replace(/\/$/, '');
  } catch {
    return url;
  }
}

/** A queued run cancelled (Ctrl-C): its jobs not started were taken off the queue. */
export class QueueRunCancelled extends Error {
  constructor(
    readonly removed: number,
    readonly started: number,
  ) {
    super(`run cancelled: ${removed} job(s) taken off the queue, ${started} already started`);
  }
}

/** No Redis answers at the queue's URL (the commands print its message in one line). */
export class QueueUnreachable extends Error {}

/**
 * A connection to the queue's Redis (ioredis; BullMQ needs maxRetriesPerRequest null for its blocking commands),
 * checked with a PING: throws a sentence naming the URL when Redis does not answer within `timeoutMs`.
 */
export async function connectQueue(url: string, timeoutMs = 5000): Promise<Redis> {
  const bad = badQueueUrl(url);
  if (bad) throw new Error(bad);
  // Loaded here: a local run never loads the Redis client.
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: true });
  let last: Error | undefined;
  client.on('error', (e: Error) => {
    last = e;
  });
  try {
    await Promise.race([
      client.connect().then(() => client.ping()),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(last?.message ?? `no answer in ${timeoutMs} ms`)), timeoutMs).unref(),
      ),
    ]);
  } catch (e) {
    client.disconnect();
    // The socket's own error (ECONNREFUSED, ENOTFOUND) says more than the client's "Connection is closed".
    throw new QueueUnreachable(`no Redis at ${shownUrl(url)}: ${(last ?? (e as Error)).message}`);
  }
  return client;
}

/** A worker's name as BullMQ shows it (CLIENT SETNAME): host/pid/slots. */
export function workerName(host: string, pid: number, slots: number): string {
  return `${host.replace(/[^\w.-]/g, '_')}/${pid}/${slots}`;
}

/** The workers attached to the queue and their slots (games played at once), from BullMQ's client names. */
export function attached(clients: readonly Record<string, string>[]): { workers: number; slots: number } {
  let slots = 0;
  for (const c of clients) {
    const m = /\/(\d+)$/.exec(c.rawname ?? '');
    slots += m ? Number(m[1]) : 1;
  }
  return { workers: clients.length, slots };
}
