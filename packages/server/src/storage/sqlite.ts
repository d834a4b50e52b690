/**
 * SQLite storage (better-sqlite3 12) in WAL mode. `synchronous` NORMAL
 * survives a killed process (every commit is in the OS before we ack);
 * FULL also survives a power cut, at an fsync per action.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { GameStatus } from '../protocol/messages.ts';
import { LEGACY_GAME, LEGACY_RULES_VERSION, legacyResult } from './migrate.ts';
import { readable } from './damaged.ts';
import {
  jsonColumn,
  StorageConflictError,
  StorageOpenError,
  type ActionRecord,
  type GameRecord,
  type ListOptions,
  type Storage,
} from './types.ts';

export interface SqliteOptions {
  /** File path, or ":memory:". */
  file: string;
  /** "normal" (default): safe against process crashes; "full": also against power loss. */
  sync?: 'normal' | 'full';
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  game TEXT NOT NULL,
  rules_version TEXT NOT NULL,
  mission TEXT NOT NULL,
  config TEXT NOT NULL,
  seed TEXT NOT NULL,
  players INTEGER NOT NULL,
  tokens TEXT NOT NULL,
  bots TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL,
  result TEXT,
  seq INTEGER NOT NULL,
  hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  first_move_at TEXT,
  content_fp TEXT,
  retired TEXT,
  state_shape INTEGER NOT NULL DEFAULT 1,
  sequel TEXT
);
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games(id),
  seq INTEGER NOT NULL,
  id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  action TEXT NOT NULL,
  hash TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (game_id, seq),
  UNIQUE (game_id, seat, id)
);
CREATE TABLE IF NOT EXISTS contents (
  fp TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS snapshots (
  game_id TEXT NOT NULL REFERENCES games(id),
  seq INTEGER NOT NULL,
  hash TEXT NOT NULL,
  state TEXT NOT NULL,
  code_version TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (game_id, seq)
);
`;

/**
 * Schema 5: several games (game id, rules version, outcome; schema 2), the bots of their seats (3), action ids
 * unique per sender and the time of a person's first move (4), pinned content, state snapshots and retired games
 * (5), the shape of the states a game's hashes were taken of (6), the next game continuing an ended one (7). Older
 * databases are migrated on open; every stored game is kept.
 */
const SCHEMA_VERSION = 7;

/** Schema 7: the id of the game's sequel (none for every game stored before). */
function migrateTo7(db: Database.Database): void {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(games)').all();
  if (!columns.some((c) => c.name === 'sequel')) db.exec('ALTER TABLE games ADD COLUMN sequel TEXT');
}

/** Schema 6: the state shape of a game's stored hashes (1 for every game stored before). */
function migrateTo6(db: Database.Database): void {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(games)').all();
  if (!columns.some((c) => c.name === 'state_shape'))
    db.exec('ALTER TABLE games ADD COLUMN state_shape INTEGER NOT NULL DEFAULT 1');
}

/** Schema 5: a game's pinned content (by fingerprint; the `contents` table) and why it was retired, if it was. */
function migrateTo5(db: Database.Database): void {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(games)').all();
  if (!columns.some((c) => c.name === 'content_fp')) db.exec('ALTER TABLE games ADD COLUMN content_fp TEXT');
  if (!columns.some((c) => c.name === 'retired')) db.exec('ALTER TABLE games ADD COLUMN retired TEXT');
}

/** The actions table as schema 4 makes it, under another name (SQLite changes a constraint by a copy). */
const ACTIONS_4 = (name: string) => `CREATE TABLE ${name} (
  game_id TEXT NOT NULL REFERENCES games(id),
  seq INTEGER NOT NULL,
  id TEXT NOT NULL,
  seat INTEGER NOT NULL,
  action TEXT NOT NULL,
  hash TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (game_id, seq),
  UNIQUE (game_id, seat, id)
)`;

/**
 * Schema 4: an action id is unique per sender (seat, or -1 for the server), not per game, so that one seat's
 * id never collides with another's; and a game records when a person first moved (a game only bots played is
 * still unplayed). A game with moves before schema 4 counts as played.
 */
function migrateTo4(db: Database.Database): void {
  const hasColumn = db
    .prepare<[], { name: string }>('PRAGMA table_info(games)')
    .all()
    .some((c) => c.name === 'first_move_at');
  const uniqueIdPerGame = db
    .prepare<[], { name: string; unique: number }>('PRAGMA index_list(actions)')
    .all()
    .filter((i) => i.unique)
    .some((i) => {
      const cols = db.prepare<[], { name: string }>(`PRAGMA index_info('${i.name.replace(/'/g, "''")}')`).all();
      return cols.length === 2 && cols[0].name === 'game_id' && cols[1].name === 'id';
    });
  if (hasColumn && !uniqueIdPerGame) return;
  db.transaction(() => {
    if (!hasColumn) {
      db.exec('ALTER TABLE games ADD COLUMN first_move_at TEXT');
      db.exec('UPDATE games SET first_move_at = updated_at WHERE seq > 0');
    }
    if (uniqueIdPerGame) {
      db.exec(ACTIONS_4('actions_4'));
      db.exec('INSERT INTO actions_4 SELECT game_id, seq, id, seat, action, hash, at FROM actions');
      db.exec('DROP TABLE actions');
      db.exec('ALTER TABLE actions_4 RENAME TO actions');
    }
  })();
}

function migrate(db: Database.Database): void {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(games)').all();
  if (!columns.some((c) => c.name === 'game')) {
    db.transaction(() => {
      db.exec(`ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT '${LEGACY_GAME}';
        ALTER TABLE games ADD COLUMN rules_version TEXT NOT NULL DEFAULT '${LEGACY_RULES_VERSION}';
        ALTER TABLE games ADD COLUMN result TEXT;`);
      const ended = db
        .prepare<[], { id: string; status: 'won' | 'lost'; players: number }>(
          "SELECT id, status, players FROM games WHERE status IN ('won', 'lost')",
        )
        .all();
      const finish = db.prepare("UPDATE games SET status = 'finished', result = ? WHERE id = ?");
      for (const g of ended) finish.run(JSON.stringify(legacyResult(g.status, g.players)), g.id);
    })();
  }
  if (
    !db
      .prepare<[], { name: string }>('PRAGMA table_info(games)')
      .all()
      .some((c) => c.name === 'bots')
  )
    db.exec("ALTER TABLE games ADD COLUMN bots TEXT NOT NULL DEFAULT '[]'");
  migrateTo4(db);
  migrateTo5(db);
  migrateTo6(db);
  migrateTo7(db);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
}

interface GameRow {
  id: string;
  name: string;
  game: string;
  rules_version: string;
  mission: string;
  config: string;
  /** JSON: a number or a string (a schema-1 row holds an integer). */
  seed: number | string;
  players: number;
  tokens: string;
  bots: string;
  status: GameStatus;
  result: string | null;
  seq: number;
  hash: string;
  created_at: string;
  updated_at: string;
  content_fp: string | null;
  retired: string | null;
  state_shape: number;
  sequel: string | null;
}
interface ActionRow {
  seq: number;
  id: string;
  seat: number;
  action: string;
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
    config: json('config', row.config),
    seed: json('seed', row.seed),
    players: row.players,
    tokens: json('tokens', row.tokens),
    bots: json('bots', row.bots),
    status: row.status,
    result: row.result === null ? null : json('result', row.result),
    seq: row.seq,
    hash: row.hash,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    contentFp: row.content_fp ?? null,
    retired: row.retired ? json('retired', row.retired) : null,
    stateShape: row.state_shape,
    sequel: row.sequel ?? null,
  };
}

function toAction(gameId: string, row: ActionRow): ActionRecord {
  // The server's own actions (timeouts) are stored with seat -1.
  const seat = row.seat < 0 ? null : row.seat;
  return {
    seq: row.seq,
    id: row.id,
    seat,
    action: jsonColumn(gameId, `action #${row.seq}`, row.action),
    hash: row.hash,
    at: row.at,
  };
}

/**
 * Opens (or creates) the database file and brings its schema up to date. A data folder that is a file, or a file
 * that is not a SQLite database (text, a damaged header, truncated, random bytes) gives one StorageOpenError
 * naming the file and what to do.
 */
function openDatabase(options: SqliteOptions): Database.Database {
  const file = options.file;
  let db: Database.Database | undefined;
  try {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${options.sync === 'full' ? 'FULL' : 'NORMAL'}`);
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.exec(SCHEMA);
    migrate(db);
    db.prepare('SELECT count(*) FROM games').get();
    return db;
  } catch (err) {
    db?.close();
    const code = (err as { code?: string }).code;
    const reason =
      code === 'EEXIST' || code === 'ENOTDIR'
        ? `its folder ${dirname(file)} is a file, not a folder`
        : (err as Error).message;
    throw new StorageOpenError(
      `Cannot open the game database ${file}: ${reason}. Move the file away (or restore a backup) to start with an empty database, or set DATA_DIR to another folder.`,
    );
  }
}

export function openSqliteStorage(options: SqliteOptions): Storage {
  const db = openDatabase(options);
  const insertGame =
    db.prepare(`INSERT INTO games (id, name, game, rules_version, mission, config, seed, players, tokens, bots, status,
      result, seq, hash, created_at, updated_at, content_fp, state_shape)
    VALUES (@id, @name, @game, @rulesVersion, @entry, @config, @seed, @players, @tokens, @bots, @status, @result,
      @seq, @hash, @createdAt, @updatedAt, @contentFp, @stateShape)`);
  const insertContent = db.prepare(
    'INSERT INTO contents (fp, game, body, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (fp) DO NOTHING',
  );
  const selectContent = db.prepare<[string], { body: string }>('SELECT body FROM contents WHERE fp = ?');
  const insertSnapshot = db.prepare(
    'INSERT OR REPLACE INTO snapshots (game_id, seq, hash, state, code_version, at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // Only the latest snapshot is kept (should it not lead to the stored state, a restore replays the whole log).
  const trimSnapshots = db.prepare('DELETE FROM snapshots WHERE game_id = ? AND seq < ?');
  const selectSnapshot = db.prepare<
    [string, number],
    { seq: number; hash: string; state: string; code_version: string; at: string }
  >(
    'SELECT seq, hash, state, code_version, at FROM snapshots WHERE game_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1',
  );
  const deleteSnapshotsAfter = db.prepare('DELETE FROM snapshots WHERE game_id = ? AND seq > ?');
  const retire = db.prepare("UPDATE games SET status = 'retired', retired = ? WHERE id = ?");
  const linkSequel = db.prepare('UPDATE games SET sequel = ? WHERE id = ? AND sequel IS NULL');
  const setActionHash = db.prepare('UPDATE actions SET hash = ? WHERE game_id = ? AND seq = ?');
  const setShape = db.prepare('UPDATE games SET state_shape = ?, hash = ? WHERE id = ? AND seq = ?');
  const reshape = db.transaction((gameId: string, shape: number, hash: string, actionHashes: readonly string[]) => {
    if (setShape.run(shape, hash, gameId, actionHashes.length).changes !== 1)
      throw new StorageConflictError(`Game ${gameId}: it moved on while its hashes were taken anew`);
    for (let i = 0; i < actionHashes.length; i++) setActionHash.run(actionHashes[i], gameId, i + 1);
  });
  const nameContent = db.prepare('UPDATE games SET content_fp = ? WHERE id = ? AND content_fp IS NULL');
  const selectGame = db.prepare<[string], GameRow>('SELECT * FROM games WHERE id = ?');
  const selectUnfinished = db.prepare<[], { id: string }>(
    "SELECT id FROM games WHERE status = 'ongoing' ORDER BY created_at",
  );
  const insertAction = db.prepare(
    'INSERT INTO actions (game_id, seq, id, seat, action, hash, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  // A person's first move is kept; a bot's or the server's moves leave it unset.
  const advanceGame = db.prepare(
    `UPDATE games SET seq = ?, hash = ?, status = ?, result = ?, updated_at = ?,
      first_move_at = COALESCE(first_move_at, ?) WHERE id = ? AND seq = ?`,
  );
  const selectActions = db.prepare<[string, number], ActionRow>(
    'SELECT seq, id, seat, action, hash, at FROM actions WHERE game_id = ? AND seq > ? ORDER BY seq',
  );

  const append = db.transaction(
    (gameId: string, a: ActionRecord, status: GameStatus, result: GameRecord['result'], byPerson: boolean) => {
      const moved = advanceGame.run(
        a.seq,
        a.hash,
        status,
        result && JSON.stringify(result),
        a.at,
        byPerson ? a.at : null,
        gameId,
        a.seq - 1,
      );
      if (moved.changes !== 1)
        throw new StorageConflictError(`Game ${gameId}: action #${a.seq} is not next in the log`);
      insertAction.run(gameId, a.seq, a.id, a.seat ?? -1, JSON.stringify(a.action), a.hash, a.at);
    },
  );
  const updateSeats = db.prepare('UPDATE games SET bots = ?, tokens = ? WHERE id = ?');
  const deleteGameActions = db.prepare('DELETE FROM actions WHERE game_id = ?');
  const deleteGameSnapshots = db.prepare('DELETE FROM snapshots WHERE game_id = ?');
  const unplayed = "first_move_at IS NULL AND status = 'ongoing'";
  const deleteUnplayed = db.transaction((createdBefore: string) => {
    const ids = db
      .prepare<[string], { id: string }>(`SELECT id FROM games WHERE ${unplayed} AND created_at < ?`)
      .all(createdBefore)
      .map((r) => r.id);
    const drop = db.prepare('DELETE FROM games WHERE id = ?');
    for (const id of ids) {
      deleteGameActions.run(id);
      deleteGameSnapshots.run(id);
      drop.run(id);
    }
    return ids;
  });

  const deleteAction = db.prepare('DELETE FROM actions WHERE game_id = ? AND seq = ?');
  const rewindGame = db.prepare(
    "UPDATE games SET seq = ?, hash = ?, status = 'ongoing', result = NULL, updated_at = ? WHERE id = ? AND seq = ?",
  );
  const removeLast = db.transaction((gameId: string, seq: number, hash: string, updatedAt: string) => {
    const moved = rewindGame.run(seq - 1, hash, updatedAt, gameId, seq);
    if (moved.changes !== 1) throw new StorageConflictError(`Game ${gameId}: action #${seq} is not its last`);
    deleteAction.run(gameId, seq);
  });

  return {
    kind: 'sqlite',
    async createGame(g) {
      insertGame.run({
        ...g,
        config: JSON.stringify(g.config),
        seed: JSON.stringify(g.seed),
        tokens: JSON.stringify(g.tokens),
        bots: JSON.stringify(g.bots),
        result: g.result && JSON.stringify(g.result),
        contentFp: g.contentFp ?? null,
        stateShape: g.stateShape ?? 1,
      });
    },
    async getGame(id) {
      const row = selectGame.get(id);
      return row ? toGame(row) : null;
    },
    async listGames(opts: ListOptions = {}) {
      const limit = Math.max(1, Math.min(opts.limit ?? 50, 500));
      const offset = Math.max(0, opts.offset ?? 0);
      const rows = opts.status
        ? db
            .prepare<[string, number, number], GameRow>(
              'SELECT * FROM games WHERE status = ? ORDER BY created_at DESC, id LIMIT ? OFFSET ?',
            )
            .all(opts.status, limit, offset)
        : db
            .prepare<[number, number], GameRow>('SELECT * FROM games ORDER BY created_at DESC, id LIMIT ? OFFSET ?')
            .all(limit, offset);
      return readable(rows, toGame);
    },
    async countUnplayed() {
      return db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM games WHERE ${unplayed}`).get()?.n ?? 0;
    },
    async deleteUnplayed(createdBefore) {
      return deleteUnplayed.immediate(createdBefore);
    },
    async setSeats(gameId, bots, tokens) {
      updateSeats.run(JSON.stringify(bots), JSON.stringify(tokens), gameId);
    },
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async unfinishedGameIds() {
      return selectUnfinished.all().map((r) => r.id);
    },
    async appendAction(gameId, action, status, result, byPerson = false) {
      append.immediate(gameId, action, status, result, byPerson);
    },
    async removeLastAction(gameId, seq, before) {
      removeLast.immediate(gameId, seq, before.hash, before.updatedAt);
    },
    async loadActions(gameId, afterSeq = 0) {
      return selectActions.all(gameId, afterSeq).map((row) => toAction(gameId, row));
    },
    async putContent(fp, game, content) {
      insertContent.run(fp, game, JSON.stringify(content), new Date().toISOString());
    },
    async getContent(fp) {
      const row = selectContent.get(fp);
      return row ? jsonColumn(`content ${fp}`, 'body', row.body) : null;
    },
    async setContentFp(gameId, fp) {
      nameContent.run(fp, gameId);
    },
    async putSnapshot(gameId, snap) {
      db.transaction(() => {
        insertSnapshot.run(gameId, snap.seq, snap.hash, JSON.stringify(snap.state), snap.codeVersion, snap.at);
        trimSnapshots.run(gameId, snap.seq);
      }).immediate();
    },
    async latestSnapshot(gameId, maxSeq = Number.MAX_SAFE_INTEGER) {
      const row = selectSnapshot.get(gameId, maxSeq);
      if (!row) return null;
      return {
        seq: row.seq,
        hash: row.hash,
        state: jsonColumn(gameId, `snapshot #${row.seq}`, row.state),
        codeVersion: row.code_version,
        at: row.at,
      };
    },
    async dropSnapshotsAfter(gameId, seq) {
      deleteSnapshotsAfter.run(gameId, seq);
    },
    async reshapeGame(gameId, shape, hash, actionHashes) {
      reshape(gameId, shape, hash, actionHashes);
    },
    async setSequel(gameId, sequelId) {
      return linkSequel.run(sequelId, gameId).changes === 1;
    },
    async retireGame(gameId, retired) {
      retire.run(JSON.stringify(retired), gameId);
    },
    async close() {
      db.close();
    },
  };
}
