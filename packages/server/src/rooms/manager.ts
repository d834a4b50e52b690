/**
 * All games the server hosts: creates them, restores unfinished ones at start
 * (replay + hash check), loads finished ones on demand, resolves tokens.
 */
import type { Cluster, ClusterNotice } from '../cluster/cluster.ts';
import type { Logger } from '../log.ts';
import type { AnyModule, Registry } from '@horde/games';
import { describeRefusal } from '@horde/core';
import type { GameSummary, RejectedMessage } from '../protocol/messages.ts';
import { StorageHealth } from '../storage/health.ts';
import {
  DamagedGameError,
  type ActionRecord,
  type GameRecord,
  type ListOptions,
  type Storage,
} from '../storage/types.ts';
import { buildGame, type CreateGameRequest } from './create.ts';
import { GameModules } from './modules.ts';
import { RestoreError, restoreGame, type Restored } from './restore.ts';
import { Room, type SeatBot } from './room.ts';
import { newToken, sameToken, seedCommitment } from './tokens.ts';

/** Actions replayed at a restore beyond which a snapshot is taken at once. */
const SNAPSHOT_AFTER_REPLAY = 50;

export type Access = { role: 'seat'; seats: number[] } | { role: 'spectator' } | { role: 'admin' };

export interface RestoreReport {
  restored: number;
  failed: { id: string; reason: string }[];
  ms: number;
}

export class RoomManager {
  private readonly rooms = new Map<string, Room>();
  private readonly loading = new Map<string, Promise<Room | null>>();
  /** Games whose log could not be replayed or whose hash did not match: kept out of play. */
  readonly failed = new Map<string, string>();
  /** Whether the storage takes writes; every room follows it. */
  readonly health: StorageHealth;
  private readonly modules: GameModules;
  /** Several processes share the games (issue 32): each plays only the games it holds. Null: this one holds all. */
  private cluster: Cluster | null = null;
  private scanner: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly registry: Registry,
    private readonly storage: Storage,
    private readonly log: Logger,
    /** How long a bot waits before it plays (people follow the game; tests set 0). */
    private readonly botDelayMs = 700,
    storageProbeMs = 1000,
    /** Actions between two state snapshots (tests take them sooner). */
    private readonly snapshotEvery?: number,
  ) {
    this.health = new StorageHealth(
      storage,
      (event, detail) =>
        event === 'down'
          ? log.error({ err: detail.error }, 'storage down: actions are refused until it is back')
          : log.info({ downMs: detail.downMs }, 'storage back: games carry on'),
      storageProbeMs,
    );
    this.modules = new GameModules(registry, storage);
  }

  get size(): number {
    return this.rooms.size;
  }

  /**
   * Joins a cluster: from now on this process plays a game only while it holds the game's lock, takes the games no
   * live process holds (every `scanMs`), and lets its games go when its lock connection breaks.
   */
  joinCluster(cluster: Cluster, scanMs = 1000): void {
    this.cluster = cluster;
    this.scanner = setInterval(() => void this.takeOrphans().catch(() => {}), scanMs);
    this.scanner.unref();
  }

  /** The games no live process holds, taken at start (a cluster's restore): how many, and those that failed. */
  async takeOrphansNow(): Promise<RestoreReport> {
    const started = Date.now();
    await this.takeOrphans();
    const failed = [...this.failed].map(([id, reason]) => ({ id, reason }));
    return { restored: this.rooms.size, failed, ms: Date.now() - started };
  }

  /** Games whose process stopped (or drained): taken here, with their bots and deadlines, within a scan or two. */
  private async takeOrphans(): Promise<void> {
    const cluster = this.cluster;
    if (!cluster) return;
    for (const id of await cluster.orphans()) {
      if (this.rooms.has(id) || this.failed.has(id)) continue;
      if (await this.get(id)) this.log.info({ game: id }, 'cluster: game taken over');
    }
  }

  /** The cluster's lock connection broke: this process holds no game now; its players reconnect to whoever does. */
  clusterLost(): void {
    for (const room of [...this.rooms.values()]) this.unload(room, 'The game moved to another server process');
  }

  /** A notice from another process: a game of ours had its seats handed over there. */
  async clusterNotice(notice: ClusterNotice): Promise<void> {
    if (notice.kind !== 'seats') return;
    const room = this.rooms.get(notice.game);
    const record = room && (await this.storage.getGame(notice.game));
    if (!room || !record) return;
    const changed = room.record.tokens.seats.flatMap((t, s) =>
      t !== record.tokens.seats[s] || room.record.bots[s] !== record.bots[s] ? [s] : [],
    );
    room.record.bots = record.bots;
    room.record.tokens = record.tokens;
    for (const seat of changed) room.evictSeat(seat, 'This seat was handed over');
    this.startBots(room, this.registry.require(record.game));
  }

  /** Closes a room here (its players are told to reconnect: they reach the process that holds it). */
  private unload(room: Room, reason: string): void {
    room.close();
    room.dropAll(reason);
    this.rooms.delete(room.id);
    void this.cluster?.release(room.id).catch(() => {});
  }

  /**
   * Where a game is played: its room here, `moved` with the WebSocket address of the process that holds it, or
   * null (unknown or unplayable).
   */
  async locate(id: string): Promise<Room | { moved: string } | null> {
    const room = await this.get(id);
    if (room || !this.cluster || this.cluster.holds(id)) return room;
    // The database unreachable: nobody can say where the game is; the client tries again (gameUnavailable).
    const url = await this.cluster.ownerUrl(id).catch(() => null);
    return url ? { moved: url } : null;
  }

  async create(req: CreateGameRequest): Promise<{ record: GameRecord; room: Room }> {
    const { module, record, state } = buildGame(this.registry, req);
    record.contentFp = await this.modules.pin(module, record.config);
    // Held before its row exists: a new game stored without an owner looked like an orphan, and another process's
    // scan could take it between the insert and the claim (seen as a 500 on a busy machine).
    if (this.cluster && !(await this.cluster.claim(record.id)))
      throw new Error(`game ${record.id} was just made and another process holds it`);
    try {
      await this.storage.createGame(record);
    } catch (err) {
      await this.cluster?.release(record.id);
      throw err;
    }
    await this.cluster?.recordOwner(record.id);
    const room = this.track(
      new Room(module.game, this.storage, record, state, [], this.health, { snapshotEvery: this.snapshotEvery }),
      module,
    );
    return { record, room };
  }

  /**
   * Deletes the games nobody played within `maxAgeMs` of their creation (a game created and never started is
   * not kept forever, nor restored at every start); unloads their rooms. Returns how many went.
   */
  async expireUnplayed(maxAgeMs: number, now = Date.now()): Promise<number> {
    // In a cluster, each process expires only the games it holds or nobody holds.
    const ids = await this.storage.deleteUnplayed(new Date(now - maxAgeMs).toISOString(), this.cluster?.nodeId);
    for (const id of ids) {
      this.rooms.get(id)?.close();
      this.rooms.delete(id);
    }
    if (ids.length) this.log.info({ games: ids.length }, 'unplayed games expired');
    return ids.length;
  }

  async restoreAll(): Promise<RestoreReport> {
    const started = Date.now();
    const ids = await this.storage.unfinishedGameIds();
    let restored = 0;
    for (const id of ids) if (await this.get(id)) restored++;
    const failed = ids.filter((id) => this.failed.has(id)).map((id) => ({ id, reason: this.failed.get(id)! }));
    return { restored, failed, ms: Date.now() - started };
  }

  /** The room of a game, loading it from storage if needed; null when unknown or unplayable. */
  get(id: string): Promise<Room | null> {
    const room = this.rooms.get(id);
    if (room) return Promise.resolve(room);
    if (this.failed.has(id)) return Promise.resolve(null);
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  private async load(id: string): Promise<Room | null> {
    let record: GameRecord | null = null;
    try {
      record = await this.storage.getGame(id);
      if (!record || record.status === 'retired') return null;
      // In a cluster, an ongoing game is played by the one process that holds it; a finished one is only watched.
      if (this.cluster && record.status === 'ongoing') {
        if (!(await this.cluster.claim(id))) return null;
        record = await this.storage.getGame(id); // as its last holder left it
        if (!record) return null;
      }
      const module = await this.modules.forRecord(record);
      const [log, snapshot] = await Promise.all([
        this.storage.loadActions(id),
        this.storage.latestSnapshot(id, record.seq),
      ]);
      const restored = restoreGame(module.game, record, log, snapshot);
      if (restored.reshaped) await this.reshaped(record, log, restored.reshaped);
      else if (!restored.verified)
        this.log.warn({ game: id }, 'game stored before rules versions: restored without checking its hashes');
      const room = new Room(module.game, this.storage, record, restored.state, log, this.health, {
        snapshotSeq: restored.from,
        snapshotEvery: this.snapshotEvery,
      });
      this.track(room, module);
      // A long replay (no snapshot of this code, or far behind) or a new state shape: a snapshot now, so that the next
      // restart starts there.
      const longReplay = record.seq - restored.from >= SNAPSHOT_AFTER_REPLAY;
      if (record.status === 'ongoing' && (longReplay || restored.reshaped)) await room.snapshotNow();
      return room;
    } catch (err) {
      const reason = (err as Error).message;
      void this.cluster?.release(id).catch(() => {});
      if (err instanceof RestoreError && record?.status === 'ongoing') return this.retire(record, err);
      this.failed.set(id, reason);
      this.log.error({ game: id, err: reason }, 'game could not be restored');
      return null;
    }
  }

  /**
   * A game replayed under a newer state shape (every action still accepted): the hashes it gives now are stored,
   * so that the next restore checks against them; the room, made next, snapshots it at once.
   */
  private async reshaped(record: GameRecord, log: ActionRecord[], r: NonNullable<Restored['reshaped']>): Promise<void> {
    await this.storage.reshapeGame(record.id, r.shape, r.hash, r.actionHashes);
    r.actionHashes.forEach((hash, i) => {
      log[i].hash = hash;
    });
    this.log.info(
      { game: record.id, from: record.stateShape ?? 1, to: r.shape, actions: r.actionHashes.length },
      'game replayed under a new state shape: its hashes stored anew',
    );
    record.stateShape = r.shape;
    record.hash = r.hash;
  }

  /**
   * A game that cannot go on under this server (its log no longer replays, into the state its players saw, or its
   * content is gone) is kept, marked retired: its players are told why in plain words and can watch its replay;
   * the technical reason goes to the operator's log and health.
   */
  private async retire(record: GameRecord, err: RestoreError): Promise<null> {
    const retired = { code: err.code, detail: err.message, at: new Date().toISOString() };
    this.failed.set(record.id, err.message);
    this.log.error({ game: record.id, code: err.code, err: err.message }, 'game retired: it cannot go on');
    try {
      await this.storage.retireGame(record.id, retired);
    } catch (storeErr) {
      this.log.error({ game: record.id, err: (storeErr as Error).message }, 'could not mark the game retired');
    }
    return null;
  }

  /** Keeps a room loaded while its game is going on or someone watches it; starts the bots of its seats. */
  private track(room: Room, module: AnyModule): Room {
    this.rooms.set(room.id, room);
    room.onEmpty = (r) => {
      if (r.status !== 'ongoing') this.unload(r, 'The game has ended');
    };
    // Another process wrote this game's log (it took the game while this one had lost its lock unnoticed).
    room.onConflict = () => {
      this.log.warn({ game: room.id }, 'cluster: another process writes this game; letting it go');
      this.unload(room, 'The game moved to another server process');
    };
    room.onDeadlineRefused = (r) =>
      this.log.error({ game: room.id, refusal: rejectedText(r) }, 'the game refused its own deadline');
    room.onBotRefused = (r) =>
      this.log.error({ game: room.id, refusal: rejectedText(r) }, "the game refused a bot's action");
    room.onSnapshotFailed = (err) =>
      this.log.warn({ game: room.id, err: err.message }, 'snapshot not stored (a restart replays more)');
    this.startBots(room, module);
    return room;
  }

  private startBots(room: Room, module: AnyModule): void {
    const bots = new Map<number, SeatBot>();
    room.record.bots.forEach((name, seat) => {
      const make = name ? module.bots[name] : undefined;
      if (make) bots.set(seat, make(botSeed(room.id, seat)));
    });
    room.playBots(bots, this.botDelayMs);
  }

  /**
   * The game's admin hands a seat to a bot (`bot`, one of the game's bots) or to people (null). Connections that
   * held the seat are closed; a seat handed to people gets a fresh token (an old one, a bot's or a person's,
   * opens it no more). Returns the seat's token, null for a bot's seat.
   */
  async setSeatPlayer(id: string, seat: number, bot: string | null): Promise<{ token: string | null }> {
    // Played here, or (in a cluster) by another process: then the change is stored and that process told.
    const room = await this.get(id);
    const record = room?.record ?? (this.cluster ? await this.storage.getGame(id) : null);
    if (!record) throw new SeatChangeError('unknownGame', `No game "${id}" to change`);
    if ((room?.status ?? record.status) !== 'ongoing') throw new SeatChangeError('finished', 'The game has ended');
    if (!Number.isInteger(seat) || seat < 0 || seat >= record.players)
      throw new SeatChangeError('noSeat', `The game has ${record.players} seats`);
    const module = this.registry.require(record.game);
    if (bot !== null && !Object.hasOwn(module.bots, bot))
      throw new SeatChangeError(
        'unknownBot',
        `Unknown bot "${bot}" (known: ${Object.keys(module.bots).join(', ') || 'none'})`,
      );
    const bots = Array.from({ length: record.players }, (_, s) => (s === seat ? bot : (record.bots[s] ?? null)));
    if (bots.every((b) => b !== null)) throw new SeatChangeError('noPeople', 'At least one seat is for people');
    const seats = record.tokens.seats.map((t, s) => (s === seat ? newToken() : t));
    const tokens = { ...record.tokens, seats };
    await this.storage.setSeats(id, bots, tokens);
    record.bots = bots;
    record.tokens = tokens;
    if (room) {
      room.evictSeat(seat, bot ? 'This seat is now played by a bot' : 'This seat was given a new invite');
      this.startBots(room, module);
    } else await this.cluster?.notify({ kind: 'seats', game: id });
    return { token: bot ? null : seats[seat] };
  }

  /** Stops every room's timers (server shutdown). */
  closeAll(): void {
    if (this.scanner) clearInterval(this.scanner);
    this.health.stop();
    for (const room of this.rooms.values()) room.close();
  }

  /** Waits until every room has finished the actions it is handling (their writes are done). */
  async settle(): Promise<void> {
    await Promise.all([...this.rooms.values()].map((r) => r.idle()));
  }

  /** The room of a game if it is in memory (never loads one). */
  loadedRoom(id: string): Room | undefined {
    return this.rooms.get(id);
  }

  loaded(): Room[] {
    return [...this.rooms.values()];
  }

  async list(options: ListOptions): Promise<GameSummary[]> {
    const records = await this.storage.listGames(options);
    return records.map((r) => this.rooms.get(r.id)?.summary() ?? summaryOf(r));
  }

  /** The stored record of a game; null when unknown. Throws DamagedGameError when its row cannot be read. */
  async record(id: string): Promise<GameRecord | null> {
    const loaded = this.rooms.get(id)?.record;
    if (loaded) return loaded;
    try {
      return await this.storage.getGame(id);
    } catch (err) {
      if (err instanceof DamagedGameError) {
        this.failed.set(id, err.message);
        this.log.error({ game: id, err: err.message }, 'game is damaged in storage');
      }
      throw err;
    }
  }

  /**
   * What a set of tokens gives access to in a game (null: one of them is valid for nothing). A bot's seat is the
   * server's: its token (stored, or handed out before bot seats were kept apart) opens nothing.
   */
  static access(record: GameRecord, tokens: string[]): Access | null {
    const seats = new Set<number>();
    let watch = false,
      admin = false;
    for (const token of tokens) {
      const seat = record.tokens.seats.findIndex((t) => sameToken(t, token));
      if (seat >= 0 && record.bots[seat]) return null;
      if (seat >= 0) seats.add(seat);
      else if (sameToken(record.tokens.watch, token)) watch = true;
      else if (sameToken(record.tokens.admin, token)) admin = true;
      else return null;
    }
    if (seats.size > 0) return { role: 'seat', seats: [...seats].sort((a, b) => a - b) };
    if (admin) return { role: 'admin' };
    return watch ? { role: 'spectator' } : null;
  }
}

/** Why the admin's change of a seat's player was refused (code for the API, message in English for tools). */
export class SeatChangeError extends Error {
  constructor(
    readonly code: 'unknownGame' | 'finished' | 'noSeat' | 'unknownBot' | 'noPeople',
    message: string,
  ) {
    super(message);
  }
}

/** A bot's own random seed, from its game and seat (a bot's choices are logged as actions, never replayed). */
function botSeed(gameId: string, seat: number): number {
  let h = 2166136261 ^ seat;
  for (let i = 0; i < gameId.length; i++) h = Math.imul(h ^ gameId.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function summaryOf(r: GameRecord): GameSummary {
  return {
    id: r.id,
    name: r.name,
    game: r.game,
    rulesVersion: r.rulesVersion,
    entry: r.entry,
    players: r.players,
    status: r.status,
    result: r.result,
    commitment: seedCommitment(r.seed),
    seq: r.seq,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    ...(r.retired ? { retired: { code: r.retired.code, at: r.retired.at } } : {}),
  };
}

/** A rejection for the log: the server's own reason, or the rules refusal's code and params. */
function rejectedText(r: RejectedMessage): string {
  return r.message ?? describeRefusal(r.params ? { code: r.code, params: r.params } : { code: r.code });
}
