/**
 * The Simulate panel's run on the server (issue 35, part 5): the panel offers it only when the server says it may
 * (GET /api/sim), sends the mission as the studio has it, follows the progress and shows the server's report with the
 * mission's heat map; the server's refusals keep their codes and a mission's problems theirs. The server's routes
 * themselves are tested with a real server (packages/server/src/sim.test.ts, packages/cli/src/commands/
 * serve-sim.test.ts); here a fetch answers as they answer, and the worker runs the real worker code in this thread.
 */
import { describe, expect, it } from 'vitest';
import { MissionProblems } from './runner.ts';
import { ServerRunError, serverOffer, startServerRun } from './server-runner.ts';
import { fakeWorker, m0, settings } from './test-kit.ts';

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

/** A fetch answering each request with the next answer of `answers` for its method and path; records the calls. */
function server(answers: Record<string, { status: number; body: unknown }[]>) {
  const calls: Call[] = [];
  const fetchImpl = (async (path: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, path, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    const key = `${method} ${path.replace(/\/runs\/[^/]+$/, '/runs/:id')}`;
    const next = answers[key]?.shift();
    if (!next) throw new Error(`no answer for ${key}`);
    return new Response(JSON.stringify(next.body), { status: next.status });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const report = { games: 3, wins: 1, winRate: 1 / 3, run: { workers: 2, command: 'horde sim' } };

describe('Run on the server', () => {
  it('is offered only when the server says so: its limits, or nothing (no server, runs off)', async () => {
    const on = server({
      'GET /api/sim': [{ status: 200, body: { offered: true, limits: { maxGames: 1000, maxRuns: 1, workers: 2 } } }],
    });
    expect(await serverOffer(on.fetchImpl)).toEqual({ maxGames: 1000, maxRuns: 1, workers: 2 });
    const off = server({ 'GET /api/sim': [{ status: 200, body: { offered: false } }] });
    expect(await serverOffer(off.fetchImpl)).toBeNull();
    const none = server({});
    expect(await serverOffer(none.fetchImpl)).toBeNull();
  });

  it("sends the mission as the studio has it, follows the progress and gives the server's report with the heat map", async () => {
    const s = server({
      'POST /api/sim/runs': [{ status: 202, body: { id: 'r1' } }],
      'GET /api/sim/runs/:id': [
        { status: 200, body: { id: 'r1', status: 'running', done: 1, total: 3 } },
        { status: 200, body: { id: 'r1', status: 'done', done: 3, total: 3, report } },
      ],
    });
    const progress: number[] = [];
    const run = startServerRun(settings, 3, (done) => progress.push(done), {
      make: fakeWorker,
      fetchImpl: s.fetchImpl,
      pollMs: 1,
    });
    const result = await run.result;
    expect(s.calls[0]).toEqual({
      method: 'POST',
      path: '/api/sim/runs',
      body: { game: 'uoa', yaml: m0, games: 3, bot: 'heuristic', seed: 5 },
    });
    expect(progress).toEqual([0, 1, 3]);
    expect(result?.report).toEqual(report);
    expect(result?.stopped).toBe(false);
    expect(result?.heat.figure).toBe('woundsByZone');
  });

  it("a refusal keeps the server's code and parameters; a mission's problems come back as MissionProblems", async () => {
    const busy = server({
      'POST /api/sim/runs': [{ status: 429, body: { error: { code: 'simBusy', message: 'busy', max: 1 } } }],
    });
    const refused = startServerRun(settings, 3, () => {}, { make: fakeWorker, fetchImpl: busy.fetchImpl });
    await expect(refused.result).rejects.toBeInstanceOf(ServerRunError);
    await expect(refused.result).rejects.toMatchObject({ code: 'simBusy', params: { max: 1 } });
    const problem = { file: 'M0.yaml', message: 'm', text: 't', code: 'startUnknown', params: { zone: '2R:h9' } };
    const problems = server({
      'POST /api/sim/runs': [
        { status: 422, body: { error: { code: 'missionProblems', message: 'x', problems: [problem] } } },
      ],
    });
    const checked = startServerRun(settings, 3, () => {}, { make: fakeWorker, fetchImpl: problems.fetchImpl });
    await expect(checked.result).rejects.toBeInstanceOf(MissionProblems);
    await expect(checked.result).rejects.toMatchObject({ problems: [problem] });
  });

  it('Stop stops the run on the server (DELETE) and reports nothing', async () => {
    const s = server({
      'POST /api/sim/runs': [{ status: 202, body: { id: 'r2' } }],
      'GET /api/sim/runs/:id': Array.from({ length: 1000 }, () => ({
        status: 200,
        body: { id: 'r2', status: 'running', done: 1, total: 50 },
      })),
      'DELETE /api/sim/runs/:id': [{ status: 200, body: { id: 'r2', status: 'stopped' } }],
    });
    let run: ReturnType<typeof startServerRun> | null = null;
    run = startServerRun(settings, 50, (done) => done === 1 && run?.stop(), {
      make: fakeWorker,
      fetchImpl: s.fetchImpl,
      pollMs: 1,
    });
    expect(await run.result).toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    expect(s.calls.at(-1)).toEqual({ method: 'DELETE', path: '/api/sim/runs/r2' });
  });
});
