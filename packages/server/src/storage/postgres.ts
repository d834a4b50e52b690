/**
 * PostgreSQL storage (DATABASE_URL=postgres://...), the same contract as the
 * SQLite one: games and their append-only action logs, an append moving the
 * game's seq, hash and status in one transaction, committed before the ack.
 */
import pg from 'pg';
import type { GameStatus } from '../protocol/messages.ts';
import { LEGACY_GAME, LEGACY_RULES_VERSION, legacyResult } from './migrate.ts';
import { readable } from './damaged.ts';
import {
  jsonColumn,
  StorageConflictError,
  type ActionRecord,
  type GameRecord,
  type ListOptions,
  type Storage,
} from './types.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  game TEXT NOT NULL,
  rules_version TEXT NOT NULL,
  mission TEXT NOT NULL,
  config JSONB NOT NULL,
  seed TEXT NOT NULL,
  players INTEGER NOT NULL,
  tokens JSONB NOT NULL,
  bots JSONB NOT NULL DEFAULT '[]',
  status TEXT NOT NULL,
  result JSONB,
  seq INTEGER NOT NULL,
  hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games(id),
  seq INTEGER NOT NULL,
  id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  action JSONB NOT NULL,
  hash TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (game_id, seq),
  UNIQUE (game_id, id)
);
`;

/**
 * Schema 1 (one game, status "won"/"lost") becomes schema 2 (game id, rules
 * version, outcome), and schema 2 schema 3 (the bots of the seats), when the
 * server opens it; a no-op on a schema-3 database.
 */
async function migrate(pool: pg.Pool): Promise<void> {
  await pool.query(`ALTER TABLE games ADD COLUMN IF NOT EXISTS game TEXT NOT NULL DEFAULT '${LEGACY_GAME}';
    ALTER TABLE games ADD COLUMN IF NOT EXISTS rules_version TEXT NOT NULL DEFAULT '${LEGACY_RULES_VERSION}';
    ALTER TABLE games ADD COLUMN IF NOT EXISTS result JSONB;
    ALTER TABLE games ADD COLUMN IF NOT EXISTS bots JSONB NOT NULL DEFAULT '[]';`);
  // Seeds become JSON text (a schema-1 BIGINT seed reads as its number; 128-bit seeds are strings).
  const { rows: seedType } = await pool.query<{ data_type: string }>(
    "SELECT data_type FROM information_schema.columns WHERE table_name = 'games' AND column_name = 'seed'",
  );
  if (seedType[0]?.data_type === 'bigint')
    await pool.query('ALTER TABLE games ALTER COLUMN seed TYPE TEXT USING seed::text');
  const { rows } = await pool.query<{ id: string; status: 'won' | 'lost'; players: number }>(
    "SELECT id, status, players FROM games WHERE status IN ('won', 'lost')",
  );
  for (const g of rows)
    await pool.query("UPDATE games SET status = 'finished', result = $1 WHERE id = $2", [
      JSON.stringify(legacyResult(g.status, g.players)),
      g.id,
    ]);
}

interface GameRow {
  id: string;
  name: string;
  game: string;
  rules_version: string;
  mission: string;
  config: GameRecord['config'];
  seed: string;
  players: number;
  tokens: GameRecord['tokens'];
  bots: GameRecord['bots'];
  status: GameStatus;
  result: GameRecord['result'];
  seq: number;
  hash: string;
  created_at: string;
  updated_at: string;
}
interface ActionRow {
  seq: number;
  id: string;
  seat: number;
  action: ActionRecord['action'];
  hash: string;
  at: string;
}

function toGame(row: GameRow): GameRecord {
  const json = <T>(column: string, text: unknown) => jsonColumn<T>(row.id, column, text);
  return {
    id: row.id,
    name: row.name,
    game: row.game,
    rulesVersion: row.rules_version,
    entry: row.mission,
    config: row.config,
    seed: json('seed', row.seed),
    players: row.players,
    tokens: row.tokens,
    bots: row.bots,
    status: row.status,
    result: row.result,
    seq: row.seq,
    hash: row.hash,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toAction(row: ActionRow): ActionRecord {
  // The server's own actions (timeouts) are stored with seat -1.
  return {
    seq: row.seq,
    id: row.id,
    seat: row.seat < 0 ? null : row.seat,
    action: row.action,
    hash: row.hash,
    at: row.at,
  };
}

export function openPostgresStorage(url: string): Storage {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // The schema is made once; every call waits for it.
  const ready = pool.query(SCHEMA).then(() => migrate(pool));
  /** Runs `work` on one connection inside BEGIN … COMMIT (ROLLBACK when it throws). */
  const inTransaction = async (work: (client: pg.PoolClient) => Promise<void>): Promise<void> => {
    await ready;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK');
      throw e;
    } finally {
      client.release();
    }
  };
  const q = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    await ready;
    return pool.query<R>(text, values);
  };
  return {
    kind: 'postgres',
    async createGame(g) {
      await q(
        `INSERT INTO games (id, name, game, rules_version, mission, config, seed, players, tokens, bots, status,
          result, seq, hash, created_at, updated_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          g.id,
          g.name,
          g.game,
          g.rulesVersion,
          g.entry,
          JSON.stringify(g.config),
          JSON.stringify(g.seed),
          g.players,
          JSON.stringify(g.tokens),
          JSON.stringify(g.bots),
          g.status,
          g.result && JSON.stringify(g.result),
          g.seq,
          g.hash,
          g.createdAt,
          g.updatedAt,
        ],
      );
    },
    async getGame(id) {
      const { rows } = await q<GameRow>('SELECT * FROM games WHERE id = $1', [id]);
      return rows[0] ? toGame(rows[0]) : null;
    },
    async listGames(opts: ListOptions = {}) {
      const limit = Math.max(1, Math.min(opts.limit ?? 50, 500));
      const offset = Math.max(0, opts.offset ?? 0);
      const { rows } = opts.status
        ? await q<GameRow>('SELECT * FROM games WHERE status = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3', [
            opts.status,
            limit,
            offset,
          ])
        : await q<GameRow>('SELECT * FROM games ORDER BY created_at DESC, id LIMIT $1 OFFSET $2', [limit, offset]);
      return readable(rows, toGame);
    },
    async countUnplayed() {
      const { rows } = await q<{ n: string }>("SELECT count(*) AS n FROM games WHERE seq = 0 AND status = 'ongoing'");
      return Number(rows[0]?.n ?? 0);
    },
    async deleteUnplayed(createdBefore) {
      const { rows } = await q<{ id: string }>(
        "DELETE FROM games WHERE seq = 0 AND status = 'ongoing' AND created_at < $1 RETURNING id",
        [createdBefore],
      );
      return rows.map((r) => r.id);
    },
    async unfinishedGameIds() {
      const { rows } = await q<{ id: string }>("SELECT id FROM games WHERE status = 'ongoing' ORDER BY created_at");
      return rows.map((r) => r.id);
    },
    async appendAction(gameId, a, status, result) {
      await inTransaction(async (client) => {
        const moved = await client.query(
          'UPDATE games SET seq = $1, hash = $2, status = $3, result = $4, updated_at = $5 WHERE id = $6 AND seq = $7',
          [a.seq, a.hash, status, result && JSON.stringify(result), a.at, gameId, a.seq - 1],
        );
        if (moved.rowCount !== 1)
          throw new StorageConflictError(`Game ${gameId}: action #${a.seq} is not next in the log`);
        await client.query(
          'INSERT INTO actions (game_id, seq, id, seat, action, hash, at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [gameId, a.seq, a.id, a.seat ?? -1, JSON.stringify(a.action), a.hash, a.at],
        );
      });
    },
    async removeLastAction(gameId, seq, before) {
      await inTransaction(async (client) => {
        const moved = await client.query(
          "UPDATE games SET seq = $1, hash = $2, status = 'ongoing', result = NULL, updated_at = $3 WHERE id = $4 AND seq = $5",
          [seq - 1, before.hash, before.updatedAt, gameId, seq],
        );
        if (moved.rowCount !== 1) throw new StorageConflictError(`Game ${gameId}: action #${seq} is not its last`);
        await client.query('DELETE FROM actions WHERE game_id = $1 AND seq = $2', [gameId, seq]);
      });
    },
    async loadActions(gameId, afterSeq = 0) {
      const { rows } = await q<ActionRow>(
        'SELECT seq, id, seat, action, hash, at FROM actions WHERE game_id = $1 AND seq > $2 ORDER BY seq',
        [gameId, afterSeq],
      );
      return rows.map(toAction);
    },
    async close() {
      await ready.catch(() => undefined);
      await pool.end();
    },
  };
}
