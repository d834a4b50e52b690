/**
 * Bot benchmarks (rates, not pass/fail): each bot's games per second, win
 * rate (seat 0), bytes allocated per game and per action, and for a search
 * bot its rollouts per second, per entry in this thread (one core); then the
 * simulator's scaling over 1..N worker threads and 1..N worker processes, N
 * the cores present (the default bot on the first entry), twice: from cold
 * (what a short `horde sim` sees: each worker's first few hundred games run at
 * about half speed while V8 compiles the hot paths, and the compiler threads of
 * N workers share the N cores) and warm (each worker plays `warmup` games
 * before the clock: the steady rate of a long run).
 *
 * Allocation is measured with V8's GC profiler (alloc.ts): it does not depend
 * on the machine's load, the timings do.
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { formatBytes } from './alloc.ts';
import type { BotRate, BotRateTask } from './bot-rate.ts';
import type { ModuleSource } from './modules.ts';
import { simModule } from './modules.ts';
import type { BotName, GameTask } from './run.ts';
import { runSim, WORKER_URL, warmupTask } from './sim.ts';

export type { BotRate } from './bot-rate.ts';

/**
 * Games per second with W workers (the median of the runs), and its ratio to one worker (and per worker: ratio / W).
 * The ratio is the median of each run's own ratio (W workers over the 1-worker run of the same round, so a change in
 * the machine's load falls on both), `ratioRange` the lowest and highest of them.
 */
export interface ScalingPoint {
  workers: number;
  gamesPerSecond: number;
  ratio: number;
  perWorker: number;
  ratioRange: [number, number];
}

/** Scaling over 1..N workers of one kind, from cold and with warm workers. */
export interface Scaling {
  cold: ScalingPoint[];
  warm: ScalingPoint[];
}

export interface BotsBench {
  game: string;
  perEntry: { entry: string; bots: BotRate[] }[];
  /** Absent when no scaling runs were asked for (`scalingGames` 0). */
  scaling?: {
    entry: string;
    bot: BotName;
    /** Games timed per point (the same for every worker count). */
    games: number;
    /** Games each worker played before the clock in the warm points. */
    warmup: number;
    /** Runs per point (the median is kept). */
    repeats: number;
    cores: number;
    threads: Scaling;
    processes: Scaling;
  };
}

const PROCESS_WORKER = new URL('./process-worker.mjs', import.meta.url);

/**
 * Games per second with `workers` processes (each a worker of its own: its own heap and collector), each
 * playing an equal share of the games. The processes start and load the game before the clock starts, and
 * each plays `warmup` games of its own first when asked.
 */
async function processRate(
  task: Omit<GameTask, 'start' | 'end'>,
  games: number,
  workers: number,
  warmup: number,
): Promise<number> {
  const children = Array.from({ length: workers }, () =>
    fork(PROCESS_WORKER, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }),
  );
  const next = (child: (typeof children)[number]) =>
    new Promise<{ ready?: boolean; games?: number }>((done, fail) => {
      child.once('message', (m) => done(m as { ready?: boolean; games?: number }));
      child.once('error', fail);
    });
  try {
    await Promise.all(children.map(next)); // ready
    // Load the registry, content and geometry in every process (no game played).
    await Promise.all(
      children.map((c) => {
        c.send({ ...task, start: 0, end: 0 });
        return next(c);
      }),
    );
    if (warmup > 0)
      await Promise.all(
        children.map((c, w) => {
          c.send(warmupTask({ ...task, start: 0, end: 0 }, w, warmup));
          return next(c);
        }),
      );
    const share = Math.ceil(games / workers);
    const t0 = performance.now();
    const played = await Promise.all(
      children.map((c, w) => {
        const start = Math.min(games, w * share);
        c.send({ ...task, start, end: Math.min(games, start + share) });
        return next(c);
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    return played.reduce((t, m) => t + (m.games ?? 0), 0) / seconds;
  } finally {
    for (const c of children) c.disconnect();
  }
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Scaling points from `runs[w - 1][r]`, the rate of W workers in round r (each round runs every worker count). */
export function points(runs: number[][]): ScalingPoint[] {
  return runs.map((rates, i) => {
    const ratios = rates.map((rate, r) => rate / runs[0][r]);
    const ratio = median(ratios);
    return {
      workers: i + 1,
      gamesPerSecond: median(rates),
      ratio,
      perWorker: ratio / (i + 1),
      ratioRange: [Math.min(...ratios), Math.max(...ratios)],
    };
  });
}

/** Games a worker plays before the clock: the per-bot rates and the warm scaling points (`--warmup`). */
const DEFAULT_WARMUP = 300;
/** At most this long warming a bot up for its rate (a search bot's game takes seconds, not milliseconds). */
const WARMUP_SECONDS = 20;

export async function benchBots(opts: {
  game: string;
  source?: ModuleSource;
  missions: string[];
  /** Bots to measure (default: every bot of the game). */
  bots?: string[];
  games: number;
  seed: number;
  /** Most workers in the scaling runs (default: the cores present). */
  maxWorkers?: number;
  /** Games timed per scaling point (default: the larger of 1,000 and `games`; 0: no scaling runs). */
  scalingGames?: number;
  /** Games a worker plays before the clock: each bot's rate (at most 20 s of them) and the warm scaling points (default 300). */
  warmup?: number;
  /** Runs per scaling point, the median kept (default 3). */
  repeats?: number;
  onLine?: (line: string) => void;
}): Promise<BotsBench> {
  const module = await simModule(opts.game, opts.source);
  const names = opts.bots ?? Object.keys(module.bots);
  const perEntry: BotsBench['perEntry'] = [];
  const f = (x: number) => x.toFixed(1);
  // One worker thread, as the simulator's: the same code, loaded by the same hooks (ts-loader.mjs).
  const pool = new Piscina({ filename: WORKER_URL.href, minThreads: 1, maxThreads: 1 });
  const rate = (task: BotRateTask): Promise<BotRate> => pool.run(task, { name: 'botRate' });
  try {
    for (const entry of opts.missions) {
      const bots: BotRate[] = [];
      for (const bot of names) {
        const r = await rate({
          game: opts.game,
          ...(opts.source ? { source: opts.source } : {}),
          entry,
          bot,
          games: opts.games,
          seed: opts.seed,
          warmup: opts.warmup ?? DEFAULT_WARMUP,
          warmupSeconds: WARMUP_SECONDS,
        });
        bots.push(r);
        opts.onLine?.(
          `${entry.padEnd(8)} ${bot.padEnd(11)} ${f(r.gamesPerSecond).padStart(8)} games/s  wins ${f(r.winRate * 100).padStart(5)}%  ` +
            `${f(r.actionsPerGame).padStart(6)} actions/game  ${formatBytes(r.bytesPerGame).padStart(8)}/game  ${formatBytes(r.bytesPerAction).padStart(8)}/action` +
            `${r.rolloutsPerSecond ? `  ${r.rolloutsPerSecond.toFixed(0)} rollouts/s (${(r.rolloutsPerCpuSecond ?? 0).toFixed(0)} per CPU second)` : ''}` +
            `${r.bytesPerRolloutStep ? `  ${formatBytes(r.bytesPerRolloutStep)}/rollout step` : ''}` +
            `${r.decisions ? `  ${r.decisions.perSecond.toFixed(0)} decisions/s (${r.decisions.meanMs.toFixed(1)} ms mean, ${r.decisions.maxMs.toFixed(1)} ms at most, ${r.decisions.cpuMs.toFixed(1)} ms of CPU; ${r.decisions.overBudget} of ${r.decisions.count} cut by the budget)` : ''}` +
            `   1 worker, ${opts.games} games after warm-up`,
        );
      }
      perEntry.push({ entry, bots });
    }
  } finally {
    await pool.destroy();
  }
  const games = opts.scalingGames ?? Math.max(1000, opts.games);
  if (games === 0) return { game: opts.game, perEntry };
  const entry = opts.missions[0];
  // The simulator's default bot (the heuristic, else the game's first), not a search bot's seconds a game.
  const bot = 'heuristic' in module.bots ? 'heuristic' : Object.keys(module.bots)[0];
  const warmup = opts.warmup ?? DEFAULT_WARMUP;
  const repeats = Math.max(1, opts.repeats ?? 3);
  const cores = availableParallelism();
  const most = Math.max(1, Math.min(opts.maxWorkers ?? cores, cores));
  const counts = Array.from({ length: most }, (_, i) => i + 1);
  const base = { game: opts.game, source: opts.source, entry, games, bots: bot, seed: opts.seed };
  const threadRate = async (workers: number, warm: number) =>
    (await runSim({ ...base, workers, warmup: warm })).report.run.gamesPerSecond;
  const task = {
    game: opts.game,
    ...(opts.source ? { source: opts.source } : {}),
    entry,
    bots: [bot],
    seats: module.game.meta.seats.min,
    seed: opts.seed,
  };
  // Each point is the median of `repeats` runs, the worker counts interleaved (1, 2, .., 1, 2, ..) so that a
  // change in the machine's load falls on every count alike.
  const series = async (rateOf: (workers: number) => Promise<number>): Promise<ScalingPoint[]> => {
    const runs = counts.map(() => [] as number[]);
    for (let r = 0; r < repeats; r++) for (const w of counts) runs[w - 1].push(await rateOf(w));
    return points(runs);
  };
  const measure = async (rateOf: (workers: number, warm: number) => Promise<number>): Promise<Scaling> => ({
    cold: await series((w) => rateOf(w, 0)),
    warm: await series((w) => rateOf(w, warmup)),
  });
  const threads = await measure(threadRate);
  const processes = await measure((w, warm) => processRate(task, games, w, warm));
  const scaling = { entry, bot, games, warmup, repeats, cores, threads, processes };
  const spread = (p: ScalingPoint) =>
    p.workers > 1 && repeats > 1 ? ` in x${p.ratioRange[0].toFixed(2)}-${p.ratioRange[1].toFixed(2)}` : '';
  const line = (kind: string, ps: ScalingPoint[]) =>
    `  ${kind.padEnd(16)} ${ps.map((p) => `${p.workers}: ${f(p.gamesPerSecond)} games/s (x${p.ratio.toFixed(2)}${spread(p)}, ${p.perWorker.toFixed(2)} per worker)`).join('   ')}`;
  opts.onLine?.(
    `sim scaling (${entry}, ${bot}, ${games} games timed, median of ${repeats} runs and the runs' range of ratios, ${cores} cores present):`,
  );
  opts.onLine?.(line('threads, cold', threads.cold));
  opts.onLine?.(line('processes, cold', processes.cold));
  opts.onLine?.(line(`threads, warm`, threads.warm));
  opts.onLine?.(line(`processes, warm`, processes.warm));
  opts.onLine?.(
    `  (cold: each worker starts with the game loaded, its code not yet optimised; warm: after ${warmup} games per worker)`,
  );
  return { game: opts.game, perEntry, scaling };
}
