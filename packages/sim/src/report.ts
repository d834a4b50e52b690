/** Aggregation of game records (in game order) into the report written as report.json. */
import type { MissionDef } from '@horde/zombicide';
import type { BoardGeometry } from '@horde/zombicide/board/index';
import { LOSS_CAUSES, type GameRecord, type LossCause } from './run.ts';

export const ZOMBIE_NAMES = ['walker', 'runner', 'fatty', 'abomination'] as const;
export const DANGER_NAMES = ['blue', 'yellow', 'orange', 'red'] as const;

export interface SimReport {
  mission: { id: string; name: string; difficulty: string };
  bot: string;
  seed: number;
  games: number;
  wins: number;
  winRate: number;
  /** Wilson score interval at 95%. */
  winRate95: [number, number];
  rounds: {
    mean: number;
    meanWon: number | null;
    meanLost: number | null;
    /** Games per round reached, split by outcome: round -> [won, lost]. */
    histogram: { round: number; won: number; lost: number }[];
  };
  lossCauses: Record<LossCause, number>;
  kills: {
    total: Record<(typeof ZOMBIE_NAMES)[number], number>;
    perGame: Record<(typeof ZOMBIE_NAMES)[number], number>;
  };
  /** Games by highest Danger Level reached. */
  danger: Record<(typeof DANGER_NAMES)[number], number>;
  /** Wounds taken by survivors per zone, most first. */
  wounds: { total: number; byZone: { zone: number; label: string; wounds: number }[] };
  meanSteps: number;
  /** Not part of the deterministic result: how the run went. */
  run: { workers: number; seconds: number; gamesPerSecond: number; command: string };
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

export function aggregate(
  records: readonly GameRecord[],
  mission: MissionDef,
  geo: BoardGeometry,
  bot: string,
  seed: number,
  run: SimReport['run'],
): SimReport {
  const n = records.length;
  const wins = records.filter((r) => r.won).length;
  const lossCauses = Object.fromEntries(LOSS_CAUSES.map((c) => [c, 0])) as Record<LossCause, number>;
  const kills = [0, 0, 0, 0];
  const danger = [0, 0, 0, 0];
  const wounds = new Map<number, number>();
  const hist = new Map<number, { won: number; lost: number }>();
  let steps = 0;
  for (const r of records) {
    if (r.cause) lossCauses[r.cause]++;
    r.kills.forEach((k, t) => {
      kills[t] += k;
    });
    danger[r.danger]++;
    steps += r.steps;
    for (const [zone, w] of Object.entries(r.woundsByZone))
      wounds.set(Number(zone), (wounds.get(Number(zone)) ?? 0) + w);
    const h = hist.get(r.rounds) ?? { won: 0, lost: 0 };
    if (r.won) h.won++;
    else h.lost++;
    hist.set(r.rounds, h);
  }
  const byZone = [...wounds.entries()]
    .map(([zone, w]) => ({ zone, label: geo.zones[zone]?.label ?? `#${zone}`, wounds: w }))
    .sort((a, b) => b.wounds - a.wounds || a.zone - b.zone);
  const [lo, hi] = wilson95(wins, n);
  return {
    mission: { id: mission.id, name: mission.name, difficulty: mission.difficulty },
    bot,
    seed,
    games: n,
    wins,
    winRate: n ? round4(wins / n) : 0,
    winRate95: [round4(lo), round4(hi)],
    rounds: {
      mean: mean(records.map((r) => r.rounds)) ?? 0,
      meanWon: mean(records.filter((r) => r.won).map((r) => r.rounds)),
      meanLost: mean(records.filter((r) => !r.won).map((r) => r.rounds)),
      histogram: [...hist.entries()].sort((a, b) => a[0] - b[0]).map(([round, h]) => ({ round, ...h })),
    },
    lossCauses,
    kills: {
      total: Object.fromEntries(ZOMBIE_NAMES.map((z, i) => [z, kills[i]])) as SimReport['kills']['total'],
      perGame: Object.fromEntries(
        ZOMBIE_NAMES.map((z, i) => [z, n ? round4(kills[i] / n) : 0]),
      ) as SimReport['kills']['perGame'],
    },
    danger: Object.fromEntries(DANGER_NAMES.map((d, i) => [d, danger[i]])) as SimReport['danger'],
    wounds: { total: byZone.reduce((t, z) => t + z.wounds, 0), byZone },
    meanSteps: n ? round4(steps / n) : 0,
    run,
  };
}

/** The report without its run section: what must be identical for a seed whatever the workers. */
export function deterministicPart(report: SimReport): Omit<SimReport, 'run'> {
  const { run: _run, ...rest } = report;
  return rest;
}
