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
  updated_at TEXT NOT NULL,
  first_move_at TEXT,
  content_fp TEXT,
  retired JSONB,
  owner TEXT,
  state_shape INTEGER NOT NULL DEFAULT 1,
  sequel TEXT
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
  UNIQUE (game_id, seat, id)
);
CREATE TABLE IF NOT EXISTS contents (
  fp TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  body JSONB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS snapshots (
  game_id TEXT NOT NULL REFERENCES games(id),
  seq INTEGER NOT NULL,
  hash TEXT NOT NULL,
  state JSONB NOT NULL,
  code_version TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (game_id, seq)
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
  // Schema 4: action ids unique per sender, not per game (one seat's id never collides with another's), and the
  // time of a person's first move (a game only bots played is unplayed; one with moves before counts as played).
  const { rows: firstMove } = await pool.query(
    "SELECT 1 FROM information_schema.columns WHERE table_name = 'games' AND column_name = 'first_move_at'",
  );
  if (firstMove.length === 0)
    await pool.query(`ALTER TABLE games ADD COLUMN first_move_at TEXT;
      UPDATE games SET first_move_at = updated_at WHERE seq > 0;`);
  // Schema 5: pinned content and retired games (the contents and snapshots tables are made by SCHEMA).
  await pool.query(`ALTER TABLE games ADD COLUMN IF NOT EXISTS content_fp TEXT;
    ALTER TABLE games ADD COLUMN IF NOT EXISTS retired JSONB;
    ALTER TABLE games ADD COLUMN IF NOT EXISTS owner TEXT;`);
  // Schema 6: the state shape of a game's stored hashes (1 for every game stored before).
  await pool.query('ALTER TABLE games ADD COLUMN IF NOT EXISTS state_shape INTEGER NOT NULL DEFAULT 1');
  // Schema 7: the id of the game's sequel, the next game continuing it (none for every game stored before).
  await pool.query('ALTER TABLE games ADD COLUMN IF NOT EXISTS sequel TEXT');
  await pool.query(`ALTER TABLE actions DROP CONSTRAINT IF EXISTS actions_game_id_id_key;
    CREATE UNIQUE INDEX IF NOT EXISTS actions_game_id_seat_id_key ON actions (game_id, seat, id);`);
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

const UNPLAYED = "first_move_at IS NULL AND status = 'ongoing'";

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
  content_fp: string | null;
  retired: GameRecord['retired'];
  state_shape: number;
  sequel: string | null;
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
    contentFp: row.content_fp ?? null,
    retired: row.retired ?? null,
    stateShape: row.state_shape,
    sequel: row.sequel ?? null,
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

export interface PostgresOptions {
  /**
   * Told when a pooled connection breaks (the database stopped or restarted). The pool makes a new connection
   * for the next query; the error is never thrown (an unhandled one would end the process). Only its code and
   * message are passed on: the error object holds the connection's keys.
   */
  onConnectionError?: (error: { code?: string; message: string }) => void;
  /** Most connections at once (default 4). */
  max?: number;
}

export function openPostgresStorage(url: string, options: PostgresOptions = {}): Storage {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 4, connectionTimeoutMillis: 5000 });
  const connectionError = (err: Error & { code?: string }) =>
    options.onConnectionError?.({ code: err.code, message: err.message });
  pool.on('error', connectionError);
  // The schema is made before the first call; tried again by the next call when the database was down.
  let ready: Promise<void> | null = null;
  const schema = (): Promise<void> => {
    ready ??= pool
      .query(SCHEMA)
      .then(() => migrate(pool))
      .catch((err: Error) => {
        ready = null;
        throw err;
      });
    return ready;
  };
  /** Runs `work` on one connection inside BEGIN … COMMIT (ROLLBACK when it throws; a broken connection is dropped). */
  const inTransaction = async (work: (client: pg.PoolClient) => Promise<void>): Promise<void> => {
    await schema();
    const client = await pool.connect();
    // A checked-out connection that breaks between two queries reports here, not as an unhandled error.
    client.on('error', connectionError);
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch((rollback: Error) => {
        broken = rollback;
      });
      throw e;
    } finally {
      client.off('error', connectionError);
      client.release(broken);
    }
  };
  const q = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    await schema();
    return pool.query<R>(text, values);
  };
  return {
    kind: 'postgres',
    async createGame(g) {
      await q(
        `INSERT INTO games (id, name, game, rules_version, mission, config, seed, players, tokens, bots, status,
          result, seq, hash, created_at, updated_at, content_fp, state_shape)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
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
          g.contentFp ?? null,
          g.stateShape ?? 1,
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
      const { rows } = await q<{ n: string }>(`SELECT count(*) AS n FROM games WHERE ${UNPLAYED}`);
      return Number(rows[0]?.n ?? 0);
    },
    async deleteUnplayed(createdBefore, owner) {
      let ids: string[] = [];
      await inTransaction(async (client) => {
        const { rows } = await client.query<{ id: string }>(
          `SELECT id FROM games WHERE ${UNPLAYED} AND created_at < $1 AND (owner IS NULL OR owner = $2) FOR UPDATE`,
          [createdBefore, owner ?? null],
        );
        ids = rows.map((r) => r.id);
        if (ids.length === 0) return;
        await client.query('DELETE FROM actions WHERE game_id = ANY($1)', [ids]);
        await client.query('DELETE FROM snapshots WHERE game_id = ANY($1)', [ids]);
        await client.query('DELETE FROM games WHERE id = ANY($1)', [ids]);
      });
      return ids;
    },
    async setSeats(gameId, bots, tokens) {
      await q('UPDATE games SET bots = $1, tokens = $2 WHERE id = $3', [
        JSON.stringify(bots),
        JSON.stringify(tokens),
        gameId,
      ]);
    },
    async ping() {
      await q('SELECT 1');
    },
    async unfinishedGameIds() {
      const { rows } = await q<{ id: string }>("SELECT id FROM games WHERE status = 'ongoing' ORDER BY created_at");
      return rows.map((r) => r.id);
    },
    async appendAction(gameId, a, status, result, byPerson = false) {
      await inTransaction(async (client) => {
        // A person's first move is kept; a bot's or the server's moves leave it unset.
        const moved = await client.query(
          `UPDATE games SET seq = $1, hash = $2, status = $3, result = $4, updated_at = $5,
            first_move_at = COALESCE(first_move_at, $8) WHERE id = $6 AND seq = $7`,
          [a.seq, a.hash, status, result && JSON.stringify(result), a.at, gameId, a.seq - 1, byPerson ? a.at : null],
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
    async putContent(fp, game, content) {
      await q('INSERT INTO contents (fp, game, body, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (fp) DO NOTHING', [
        fp,
        game,
        JSON.stringify(content),
        new Date().toISOString(),
      ]);
    },
    async getContent(fp) {
      const { rows } = await q<{ body: unknown }>('SELECT body FROM contents WHERE fp = $1', [fp]);
      return rows[0] ? rows[0].body : null;
    },
    async setContentFp(gameId, fp) {
      await q('UPDATE games SET content_fp = $1 WHERE id = $2 AND content_fp IS NULL', [fp, gameId]);
    },
    async putSnapshot(gameId, snap) {
      await inTransaction(async (client) => {
        await client.query(
          `INSERT INTO snapshots (game_id, seq, hash, state, code_version, at) VALUES ($1, $2, $3, $4, $5, $6)
            ON CONFLICT (game_id, seq) DO UPDATE SET hash = $3, state = $4, code_version = $5, at = $6`,
          [gameId, snap.seq, snap.hash, JSON.stringify(snap.state), snap.codeVersion, snap.at],
        );
        // Only the latest snapshot is kept (should it not lead to the stored state, a restore replays the whole log).
        await client.query('DELETE FROM snapshots WHERE game_id = $1 AND seq < $2', [gameId, snap.seq]);
      });
    },
    async latestSnapshot(gameId, maxSeq = 2 ** 31 - 1) {
      const { rows } = await q<{ seq: number; hash: string; state: unknown; code_version: string; at: string }>(
        'SELECT seq, hash, state, code_version, at FROM snapshots WHERE game_id = $1 AND seq <= $2 ORDER BY seq DESC LIMIT 1',
        [gameId, maxSeq],
      );
      const row = rows[0];
      return row ? { seq: row.seq, hash: row.hash, state: row.state, codeVersion: row.code_version, at: row.at } : null;
    },
    async dropSnapshotsAfter(gameId, seq) {
      await q('DELETE FROM snapshots WHERE game_id = $1 AND seq > $2', [gameId, seq]);
    },
    async reshapeGame(gameId, shape, hash, actionHashes) {
      await inTransaction(async (client) => {
        const moved = await client.query('UPDATE games SET state_shape = $1, hash = $2 WHERE id = $3 AND seq = $4', [
          shape,
          hash,
          gameId,
          actionHashes.length,
        ]);
        if (moved.rowCount !== 1)
          throw new StorageConflictError(`Game ${gameId}: it moved on while its hashes were taken anew`);
        // One statement for the whole log: the seqs and hashes as two arrays, matched by position.
        await client.query(
          `UPDATE actions SET hash = h.hash FROM unnest($2::int[], $3::text[]) AS h(seq, hash)
            WHERE actions.game_id = $1 AND actions.seq = h.seq`,
          [gameId, actionHashes.map((_, i) => i + 1), actionHashes],
        );
      });
    },
    async setSequel(gameId, sequelId) {
      const { rowCount } = await q('UPDATE games SET sequel = $1 WHERE id = $2 AND sequel IS NULL', [sequelId, gameId]);
      return rowCount === 1;
    },
    async retireGame(gameId, retired) {
      await q("UPDATE games SET status = 'retired', retired = $1 WHERE id = $2", [JSON.stringify(retired), gameId]);
    },
    async close() {
      await ready?.catch(() => undefined);
      await pool.end();
    },
  };
}
