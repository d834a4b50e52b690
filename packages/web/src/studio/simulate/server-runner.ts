/**
 * A run of the Simulate panel on the server's workers, when the server offers them (GET /api/sim; its host turns
 * them on): one Web Worker checks the mission and gives the report's map (as for a run here), then the server plays
 * the games (`horde sim`'s runSim on the mission's text) while the panel asks for its progress, and gives the report.
 * Stopping stops the run there; the server keeps no report of a stopped run.
 */
import type { ContentProblem } from '@horde/content';
import type { SimReport } from '@horde/sim/pure';
import type { FromWorker } from './messages.ts';
import type { SimSettings } from './play.ts';
import { MissionProblems, makeSimWorker, type MakeWorker, type RunHandle, type RunResult } from './runner.ts';

/** What the server offers: its limits. */
export interface ServerOffer {
  maxGames: number;
  maxRuns: number;
  workers: number;
}

/** The server refused or failed the run: its error code and parameters, worded by the panel. */
export class ServerRunError extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, unknown>,
    message: string,
  ) {
    super(message);
  }
}

type Fetch = typeof fetch;

/** The server's offer, or null: no server (the in-browser table), or one whose host did not turn runs on. */
export async function serverOffer(fetchImpl: Fetch = fetch): Promise<ServerOffer | null> {
  try {
    const res = await fetchImpl('/api/sim', { headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { offered?: boolean; limits?: ServerOffer };
    return body.offered && body.limits ? body.limits : null;
  } catch {
    return null;
  }
}

interface RunState {
  status: 'running' | 'done' | 'stopped' | 'failed';
  done: number;
  total: number;
  report?: SimReport;
  error?: string;
}

export function startServerRun(
  settings: SimSettings,
  games: number,
  onProgress: (done: number, total: number) => void,
  options: { make?: MakeWorker; fetchImpl?: Fetch; pollMs?: number } = {},
): RunHandle {
  const fetchImpl = options.fetchImpl ?? fetch;
  const pollMs = options.pollMs ?? 500;
  let stopped = false;
  let id: string | null = null;
  let finish: (r: RunResult | null) => void = () => {};
  let fail: (e: Error) => void = () => {};
  const result = new Promise<RunResult | null>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetchImpl(path, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as { error?: Record<string, unknown> } & Record<string, unknown>;
    if (!res.ok) {
      const { code, message, problems, ...params } = json.error ?? {};
      if (code === 'missionProblems') throw new MissionProblems(problems as ContentProblem[]);
      throw new ServerRunError(String(code ?? 'failed'), params, String(message ?? res.statusText));
    }
    return json;
  };

  const play = async (heat: RunResult['heat']) => {
    const posted = await call('POST', '/api/sim/runs', {
      game: settings.game,
      yaml: settings.yaml,
      games,
      bot: settings.bot,
      seed: settings.seed,
    });
    id = String(posted.id);
    if (stopped) return void call('DELETE', `/api/sim/runs/${id}`).catch(() => {});
    onProgress(0, games);
    for (;;) {
      await new Promise((r) => setTimeout(r, pollMs));
      if (stopped) return;
      const state = (await call('GET', `/api/sim/runs/${id}`)) as unknown as RunState;
      if (stopped) return;
      onProgress(state.done, state.total);
      if (state.status === 'done' && state.report) return finish({ report: state.report, heat, stopped: false });
      if (state.status === 'failed') throw new ServerRunError('runFailed', {}, state.error ?? '');
      if (state.status === 'stopped') return finish(null);
    }
  };

  // The mission's check and the heat map's board, in a worker as for a run here.
  const worker = (options.make ?? makeSimWorker)();
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    worker.terminate();
    const m = event.data;
    if (stopped) return;
    if (m.kind === 'error') fail(m.problems ? new MissionProblems(m.problems) : new Error(m.message));
    else if (m.kind === 'info') play(m.heat).catch((e: Error) => (stopped ? finish(null) : fail(e)));
  };
  worker.onerror = (e) => {
    worker.terminate();
    fail(new Error(e.message || 'a simulation worker failed'));
  };
  worker.postMessage({ kind: 'info', settings });

  return {
    result,
    stop() {
      if (stopped) return;
      stopped = true;
      worker.terminate();
      if (id) void call('DELETE', `/api/sim/runs/${id}`).catch(() => {});
      finish(null);
    },
  };
}
