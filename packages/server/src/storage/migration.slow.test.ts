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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreGame } from '../rooms/restore.ts';
import { testRegistry } from '../test/kit.ts';
import { openStorage } from './open.ts';
import { schema1Postgres } from './fixtures/schema1-postgres.test-helper.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './postgres-cluster.test-helper.ts';
import type { Storage } from './types.ts';

const FIXTURE = new URL('./fixtures/schema1.db', import.meta.url).pathname;

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
    const url = await schema1Postgres(postgres.url, 'schema1', FIXTURE, dir);
    const storage = openStorage({ databaseUrl: url });
    try {
      await checkMigrated(storage);
    } finally {
      await storage.close();
    }
  }, 60_000);
});
