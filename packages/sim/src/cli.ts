/**
 * Command implementations for `horde sim` and `horde bench bots`, for the CLI
 * package to wire (this module does not parse process.argv unless run
 * directly: `npx tsx packages/sim/src/cli.ts sim --mission M0 ...`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import cliProgress from 'cli-progress';
import type { BotName } from './run.ts';
import { renderReportHtml } from './html.ts';
import type { SimReport } from './report.ts';
import { defaultWorkers, runSim } from './sim.ts';
import { simWorld } from './world.ts';
import { benchBots, type BotsBench } from './bench.ts';

export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
  }
}

export const SIM_USAGE = `usage: horde sim --mission <id> [--games N] [--bot random|heuristic] [--seed S] [--workers W] [--out DIR] [--max-rounds R]

  --mission M     mission id (M0..M10 when shipped, or M0-like)      required
  --games N       games to play                                      default 1000
  --bot B         random | heuristic                                 default heuristic
  --seed S        run seed; game i plays with a seed derived from S and i   default 1
  --workers W     worker threads (0: this thread)                    default: CPU count
  --out DIR       where report.json and report.html go               default sim-out/<mission>-<bot>-<seed>
  --max-rounds R  rounds before a game is cut off (counts as lost)   default 60`;

export const BENCH_USAGE = `usage: horde bench bots [--missions M0,M1,...] [--games N] [--seed S]

  --missions  missions to measure (default: every mission)
  --games N   games per measure (default 200)
  --seed S    run seed (default 1)`;

/** Options as the CLI parser hands them over: strings or numbers, all optional. */
export interface SimCommandOptions {
  mission?: string;
  games?: number | string;
  bot?: string;
  seed?: number | string;
  workers?: number | string;
  out?: string;
  maxRounds?: number | string;
  /** Show the progress bar (default: true). */
  progress?: boolean;
  /** Print the summary to stdout (default: true). */
  print?: boolean;
}

function intOption(
  name: string,
  value: number | string | undefined,
  fallback: number,
  min: number,
  usage: string,
): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min)
    throw new UsageError(`${name} must be an integer >= ${min}, got ${JSON.stringify(value)}`, usage);
  return n;
}

export interface ParsedSimOptions {
  mission: string;
  games: number;
  bot: BotName;
  seed: number;
  workers: number;
  out: string;
  maxRounds: number;
}

/** Checks the options and fills the defaults; throws UsageError with the usage text. */
export async function parseSimOptions(opts: SimCommandOptions): Promise<ParsedSimOptions> {
  if (!opts.mission) throw new UsageError('--mission is required', SIM_USAGE);
  const world = await simWorld();
  const known = world.missions.map((m) => m.id);
  if (!known.includes(opts.mission)) {
    throw new UsageError(`unknown mission "${opts.mission}" (known: ${known.join(', ')})`, SIM_USAGE);
  }
  const bot = opts.bot ?? 'heuristic';
  const bots = Object.keys(world.bots);
  if (!bots.includes(bot)) throw new UsageError(`unknown bot "${bot}" (known: ${bots.join(', ')})`, SIM_USAGE);
  const games = intOption('--games', opts.games, 1000, 1, SIM_USAGE);
  const seed = intOption('--seed', opts.seed, 1, 0, SIM_USAGE);
  if (seed > 0xffffffff) throw new UsageError('--seed must fit in 32 bits', SIM_USAGE);
  const workers = intOption('--workers', opts.workers, defaultWorkers(), 0, SIM_USAGE);
  if (workers > 256) throw new UsageError('--workers must be at most 256', SIM_USAGE);
  const maxRounds = intOption('--max-rounds', opts.maxRounds, 60, 1, SIM_USAGE);
  const out = resolve(opts.out ?? `sim-out/${opts.mission}-${bot}-${seed}`);
  return { mission: opts.mission, games, bot, seed, workers, out, maxRounds };
}

function progressBar(label: string): cliProgress.SingleBar {
  return new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} games | {rate} games/s | ETA {eta_formatted}`,
      hideCursor: true,
      clearOnComplete: false,
      stream: process.stderr,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
}

/**
 * `horde sim`: runs the games, writes report.json and report.html into --out,
 * prints a summary, returns the report. Throws UsageError on bad options.
 */
export async function simCommand(opts: SimCommandOptions): Promise<SimReport> {
  const o = await parseSimOptions(opts);
  const command = `horde sim --mission ${o.mission} --games ${o.games} --bot ${o.bot} --seed ${o.seed} --workers ${o.workers}`;
  const bar = opts.progress === false ? null : progressBar(`sim ${o.mission} (${o.bot})`);
  let t0 = performance.now();
  bar?.start(o.games, 0, { rate: '0.0' });
  const { report } = await runSim({
    mission: o.mission,
    games: o.games,
    bot: o.bot,
    seed: o.seed,
    workers: o.workers,
    maxRounds: o.maxRounds,
    command,
    onProgress: (done) => {
      // The clock starts once the worker threads are up (runSim reports 0 then).
      if (done === 0) {
        t0 = performance.now();
        return;
      }
      bar?.update(done, { rate: (done / Math.max(1e-3, (performance.now() - t0) / 1000)).toFixed(1) });
    },
  });
  bar?.stop();
  const world = await simWorld();
  const mission = world.missions.find((m) => m.id === o.mission)!;
  mkdirSync(o.out, { recursive: true });
  writeFileSync(resolve(o.out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(resolve(o.out, 'report.html'), renderReportHtml(report, world.geometry(mission), mission));
  if (opts.print !== false) console.log(summary(report, o.out));
  return report;
}

export function summary(r: SimReport, out?: string): string {
  const p = (x: number) => `${(x * 100).toFixed(1)}%`;
  const causes =
    Object.entries(r.lossCauses)
      .filter(([, n]) => n > 0)
      .map(([c, n]) => `${c} ${n}`)
      .join(', ') || 'none';
  return [
    `${r.mission.id} (${r.mission.difficulty}), ${r.bot} bot, ${r.games} games, seed ${r.seed}`,
    `  win rate ${p(r.winRate)} (95% interval ${p(r.winRate95[0])}-${p(r.winRate95[1])}), mean rounds ${r.rounds.mean.toFixed(1)}`,
    `  losses: ${causes}`,
    `  ${r.run.gamesPerSecond} games/s on ${r.run.workers} worker(s), ${r.run.seconds.toFixed(1)} s`,
    ...(out ? [`  wrote ${resolve(out, 'report.json')} and report.html`] : []),
  ].join('\n');
}

export interface BenchBotsCommandOptions {
  missions?: string | string[];
  games?: number | string;
  seed?: number | string;
  print?: boolean;
}

/** `horde bench bots`: random and heuristic games/s per mission on one core, and the heuristic sim's 1 vs 2 worker scaling. */
export async function benchBotsCommand(opts: BenchBotsCommandOptions = {}): Promise<BotsBench> {
  const world = await simWorld();
  const known = world.missions.map((m) => m.id);
  const missions =
    opts.missions === undefined
      ? known
      : (Array.isArray(opts.missions) ? opts.missions : opts.missions.split(',')).map((m) => m.trim()).filter(Boolean);
  for (const m of missions)
    if (!known.includes(m)) throw new UsageError(`unknown mission "${m}" (known: ${known.join(', ')})`, BENCH_USAGE);
  const games = intOption('--games', opts.games, 200, 1, BENCH_USAGE);
  const seed = intOption('--seed', opts.seed, 1, 0, BENCH_USAGE);
  const result = await benchBots({
    missions,
    games,
    seed,
    onLine: opts.print === false ? undefined : (line) => console.log(line),
  });
  return result;
}

/** Direct use without the CLI package: `npx tsx packages/sim/src/cli.ts sim --mission M0-like --games 200`. */
export function parseArgv(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) throw new UsageError(`unexpected argument "${a}"`, SIM_USAGE);
    const [key, inline] = a.slice(2).split('=', 2);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new UsageError(`--${key} needs a value`, SIM_USAGE);
    out[key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return out;
}

async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  try {
    if (cmd === 'sim') {
      const a = parseArgv(rest);
      const allowed = ['mission', 'games', 'bot', 'seed', 'workers', 'out', 'maxRounds'];
      for (const k of Object.keys(a))
        if (!allowed.includes(k)) throw new UsageError(`unknown option --${k}`, SIM_USAGE);
      await simCommand(a);
      return 0;
    }
    if (cmd === 'bench') {
      const a = parseArgv(rest);
      await benchBotsCommand(a);
      return 0;
    }
    console.error(`${SIM_USAGE}\n\n${BENCH_USAGE.replace('horde bench bots', 'cli.ts bench')}`);
    return 2;
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`error: ${e.message}\n\n${e.usage}`);
      return 2;
    }
    throw e;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
