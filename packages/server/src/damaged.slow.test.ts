/**
 * One damaged game never stops the others, and a damaged database stops the server with one clear line
 * (issue 12, finding 3). Real server processes on real files.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_MISSION } from '@horde/games';
import { HordeApi } from './client/index.ts';
import { startChildServer } from './cli/child-server.ts';
import { buildGame } from './rooms/create.ts';
import { openSqliteStorage } from './storage/sqlite.ts';
import { testRegistry } from './test/kit.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'horde-damaged-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const config = { mission: SAMPLE_MISSION.id, survivors: [{ id: 'hanna' }] };

/** Four stored games on the sample mission; then raw SQL damages three of them, one column each. */
async function damagedDatabase(dataDir: string): Promise<Record<'config' | 'tokens' | 'finished' | 'healthy', string>> {
  const storage = openSqliteStorage({ file: join(dataDir, 'horde.db') });
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) {
    const { record } = buildGame(testRegistry(), { game: 'uoa', name: `game ${i}`, config, seed: i + 1 });
    await storage.createGame(record);
    ids.push(record.id);
  }
  await storage.close();
  const db = new Database(join(dataDir, 'horde.db'));
  db.prepare("UPDATE games SET config = '{bad json' WHERE id = ?").run(ids[0]);
  db.prepare("UPDATE games SET tokens = 'not json' WHERE id = ?").run(ids[1]);
  db.prepare(
    `UPDATE games SET status = 'finished', config = '{oops',
     result = '{"over":true,"reason":"lost","message":"","results":[{"seat":0,"result":"loss"}]}' WHERE id = ?`,
  ).run(ids[2]);
  db.close();
  return { config: ids[0], tokens: ids[1], finished: ids[2], healthy: ids[3] };
}

describe('a damaged game is kept out; the others run', () => {
  it("bad JSON in an unfinished game's config or tokens, or in a finished game's config", async () => {
    const dataDir = tempDir();
    const ids = await damagedDatabase(dataDir);
    const server = await startChildServer({ dataDir });
    try {
      const api = new HordeApi(server.url);
      const health = (await (await fetch(`${server.url}/api/admin/health`)).json()) as {
        gamesFailed: { id: string; reason: string }[];
      };
      expect(health.gamesFailed.map((f) => f.id).sort()).toEqual([ids.config, ids.tokens].sort());
      expect(health.gamesFailed.find((f) => f.id === ids.config)!.reason).toMatch(/"config" column is not JSON/);
      // Lists leave the damaged rows out and answer for the others.
      const listed = (await api.listGames()).map((g) => g.id);
      expect(listed).toContain(ids.healthy);
      expect(listed).not.toContain(ids.finished);
      // The damaged finished game answers for itself; the healthy one plays on.
      const damaged = await fetch(`${server.url}/api/games/${ids.finished}`);
      expect(damaged.status).toBe(410);
      expect(((await damaged.json()) as { error: { code: string } }).error.code).toBe('damaged');
      expect((await api.game(ids.healthy)).game.status).toBe('ongoing');
      expect(server.output()).not.toMatch(/\n\s+at /);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Runs the real server on a data folder until it exits by itself; its exit code and what it printed. */
function serveUntilExit(dataDir: string): { code: number | null; stderr: string; stdout: string } {
  const r = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, HORDE_MISSIONS: 'sample', HORDE_LOG: '0' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { code: r.status, stderr: r.stderr, stdout: r.stdout };
}

describe('a damaged database stops the server with one clear line, exit code 1, no stack trace', () => {
  /** A real database with the schema, closed (SQLite folds its WAL into the file on the last close). */
  const goodDb = async (): Promise<string> => {
    const file = join(tempDir(), 'horde.db');
    await openSqliteStorage({ file }).close();
    return file;
  };
  const cases: [string, (dataDir: string) => void | Promise<void>][] = [
    [
      'a text file',
      (d) => writeFileSync(join(d, 'horde.db'), 'these are not the games you are looking for\n'.repeat(50)),
    ],
    [
      'a garbage header',
      async (d) => {
        copyFileSync(await goodDb(), join(d, 'horde.db'));
        const bytes = readFileSync(join(d, 'horde.db'));
        bytes.write('NOT SQLITE AT ALL', 0);
        writeFileSync(join(d, 'horde.db'), bytes);
      },
    ],
    [
      'a truncated file',
      async (d) => {
        copyFileSync(await goodDb(), join(d, 'horde.db'));
        truncateSync(join(d, 'horde.db'), 1500);
      },
    ],
    ['random bytes', (d) => writeFileSync(join(d, 'horde.db'), randomBytes(64 * 1024))],
  ];
  for (const [what, damage] of cases)
    it(what, async () => {
      const dataDir = tempDir();
      await damage(dataDir);
      const r = serveUntilExit(dataDir);
      expect(r.code).toBe(1);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^horde: Cannot open the game database .*horde\.db: .*Move the file away/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }, 60_000);

  it('a data folder that is a file', () => {
    const parent = tempDir();
    const dataDir = join(parent, 'data');
    writeFileSync(dataDir, 'I am a file');
    const r = serveUntilExit(dataDir);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^horde: Cannot open the game database .*data\/horde\.db: its folder .*data is a file/);
  }, 60_000);
});
