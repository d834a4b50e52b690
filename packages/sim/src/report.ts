/**
 * Aggregation of game records (in game order) into the report written as
 * report.json. Generic: results per seat, rounds, reason codes, and the
 * module's figures by shape; the module's labels travel with it, so the JSON
 * reads on its own and the HTML is drawn from it alone.
 */
import type { AnyModule, SimReportSpec } from '@horde/games';
import type { GameRecord } from './play.ts';

/** A number per game: its mean and how many games gave each value. */
export interface NumberFigure {
  shape: 'number';
  title: string;
  /** Labels of the values 0, 1, … (e.g. danger levels). */
  labels?: string[];
  /** Games that gave this figure. */
  games: number;
  mean: number;
  histogram: { value: number; games: number }[];
}

/** A number array per game (e.g. kills by type): totals and per-game means by index. */
export interface NumbersFigure {
  shape: 'numbers';
  title: string;
  labels?: string[];
  games: number;
  totals: number[];
  perGame: number[];
}

/** A Record<string, number> per game (e.g. wounds by zone): totals by key, largest first. */
export interface CountsFigure {
  shape: 'counts';
  title: string;
  games: number;
  total: number;
  totals: Record<string, number>;
}

export type FigureSummary = NumberFigure | NumbersFigure | CountsFigure;

export interface SeatSummary {
  seat: number;
  bot: string;
  wins: number;
  draws: number;
  losses: number;
  winRate: number;
  /** Wilson score interval at 95%. */
  winRate95: [number, number];
}

export interface SimReport {
  game: { id: string; name: string; cooperative: boolean };
  /** What was played (a mission); description from the module. */
  entry: { id: string; name: string; label?: string; description?: string };
  /** The bot of each seat. */
  bots: string[];
  seats: number;
  seed: number;
  games: number;
  /** Games seat 0 won (every seat in a cooperative game), drew, and its win rate. */
  wins: number;
  draws: number;
  winRate: number;
  /** Wilson score interval at 95%. */
  winRate95: [number, number];
  drawRate: number;
  perSeat: SeatSummary[];
  /** Null when the game counts no rounds. */
  rounds: {
    mean: number;
    meanWon: number | null;
    meanLost: number | null;
    /** Games per round reached, split by seat 0's result. */
    histogram: { round: number; won: number; drawn: number; lost: number }[];
  } | null;
  meanSteps: number;
  /** Games seat 0 lost, by reason code (roundLimit, stepLimit, stuck: cut off). */
  lossCauses: Record<string, number>;
  /** Every game by reason code. */
  endings: Record<string, number>;
  /** English labels of the reason codes above (from the module). */
  reasonLabels: Record<string, string>;
  /** The module's simFigures, aggregated by shape. */
  figures: Record<string, FigureSummary>;
  /** Not part of the deterministic result: how the run went. */
  run: {
    /** Worker threads (a queued run: the most slots attached at once). */
    workers: number;
    seconds: number;
    gamesPerSecond: number;
    command: string;
    /**
     * A run over the queue: the most worker processes attached at once, games per job, jobs put back after their
     * worker was lost (stalled) or gone without their records (requeued), games played by each worker
     * (host/pid/slots).
     */
    queue?: { workers: number; batch: number; stalled: number; requeued: number; byWorker: Record<string, number> };
  };
}

export interface ReportInfo {
  game: SimReport['game'];
  entry: SimReport['entry'];
  bots: string[];
  seats: number;
  seed: number;
  presentation?: SimReportSpec;
  run: SimReport['run'];
}

/** Wilson score interval for k successes out of n at 95%. */
export function wilson95(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = k / n;
  const den = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / den;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const round4 = (x: number) => Math.round(x * 10000) / 10000;
const mean = (xs: number[]) => (xs.length === 0 ? null : round4(xs.reduce((a, b) => a + b, 0) / xs.length));
const rate = (k: number, n: number) => (n ? round4(k / n) : 0);
const interval = (k: number, n: number): [number, number] => {
  const [lo, hi] = wilson95(k, n);
  return [round4(lo), round4(hi)];
};
const count = (map: Record<string, number>, key: string) => {
  map[key] = (map[key] ?? 0) + 1;
};
/** Keys largest count first, then by name: a stable order whatever the records' order. */
const sorted = (map: Record<string, number>) =>
  Object.fromEntries(Object.entries(map).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)));

type Acc =
  | { shape: 'number'; games: number; sum: number; hist: Map<number, number> }
  | { shape: 'numbers'; games: number; totals: number[] }
  | { shape: 'counts'; games: number; totals: Record<string, number> };

function accumulate(accs: Map<string, Acc>, figures: GameRecord['figures']): void {
  for (const [key, value] of Object.entries(figures)) {
    let acc = accs.get(key);
    if (!acc) {
      acc =
        typeof value === 'number'
          ? { shape: 'number', games: 0, sum: 0, hist: new Map() }
          : Array.isArray(value)
            ? { shape: 'numbers', games: 0, totals: [] }
            : { shape: 'counts', games: 0, totals: {} };
      accs.set(key, acc);
    }
    // A value of another shape than the first game's is a module bug: it is left out, not guessed at.
    if (acc.shape === 'number' && typeof value === 'number') {
      acc.games++;
      acc.sum += value;
      acc.hist.set(value, (acc.hist.get(value) ?? 0) + 1);
    } else if (acc.shape === 'numbers' && Array.isArray(value)) {
      acc.games++;
      value.forEach((v, i) => {
        acc.totals[i] = (acc.totals[i] ?? 0) + v;
      });
    } else if (acc.shape === 'counts' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      acc.games++;
      for (const [k, v] of Object.entries(value)) acc.totals[k] = (acc.totals[k] ?? 0) + v;
    }
  }
}

function summarise(key: string, acc: Acc, spec: SimReportSpec | undefined): FigureSummary {
  const title = spec?.figures?.[key]?.title ?? key;
  const labels = spec?.figures?.[key]?.labels;
  const withLabels = labels ? { labels: [...labels] } : {};
  switch (acc.shape) {
    case 'number':
      return {
        shape: 'number',
        title,
        ...withLabels,
        games: acc.games,
        mean: rate(acc.sum, acc.games),
        histogram: [...acc.hist.entries()].sort((a, b) => a[0] - b[0]).map(([value, games]) => ({ value, games })),
      };
    case 'numbers': {
      const totals = Array.from(acc.totals, (v) => v ?? 0);
      return {
        shape: 'numbers',
        title,
        ...withLabels,
        games: acc.games,
        totals,
        perGame: totals.map((t) => rate(t, acc.games)),
      };
    }
    case 'counts':
      return {
        shape: 'counts',
        title,
        games: acc.games,
        total: Object.values(acc.totals).reduce((a, b) => a + b, 0),
        totals: sorted(acc.totals),
      };
  }
}

export function aggregate(records: readonly GameRecord[], info: ReportInfo): SimReport {
  const n = records.length;
  const seats = Math.max(info.seats, ...records.map((r) => r.results.length));
  const perSeat = Array.from({ length: seats }, () => ({ win: 0, draw: 0, loss: 0 }));
  const lossCauses: Record<string, number> = {};
  const endings: Record<string, number> = {};
  const hist = new Map<number, { won: number; drawn: number; lost: number }>();
  const accs = new Map<string, Acc>();
  let steps = 0;
  for (const r of records) {
    r.results.forEach((result, seat) => {
      perSeat[seat][result]++;
    });
    const first = r.results[0] ?? 'loss';
    count(endings, r.reason);
    if (first === 'loss') count(lossCauses, r.reason);
    steps += r.steps;
    if (r.rounds !== null) {
      const h = hist.get(r.rounds) ?? { won: 0, drawn: 0, lost: 0 };
      if (first === 'win') h.won++;
      else if (first === 'draw') h.drawn++;
      else h.lost++;
      hist.set(r.rounds, h);
    }
    accumulate(accs, r.figures);
  }
  const withRounds = records.filter((r) => r.rounds !== null);
  const roundsOf = (result: string) =>
    withRounds.filter((r) => (r.results[0] ?? 'loss') === result).map((r) => r.rounds as number);
  const reasonLabels: Record<string, string> = {};
  for (const code of Object.keys(endings)) {
    const label = info.presentation?.reasons?.[code];
    if (label) reasonLabels[code] = label;
  }
  const wins = perSeat[0]?.win ?? 0;
  const draws = perSeat[0]?.draw ?? 0;
  return {
    game: info.game,
    entry: info.entry,
    bots: info.bots,
    seats,
    seed: info.seed,
    games: n,
    wins,
    draws,
    winRate: rate(wins, n),
    winRate95: interval(wins, n),
    drawRate: rate(draws, n),
    perSeat: perSeat.map((s, seat) => ({
      seat,
      bot: info.bots[Math.min(seat, info.bots.length - 1)],
      wins: s.win,
      draws: s.draw,
      losses: s.loss,
      winRate: rate(s.win, n),
      winRate95: interval(s.win, n),
    })),
    rounds: withRounds.length
      ? {
          mean: mean(withRounds.map((r) => r.rounds as number)) ?? 0,
          meanWon: mean(roundsOf('win')),
          meanLost: mean(roundsOf('loss')),
          histogram: [...hist.entries()].sort((a, b) => a[0] - b[0]).map(([round, h]) => ({ round, ...h })),
        }
      : null,
    meanSteps: rate(steps, n),
    lossCauses: sorted(lossCauses),
    endings: sorted(endings),
    reasonLabels,
    figures: Object.fromEntries([...accs.entries()].map(([key, acc]) => [key, summarise(key, acc, info.presentation)])),
    run: info.run,
  };
}

/** The entry's catalogue line, or a bare one for an entry the lobby does not list (a test mission). */
export function entryInfo(module: AnyModule, entry: string): SimReport['entry'] {
  const listed = module.entries.find((e) => e.id === entry);
  const description = module.simReport?.entryDescription?.(entry);
  return {
    id: entry,
    name: listed?.name ?? entry,
    ...(listed?.label ? { label: listed.label } : {}),
    ...(description ? { description } : {}),
  };
}

/**
 * The report of a run's records (in game order) of `entry` on `module`: what `horde sim` writes, and what the
 * studio's Simulate panel shows for the same games.
 */
export function moduleReport(
  module: AnyModule,
  records: readonly GameRecord[],
  info: Pick<ReportInfo, 'bots' | 'seats' | 'seed' | 'run'> & { entry: string },
): SimReport {
  return aggregate(records, {
    game: { id: module.id, name: module.name, cooperative: module.game.meta.cooperative },
    entry: entryInfo(module, info.entry),
    bots: info.bots,
    seats: info.seats,
    seed: info.seed,
    presentation: module.simReport,
    run: info.run,
  });
}

/** The report without its run section: what must be identical for a seed whatever the workers. */
export function deterministicPart(report: SimReport): Omit<SimReport, 'run'> {
  const { run: _run, ...rest } = report;
  return rest;
}

/** A run's speed: games a second, or seconds a game when a game takes longer than a second (a search bot's). */
export function speedLabel(gamesPerSecond: number): string {
  if (gamesPerSecond >= 1 || gamesPerSecond <= 0) return `${gamesPerSecond} games/s`;
  return `${(1 / gamesPerSecond).toPrecision(3)} s a game`;
}
