/**
 * A run of the Simulate panel: N games spread over Web Workers one game at a time (the workers that finish first
 * take the next), the records gathered in game order and aggregated by the simulator's own report code, so the
 * report is the same whatever the number of workers. Stopping ends the workers and reports the games finished.
 */
import type { ContentProblem } from '@horde/content';
import type { MissionMap } from '@horde/games/mission-text';
import { aggregate, type GameRecord, type SimReport } from '@horde/sim/pure';
import type { FromWorker, ToWorker } from './messages.ts';
import type { SimSettings } from './play.ts';

export interface RunResult {
  report: SimReport;
  heat: { figure: string | null; map: MissionMap };
  /** Stopped before the end: the report counts the games finished. */
  stopped: boolean;
}

/** The mission does not validate: horde validate's problems, each with its code and parameters. */
export class MissionProblems extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map((p) => p.text).join('\n'));
  }
}

export interface RunHandle {
  result: Promise<RunResult | null>;
  stop(): void;
}

/** The workers a browser gives a run: one per core but one (the page's own), at least one. */
export function workerCount(cores: number | undefined): number {
  return Math.max(1, Math.floor(cores ?? 2) - 1);
}

export type MakeWorker = () => Worker;

export const makeSimWorker: MakeWorker = () =>
  new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module', name: 'horde-sim' });

/** The command line that plays the same games (`horde sim` on the saved file). */
export function cliCommand(settings: SimSettings, entry: string, games: number): string {
  return `horde sim --game ${settings.game} --mission ${entry}.yaml --games ${games} --bot ${settings.bot} --seed ${settings.seed}`;
}

export function startRun(
  settings: SimSettings,
  games: number,
  workers: number,
  onProgress: (done: number, total: number) => void,
  make: MakeWorker = makeSimWorker,
): RunHandle {
  const pool: Worker[] = [];
  let stopped = false;
  let finish: (r: RunResult | null) => void = () => {};
  let fail: (e: Error) => void = () => {};
  const result = new Promise<RunResult | null>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const end = () => {
    for (const w of pool) w.terminate();
    pool.length = 0;
  };
  const ask = (w: Worker, message: ToWorker) => w.postMessage(message);
  const records: GameRecord[] = [];
  let heat: RunResult['heat'] | null = null;
  let info: Extract<FromWorker, { kind: 'info' }>['info'] | null = null;
  let next = 0;
  let t0 = 0;

  const report = (): RunResult | null => {
    if (!info || !heat || records.length === 0) return null;
    const seconds = (performance.now() - t0) / 1000;
    const sorted = [...records].sort((a, b) => a.index - b.index);
    return {
      report: aggregate(sorted, {
        ...info,
        run: {
          workers: Math.min(workers, games),
          seconds: Math.round(seconds * 1000) / 1000,
          gamesPerSecond: Number((sorted.length / Math.max(seconds, 1e-3)).toPrecision(3)),
          command: cliCommand(settings, info.entry.id, games),
        },
      }),
      heat,
      stopped,
    };
  };

  const feed = (w: Worker) => {
    if (next >= games) return;
    ask(w, { kind: 'play', settings, start: next, end: next + 1 });
    next++;
  };

  const onMessage = (w: Worker) => (event: MessageEvent<FromWorker>) => {
    if (stopped) return;
    const m = event.data;
    if (m.kind === 'error') {
      end();
      fail(m.problems ? new MissionProblems(m.problems) : new Error(m.message));
    } else if (m.kind === 'info') {
      info = m.info;
      heat = m.heat;
      // The mission is valid: every worker starts playing.
      t0 = performance.now();
      onProgress(0, games);
      for (let i = 1; i < Math.min(workers, games); i++) pool.push(spawn());
      for (const each of pool) feed(each);
    } else if (m.kind === 'record') {
      records.push(m.record);
      onProgress(records.length, games);
      if (records.length === games) {
        end();
        finish(report());
      }
    } else if (m.kind === 'done') feed(w);
  };

  const spawn = () => {
    const w = make();
    w.onmessage = onMessage(w);
    w.onerror = (e) => {
      end();
      fail(new Error(e.message || 'a simulation worker failed'));
    };
    return w;
  };

  const first = spawn();
  pool.push(first);
  ask(first, { kind: 'info', settings });
  return {
    result,
    stop() {
      if (stopped) return;
      stopped = true;
      end();
      finish(report());
    },
  };
}
