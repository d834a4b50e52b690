/**
 * Simulation runs for the studio (issue 35, part 5; http/sim.ts), through a real HTTP client against a listening
 * server: off unless the host turns them on; on, a mission is checked by the content's checks before anything plays,
 * and the host's limits (games per run, runs at a time) hold. The games themselves are played by runSim, which the
 * command line hands in (the server does not import the simulator): packages/cli/src/commands/serve-sim.test.ts
 * checks a real run gives the report of `horde sim`. Here a simulator that plays nothing until it is stopped shows
 * what the server does around it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';
import type { SimJob } from './http/sim.ts';
import { removeDir, startTestServer, until, type TestServer } from './test/kit.ts';
import { simRequest } from './client/sim-request.ts';

const M0 = readFileSync(fileURLToPath(new URL('../../content/missions/M0.yaml', import.meta.url)), 'utf8');

let server: TestServer | null = null;
afterEach(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
  server = null;
});

const call = (method: string, path: string, body?: unknown) => simRequest(server!.url, method, path, body);

/** A simulator that records its jobs and plays nothing: each run ends when it is stopped. */
function heldSimulator() {
  const jobs: SimJob[] = [];
  const simulate = (job: SimJob) => {
    jobs.push(job);
    job.onProgress(3, job.games);
    return new Promise<unknown>((_, reject) =>
      job.signal.addEventListener('abort', () => reject(new Error('stopped'))),
    );
  };
  return { jobs, simulate };
}

const run = { game: 'uoa', yaml: M0, games: 10, bot: 'heuristic', seed: 1 };

describe('simulation runs on the server', () => {
  it('are off by default: the capability says no and a run is refused (404 simOff)', async () => {
    server = await startTestServer();
    expect((await call('GET', '/api/sim')).json).toEqual({ offered: false });
    const posted = await call('POST', '/api/sim/runs', run);
    expect(posted.status).toBe(404);
    expect(posted.json.error!.code).toBe('simOff');
  });

  it('on: the limits are told, a run starts with its id and the mission written to a file named by its id', async () => {
    const sim = heldSimulator();
    server = await startTestServer({ sim: { workers: 1, maxGames: 50, simulate: sim.simulate } });
    expect((await call('GET', '/api/sim')).json).toEqual({
      offered: true,
      limits: { maxGames: 50, maxRuns: 1, workers: 1 },
    });
    const posted = await call('POST', '/api/sim/runs', run);
    expect(posted.status).toBe(202);
    await until(() => sim.jobs.length === 1, 5000, 'the run handed to the simulator');
    expect(sim.jobs[0]).toMatchObject({ game: 'uoa', entry: 'M0', games: 10, bot: 'heuristic', seed: 1, workers: 1 });
    expect(sim.jobs[0].entryFile).toMatch(/M0\.yaml$/);
    expect((await call('GET', `/api/sim/runs/${posted.json.id}`)).json).toMatchObject({
      status: 'running',
      done: 3,
      total: 10,
    });
  });

  it('a mission that does not validate gets its problems back as codes and parameters, and nothing plays', async () => {
    const sim = heldSimulator();
    server = await startTestServer({ sim: { workers: 1, simulate: sim.simulate } });
    // The start zone moved to a zone the tile does not have (the studio's own check: startUnknown).
    const posted = await call('POST', '/api/sim/runs', {
      ...run,
      yaml: M0.replace('start: "2R:s4"', 'start: "2R:h9"'),
    });
    expect(posted.status).toBe(422);
    expect(posted.json.error!.code).toBe('missionProblems');
    const problems = posted.json.error!.problems!;
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => typeof p.code === 'string')).toBe(true);
    expect(JSON.stringify(problems.map((p) => p.params))).toContain('2R:h9');
    expect(sim.jobs).toHaveLength(0);
  });

  it('bad input gets a clear error without a stack: a malformed body, an unknown bot, an unknown run', async () => {
    const sim = heldSimulator();
    server = await startTestServer({ sim: { workers: 1, simulate: sim.simulate } });
    const malformed = await call('POST', '/api/sim/runs', { ...run, games: 'ten' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error!.code).toBe('badRequest');
    expect(malformed.json.error!.message).toContain('games');
    expect(JSON.stringify(malformed.json)).not.toMatch(/at .*\.ts:\d+/);
    const bot = await call('POST', '/api/sim/runs', { ...run, bot: 'oracle' });
    expect(bot.status).toBe(400);
    expect(bot.json.error).toMatchObject({ code: 'unknownBot', bot: 'oracle' });
    expect((await call('GET', '/api/sim/runs/nope')).json.error!.code).toBe('unknownRun');
    expect(sim.jobs).toHaveLength(0);
  });

  it('over the limits is refused: more games than the cap, a second run while one plays; a stopped run frees its place', async () => {
    const sim = heldSimulator();
    server = await startTestServer({ sim: { workers: 1, maxGames: 20, simulate: sim.simulate } });
    const tooMany = await call('POST', '/api/sim/runs', { ...run, games: 21 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error).toMatchObject({ code: 'tooManySimGames', max: 20 });
    const first = await call('POST', '/api/sim/runs', run);
    expect(first.status).toBe(202);
    await until(() => sim.jobs.length === 1, 5000, 'the run handed to the simulator');
    const second = await call('POST', '/api/sim/runs', run);
    expect(second.status).toBe(429);
    expect(second.json.error).toMatchObject({ code: 'simBusy', max: 1 });
    const stopped = await call('DELETE', `/api/sim/runs/${first.json.id}`);
    expect(stopped.json).toMatchObject({ status: 'stopped' });
    expect(sim.jobs[0].signal.aborted).toBe(true);
    // The place is free once the stopped run's workers are gone (a moment after the stop).
    let third = { status: 0 };
    for (let i = 0; i < 50 && third.status !== 202; i++) {
      await new Promise((r) => setTimeout(r, 20));
      third = await call('POST', '/api/sim/runs', run);
    }
    expect(third.status).toBe(202);
    expect((await call('GET', `/api/sim/runs/${first.json.id}`)).json.status).toBe('stopped');
  });

  it('the host setting: off when HORDE_SIM_WORKERS is unset or 0, else its workers and limits; a bad value says which', () => {
    expect(configFromEnv({}).sim).toBeUndefined();
    expect(configFromEnv({ HORDE_SIM_WORKERS: '0', HORDE_SIM_RUNS: '3' }).sim).toBeUndefined();
    expect(configFromEnv({ HORDE_SIM_WORKERS: '2' }).sim).toEqual({ workers: 2 });
    expect(configFromEnv({ HORDE_SIM_WORKERS: '1', HORDE_SIM_MAX_GAMES: '200', HORDE_SIM_RUNS: '2' }).sim).toEqual({
      workers: 1,
      maxGames: 200,
      maxRuns: 2,
    });
    expect(() => configFromEnv({ HORDE_SIM_WORKERS: 'all' })).toThrow(/HORDE_SIM_WORKERS/);
    expect(() => configFromEnv({ HORDE_SIM_WORKERS: '1', HORDE_SIM_RUNS: '0' })).toThrow(/HORDE_SIM_RUNS/);
  });
});
