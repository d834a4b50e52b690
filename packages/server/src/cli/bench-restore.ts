/**
 * `horde bench restore --game <id> --games 1000 --actions 120`: what a durable game costs (issue 31). A server on a
 * fresh SQLite file holds N games, each played `actions` random legal actions through its room (as a seat's client
 * would, without the network); then the server stops and a new one restores every game. Prints the bytes stored per
 * game (the database file; its actions, snapshots and contents), the restart's time in all and per game, and the
 * restored server's heap. Figures, never a pass or a fail.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createRng, randomInt, setupOrThrow } from '@horde/core';
import type { AnyModule, Registry } from '@horde/games';
import { startServer } from '../server.ts';
import { openSqliteStorage } from '../storage/sqlite.ts';

export interface BenchRestoreOptions {
  games: number;
  actions: number;
  seats?: number;
  entry?: string;
  /** Told how many games are made so far (a progress bar). */
  progress?: (done: number, total: number) => void;
}

/** Bytes of a column summed (0 when the table does not exist: a database of an older Horde). */
const bytesOf = (db: Database.Database, table: string, column: string) => {
  try {
    return (
      db.prepare<[], { n: number | null }>(`SELECT sum(length(CAST(${column} AS BLOB))) AS n FROM ${table}`).get()?.n ??
      0
    );
  } catch {
    return 0;
  }
};

export async function benchRestore(
  registry: Registry,
  module: AnyModule,
  opts: BenchRestoreOptions,
): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'horde-bench-restore-'));
  const file = join(dir, 'horde.db');
  const game = module.game;
  const entry = opts.entry ?? module.entries[0].id;
  const config = module.defaultConfig(entry, opts.seats ?? 2);
  const lines: string[] = [];
  try {
    const first = await startServer({
      registry,
      storage: openSqliteStorage({ file }),
      unlimitedAddresses: ['127.0.0.1'],
    });
    let played = 0;
    const rng = createRng(1);
    for (let g = 0; g < opts.games; g++) {
      const seed = g + 1;
      const { room } = await first.rooms.create({ game: module.id, config, seed });
      // A copy of the game beside the room, to choose each seat's legal action as its client would.
      const state = setupOrThrow(game, config, { seed, now: Date.parse(room.record.createdAt) });
      for (let a = 0; a < opts.actions && !game.outcome(state).over; a++) {
        const seat = game.awaiting(state)[0];
        if (seat === undefined) break;
        const legal = game.legalActions(state, seat);
        if (legal.length === 0) break;
        const action = legal[randomInt(rng, legal.length)];
        const result = await room.submit({ id: `b${g}-${a}`, seat, action });
        if (result.t !== 'ack') break;
        game.apply(state, action, { by: seat, now: Date.now() });
        played++;
      }
      opts.progress?.(g + 1, opts.games);
    }
    await first.close();
    const db = new Database(file, { readonly: true });
    const bytes = statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);
    const actionBytes =
      bytesOf(db, 'actions', 'action') + bytesOf(db, 'actions', 'hash') + bytesOf(db, 'actions', 'id');
    const snapshotBytes = bytesOf(db, 'snapshots', 'state');
    const contentBytes = bytesOf(db, 'contents', 'body');
    db.close();

    const started = performance.now();
    const second = await startServer({ registry, storage: openSqliteStorage({ file }) });
    const ms = performance.now() - started;
    const heap = process.memoryUsage().heapUsed;
    const restored = second.restore.restored;
    await second.close();
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    lines.push(
      `${module.name} ${entry}: ${opts.games} games, ${played} actions (${(played / opts.games).toFixed(0)} a game)`,
      `stored: ${kb(bytes / opts.games)} a game in the database file (actions ${kb(actionBytes / opts.games)}, snapshots ${kb(snapshotBytes / opts.games)}, pinned contents ${kb(contentBytes)} in all)`,
      `restart: ${restored} games restored in ${(ms / 1000).toFixed(2)} s, ${(ms / Math.max(1, restored)).toFixed(2)} ms a game (server start included); heap ${(heap / 2 ** 20).toFixed(0)} MiB after`,
    );
    return lines;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
