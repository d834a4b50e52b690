/**
 * Storage behind the server: games and their append-only action logs.
 * Asynchronous so that a PostgreSQL implementation (DATABASE_URL) can follow
 * the embedded SQLite one without touching the rooms.
 */
import type { Outcome, Seed } from '@horde/core';
import type { GameStatus, RetiredCode } from '../protocol/messages.ts';

export interface GameTokens {
  /** Lets the creator read the invites and the action log. */
  admin: string;
  /** Lets anyone holding it watch as a spectator. */
  watch: string;
  /** One invite token per seat, by seat number. */
  seats: string[];
}

export interface GameRecord {
  id: string;
  name: string;
  /** The game module's id ("uoa"); games stored before there were several are "uoa". */
  game: string;
  /** The rules version the game was created under ("0": stored before versions were kept). */
  rulesVersion: string;
  /**
   * The shape of the states its hashes were taken of (the game's `meta.stateShape` then; absent: 1). A restore
   * under a newer shape replays the log and stores its hashes anew (`reshapeGame`).
   */
  stateShape?: number;
  /** What was started from the game's catalogue: a mission, a scenario ("" when nothing). */
  entry: string;
  /** The game's config, as its module's config schema accepted it. */
  config: unknown;
  /** 32 bits (explicit seeds, games stored before 128-bit seeds) or 128 bits as 32 hex digits. */
  seed: Seed;
  players: number;
  tokens: GameTokens;
  /**
   * The bot that plays each seat, by seat number (null or missing: people play it, through its invite); the
   * server plays a bot's seat itself whenever the game awaits it. Empty for games stored before there were bots.
   */
  bots: (string | null)[];
  status: GameStatus;
  /** The outcome once the game is over (null while it goes on). */
  result: Extract<Outcome, { over: true }> | null;
  /** Number of actions in the log (the sequence number of the last one). */
  seq: number;
  /** hashState of the state after the last action (after setup when seq is 0). */
  hash: string;
  createdAt: string;
  updatedAt: string;
  /**
   * The fingerprint (SHA-256 of its canonical JSON) of the content the game is played with, stored once in the
   * contents table (schema 5): a later edit of the shipped content never changes the game. Null: stored before
   * content was pinned (the shipped content is used), or a game without content.
   */
  contentFp?: string | null;
  /** Why the game was retired (status `retired`): a code for players, the detail for the operator. */
  retired?: RetiredInfo | null;
  /** The id of the next game that continues this ended one (the game's `sequel`, schema 7); null: none yet. */
  sequel?: string | null;
}

export interface RetiredInfo {
  code: RetiredCode;
  /** The technical reason (the action that no longer replays, the hash that differs): for the operator only. */
  detail: string;
  at: string;
}

/** A game's state at one point of its log, written by the server's code of `codeVersion` (its rules version). */
export interface Snapshot {
  seq: number;
  /** hashState of `state`, equal to the hash stored with action `seq`. */
  hash: string;
  state: unknown;
  /**
   * What wrote it (core's `codeVersionOf`: the rules version, and the state's shape once it changed): a snapshot of
   * another version or shape is not read as is.
   */
  codeVersion: string;
  at: string;
}

export interface ActionRecord {
  /** 1-based position in the log. */
  seq: number;
  /** The sender's id: unique among the actions of one sender (a seat, or the server) in the game. */
  id: string;
  /** The seat that sent it; null for the server itself (a deadline's timeout). */
  seat: number | null;
  action: unknown;
  /** hashState after applying it. */
  hash: string;
  at: string;
}

export interface ListOptions {
  status?: GameStatus;
  limit?: number;
  offset?: number;
}

export class StorageConflictError extends Error {}

/** The database cannot be opened: one sentence naming the file and what to do (the server exits with it). */
export class StorageOpenError extends Error {}

/** A stored game whose row cannot be read (bad JSON in a column): it is kept out, the other games run. */
export class DamagedGameError extends Error {
  constructor(
    readonly gameId: string,
    readonly column: string,
    reason: string,
  ) {
    super(`game ${gameId} is damaged in storage: its "${column}" column ${reason}`);
  }
}

/** Reads one JSON column of a stored game, naming the game and the column when it is not JSON. */
export function jsonColumn<T>(gameId: string, column: string, text: unknown): T {
  if (typeof text !== 'string') return text as T;
  try {
    return JSON.parse(text) as T;
  } catch (e) {
    throw new DamagedGameError(gameId, column, `is not JSON (${(e as Error).message})`);
  }
}

export interface Storage {
  readonly kind: string;
  createGame(game: GameRecord): Promise<void>;
  /** Throws DamagedGameError when the game's row cannot be read. */
  getGame(id: string): Promise<GameRecord | null>;
  /** The readable games; a damaged row is left out (and reported through onDamaged). */
  listGames(options?: ListOptions): Promise<GameRecord[]>;
  /** Ids of the games still being played. */
  unfinishedGameIds(): Promise<string[]>;
  /** How many games wait for a person's first action (ongoing; bots and the server may have moved). */
  countUnplayed(): Promise<number>;
  /**
   * Deletes the games created before `createdBefore` (ISO time) where no person ever acted (with the actions
   * of their bots, if any); returns their ids. `owner` (a cluster's process): only the games it holds or nobody holds.
   */
  deleteUnplayed(createdBefore: string, owner?: string): Promise<string[]>;
  /** Changes who plays the seats of a game (the admin handed a seat to a bot or to people) and their tokens. */
  setSeats(gameId: string, bots: GameRecord['bots'], tokens: GameTokens): Promise<void>;
  /** Resolves when the store answers a trivial query (the rooms probe it while it is down). */
  ping(): Promise<void>;
  /**
   * Appends one action and moves the game's seq, hash and status in one
   * transaction. Fails with StorageConflictError when `action.seq` is not the next one.
   * Resolves only once the write is as durable as the store is configured to make it. `byPerson`: a person
   * (not a bot nor the server) sent it, so the game counts as played from then on.
   */
  appendAction(
    gameId: string,
    action: ActionRecord,
    status: GameStatus,
    result: GameRecord['result'],
    byPerson?: boolean,
  ): Promise<void>;
  /**
   * Takes back the game's last action (`seq`, an action its seat took back): deletes it and moves the
   * game back to `seq - 1` with the hash of the state before it, ongoing, in one transaction. Fails with
   * StorageConflictError when `seq` is not the game's last action.
   */
  removeLastAction(gameId: string, seq: number, before: { hash: string; updatedAt: string }): Promise<void>;
  loadActions(gameId: string, afterSeq?: number): Promise<ActionRecord[]>;
  /** Stores a pinned content under its fingerprint (nothing when it is there already). */
  putContent(fp: string, game: string, content: unknown): Promise<void>;
  /** A pinned content by fingerprint; null when unknown. */
  getContent(fp: string): Promise<unknown | null>;
  /**
   * Names the pinned content (stored first with putContent) a game stored without one plays with from now on: a
   * game of the first servers given the content it was made with (issue 31). Nothing when it already names one.
   */
  setContentFp(gameId: string, fp: string): Promise<void>;
  /** Stores a snapshot of a game's state and drops the older ones (a restore falls back to the whole log). */
  putSnapshot(gameId: string, snapshot: Snapshot): Promise<void>;
  /** The game's latest snapshot at or before `maxSeq` (default: any); null when none. */
  latestSnapshot(gameId: string, maxSeq?: number): Promise<Snapshot | null>;
  /** Drops every snapshot after `seq` (an action was taken back). */
  dropSnapshotsAfter(gameId: string, seq: number): Promise<void>;
  /**
   * Stores the hashes a game's log gives under a new state shape (its actions replayed and all accepted): each
   * action's hash (`actionHashes[i]` for action #i+1), the game's `hash` (after its last action, or after setup)
   * and its shape, in one transaction. Fails with StorageConflictError when the game has moved on since (its seq
   * is not `actionHashes.length`).
   */
  reshapeGame(gameId: string, shape: number, hash: string, actionHashes: readonly string[]): Promise<void>;
  /**
   * Records the next game that continues an ended one (its sequel): true when stored, false when the game has one
   * already (another seat made it first) or is unknown.
   */
  setSequel(gameId: string, sequelId: string): Promise<boolean>;
  /** Marks a game retired: kept with its log, never played again. */
  retireGame(gameId: string, retired: RetiredInfo): Promise<void>;
  close(): Promise<void>;
}
