/**
 * Several server processes sharing one PostgreSQL (issue 32). Each game is owned by one process at a time
 * through a PostgreSQL advisory lock held on this process's own connection: the lock goes with the connection, so
 * a process that dies (or loses its database) lets its games go at once, and a process never plays a game it does
 * not hold. The `games.owner` column says which process holds a game, and `nodes` where each process is reached
 * (its address for clients) and when it was last alive: a client that reaches another process is told where to
 * connect, and the processes take the games of one that stopped beating. Cross-process notices (a seat handed
 * over) go through PostgreSQL's LISTEN/NOTIFY. Writes stay fenced by the action log's own order (an append names
 * the seq it follows), so even a process that lost its lock unnoticed cannot write over another's moves.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/** A notice for the other processes: a game's seats were handed over (its owner reloads them). */
export interface ClusterNotice {
  kind: 'seats';
  game: string;
  from: string;
}

export interface ClusterOptions {
  /** postgres://… (the same database as the games). */
  databaseUrl: string;
  /** This process's name, unique in the cluster (default host-pid). */
  nodeId: string;
  /** Where clients reach this process (through the proxy): its WebSocket is `${nodeUrl}/ws`. */
  nodeUrl: string;
  /** How often this process says it is alive and looks for games nobody holds (default 1000 ms). */
  beatMs?: number;
  /** A process silent for this long is taken as gone: its games are taken over (default 4000 ms). */
  deadAfterMs?: number;
  /** Told when this process's lock connection broke: it holds no game any more. */
  onLost?: (reason: string) => void;
  onNotice?: (notice: ClusterNotice) => void;
  log?: (message: string) => void;
}

const CHANNEL = 'horde_cluster';

/** A game's lock key: 64 bits of the SHA-256 of its id, as PostgreSQL's bigint (signed). */
export function lockKey(gameId: string): string {
  return createHash('sha256').update(gameId).digest().readBigInt64BE(0).toString();
}

export class Cluster {
  private client: pg.Client | null = null;
  private readonly pool: pg.Pool;
  private readonly held = new Set<string>();
  private beat: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  readonly nodeId: string;
  readonly nodeUrl: string;

  constructor(private readonly options: ClusterOptions) {
    this.nodeId = options.nodeId;
    this.nodeUrl = options.nodeUrl.replace(/\/+$/, '');
    this.pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2, connectionTimeoutMillis: 5000 });
    this.pool.on('error', () => {});
  }

  /** Connects the lock connection, makes the cluster's tables, says this process is alive, listens for notices. */
  async start(): Promise<void> {
    await this.pool.query(`CREATE TABLE IF NOT EXISTS nodes (id TEXT PRIMARY KEY, url TEXT NOT NULL, seen_at TIMESTAMPTZ NOT NULL);
      CREATE TABLE IF NOT EXISTS rate_buckets (key TEXT PRIMARY KEY, tokens DOUBLE PRECISION NOT NULL,
        taken BOOLEAN NOT NULL, at TIMESTAMPTZ NOT NULL);
      ALTER TABLE games ADD COLUMN IF NOT EXISTS owner TEXT;`);
    await this.connect();
    await this.alive();
    this.beat = setInterval(() => void this.alive().catch(() => {}), this.options.beatMs ?? 1000);
    this.beat.unref();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('error', (err) => this.lost(`lock connection: ${err.message}`));
    client.on('end', () => this.lost('lock connection closed'));
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const notice = JSON.parse(msg.payload) as ClusterNotice;
        if (notice.from !== this.nodeId) this.options.onNotice?.(notice);
      } catch {
        /* not ours */
      }
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  /** The lock connection broke: every lock went with it. Tells the server, then connects again by itself. */
  private lost(reason: string): void {
    if (!this.client || this.stopped) return;
    this.client = null;
    this.held.clear();
    this.options.log?.(`cluster: ${reason}; this process holds no game until it reconnects`);
    this.options.onLost?.(reason);
    const retry = () => {
      if (this.stopped || this.client) return;
      this.connect().then(
        () => this.options.log?.('cluster: lock connection back'),
        () => setTimeout(retry, 1000).unref(),
      );
    };
    setTimeout(retry, 500).unref();
  }

  private async alive(): Promise<void> {
    await this.pool.query(
      `INSERT INTO nodes (id, url, seen_at) VALUES ($1, $2, now())
        ON CONFLICT (id) DO UPDATE SET url = $2, seen_at = now()`,
      [this.nodeId, this.nodeUrl],
    );
  }

  /**
   * Takes a game for this process if nobody holds it: true when this process holds it now. Records the owner so
   * that others can send its clients here.
   */
  async claim(gameId: string): Promise<boolean> {
    if (this.held.has(gameId)) return true;
    const client = this.client;
    if (!client) return false;
    const got = await client
      .query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS ok', [lockKey(gameId)])
      .then((r) => r.rows[0]?.ok === true)
      .catch(() => false); // the lock connection is breaking: `lost` follows
    if (!got) return false;
    this.held.add(gameId);
    await this.recordOwner(gameId);
    return true;
  }

  /** Writes this process as the holder of a game it holds, so that others send its clients here. */
  async recordOwner(gameId: string): Promise<void> {
    if (!this.held.has(gameId)) return;
    await this.pool.query('UPDATE games SET owner = $1 WHERE id = $2', [this.nodeId, gameId]);
  }

  /** Lets a game go (unloaded, finished, or this process drains). */
  async release(gameId: string): Promise<void> {
    if (!this.held.delete(gameId)) return;
    await this.pool.query('UPDATE games SET owner = NULL WHERE id = $1 AND owner = $2', [gameId, this.nodeId]);
    await this.client?.query('SELECT pg_advisory_unlock($1::bigint)', [lockKey(gameId)]).catch(() => {});
  }

  holds(gameId: string): boolean {
    return this.held.has(gameId);
  }

  /** Where the process holding a game is reached (its WebSocket), or null when no live process holds it. */
  async ownerUrl(gameId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ url: string; id: string }>(
      `SELECT n.url, n.id FROM games g JOIN nodes n ON n.id = g.owner
        WHERE g.id = $1 AND n.seen_at > now() - make_interval(secs => $2)`,
      [gameId, (this.options.deadAfterMs ?? 4000) / 1000],
    );
    const row = rows[0];
    return row && row.id !== this.nodeId ? `${row.url.replace(/^http/, 'ws')}/ws` : null;
  }

  /** Ongoing games no live process holds (their owner stopped beating, or drained): for this process to take. */
  async orphans(limit = 200): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT id FROM games WHERE status = 'ongoing' AND (owner IS NULL OR owner NOT IN
        (SELECT id FROM nodes WHERE seen_at > now() - make_interval(secs => $1))) ORDER BY updated_at DESC LIMIT $2`,
      [(this.options.deadAfterMs ?? 4000) / 1000, limit],
    );
    return rows.map((r) => r.id);
  }

  /**
   * A token bucket shared by every process (the limits of docs/protocol.md that must hold across processes, such
   * as new games per address): `burst` at once, refilled at `perSecond`. One statement, so two processes taking
   * at the same moment are counted both. Refused when the database does not answer (a limit never fails open).
   */
  async take(key: string, perSecond: number, burst: number): Promise<boolean> {
    const { rows } = await this.pool
      .query<{ taken: boolean }>(
        `WITH now AS (SELECT clock_timestamp() AS t)
        INSERT INTO rate_buckets AS b (key, tokens, taken, at) SELECT $1, $2 - 1, true, t FROM now
        ON CONFLICT (key) DO UPDATE SET
          taken = LEAST($2, b.tokens + EXTRACT(EPOCH FROM (SELECT t FROM now) - b.at) * $3) >= 1,
          tokens = LEAST($2, b.tokens + EXTRACT(EPOCH FROM (SELECT t FROM now) - b.at) * $3)
            - CASE WHEN LEAST($2, b.tokens + EXTRACT(EPOCH FROM (SELECT t FROM now) - b.at) * $3) >= 1 THEN 1 ELSE 0 END,
          at = (SELECT t FROM now)
        RETURNING taken`,
        [key, burst, perSecond],
      )
      .catch(() => ({ rows: [] as { taken: boolean }[] }));
    return rows[0]?.taken === true;
  }

  async notify(notice: Omit<ClusterNotice, 'from'>): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ ...notice, from: this.nodeId })]);
  }

  /** Lets every game go and leaves the cluster (a drain): the others take the games at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.beat) clearInterval(this.beat);
    for (const id of [...this.held]) await this.release(id).catch(() => {});
    await this.pool.query('DELETE FROM nodes WHERE id = $1', [this.nodeId]).catch(() => {});
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
    await this.pool.end().catch(() => {});
  }
}
