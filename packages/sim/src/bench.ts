/**
 * Bot benchmarks (rates, not pass/fail): each bot's games per second, win
 * rate (seat 0), bytes allocated per game and per action, and for a search
 * bot its rollouts per second, per entry in this thread (one core); then the
 * simulator's scaling over 1..N worker threads and 1..N worker processes, N
 * the cores present (the default bot on the first entry).
 *
 * Allocation is measured with V8's GC profiler (alloc.ts): it does not depend
 * on the machine's load, the timings do.
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { AnyModule } from '@horde/games';
import { formatBytes, measureAllocation } from './alloc.ts';
import type { ModuleSource } from './modules.ts';
import { simModule } from './modules.ts';
import { type BotName, type GameTask, playOne } from './run.ts';
import { runSim } from './sim.ts';

export interface BotRate {
  bot: BotName;
  gamesPerSecond: number;
  winRate: number;
  /** Actions played per game (decisions included; a search bot's rollouts not counted). */
  actionsPerGame: number;
  /** Bytes allocated on the JS heap per game, and per action of the game (rollouts included). */
  bytesPerGame: number;
  bytesPerAction: number;
  /** A search bot's rollouts per second (absent for other bots). */
  rolloutsPerSecond?: number;
}

/** Games per second with W workers, and its ratio to one worker (and per worker: ratio / W). */
export interface ScalingPoint {
  workers: number;
  gamesPerSecond: number;
  ratio: number;
  perWorker: number;
}

export interface BotsBench {
  game: string;
  perEntry: { entry: string; bots: BotRate[] }[];
  scaling: {
    entry: string;
    bot: BotName;
    games: number;
    cores: number;
    threads: ScalingPoint[];
    processes: ScalingPoint[];
  };
}

/** A bot with the search bot's counters (SearchBot.stats). */
const rollouts = (bot: unknown): number => {
  const stats = (bot as { stats?: { rollouts?: unknown } }).stats;
  return typeof stats?.rollouts === 'number' ? stats.rollouts : 0;
};

function rate(module: AnyModule, entry: string, bot: BotName, games: number, seed: number): BotRate {
  const opts = { entry, bots: [bot], seats: module.game.meta.seats.min, seed };
  playOne(module, opts, games); // warm-up (a game of another seed than the measured ones)
  const made: unknown[] = [];
  let wins = 0;
  let actions = 0;
  const t0 = performance.now();
  const { bytes } = measureAllocation(() => {
    for (let i = 0; i < games; i++) {
      const r = playOne(module, opts, i, (b) => made.push(b));
      if (r.results[0] === 'win') wins++;
      actions += r.steps;
    }
  });
  const seconds = (performance.now() - t0) / 1000;
  const rolled = made.reduce((t: number, b) => t + rollouts(b), 0);
  return {
    bot,
    gamesPerSecond: games / seconds,
    winRate: wins / games,
    actionsPerGame: actions / games,
    bytesPerGame: bytes / games,
    bytesPerAction: actions ? bytes / actions : 0,
    ...(rolled > 0 ? { rolloutsPerSecond: rolled / seconds } : {}),
  };
}

const PROCESS_WORKER = new URL('./process-worker.mjs', import.meta.url);

/**
 * Games per second with `workers` processes (each a worker of its own: its own heap and collector), each
 * playing an equal share of the games. The processes start and load the game before the clock starts.
 */
async function processRate(task: Omit<GameTask, 'start' | 'end'>, games: number, workers: number): Promise<number> {
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

function points(rates: number[]): ScalingPoint[] {
  return rates.map((gamesPerSecond, i) => ({
    workers: i + 1,
    gamesPerSecond,
    ratio: gamesPerSecond / rates[0],
    perWorker: gamesPerSecond / rates[0] / (i + 1),
  }));
}

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
  onLine?: (line: string) => void;
}): Promise<BotsBench> {
  const module = await simModule(opts.game, opts.source);
  const names = opts.bots ?? Object.keys(module.bots);
  const perEntry: BotsBench['perEntry'] = [];
  const f = (x: number) => x.toFixed(1);
  for (const entry of opts.missions) {
    const bots: BotRate[] = [];
    for (const bot of names) {
      const r = rate(module, entry, bot, opts.games, opts.seed);
      bots.push(r);
      opts.onLine?.(
        `${entry.padEnd(8)} ${bot.padEnd(11)} ${f(r.gamesPerSecond).padStart(8)} games/s  wins ${f(r.winRate * 100).padStart(5)}%  ` +
          `${f(r.actionsPerGame).padStart(6)} actions/game  ${formatBytes(r.bytesPerGame).padStart(8)}/game  ${formatBytes(r.bytesPerAction).padStart(8)}/action` +
          `${r.rolloutsPerSecond ? `  ${r.rolloutsPerSecond.toFixed(0)} rollouts/s` : ''}   1 core, ${opts.games} games`,
      );
    }
    perEntry.push({ entry, bots });
  }
  const entry = opts.missions[0];
  const bot = 'heuristic' in module.bots ? 'heuristic' : names[0];
  const games = Math.max(200, opts.games);
  const cores = availableParallelism();
  const most = Math.max(1, Math.min(opts.maxWorkers ?? cores, cores));
  const base = { game: opts.game, source: opts.source, entry, games, bots: bot, seed: opts.seed };
  const threadRates: number[] = [];
  for (let w = 1; w <= most; w++) threadRates.push((await runSim({ ...base, workers: w })).report.run.gamesPerSecond);
  const task = {
    game: opts.game,
    ...(opts.source ? { source: opts.source } : {}),
    entry,
    bots: [bot],
    seats: module.game.meta.seats.min,
    seed: opts.seed,
  };
  const processRates: number[] = [];
  for (let w = 1; w <= most; w++) processRates.push(await processRate(task, games, w));
  const scaling = { entry, bot, games, cores, threads: points(threadRates), processes: points(processRates) };
  const line = (kind: string, ps: ScalingPoint[]) =>
    `  ${kind.padEnd(9)} ${ps.map((p) => `${p.workers}: ${f(p.gamesPerSecond)} games/s (x${p.ratio.toFixed(2)}, ${p.perWorker.toFixed(2)} per worker)`).join('   ')}`;
  opts.onLine?.(`sim scaling (${entry}, ${bot}, ${games} games, ${cores} cores present):`);
  opts.onLine?.(line('threads', scaling.threads));
  opts.onLine?.(line('processes', scaling.processes));
  return { game: opts.game, perEntry, scaling };
}
