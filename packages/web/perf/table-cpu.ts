import { chromium } from 'playwright-core';
import { CHROMIUM, ensureChromium } from '../e2e/browser.ts';
import { withPerfPages } from './pages.ts';

const runs = Math.max(1, Number(process.env.HORDE_PERF_RUNS ?? 3));
/** Lighthouse's phone: four times slower than this machine's CPU. */
const PHONE_SLOWDOWN = 4;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
}

interface Figures {
  /** Main-thread CPU in top-level tasks, ms. */
  cpu: number;
  /** The longest tasks' CPU, ms. */
  longest: number[];
  /** Blocking at the phone's slowdown, ms. */
  blocking: number;
  /** CPU by kind of work (nested events), ms. */
  kinds: Record<string, number>;
  /** What the longest tasks did: their biggest inner events. */
  inside: string[];
}

const KINDS: Record<string, string> = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  'v8.compileModule': 'script',
  'v8.produceModuleCache': 'script',
  FunctionCall: 'script',
  'v8.compile': 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  ParseHTML: 'parse',
  ParseAuthorStyleSheet: 'parse',
  MinorGC: 'gc',
  MajorGC: 'gc',
};

/** The renderer main thread's tasks in a trace, in thread time. */
function figures(events: TraceEvent[]): Figures {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask').map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
  const kinds: Record<string, number> = {};
  for (const e of onMain) {
    const kind = KINDS[e.name];
    // Only the outermost event of a kind counts (a FunctionCall inside an EvaluateScript is already in it).
    if (kind) kinds[kind] = (kinds[kind] ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000;
  }
  const cpuOf = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  const longTasks = onMain
    .filter((e) => e.name === 'RunTask')
    .sort((a, b) => cpuOf(b) - cpuOf(a))
    .slice(0, 4);
  const inside = longTasks.map((task) => {
    const within = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && KINDS[e.name] !== undefined,
    );
    const parts = within
      .sort((a, b) => cpuOf(b) - cpuOf(a))
      .slice(0, 3)
      .map((e) => {
        const d = e.args?.data;
        const where = d?.url
          ? ` ${d.url.replace(/^.*\//, '')}`
          : d?.functionName
            ? ` ${d.functionName}`
            : d?.type
              ? ` ${d.type}`
              : '';
        return `${e.name}${where} ${Math.round(cpuOf(e))}`;
      });
    return `${Math.round(cpuOf(task))} ms: ${parts.join(', ')}`;
  });
  return {
    inside,
    cpu: tasks.reduce((a, b) => a + b, 0),
    longest: [...tasks].sort((a, b) => b - a).slice(0, 4),
    blocking: tasks.reduce((sum, ms) => sum + Math.max(0, PHONE_SLOWDOWN * ms - 50), 0),
    kinds,
  };
}

/** The lobby once its games are listed; a table once its <main> replaced the "Joining the table…" message. */
const ready = (lobby: boolean) =>
  lobby
    ? () => document.querySelector('.lobby .game-list') !== null
    : () => document.querySelector('main') !== null && document.querySelector('.center-message') === null;

async function measure(url: string, lobby: boolean): Promise<Figures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, locale: 'en-US' });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
    });
    await page.goto(url);
    await page.waitForFunction(ready(lobby), undefined, { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return figures(trace.traceEvents);
  } finally {
    await browser.close();
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (v: number): string => `${Math.round(v)} ms`;

function report(what: string, all: Figures[]): void {
  const kinds = Object.keys(all[0].kinds).sort();
  const pick = (f: (x: Figures) => number) => median(all.map(f));
  console.log(
    `${what.padEnd(30)} CPU ${ms(pick((f) => f.cpu))}  phone blocking ${ms(pick((f) => f.blocking))}  longest ${all[
      Math.floor(all.length / 2)
    ].longest
      .map(ms)
      .join(', ')}`,
  );
  if (process.env.HORDE_PERF_DETAIL === '1')
    for (const line of all[Math.floor(all.length / 2)].inside) console.log(`${''.padEnd(30)} task ${line}`);
  console.log(`${''.padEnd(30)} ${kinds.map((k) => `${k} ${ms(pick((f) => f.kinds[k] ?? 0))}`).join(', ')}`);
}

async function main(): Promise<void> {
  ensureChromium();
  const build = process.env.HORDE_PERF_NOBUILD !== '1';
  await withPerfPages({ label: 'perf', build, gamesVariable: 'HORDE_PERF_GAMES' }, async (pages) => {
    for (const { what, url, lobby } of pages) report(what, await repeat(url, lobby));
  });
}

async function repeat(url: string, lobby: boolean): Promise<Figures[]> {
  const all: Figures[] = [];
  for (let run = 0; run < runs; run++) all.push(await measure(url, lobby));
  return all;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
