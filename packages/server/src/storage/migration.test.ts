/**
 * Games stored before the registry survive it (issue "One table, many games":
 * "a game stored before the change resumes after it"). fixtures/schema1.db was
 * written by main at d514a31 (see fixtures/make-schema1.md); its rows are
 * also loaded into a schema-1 PostgreSQL database. Opening either with
 * today's storage migrates it: every game becomes "uoa" under rules version
 * "0", a lost game becomes finished with every seat's loss, and the
 * unfinished games replay their whole log and take the next action.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreGame } from '../rooms/restore.ts';
import { testRegistry } from '../test/kit.ts';
import { openStorage } from './open.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres-cluster.test-helper.ts';
import type { Storage } from './types.ts';

const FIXTURE = new URL('./fixtures/schema1.db', import.meta.url).pathname;

/** Schema 1 as main at d514a31 created it in PostgreSQL. */
const SCHEMA_1 = `
CREATE TABLE games (id TEXT PRIMARY KEY, name TEXT NOT NULL, mission TEXT NOT NULL, config JSONB NOT NULL,
  seed BIGINT NOT NULL, players INTEGER NOT NULL, tokens JSONB NOT NULL, status TEXT NOT NULL, seq INTEGER NOT NULL,
  hash TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
CREATE INDEX games_status ON games(status);
CREATE TABLE actions (game_id TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, id TEXT NOT NULL,
  seat INTEGER NOT NULL, action JSONB NOT NULL, hash TEXT NOT NULL, at TEXT NOT NULL, PRIMARY KEY (game_id, seq),
  UNIQUE (game_id, id));
`;

let dir = '';
let postgres: ThrowawayPostgres;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'horde-migrate-'));
  postgres = await startThrowawayPostgres();
}, 300_000);
afterAll(() => {
  postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The fixture's rows, copied into a fresh schema-1 PostgreSQL database; returns its URL. */
async function schema1Postgres(): Promise<string> {
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE schema1');
  await admin.end();
  const url = postgres.url.replace(/\/postgres$/, '/schema1');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(SCHEMA_1);
  // Read a copy: opening the WAL-mode fixture itself would leave -shm/-wal files beside it.
  const copy = join(dir, 'read-only-copy.db');
  copyFileSync(FIXTURE, copy);
  const old = new Database(copy, { readonly: true });
  for (const g of old.prepare('SELECT * FROM games').all() as Record<string, unknown>[])
    await client.query('INSERT INTO games VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)', [
      g.id,
      g.name,
      g.mission,
      g.config,
      g.seed,
      g.players,
      g.tokens,
      g.status,
      g.seq,
      g.hash,
      g.created_at,
      g.updated_at,
    ]);
  for (const a of old.prepare('SELECT * FROM actions').all() as Record<string, unknown>[])
    await client.query('INSERT INTO actions VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      a.game_id,
      a.seq,
      a.id,
      a.seat,
      a.action,
      a.hash,
      a.at,
    ]);
  old.close();
  await client.end();
  return url;
}

async function checkMigrated(storage: Storage): Promise<void> {
  const games = await storage.listGames();
  expect(games).toHaveLength(3);
  // Schema 1 and 2 rows get schema 3's bots column empty: people play every seat.
  for (const g of games) expect(g).toMatchObject({ game: 'uoa', rulesVersion: '0', entry: 'M0-sample', bots: [] });
  const lost = games.find((g) => g.name === 'fixture 13')!;
  expect(lost).toMatchObject({ status: 'finished', result: { over: true, reason: 'lost' } });
  expect(lost.result!.results).toEqual([{ seat: 0, result: 'loss' }]);
  const unfinished = await storage.unfinishedGameIds();
  expect(unfinished.sort()).toEqual(
    games
      .filter((g) => g.name !== 'fixture 13')
      .map((g) => g.id)
      .sort(),
  );

  // Schema 4: the games that had moves count as played (none expires), and an action id is unique per sender:
  // a seat may use an id another seat used, never one of its own twice.
  expect(await storage.countUnplayed()).toBe(games.filter((g) => g.seq === 0 && g.status === 'ongoing').length);
  const open = games.find((g) => g.status === 'ongoing' && g.seq > 0)!;
  const first = (await storage.loadActions(open.id))[0];
  const next = { seq: open.seq + 1, action: { type: 'probe' }, hash: 'h', at: open.updatedAt };
  await storage.appendAction(open.id, { ...next, id: first.id, seat: (first.seat ?? 0) + 1 }, 'ongoing', null);
  await expect(
    storage.appendAction(open.id, { ...next, seq: open.seq + 2, id: first.id, seat: first.seat }, 'ongoing', null),
  ).rejects.toThrow();
  await storage.removeLastAction(open.id, open.seq + 1, { hash: open.hash, updatedAt: open.updatedAt });

  const { game } = testRegistry().require('uoa');
  for (const record of games) {
    const log = await storage.loadActions(record.id);
    expect(log).toHaveLength(record.seq);
    const { state } = restoreGame(game, record, log);
    expect(game.outcome(state).over).toBe(record.status === 'finished');
    if (record.status === 'finished') continue;
    // Play goes on: the awaited seat's next action applies.
    const seat = game.awaiting(state)[0];
    const next = game.legalActions(state, seat)[0];
    expect(game.apply(state, next, { by: seat, now: Date.now() }).ok).toBe(true);
  }
}

describe('schema 1 databases migrate and their games resume', () => {
  it('SQLite: the database main wrote before the registry', async () => {
    const file = join(dir, 'horde.db');
    copyFileSync(FIXTURE, file);
    const storage = openStorage({ databaseUrl: `sqlite://${file}` });
    try {
      await checkMigrated(storage);
    } finally {
      await storage.close();
    }
    // Opening it again is a no-op: the migration ran once.
    const again = openStorage({ databaseUrl: `sqlite://${file}` });
    try {
      await checkMigrated(again);
    } finally {
      await again.close();
    }
  });

  it('PostgreSQL: the same games in a schema-1 database', async () => {
    const url = await schema1Postgres();
    const storage = openStorage({ databaseUrl: url });
    try {
      await checkMigrated(storage);
    } finally {
      await storage.close();
    }
  }, 60_000);
});
