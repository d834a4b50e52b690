/**
 * `npm run perf:lighthouse -w @horde/web`: Lighthouse (mobile and desktop) on the lobby and on an invite link to a
 * table of each game, served by the real game server from the production build. Prints the scores and the paint
 * and blocking times; asserts nothing (a measure, not a test: Lighthouse's simulated phone slows the CPU four times,
 * so a busy machine lowers the figures). Lighthouse is fetched by npx on first use (it is not a dependency of the
 * project, the test suite never needs it); Chromium is Debian's, as for the browser tests (CHROME_PATH overrides).
 *
 * HORDE_LH_GAMES=uoa,classic limits the tables measured; HORDE_LH_RUNS=3 takes the median of three runs;
 * HORDE_LH_FORM=mobile (or desktop) measures one form only; HORDE_LH_NOBUILD=1 serves the build in dist/; HORDE_LH_DETAIL=1 also prints, for each run, the largest paint's element and the longest main-thread tasks.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { withPerfPages } from './pages.ts';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.HORDE_LH_RUNS ?? 1));
const detail = process.env.HORDE_LH_DETAIL === '1';
const form = process.env.HORDE_LH_FORM;
const forms = form === 'mobile' ? [false] : form === 'desktop' ? [true] : [false, true];

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

/** One Lighthouse run (a child process: the server answering it runs in this one, so nothing here may block). */
async function lighthouse(url: string, desktop: boolean): Promise<Figures> {
  const out = join(mkdtempSync(join(tmpdir(), 'horde-lh-')), 'report.json');
  await promisify(execFile)(
    'npx',
    [
      '--yes',
      'lighthouse@12',
      url,
      ...(desktop ? ['--preset=desktop'] : []),
      '--chrome-flags=--headless=new --no-sandbox',
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(dirname(out), { recursive: true, force: true });
  const ms = (id: string) => Math.round(report.audits[id].numericValue);
  if (detail) printDetail(report);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
  };
}

interface ReportItem {
  node?: { snippet?: string; nodeLabel?: string };
  url?: string;
  duration?: number;
  startTime?: number;
  groupLabel?: string;
  phase?: string;
  timing?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
  transferSize?: number;
  resourceType?: string;
}

/** Where a run's time went: the largest paint's element, the long tasks and the main thread's work by kind. */
function printDetail(report: {
  audits: Record<string, { details?: { items?: ReportItem[] }; score?: number | null; displayValue?: string }>;
  categories: { accessibility?: { auditRefs: { id: string; weight: number }[] } };
}): void {
  const items = (id: string): ReportItem[] => report.audits[id]?.details?.items ?? [];
  // The accessibility audits that failed, with the first element each names.
  for (const ref of report.categories.accessibility?.auditRefs ?? [])
    if (ref.weight > 0 && report.audits[ref.id]?.score === 0)
      console.log(`    accessibility: ${ref.id} fails: ${items(ref.id)[0]?.node?.snippet ?? '?'}`);
  // Each metric of the Performance score with its own score (0-1): which one costs the points.
  const metrics = [
    'first-contentful-paint',
    'speed-index',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ].map((id) => `${id} ${report.audits[id]?.displayValue ?? '?'} (${report.audits[id]?.score ?? '?'})`);
  console.log(`    metrics: ${metrics.join(', ')}`);
  for (const shift of items('layout-shifts').slice(0, 3))
    console.log(`    layout shift ${(shift as { score?: number }).score?.toFixed(3)}: ${shift.node?.snippet ?? '?'}`);
  const lcp = items('largest-contentful-paint-element').flatMap((i) => (i as { items?: ReportItem[] }).items ?? [i]);
  const element = lcp.find((i) => i.node)?.node;
  console.log(`    largest paint: ${element?.nodeLabel ?? '?'}  ${element?.snippet ?? ''}`);
  const phases = lcp.filter((i) => i.phase).map((i) => `${i.phase} ${Math.round(i.timing ?? 0)} ms`);
  if (phases.length > 0) console.log(`    largest paint's phases: ${phases.join(', ')}`);
  for (const request of items('network-requests').filter(
    (i) => i.resourceType === 'Script' || i.resourceType === 'Document',
  ))
    console.log(
      `    ${request.resourceType} ${request.url?.replace(/^https?:\/\/[^/]+/, '')} ${Math.round((request.transferSize ?? 0) / 1024)} KB, ${Math.round(request.networkRequestTime ?? 0)}-${Math.round(request.networkEndTime ?? 0)} ms (observed)`,
    );
  for (const task of items('long-tasks').slice(0, 6))
    console.log(
      `    long task ${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} ms  ${task.url}`,
    );
  const work = items('mainthread-work-breakdown')
    .map((i) => `${i.groupLabel} ${Math.round(i.duration ?? 0)} ms`)
    .join(', ');
  console.log(`    main thread: ${work}`);
}

function median(list: Figures[]): Figures {
  const mid = (pick: (f: Figures) => number) => list.map(pick).sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return {
    performance: mid((f) => f.performance),
    accessibility: mid((f) => f.accessibility),
    fcp: mid((f) => f.fcp),
    lcp: mid((f) => f.lcp),
    tbt: mid((f) => f.tbt),
  };
}

function line(what: string, form: string, f: Figures): string {
  return `${what.padEnd(26)} ${form.padEnd(8)} performance ${String(f.performance).padStart(3)}  accessibility ${String(
    f.accessibility,
  ).padStart(3)}  first paint ${(f.fcp / 1000).toFixed(1)} s  largest paint ${(f.lcp / 1000).toFixed(1)} s  blocking ${
    f.tbt
  } ms`;
}

async function main(): Promise<void> {
  await withPerfPages(
    { label: 'lighthouse', build: process.env.HORDE_LH_NOBUILD !== '1', gamesVariable: 'HORDE_LH_GAMES' },
    async (pages) => {
      for (const { what, url } of pages)
        for (const desktop of forms) {
          const results: Figures[] = [];
          for (let run = 0; run < runs; run++) results.push(await lighthouse(url, desktop));
          console.log(line(what, desktop ? 'desktop' : 'mobile', median(results)));
        }
    },
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
