/**
 * Simulation runs for the studio (issue 35, part 5): N games of a designer's mission with a game's bots, played on
 * this server's worker threads when its host turns it on (HORDE_SIM_WORKERS), within limits (games per run, runs at a
 * time). The mission is checked here by the content's own checks (the problems go back as codes and parameters, the
 * studio words them); the games are played by `runSim` of @horde/sim, handed in by whoever starts the server (the
 * server and the simulator are peers: neither imports the other), on the mission written to a file, as
 * `horde sim --mission <file>` plays it, so a seed gives the same report.
 *
 * GET /api/sim: offered or not, and the limits. POST /api/sim/runs: start a run (its id). GET /api/sim/runs/:id: its
 * progress, then its report. DELETE /api/sim/runs/:id: stop it.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Registry } from '@horde/games';
import { MissionTextProblems, withMissionText, type ZombicideBundle } from '@horde/games/mission-text';

/** One run as the simulator plays it: `entryFile` holds the mission, `entry` is its id. */
export interface SimJob {
  game: string;
  entry: string;
  entryFile: string;
  games: number;
  bot: string;
  seed: number;
  workers: number;
  signal: AbortSignal;
  onProgress(done: number, total: number): void;
}

/** Plays a run and gives its report (runSim's, as JSON); rejects when `signal` aborts it. */
export type Simulate = (job: SimJob) => Promise<unknown>;

export interface SimHost {
  /** Worker threads per run (HORDE_SIM_WORKERS). */
  workers: number;
  /** Games per run at most (HORDE_SIM_MAX_GAMES); default 1,000. */
  maxGames?: number;
  /** Runs at a time (HORDE_SIM_RUNS); default 1. */
  maxRuns?: number;
  simulate: Simulate;
}

/** designed: a run's cap and the runs at a time when the host sets none (a host's CPU is shared with its games). */
export const DEFAULT_SIM_MAX_GAMES = 1000;
export const DEFAULT_SIM_RUNS = 1;
/** designed: finished runs kept for their reports (the oldest forgotten first), and for how long. */
const KEPT_RUNS = 20;
const KEPT_MS = 3600_000;
/** The games that take a mission as text: the two Zombicides (the studio's). */
const MISSION_GAMES = ['uoa', 'classic'] as const;

const runBody = z.strictObject({
  game: z.enum(MISSION_GAMES),
  /** The mission as the studio has it: the shipped file format. */
  yaml: z.string().min(1),
  games: z.number().int().min(1),
  bot: z.string().min(1).max(32),
  seed: z.number().int().min(0).max(0xffffffff),
});
const runParams = z.object({ id: z.string().min(1).max(64) });

type Status = 'running' | 'done' | 'stopped' | 'failed';

interface Run {
  id: string;
  status: Status;
  done: number;
  total: number;
  report?: unknown;
  error?: string;
  abort: AbortController;
  ended?: number;
}

function fail(reply: FastifyReply, status: number, code: string, message: string, extra: object = {}) {
  return reply.code(status).send({ error: { code, message, ...extra } });
}

/** The routes; without a host (the default), GET says so and every other route answers 404 simOff. */
export function registerSimRoutes(app: FastifyInstance, registry: Registry, host: SimHost | undefined) {
  const maxGames = host?.maxGames ?? DEFAULT_SIM_MAX_GAMES;
  const maxRuns = host?.maxRuns ?? DEFAULT_SIM_RUNS;
  const runs = new Map<string, Run>();
  // Runs whose games are still being played: a stopped run counts until its workers are gone.
  let playing = 0;
  const forget = () => {
    const ended = [...runs.values()].filter((r) => r.ended !== undefined).sort((a, b) => a.ended! - b.ended!);
    const now = Date.now();
    for (const [i, r] of ended.entries())
      if (i < ended.length - KEPT_RUNS || now - r.ended! > KEPT_MS) runs.delete(r.id);
  };
  const off = (reply: FastifyReply) =>
    fail(
      reply,
      404,
      'simOff',
      'This server does not offer simulation runs (its host sets HORDE_SIM_WORKERS to offer them)',
    );

  app.get('/api/sim', async () =>
    host ? { offered: true, limits: { maxGames, maxRuns, workers: host.workers } } : { offered: false },
  );

  app.post('/api/sim/runs', { bodyLimit: 512 * 1024 }, async (request, reply) => {
    if (!host) return off(reply);
    const parsed = runBody.safeParse(request.body);
    if (!parsed.success)
      return fail(
        reply,
        400,
        'badRequest',
        parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
      );
    const body = parsed.data;
    if (body.games > maxGames)
      return fail(reply, 400, 'tooManySimGames', `A run plays at most ${maxGames} games here`, { max: maxGames });
    const module = registry.get(body.game);
    if (!module) return fail(reply, 404, 'unknownGame', `This server does not host the game "${body.game}"`);
    let entry: string;
    try {
      const hosted = withMissionText(body.game, module as unknown as ZombicideBundle, body.yaml);
      if (!(body.bot in hosted.module.bots))
        return fail(reply, 400, 'unknownBot', `${module.name} has no bot "${body.bot}"`, { bot: body.bot });
      entry = hosted.entry;
    } catch (e) {
      if (!(e instanceof MissionTextProblems)) throw e;
      // Each problem as the content's checks give it, with its code and parameters: the studio words them.
      const problems = e.problems;
      return fail(reply, 422, 'missionProblems', 'The mission does not validate', { problems });
    }
    forget();
    if (playing >= maxRuns)
      return fail(reply, 429, 'simBusy', `This server plays ${maxRuns} run(s) at a time: try again when one ends`, {
        max: maxRuns,
      });
    const run: Run = { id: randomUUID(), status: 'running', done: 0, total: body.games, abort: new AbortController() };
    runs.set(run.id, run);
    playing++;
    void play(run, { ...body, entry }, host).finally(() => playing--);
    return reply.code(202).send({ id: run.id });
  });

  app.get('/api/sim/runs/:id', async (request, reply) => {
    if (!host) return off(reply);
    const run = findRun(request.params, reply);
    if (!run) return;
    return {
      id: run.id,
      status: run.status,
      done: run.done,
      total: run.total,
      ...(run.report !== undefined ? { report: run.report } : {}),
      ...(run.error ? { error: run.error } : {}),
    };
  });

  app.delete('/api/sim/runs/:id', async (request, reply) => {
    if (!host) return off(reply);
    const run = findRun(request.params, reply);
    if (!run) return;
    if (run.status === 'running') {
      run.status = 'stopped';
      run.ended = Date.now();
      run.abort.abort();
    }
    return { id: run.id, status: run.status };
  });

  function findRun(params: unknown, reply: FastifyReply): Run | undefined {
    const parsed = runParams.safeParse(params);
    const run = parsed.success ? runs.get(parsed.data.id) : undefined;
    if (!run) fail(reply, 404, 'unknownRun', 'No such simulation run (or it ended over an hour ago)');
    return run;
  }
}

/** Plays a run on the mission written to a file of its own (named by its id, as `horde sim` reads it). */
async function play(run: Run, body: z.infer<typeof runBody> & { entry: string }, host: SimHost) {
  const dir = await mkdtemp(join(tmpdir(), 'horde-sim-'));
  try {
    const entryFile = join(dir, `${body.entry}.yaml`);
    await writeFile(entryFile, body.yaml);
    if (run.abort.signal.aborted) return; // stopped before it started
    const report = await host.simulate({
      game: body.game,
      entry: body.entry,
      entryFile,
      games: body.games,
      bot: body.bot,
      seed: body.seed,
      workers: host.workers,
      signal: run.abort.signal,
      onProgress: (done) => {
        run.done = done;
      },
    });
    if (run.status === 'running') {
      run.report = report;
      run.done = run.total;
      run.status = 'done';
    }
  } catch (e) {
    if (run.status === 'running') {
      run.status = 'failed';
      run.error = (e as Error).message;
    }
  } finally {
    run.ended ??= Date.now();
    await rm(dir, { recursive: true, force: true });
  }
}
