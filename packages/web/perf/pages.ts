/**
 * What the performance measures open: the production build served by the real game server (a fresh data folder),
 * the lobby, and for each game a small game as a newcomer starts it, opened by its first seat's invite link.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HordeApi } from '@horde/server/client';
import { serveCommand } from '@horde/server/cli/serve';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(webDir, '../..');

export const PERF_GAMES: Record<string, Record<string, unknown>> = {
  uoa: { mission: 'M0', survivors: [{ id: 'hanna' }, { id: 'jeb' }] },
  classic: { mission: 'C0', survivors: [{ id: 'wanda' }, { id: 'doug' }] },
  seconds: { mode: 'solo' },
  zombies: { seats: 2 },
};

export interface PerfPage {
  what: string;
  url: string;
  lobby: boolean;
}

/**
 * Builds the app (unless `build` is false), serves it, and runs `measure` on the lobby and on each game of
 * `games` (a comma list read from the variable `gamesVariable`, every game by default); the server stops after.
 */
export async function withPerfPages(
  options: { label: string; build: boolean; gamesVariable: string },
  measure: (pages: PerfPage[]) => Promise<void>,
): Promise<void> {
  if (options.build) {
    console.log(`[${options.label}] building the web app`);
    execSync('npm run build -w @horde/web', { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'horde-perf-data-'));
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
    const wanted = (process.env[options.gamesVariable] ?? Object.keys(PERF_GAMES).join(',')).split(',');
    const pages: PerfPage[] = [{ what: 'lobby', url: `${server.url}/`, lobby: true }];
    for (const game of wanted) {
      if (!Object.hasOwn(PERF_GAMES, game))
        throw new Error(`${options.gamesVariable}: no game "${game}" (${Object.keys(PERF_GAMES).join(', ')})`);
      const created = await api.createGame({ game, config: PERF_GAMES[game], seed: 7 });
      pages.push({ what: `${game} table (invite link)`, url: `${server.url}${created.seats[0].path}`, lobby: false });
    }
    await measure(pages);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
