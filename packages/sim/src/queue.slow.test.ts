/**
 * The simulator over a job queue: the job payload (everything a worker needs; the local seeds), and runs through a
 * real Redis (Debian's redis-server, installed when missing, on a throwaway loopback port): two worker processes,
 * one SIGKILLed halfway, give the local report game for game; a cancelled run leaves no job; a worker with other
 * rules refuses the jobs and the run says why.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { M0_LIKE_ID } from '@horde/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attached,
  badQueueUrl,
  connectQueue,
  defaultBatch,
  entryFileName,
  entryFilePayload,
  jobTask,
  QUEUE_NAME,
  QUEUE_PREFIX,
  type SimJob,
  simJobs,
} from './queue.ts';
import { QueueRunCancelled, runOnQueue } from './queue-run.ts';
import { startQueueWorker } from './queue-worker.ts';
import { startThrowawayRedis, type ThrowawayRedis } from './redis.test-helper.ts';
import { deterministicPart } from './report.ts';
import { gameSeed, MISMATCH, playedWith, runTask, type GameTask } from './run.ts';
import { simModule } from './modules.ts';
import { runSim } from './sim.ts';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const task = (over: Partial<GameTask> = {}): GameTask => ({
  game: 'uoa',
  entry: M0_LIKE_ID,
  bots: ['heuristic'],
  seats: 1,
  seed: 7,
  start: 4,
  end: 7,
  seeds: [4, 5, 6].map((i) => gameSeed(7, i)),
  maxRounds: 60,
  ...over,
});

describe('the job payload', () => {
  it('carries everything a worker needs: plain JSON, the local seeds, what the run plays with', async () => {
    const uoa = await simModule('uoa');
    const expectWith = playedWith(uoa, { entry: M0_LIKE_ID, seats: 1 });
    expect(expectWith.rulesVersion).toBe(uoa.game.meta.rulesVersion);
    expect(expectWith.content).toMatch(/^[0-9a-f]{64}$/);
    const [job] = simJobs([task({ options: { x: 1 } })], 'r1', expectWith);
    // Through Redis a job is JSON: nothing is lost on the way.
    expect(JSON.parse(JSON.stringify(job))).toEqual(job);
    expect(job).toEqual({
      format: 1,
      run: 'r1',
      game: 'uoa',
      entry: M0_LIKE_ID,
      bots: ['heuristic'],
      seats: 1,
      seed: 7,
      start: 4,
      end: 7,
      seeds: [gameSeed(7, 4), gameSeed(7, 5), gameSeed(7, 6)],
      maxRounds: 60,
      options: { x: 1 },
      expect: expectWith,
    });
    // No task without its seeds: a worker never derives them itself.
    expect(() => simJobs([task({ seeds: undefined })], 'r1', expectWith)).toThrow(/no seeds/);
  });

  it("plays exactly the local run's games: the same seeds, the same records", async () => {
    const local = await runSim({ entry: M0_LIKE_ID, games: 7, bots: 'heuristic', seed: 7, workers: 0 });
    const uoa = await simModule('uoa');
    const [job] = simJobs([task()], 'r1', playedWith(uoa, { entry: M0_LIKE_ID, seats: 1 }));
    const records = await runTask(jobTask(JSON.parse(JSON.stringify(job)) as SimJob));
    expect(records).toEqual(local.records.slice(4, 7));
    expect(records.map((r) => r.seed)).toEqual(job.seeds);
    // The seeds the job carries are what the worker plays, whatever its own derivation.
    const other = await runTask({ ...jobTask(job), seeds: [1, 2, 3] });
    expect(other.map((r) => r.seed)).toEqual([1, 2, 3]);
  }, 30_000);

  it("carries a designer's mission file as text: a worker without the file plays it as the local run", async () => {
    const m0 = readFileSync(new URL('../../content/missions/M0.yaml', import.meta.url), 'utf8');
    const home = mkdtempSync(join(tmpdir(), 'horde-queue-'));
    const file = join(home, 'designer', 'ridge.yaml');
    mkdirSync(dirname(file), { recursive: true });
    const text = m0.replace(/^id: M0$/m, 'id: ridge').replace(/^name: .*$/m, 'name: The Ridge');
    writeFileSync(file, text);
    const local = await runSim({ entry: 'ridge', entryFile: file, games: 3, bots: 'heuristic', seed: 2, workers: 0 });
    const hosting = await simModule('uoa', undefined, file);
    const payload = entryFilePayload(file, text);
    const [job] = simJobs(
      [task({ entry: 'ridge', seed: 2, start: 0, end: 3, seeds: [0, 1, 2].map((i) => gameSeed(2, i)) })],
      'r2',
      playedWith(hosting, { entry: 'ridge', seats: 1 }),
      payload,
    );
    expect(job.entryFile).toEqual({ name: 'ridge.yaml', text });
    expect(JSON.stringify(job)).not.toContain(home);
    // The worker writes the text under a folder of its own, named by the content.
    const elsewhere = join(mkdtempSync(join(tmpdir(), 'horde-worker-')), entryFileName(payload));
    mkdirSync(dirname(elsewhere), { recursive: true });
    writeFileSync(elsewhere, job.entryFile!.text);
    expect(await runTask(jobTask(job, elsewhere))).toEqual(local.records);
    expect(() => jobTask(job)).toThrow(/mission file/);
    // Another text (the designer edited the file since): another fingerprint, refused by the worker.
    const edited = join(dirname(elsewhere), '..', 'edited', 'ridge.yaml');
    mkdirSync(dirname(edited), { recursive: true });
    writeFileSync(edited, text.replace(/^name: .*$/m, 'name: The Ridge, edited'));
    await expect(runTask(jobTask(job, edited))).rejects.toThrow(MISMATCH);
  }, 30_000);

  it('is refused by a worker of other rules', async () => {
    const [job] = simJobs([task()], 'r3', { rulesVersion: '0', content: null });
    await expect(runTask(jobTask(job))).rejects.toThrow(`${MISMATCH} Zombicide: Undead or Alive rules version`);
  });

  it('reads a queue URL, the workers attached, the games per job', () => {
    expect(badQueueUrl('redis://127.0.0.1:6379')).toBeNull();
    expect(badQueueUrl('redis://:secret@10.0.0.2:6380/2')).toBeNull();
    expect(badQueueUrl('rediss://cache.example:6380')).toBeNull();
    expect(badQueueUrl('localhost:6379')).toMatch(/Redis URL/);
    expect(badQueueUrl('http://x')).toMatch(/redis:\/\//);
    expect(badQueueUrl('redis://x/db')).toMatch(/database is a number/);
    expect(attached([{ rawname: 'horde:c2lt:w:vm/12/3' }, { rawname: 'horde:c2lt:w:other/7/1' }])).toEqual({
      workers: 2,
      slots: 4,
    });
    expect([1, 20, 400, 401, 2000, 100_000].map(defaultBatch)).toEqual([1, 1, 1, 2, 5, 50]);
  });
});

describe('the simulator over a queue (a real Redis)', () => {
  let redis: ThrowawayRedis;
  const children: ChildProcess[] = [];
  // The first run on a fresh machine installs redis-server with apt-get.
  beforeAll(async () => {
    redis = await startThrowawayRedis();
  }, 300_000);
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await redis?.stop();
  });

  /** A worker process as an operator starts one (the simulator's command line), its lines as they come. */
  function startWorker(): {
    child: ChildProcess;
    lines: string[];
    line: (test: (l: string) => boolean) => Promise<string>;
  } {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        CLI,
        'worker',
        '--queue',
        redis.url,
        '--concurrency',
        '1',
        '--lock-ms',
        '1500',
        '--stalled-ms',
        '500',
        '--grace',
        '5',
        '--verbose',
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(child);
    const lines: string[] = [];
    const waiting: { test: (l: string) => boolean; resolve: (l: string) => void }[] = [];
    let rest = '';
    child.stdout!.on('data', (d: Buffer) => {
      rest += d.toString();
      const parts = rest.split('\n');
      rest = parts.pop()!;
      for (const l of parts) {
        lines.push(l);
        for (const w of waiting.splice(0))
          if (w.test(l)) w.resolve(l);
          else waiting.push(w);
      }
    });
    let err = '';
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
    });
    const line = (test: (l: string) => boolean) =>
      new Promise<string>((resolve, reject) => {
        const found = lines.find(test);
        if (found) return resolve(found);
        waiting.push({ test, resolve });
        child.once('exit', (code) => reject(new Error(`worker exited (${code}): ${err}`)));
      });
    return { child, lines, line };
  }

  it('plays a run on two worker processes, one SIGKILLed halfway, and gives the local report game for game', async () => {
    const t0 = performance.now();
    const base = { entry: M0_LIKE_ID, games: 48, bots: 'heuristic', seed: 11 } as const;
    const [a, b] = [startWorker(), startWorker()];
    const local = await runSim({ ...base, workers: 1 });
    await Promise.all([a.line((l) => l.includes('attached to')), b.line((l) => l.includes('attached to'))]);
    // A is killed while it plays a job (its last line "play …", before "done …"), once half the games are in.
    let killed = false;
    let half = false;
    const killWhenBusy = () => {
      if (killed || !half || !a.lines.at(-1)?.startsWith('play ')) return;
      killed = true;
      a.child.kill('SIGKILL');
    };
    a.child.stdout!.on('data', () => setImmediate(killWhenBusy));
    const seen: number[] = [];
    const queued = await runSim({
      ...base,
      workers: 1,
      queue: redis.url,
      chunk: 4,
      onWorkers: (w) => seen.push(w),
      onProgress: (done) => {
        if (done >= base.games / 2) {
          half = true;
          killWhenBusy();
        }
      },
    });
    expect(killed).toBe(true);
    expect(deterministicPart(queued.report)).toEqual(deterministicPart(local.report));
    expect(queued.records).toEqual(local.records);
    // A's job went back to the queue and B played it.
    expect(queued.report.run.queue!.stalled).toBeGreaterThanOrEqual(1);
    const played = Object.values(queued.report.run.queue!.byWorker);
    expect(played.reduce((x, y) => x + y, 0)).toBe(base.games);
    expect(queued.report.run.queue!.workers).toBe(2);
    expect(seen).toContain(2);
    const again = b.lines.find((l) => l.includes('(again)'));
    expect(again).toBeDefined();
    console.log(
      `queue run: 48 games, 2 workers (one SIGKILLed halfway), ${queued.report.run.seconds} s; games by worker ${JSON.stringify(queued.report.run.queue!.byWorker)}; B replayed "${again}"; whole test ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    // SIGTERM: B stops cleanly.
    const exit = new Promise<number | null>((r) => b.child.once('exit', (code) => r(code)));
    b.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(b.lines.at(-1)).toMatch(/stopped: \d+ job\(s\) played, 0 returned/);
    // Nothing of the run is left on the queue.
    const client = await connectQueue(redis.url);
    try {
      const keys = await client.keys(`${QUEUE_PREFIX}:${QUEUE_NAME}:*`);
      expect(keys.filter((k) => !/:(events|meta|id|stalled-check)$/.test(k))).toEqual([]);
    } finally {
      client.disconnect();
    }
  }, 60_000);

  it('cancels a run: its jobs not started are taken off the queue', async () => {
    const uoa = await simModule('uoa');
    const jobs = simJobs([task(), task({ start: 7, end: 9, seeds: [7, 8] })], 'cancelled', playedWith(uoa, task()));
    const abort = new AbortController();
    const run = runOnQueue({
      url: redis.url,
      run: 'cancelled',
      jobs,
      signal: abort.signal,
      onProgress: (done) => {
        if (done === 0) abort.abort();
      },
    });
    const err = await run.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(QueueRunCancelled);
    expect(err).toMatchObject({ removed: 2, started: 0 });
    const client = await connectQueue(redis.url);
    try {
      expect(await client.keys(`${QUEUE_PREFIX}:${QUEUE_NAME}:cancelled*`)).toEqual([]);
      expect(await client.llen(`${QUEUE_PREFIX}:${QUEUE_NAME}:wait`)).toBe(0);
    } finally {
      client.disconnect();
    }
  });

  it('puts a job gone without its records back on the queue (its games are the same played again)', async () => {
    const uoa = await simModule('uoa');
    const jobs = simJobs(
      [task({ start: 0, end: 2, seeds: [gameSeed(7, 0), gameSeed(7, 1)] }), task()],
      'lost',
      playedWith(uoa, task()),
    );
    const other = await connectQueue(redis.url);
    const { Queue } = await import('bullmq');
    const queue = new Queue(QUEUE_NAME, { connection: other, prefix: QUEUE_PREFIX });
    let worker: Awaited<ReturnType<typeof startQueueWorker>> | undefined;
    try {
      const result = await runOnQueue({
        url: redis.url,
        run: 'lost',
        jobs,
        sweepEveryMs: 100,
        onProgress: (done) => {
          if (done > 0) return;
          // No worker is attached yet: the first job vanishes before anyone plays it, as if its event were missed.
          void queue.remove('lost-0').then(async (n) => {
            expect(n).toBe(1);
            worker = await startQueueWorker({ url: redis.url, slots: 1 });
          });
        },
      });
      expect(result.requeued).toBe(1);
      const local = await runSim({ entry: M0_LIKE_ID, games: 7, bots: 'heuristic', seed: 7, workers: 0 });
      expect(result.parts).toEqual([local.records.slice(0, 2), local.records.slice(4, 7)]);
    } finally {
      await worker?.stop(0);
      await queue.close();
      other.disconnect();
    }
  }, 30_000);

  it('stops a run whose worker plays other rules, and says why', async () => {
    const worker = await startQueueWorker({ url: redis.url, slots: 1 });
    try {
      const jobs = simJobs([task()], 'other-rules', { rulesVersion: '0', content: null });
      await expect(runOnQueue({ url: redis.url, run: 'other-rules', jobs })).rejects.toThrow(
        /games 4-6 failed on the queue: .*this worker plays Zombicide: Undead or Alive rules version \d+, the run 0/,
      );
    } finally {
      await worker.stop(0);
    }
  }, 30_000);
});
