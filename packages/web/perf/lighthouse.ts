/**
 * `npm run perf:lighthouse -w @horde/web`: Lighthouse (mobile and desktop) on the lobby and on an invite link to a
 * table of each game, served by the real game server from the production build. Prints the scores and the paint
 * and blocking times; asserts nothing (a measure, not a test: Lighthouse's simulated phone slows the CPU four times,
 * so a busy machine lowers the figures). Lighthouse is fetched by npx on first use (it is not a dependency of the
 * project, the test suite never needs it); Chromium is Debian's, as for the browser tests (CHROME_PATH overrides).
 *
 * HORDE_LH_GAMES=uoa,classic limits the tables measured; HORDE_LH_RUNS=3 takes the median of three runs.
 */
import { execFile, execSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HordeApi } from '@horde/server/client';
import { serveCommand } from '@horde/server/cli/serve';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(webDir, '../..');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.HORDE_LH_RUNS ?? 1));

/** A small game of each table, as a newcomer starts it. */
const GAMES: Record<string, Record<string, unknown>> = {
  uoa: { mission: 'M0', survivors: [{ id: 'hanna' }, { id: 'jeb' }] },
  classic: { mission: 'C0', survivors: [{ id: 'wanda' }, { id: 'doug' }] },
  seconds: { mode: 'solo' },
  zombies: { seats: 2 },
};

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
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
  };
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
  console.log('[lighthouse] building the web app');
  execSync('npm run build -w @horde/web', { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
  const dataDir = mkdtempSync(join(tmpdir(), 'horde-lh-data-'));
  const server = await serveCommand({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    staticDir: join(webDir, 'dist'),
    log: false,
    handleSignals: false,
    print: () => {},
  });
  try {
    const api = new HordeApi(server.url);
    const wanted = (process.env.HORDE_LH_GAMES ?? Object.keys(GAMES).join(',')).split(',');
    const pages: [string, string][] = [['lobby', `${server.url}/`]];
    for (const game of wanted) {
      if (!GAMES[game]) throw new Error(`HORDE_LH_GAMES: no game "${game}" (${Object.keys(GAMES).join(', ')})`);
      const created = await api.createGame({ game, config: GAMES[game], seed: 7 });
      pages.push([`${game} table (invite link)`, `${server.url}${created.seats[0].path}`]);
    }
    for (const [what, url] of pages)
      for (const desktop of [false, true]) {
        const results: Figures[] = [];
        for (let run = 0; run < runs; run++) results.push(await lighthouse(url, desktop));
        console.log(line(what, desktop ? 'desktop' : 'mobile', median(results)));
      }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
