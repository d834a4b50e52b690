/**
 * Command implementations for `horde sim` and `horde bench bots`, for the CLI
 * package to wire (this module does not parse process.argv unless run
 * directly: `npx tsx packages/sim/src/cli.ts sim --mission M0 ...`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_GAME, ToolInputError, UnknownGameError, type AnyModule } from '@horde/games';
import cliProgress from 'cli-progress';
import { benchBots, type BotsBench } from './bench.ts';
import { type CompareReport, compareReports, compareSummary, renderCompareHtml } from './compare.ts';
import { renderReportHtml } from './html.ts';
import { simModule, type ModuleSource } from './modules.ts';
import {
  badQueueUrl,
  defaultBatch,
  QUEUE_NAME,
  QUEUE_PREFIX,
  QUEUE_TIMINGS,
  QueueRunCancelled,
  QueueUnreachable,
  shownUrl,
} from './queue.ts';
import { speedLabel, type SimReport } from './report.ts';
import type { BotName } from './run.ts';
import { defaultWorkers, refusedOptions, runSim } from './sim.ts';

export { QueueRunCancelled, QueueUnreachable };

export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
  }
}

export const SIM_USAGE = `usage: horde sim [--game G] --mission <id> [--games N] [--bot B[,B...] | --compare B,B...] [--seats K] [--seed S] [--workers W | --queue redis://host:port [--batch N]] [--out DIR] [--max-rounds R]

  --game G        game id (see horde games)                          default ${DEFAULT_GAME}
  --mission M     what to play: a mission id (M0..M10, M0-like), a mission file (mine.yaml),
                  or another game's entry                            required
  --games N       games to play                                      default 1000
  --bot B         the game's bot (uoa: random | heuristic | search | clairvoyant), or one per seat: B0,B1   default heuristic if the game has it
  --compare B,B   several bots on the same games, each playing every seat: rates side by side with
                  intervals, the clairvoyant bound, where the search bot lost (compare.json, compare.html)
  --seats K       seats at the table                                 default: the game's fewest
  --seed S        run seed; game i plays with a seed derived from S and i   default 1
  --workers W     worker threads (0: this thread)                    default: CPU count
  --queue URL     put the games on the job queue at this Redis (redis://host:port[/db]) for the workers
                  attached to it (horde worker --queue URL) instead of this machine's threads; the report is
                  a local run's with the same seed
  --batch N       games per job on the queue                         default: 1 up to 400 games, then games/400 (at most 50)
  --out DIR       where report.json and report.html go               default sim-out/<mission>-<bot>-<seed> (uoa), sim-out/<game>-<mission>-<bot>-<seed>
                  (--compare: sim-out/<mission>-compare-<seed>, one folder per bot inside)
  --max-rounds R  rounds before a game is cut off (counts as lost)   default 60
  --option K=V    set an option of the game's config over the mission's (repeat it): house rules, modes,
                  expansion decks, e.g. --option resurrection=true --option seekers=true (classic)`;

export const WORKER_USAGE = `usage: horde worker --queue redis://host:port[/db] [--concurrency N] [--grace S] [--lock-ms MS] [--stalled-ms MS] [--verbose]

  --queue URL       the Redis of the job queue that horde sim --queue fills     required
  --concurrency N   games played at once, each in its own thread                default: the cores minus one (at least 1)
  --grace S         on SIGTERM or Ctrl-C, seconds the current jobs have to finish before they go back
                    on the queue (a second signal: at once)                    default 20
  --lock-ms MS      lock on a job, renewed every half of it: a killed worker's jobs go back to the
                    queue once it expires                                       default ${QUEUE_TIMINGS.lockMs}
  --stalled-ms MS   how often this worker puts back the jobs of workers gone    default ${QUEUE_TIMINGS.stalledMs}
  --verbose         a line per job played`;

export const BENCH_USAGE = `usage: horde bench bots [--game G] [--missions M0,M1,...] [--bots B,...] [--games N] [--seed S]
                        [--scaling-games N] [--warmup N] [--repeats R]

  --game G    game id (default ${DEFAULT_GAME})
  --missions  entries to measure (default: every entry the game lists)
  --bots      bots to measure (default: every bot of the game; the search bots take seconds a game)
  --games N   games per measure (default 200)
  --seed S    run seed (default 1)
  --scaling-games N  games timed per point of the scaling runs (default: the larger of 1000 and --games; 0: no scaling runs)
  --warmup N  games a worker plays before the clock: each bot's rate (at most 20 s of them) and the warm scaling runs (default 300)
  --repeats R runs per point of the scaling runs, the median kept (default 3)`;

/** Options as the CLI parser hands them over: strings or numbers, all optional. */
export interface SimCommandOptions {
  game?: string;
  mission?: string;
  games?: number | string;
  bot?: string;
  /** Several bots compared on the same games (each plays every seat): "heuristic,search,clairvoyant". */
  compare?: string;
  seats?: number | string;
  seed?: number | string;
  workers?: number | string;
  out?: string;
  maxRounds?: number | string;
  /** A Redis URL: the games go on the job queue there (horde worker plays them). */
  queue?: string;
  /** Games per job on the queue. */
  batch?: number | string;
  /** --option key=value, each: options of the game's config set over the mission's (true/false/numbers/JSON read as such). */
  option?: readonly string[];
  /** Where to find the game (tests: a registry of their own). Default: @horde/games. */
  source?: ModuleSource;
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
  game: string;
  mission: string;
  /** The designer's mission file --mission named (absolute), when it named one. */
  entryFile?: string;
  games: number;
  /** The bot of each seat (one name: every seat). */
  bots: BotName[];
  /** --compare: the bots to run one after the other on the same games (empty without it). */
  compare: BotName[];
  seats: number;
  seed: number;
  workers: number;
  out: string;
  maxRounds: number;
  /** --option: set over the entry's config ({} without any). */
  options: Record<string, unknown>;
  /** --queue: the Redis URL of the job queue (absent: this machine's threads). */
  queue?: string;
  /** --batch: games per job (absent: defaultBatch). */
  batch?: number;
}

/** The --option list as a config patch: `key=value`, the value read as JSON when it parses (true, 3, "x"), else text. */
export function parseOptions(list: readonly string[] | undefined): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const item of list ?? []) {
    const eq = item.indexOf('=');
    const key = eq > 0 ? item.slice(0, eq).trim() : '';
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key))
      throw new UsageError(
        `--option takes key=value (a config key, then its value), got ${JSON.stringify(item)}`,
        SIM_USAGE,
      );
    const text = item.slice(eq + 1).trim();
    let value: unknown = text;
    try {
      value = JSON.parse(text);
    } catch {
      // plain text
    }
    options[key] = value;
  }
  return options;
}

/** The module of --game, or a usage error naming the known games. */
async function moduleFor(game: string, source: ModuleSource | undefined, usage: string): Promise<AnyModule> {
  try {
    return await simModule(game, source);
  } catch (e) {
    if (e instanceof UnknownGameError) throw new UsageError(e.message.replace(/^U/, 'u'), usage);
    throw e;
  }
}

/** Whether the module plays `entry`: a listed entry, or one its defaultConfig accepts (an unlisted test mission). */
function checkEntry(module: AnyModule, entry: string, seats: number, usage: string): void {
  if (module.entries.some((e) => e.id === entry)) return;
  try {
    module.defaultConfig(entry, seats);
  } catch {
    throw new UsageError(
      `unknown mission "${entry}" for ${module.name} (known: ${module.entries.map((e) => e.id).join(', ')})`,
      usage,
    );
  }
}

/** The default bot of a module: heuristic when it has one, else its first. */
export function defaultBot(module: AnyModule): BotName {
  return 'heuristic' in module.bots ? 'heuristic' : Object.keys(module.bots)[0];
}

/** Checks the options and fills the defaults; throws UsageError with the usage text. */
export async function parseSimOptions(opts: SimCommandOptions): Promise<ParsedSimOptions> {
  const game = opts.game ?? DEFAULT_GAME;
  let module = await moduleFor(game, opts.source, SIM_USAGE);
  if (!opts.mission) throw new UsageError('--mission is required', SIM_USAGE);
  let mission = opts.mission;
  let entryFile: string | undefined;
  if (isEntryFile(mission)) {
    entryFile = resolve(mission);
    ({ module, entry: mission } = hostFile(module, entryFile));
  }
  const { min, max } = module.game.meta.seats;
  const seats = intOption('--seats', opts.seats, min, 1, SIM_USAGE);
  if (seats < min || seats > max)
    throw new UsageError(`--seats must be between ${min} and ${max} for ${module.name}, got ${seats}`, SIM_USAGE);
  checkEntry(module, mission, seats, SIM_USAGE);
  if (opts.compare !== undefined && opts.bot !== undefined)
    throw new UsageError('give --bot or --compare, not both', SIM_USAGE);
  const compare = (opts.compare ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  if (opts.compare !== undefined && (compare.length < 2 || new Set(compare).size !== compare.length))
    throw new UsageError(`--compare needs two or more different bots, got ${JSON.stringify(opts.compare)}`, SIM_USAGE);
  const bots = compare.length > 0 ? [compare[0]] : (opts.bot ?? defaultBot(module)).split(',').map((b) => b.trim());
  const known = Object.keys(module.bots);
  for (const bot of [...bots, ...compare])
    if (!known.includes(bot)) throw new UsageError(`unknown bot "${bot}" (known: ${known.join(', ')})`, SIM_USAGE);
  if (bots.length > 1 && bots.length !== seats)
    throw new UsageError(`--bot lists ${bots.length} bots for ${seats} seats (give one, or one per seat)`, SIM_USAGE);
  const games = intOption('--games', opts.games, 1000, 1, SIM_USAGE);
  const seed = intOption('--seed', opts.seed, 1, 0, SIM_USAGE);
  if (seed > 0xffffffff) throw new UsageError('--seed must fit in 32 bits', SIM_USAGE);
  const workers = intOption('--workers', opts.workers, defaultWorkers(), 0, SIM_USAGE);
  if (workers > 256) throw new UsageError('--workers must be at most 256', SIM_USAGE);
  if (opts.queue !== undefined) {
    const bad = badQueueUrl(opts.queue);
    if (bad) throw new UsageError(bad, SIM_USAGE);
    if (opts.workers !== undefined)
      throw new UsageError('give --workers or --queue, not both (the queue has its own workers)', SIM_USAGE);
  } else if (opts.batch !== undefined) throw new UsageError('--batch goes with --queue', SIM_USAGE);
  const batch = opts.batch === undefined ? undefined : intOption('--batch', opts.batch, 1, 1, SIM_USAGE);
  const maxRounds = intOption('--max-rounds', opts.maxRounds, 60, 1, SIM_USAGE);
  const options = parseOptions(opts.option);
  const refused = refusedOptions(module, mission, seats, options);
  if (refused) throw new UsageError(`--option: ${refused}`, SIM_USAGE);
  const prefix = game === DEFAULT_GAME ? '' : `${game}-`;
  const named = compare.length > 0 ? 'compare' : bots.join(',');
  const out = resolve(opts.out ?? `sim-out/${prefix}${mission}-${named}-${seed}`);
  return {
    game,
    mission,
    ...(entryFile ? { entryFile } : {}),
    games,
    bots,
    compare,
    seats,
    seed,
    workers,
    out,
    maxRounds,
    options,
    ...(opts.queue !== undefined ? { queue: opts.queue } : {}),
    ...(batch !== undefined ? { batch } : {}),
  };
}

/** The --option flags that remake `options` (for the command a report records). */
function optionFlags(options: Record<string, unknown>): string {
  return Object.entries(options)
    .map(([k, v]) => ` --option ${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('');
}

/** Whether --mission names a file (a path or a .yaml name) rather than an entry id. */
export function isEntryFile(mission: string): boolean {
  return /\.ya?ml$/i.test(mission) || mission.includes('/') || mission.includes('\\');
}

/** The module hosting a designer's file, or a usage error saying what is wrong with the file. */
function hostFile(module: AnyModule, file: string): { module: AnyModule; entry: string } {
  if (!module.withEntryFile) throw new UsageError(`${module.name} does not read mission files`, SIM_USAGE);
  try {
    return module.withEntryFile(file);
  } catch (e) {
    if (e instanceof ToolInputError) throw new UsageError(e.message, SIM_USAGE);
    throw e;
  }
}

function progressBar(label: string, queued = false): cliProgress.SingleBar {
  return new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} games | {rate} games/s | ETA {eta_formatted}${queued ? ' | {attached}' : ''}`,
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
  if (o.compare.length > 0) return (await compareCommand(o, opts)).reports[0];
  return (await runOne(o, opts, o.bots, o.out)).report;
}

/** `horde sim --compare a,b,c`: each bot on the same games, one folder each, then compare.json and compare.html. */
export async function compareCommand(
  o: ParsedSimOptions,
  opts: SimCommandOptions,
): Promise<{ compare: CompareReport; reports: SimReport[] }> {
  const reports: SimReport[] = [];
  let module: AnyModule | undefined;
  for (const bot of o.compare) {
    const one = await runOne(o, { ...opts, print: false }, [bot], resolve(o.out, bot));
    reports.push(one.report);
    module = one.module;
  }
  const command = `horde sim --game ${o.game} --mission ${o.entryFile ?? o.mission} --games ${o.games} --compare ${o.compare.join(',')}${o.seats === 1 ? '' : ` --seats ${o.seats}`} --seed ${o.seed} ${whereFlags(o)}${optionFlags(o.options)}`;
  const compare = compareReports(reports, command);
  writeFileSync(resolve(o.out, 'compare.json'), `${JSON.stringify(compare, null, 2)}\n`);
  writeFileSync(resolve(o.out, 'compare.html'), renderCompareHtml(compare, reports, module));
  if (opts.print !== false)
    console.log(`${compareSummary(compare)}\n  wrote ${resolve(o.out, 'compare.json')} and compare.html`);
  return { compare, reports };
}

/** Where the games run, as flags: --workers W, or --queue URL [--batch N] (the password hidden). */
function whereFlags(o: ParsedSimOptions): string {
  if (o.queue === undefined) return `--workers ${o.workers}`;
  return `--queue ${shownUrl(o.queue)}${o.batch === undefined ? '' : ` --batch ${o.batch}`}`;
}

const attachedLabel = (workers: number, slots: number) =>
  workers === 0
    ? 'no worker attached yet (horde worker --queue …)'
    : `${workers} worker${workers === 1 ? '' : 's'} (${slots} slot${slots === 1 ? '' : 's'})`;

/** Plays the games with one bot list, writes report.json and report.html into `out`. */
async function runOne(
  o: ParsedSimOptions,
  opts: SimCommandOptions,
  bots: BotName[],
  out: string,
): Promise<{ report: SimReport; module: AnyModule }> {
  const bot = bots.join(',');
  const command = `horde sim --game ${o.game} --mission ${o.entryFile ?? o.mission} --games ${o.games} --bot ${bot}${o.seats === 1 ? '' : ` --seats ${o.seats}`} --seed ${o.seed} ${whereFlags(o)}${optionFlags(o.options)}`;
  const queued = o.queue !== undefined;
  const bar = opts.progress === false ? null : progressBar(`sim ${o.mission} (${bot})`, queued);
  let t0 = performance.now();
  let attachedNow = attachedLabel(0, 0);
  bar?.start(o.games, 0, { rate: '0.0', attached: attachedNow });
  // Ctrl-C during a queued run: the run's jobs not started yet are taken off the queue.
  const abort = new AbortController();
  const onSigint = () => abort.abort();
  if (queued) process.once('SIGINT', onSigint);
  let result: Awaited<ReturnType<typeof runSim>>;
  try {
    result = await runSim({
      game: o.game,
      source: opts.source,
      entry: o.mission,
      ...(o.entryFile ? { entryFile: o.entryFile } : {}),
      games: o.games,
      bots,
      seats: o.seats,
      seed: o.seed,
      workers: o.workers,
      maxRounds: o.maxRounds,
      ...(Object.keys(o.options).length > 0 ? { options: o.options } : {}),
      command,
      ...(queued
        ? {
            queue: o.queue,
            ...(o.batch !== undefined ? { chunk: o.batch } : {}),
            signal: abort.signal,
            onQueueError: (e: Error) => {
              if (opts.progress !== false) process.stderr.write(`\nqueue: ${e.message}; reconnecting\n`);
            },
            onQueued: (run: string) => {
              if (opts.progress === false) return;
              const url = shownUrl(o.queue!);
              process.stderr.write(
                `run ${run}: ${o.games} games in jobs of ${o.batch ?? defaultBatch(o.games)} on ${url} (queue ${QUEUE_PREFIX}:${QUEUE_NAME}); \`horde worker --queue ${url}\` on any machine plays them, Ctrl-C cancels\n`,
              );
            },
          }
        : {}),
      onWorkers: (workers, slots) => {
        attachedNow = attachedLabel(workers, slots);
        bar?.update({ attached: attachedNow });
      },
      onProgress: (done) => {
        // The clock starts once the worker threads are up, or the jobs are on the queue (runSim reports 0 then).
        if (done === 0) {
          t0 = performance.now();
          return;
        }
        bar?.update(done, {
          rate: (done / Math.max(1e-3, (performance.now() - t0) / 1000)).toFixed(1),
          attached: attachedNow,
        });
      },
    });
  } finally {
    process.removeListener('SIGINT', onSigint);
    bar?.stop();
  }
  const { report, module } = result;
  mkdirSync(out, { recursive: true });
  writeFileSync(resolve(out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(resolve(out, 'report.html'), renderReportHtml(report, module));
  if (opts.print !== false) console.log(summary(report, out));
  return { report, module };
}

export function summary(r: SimReport, out?: string): string {
  const p = (x: number) => `${(x * 100).toFixed(1)}%`;
  const causes =
    Object.entries(r.lossCauses)
      .map(([c, n]) => `${r.reasonLabels[c] ?? c} ${n}`)
      .join(', ') || 'none';
  const who = r.game.cooperative || r.seats === 1 ? 'win rate' : 'seat 0 win rate';
  const draws = r.draws ? `, draws ${p(r.drawRate)}` : '';
  const rounds = r.rounds ? `, mean rounds ${r.rounds.mean.toFixed(1)}` : `, mean actions ${r.meanSteps.toFixed(1)}`;
  return [
    `${r.game.id} ${r.entry.id}${r.entry.label ? ` (${r.entry.label})` : ''}, ${r.bots.join(', ')} bot, ${r.games} games, seed ${r.seed}`,
    `  ${who} ${p(r.winRate)} (95% interval ${p(r.winRate95[0])}-${p(r.winRate95[1])})${draws}${rounds}`,
    ...(r.game.cooperative || r.seats === 1
      ? []
      : [`  by seat: ${r.perSeat.map((x) => `${x.seat + 1} (${x.bot}) ${p(x.winRate)}`).join(', ')}`]),
    `  losses: ${causes}`,
    r.run.queue
      ? `  ${speedLabel(r.run.gamesPerSecond)} over the queue: ${r.run.queue.workers} worker(s), ${r.run.workers} slot(s), ${r.run.queue.batch} game(s) a job${r.run.queue.stalled ? `, ${r.run.queue.stalled} job(s) put back after a worker was lost` : ''}, ${r.run.seconds.toFixed(1)} s`
      : `  ${speedLabel(r.run.gamesPerSecond)} on ${r.run.workers} worker(s), ${r.run.seconds.toFixed(1)} s`,
    ...(out ? [`  wrote ${resolve(out, 'report.json')} and report.html`] : []),
  ].join('\n');
}

export interface WorkerCommandOptions {
  queue?: string;
  concurrency?: number | string;
  grace?: number | string;
  lockMs?: number | string;
  stalledMs?: number | string;
  verbose?: boolean;
  /** Lines the worker prints (default: stdout). */
  print?: (line: string) => void;
  /** Stops the worker when aborted, as SIGTERM does (tests; the command listens to SIGTERM and SIGINT too). */
  signal?: AbortSignal;
}

/**
 * `horde worker --queue redis://…`: plays the simulator's jobs from the queue until SIGTERM or Ctrl-C (then the
 * current jobs have --grace seconds to finish before they go back on the queue; a second signal returns them at
 * once). Resolves once the worker has stopped.
 */
export async function workerCommand(opts: WorkerCommandOptions): Promise<{ finished: number; returned: number }> {
  if (!opts.queue) throw new UsageError('--queue is required (redis://host:port)', WORKER_USAGE);
  const bad = badQueueUrl(opts.queue);
  if (bad) throw new UsageError(bad, WORKER_USAGE);
  // Loaded here: BullMQ costs every other command about 80 ms to load.
  const { defaultSlots, startQueueWorker } = await import('./queue-worker.ts');
  const slots = intOption('--concurrency', opts.concurrency, defaultSlots(), 1, WORKER_USAGE);
  const grace = intOption('--grace', opts.grace, 20, 0, WORKER_USAGE);
  const lockMs = intOption('--lock-ms', opts.lockMs, QUEUE_TIMINGS.lockMs, 100, WORKER_USAGE);
  const stalledMs = intOption('--stalled-ms', opts.stalledMs, QUEUE_TIMINGS.stalledMs, 100, WORKER_USAGE);
  const print = opts.print ?? ((line: string) => console.log(line));
  const worker = await startQueueWorker({
    url: opts.queue,
    slots,
    lockMs,
    stalledMs,
    log: print,
    ...(opts.verbose ? { verbose: print } : {}),
  });
  print(
    `  SIGTERM or Ctrl-C stops it (the current jobs have ${grace} s to finish; a second signal returns them at once)`,
  );
  let signals = 0;
  let stopping!: (stopped: Promise<{ finished: number; returned: number }>) => void;
  const first = new Promise<{ finished: number; returned: number }>((resolve) => {
    stopping = resolve;
  });
  const stop = () => {
    signals++;
    const stopped = worker.stop(signals === 1 ? grace * 1000 : 0);
    if (signals === 1) stopping(stopped);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  opts.signal?.addEventListener('abort', stop, { once: true });
  if (opts.signal?.aborted) stop();
  try {
    return await first;
  } finally {
    process.removeListener('SIGTERM', stop);
    process.removeListener('SIGINT', stop);
    opts.signal?.removeEventListener('abort', stop);
  }
}

export interface BenchBotsCommandOptions {
  game?: string;
  missions?: string | string[];
  /** Bots to measure (default: every bot of the game). */
  bots?: string | string[];
  games?: number | string;
  seed?: number | string;
  scalingGames?: number | string;
  warmup?: number | string;
  repeats?: number | string;
  source?: ModuleSource;
  print?: boolean;
}

/** `horde bench bots`: each bot's games/s, win rate and allocation per entry on one core, and the sim's scaling over threads and processes. */
export async function benchBotsCommand(opts: BenchBotsCommandOptions = {}): Promise<BotsBench> {
  const game = opts.game ?? DEFAULT_GAME;
  const module = await moduleFor(game, opts.source, BENCH_USAGE);
  const seats = module.game.meta.seats.min;
  const missions =
    opts.missions === undefined
      ? module.entries.map((e) => e.id)
      : (Array.isArray(opts.missions) ? opts.missions : opts.missions.split(',')).map((m) => m.trim()).filter(Boolean);
  if (missions.length === 0) throw new UsageError(`${module.name} has no entry to measure`, BENCH_USAGE);
  for (const m of missions) checkEntry(module, m, seats, BENCH_USAGE);
  const known = Object.keys(module.bots);
  const bots =
    opts.bots === undefined
      ? undefined
      : (Array.isArray(opts.bots) ? opts.bots : opts.bots.split(',')).map((b) => b.trim()).filter(Boolean);
  for (const bot of bots ?? [])
    if (!known.includes(bot)) throw new UsageError(`unknown bot "${bot}" (known: ${known.join(', ')})`, BENCH_USAGE);
  const games = intOption('--games', opts.games, 200, 1, BENCH_USAGE);
  const seed = intOption('--seed', opts.seed, 1, 0, BENCH_USAGE);
  const scalingGames = intOption('--scaling-games', opts.scalingGames, Math.max(1000, games), 0, BENCH_USAGE);
  const warmup = intOption('--warmup', opts.warmup, 300, 0, BENCH_USAGE);
  const repeats = intOption('--repeats', opts.repeats, 3, 1, BENCH_USAGE);
  return benchBots({
    game,
    source: opts.source,
    missions,
    ...(bots ? { bots } : {}),
    games,
    seed,
    scalingGames,
    warmup,
    repeats,
    onLine: opts.print === false ? undefined : (line) => console.log(line),
  });
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
      const allowed = [
        'game',
        'mission',
        'games',
        'bot',
        'compare',
        'seats',
        'seed',
        'workers',
        'out',
        'maxRounds',
        'queue',
        'batch',
      ];
      for (const k of Object.keys(a))
        if (!allowed.includes(k)) throw new UsageError(`unknown option --${k}`, SIM_USAGE);
      await simCommand(a);
      return 0;
    }
    if (cmd === 'worker') {
      const a: Record<string, string | boolean> = {};
      for (let i = 0; i < rest.length; i++) {
        const key = rest[i].replace(/^--/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
        if (!['queue', 'concurrency', 'grace', 'lockMs', 'stalledMs', 'verbose'].includes(key))
          throw new UsageError(`unknown option ${rest[i]}`, WORKER_USAGE);
        a[key] = key === 'verbose' ? true : rest[++i];
      }
      await workerCommand(a);
      return 0;
    }
    if (cmd === 'bench') {
      const a = parseArgv(rest);
      for (const k of Object.keys(a))
        if (!['game', 'missions', 'bots', 'games', 'seed'].includes(k))
          throw new UsageError(`unknown option --${k}`, BENCH_USAGE);
      await benchBotsCommand(a);
      return 0;
    }
    console.error(`${SIM_USAGE}\n\n${WORKER_USAGE}\n\n${BENCH_USAGE.replace('horde bench bots', 'cli.ts bench')}`);
    return 2;
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`error: ${e.message}\n\n${e.usage}`);
      return 2;
    }
    if (e instanceof QueueRunCancelled) {
      console.error(e.message);
      return 130;
    }
    if (e instanceof QueueUnreachable) {
      console.error(`error: ${e.message}`);
      return 1;
    }
    throw e;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
