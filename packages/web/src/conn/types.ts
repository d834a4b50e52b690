/**
 * The small interface the table talks to. Two implementations: the game server's client
 * (conn/server.ts, authoritative, over WebSocket) and an in-browser engine (conn/local.ts) used
 * by component tests and when no server is reachable. Views and legal actions always come from
 * the connection; the browser never decides what is legal.
 */
import type { Action, GameConfig, GameEvent, PlayerView } from '@horde/zombicide';

/** What one screen sees after every change. */
export interface Snapshot {
  view: PlayerView;
  /** Legal actions this screen may send now (all seats in hot-seat, else its own seat's). */
  legal: Action[];
  /** Number of actions applied so far. */
  seq: number;
  /** The last action revealed no randomness and may be taken back. */
  canUndo: boolean;
}

export interface Update {
  snapshot: Snapshot;
  /** Events since the previous update, in order. */
  events: GameEvent[];
  /** The action that caused them (absent for joins and resyncs). */
  action?: Action;
  /** True when this update is the join/resync of the full game. */
  initial?: boolean;
}

export type SendResult = { ok: true } | { ok: false; error: string };

export interface GameConnection {
  readonly gameId: string;
  /** Seat this screen plays (0-based), or null for hot-seat (every seat on one screen). */
  readonly seat: number | null;
  current(): Snapshot;
  /** Every event of the game so far (for the log after a resume). */
  history(): GameEvent[];
  send(action: Action): Promise<SendResult>;
  undo?(): Promise<SendResult>;
  subscribe(listener: (u: Update) => void): () => void;
  close(): void;
}

export interface SeatLink {
  seat: number;
  /** Survivors played from this seat (ids). */
  survivors: string[];
  /** Link that opens the game for this seat (absolute URL or '#/...' hash). */
  url: string;
}

export interface NewGame {
  config: GameConfig;
  /** 'hotseat': all seats on this screen; 'invite': one link per seat. */
  mode: 'hotseat' | 'invite';
  /** Ultrared: adrenaline goes on past Red (option; the engine reads it when it supports it). */
  ultrared: boolean;
}

export interface CreatedGame {
  gameId: string;
  seats: SeatLink[];
  /** The link this screen opens now. */
  url: string;
}

export interface SavedGame {
  gameId: string;
  mission: string;
  survivors: string[];
  round: number;
  status: 'ongoing' | 'won' | 'lost';
  updated: number;
}

/** A recorded game, for replay move by move. */
export interface GameRecord {
  config: GameConfig;
  seed: number;
  actions: Action[];
}

export interface TableService {
  readonly kind: 'server' | 'local';
  create(game: NewGame): Promise<CreatedGame>;
  open(gameId: string, seatToken: string | null): Promise<GameConnection>;
  saved(): Promise<SavedGame[]>;
  /** The full record of a game (finished, or any local game), or null when not available. */
  record(gameId: string): Promise<GameRecord | null>;
}
