/**
 * The studio's simulation runs on the server (issue 35, part 5) as `horde serve` offers them: the server's routes
 * (packages/server/src/http/sim.ts) with the simulator this command hands in. Through a real HTTP client against a
 * listening server, a run of the shipped mission M0 (its file, as the studio sends it) gives the report `runSim`
 * gives for the same seed, and a run stopped midway ends. Here because only the command line sees both the server
 * and the simulator (they are peers: neither imports the other).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '@horde/games';
import { startServer, type HordeServer } from '@horde/server/server';
import { openSqliteStorage } from '@horde/server/storage/sqlite';
import { deterministicPart, runSim, type SimReport } from '@horde/sim';
import { serverSimulate } from './serve.ts';
import { simRequest } from '@horde/server/client/sim-request';

const M0 = readFileSync(fileURLToPath(new URL('../../../content/missions/M0.yaml', import.meta.url)), 'utf8');

let server: HordeServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'horde-serve-sim-'));
  server = await startServer({
    registry: loadRegistry(),
    storage: openSqliteStorage({ file: join(dataDir, 'horde.db') }),
    sim: { workers: 1, simulate: serverSimulate },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: string, path: string, body?: unknown) => simRequest(server.url, method, path, body);

describe('horde serve: simulation runs for the studio', () => {
  it('a run of M0 (10 games, seed 3) reports what runSim reports for the same seed', async () => {
    const posted = await call('POST', '/api/sim/runs', { game: 'uoa', yaml: M0, games: 10, bot: 'heuristic', seed: 3 });
    expect(posted.status).toBe(202);
    let state = (await call('GET', `/api/sim/runs/${posted.json.id}`)).json;
    while (state.status === 'running') {
      await new Promise((r) => setTimeout(r, 100));
      state = (await call('GET', `/api/sim/runs/${posted.json.id}`)).json;
    }
    expect(state).toMatchObject({ status: 'done', done: 10, total: 10 });
    const report = state.report as SimReport;
    const local = await runSim({ entry: 'M0', games: 10, bots: 'heuristic', seed: 3, workers: 0 });
    expect(report.winRate).toBe(local.report.winRate);
    expect(deterministicPart(report)).toEqual(deterministicPart(local.report));
    expect(report.run.command).toContain('--mission M0.yaml');
  }, 120_000);

  it('a run stopped midway ends as stopped, and its place is free again', async () => {
    const posted = await call('POST', '/api/sim/runs', {
      game: 'uoa',
      yaml: M0,
      games: 200,
      bot: 'heuristic',
      seed: 1,
    });
    expect(posted.status).toBe(202);
    // Stopped while its games are being played on the worker thread.
    let state = (await call('GET', `/api/sim/runs/${posted.json.id}`)).json;
    while (state.done === 0) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await call('GET', `/api/sim/runs/${posted.json.id}`)).json;
    }
    expect(state.status).toBe('running');
    expect((await call('DELETE', `/api/sim/runs/${posted.json.id}`)).json.status).toBe('stopped');
    let next = { status: 0, json: {} as { id?: string } };
    // The stopped worker frees its place once it has ended: seconds on a loaded machine, so a deadline, not a count.
    for (const until = Date.now() + 30_000; Date.now() < until && next.status !== 202; ) {
      await new Promise((r) => setTimeout(r, 50));
      next = await call('POST', '/api/sim/runs', { game: 'uoa', yaml: M0, games: 1, bot: 'heuristic', seed: 1 });
    }
    expect(next.status).toBe(202);
    const ended = (await call('GET', `/api/sim/runs/${posted.json.id}`)).json;
    expect(ended.status).toBe('stopped');
    expect(ended.done).toBeLessThan(200);
    expect(ended.report).toBeUndefined();
    await call('DELETE', `/api/sim/runs/${next.json.id}`);
  }, 60_000);
});
