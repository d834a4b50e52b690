/**
 * The small interface a table talks to, for any game. Two implementations: the game server's
 * client (server.ts, authoritative, over WebSocket) and the rules in the browser (local.ts) used
 * by component tests and when no server is reachable. Views and legal actions always come from
 * the connection; the browser never decides what is legal. A game's table narrows the type
 * parameters (its view, action and event types); the shell leaves them unknown.
 */
import type { SequelChoice, SetupOptions } from '@horde/core';
import type { Catalog, Reaction, RetiredCode, ShareInfo } from '@horde/server/client';
import type { GameRetired } from '../errors.ts';
import type { Refusal } from './refusal.ts';

export type { Catalog, Reaction, Refusal, RetiredCode, SequelChoice, ShareInfo };
/** One game of the catalog: id, name, seats, entries, config JSON Schema and its own lobby data. */
export type CatalogGame = Catalog['games'][number];

/** `retired`: a server game that cannot go on (it started under rules or content this server cannot play). */
export type GameStatus = 'ongoing' | 'finished' | 'retired';

/** One seat of a screen that plays several (hot-seat): what that seat sees and may do. */
export interface SeatSnapshot<View = unknown, Action = unknown> {
  seat: number;
  view: View;
  legal: Action[];
  /** The game waits on this seat now. */
  awaited: boolean;
}

/** What one screen sees after every change. */
export interface Snapshot<View = unknown, Action = unknown> {
  view: View;
  /** Legal actions this screen may send now (all seats in hot-seat, else its own seat's). */
  legal: Action[];
  /** Number of actions applied so far. */
  seq: number;
  /** The last action revealed nothing hidden and may be taken back. */
  canUndo: boolean;
  /** The game waits on a seat of this screen now (its turn, or a decision of its own). */
  awaited?: boolean;
  status: GameStatus;
  /**
   * Hot-seat with several seats for people: each one's own view and actions (a game with hidden hands
   * shows the awaited seat's, after a hand-over screen). `view` above is then the first seat's.
   */
  seats?: SeatSnapshot<View, Action>[];
  /**
   * When this screen's seats run out of time (the earliest of their deadlines), with the clock it was read
   * by (`now`, ms): a table shows `at - now` counting down from when it got the snapshot.
   */
  deadline?: { at: number; now: number };
}

export interface Update<View = unknown, Action = unknown, Event = unknown> {
  snapshot: Snapshot<View, Action>;
  /** Events since the previous update, in order. */
  events: Event[];
  /** The action that caused them (absent for joins and resyncs). */
  action?: Action;
  /** True when this update is the join/resync of the full game. */
  initial?: boolean;
}

/** One line of the table's chat: a seat's words or reaction. */
export interface ChatLine {
  seat: number;
  /** The seat's player name when it spoke (null: none given). */
  name: string | null;
  text?: string;
  reaction?: Reaction;
  /** When it was said (ms). */
  at: number;
}

/**
 * The people at an online table: each seat's player name and whether it is connected, and a short chat
 * with reactions. Words and names are people's, never game state.
 */
export interface TableTalk {
  /** Each seat's player name (null: none given). */
  names(): readonly (string | null)[];
  /** The seats with a live connection. */
  connected(): readonly number[];
  lines(): readonly ChatLine[];
  say(what: { text: string } | { reaction: Reaction }): void;
  /** Changes this screen's player name (kept in this browser for the next games). */
  rename(name: string): void;
  /** Calls `listener` when names, presence or the chat change. */
  subscribe(listener: () => void): () => void;
}

/**
 * `error`: the refusal in the player's language as far as the shell can word it; `refusal`: the rules' or the
 * server's refusal as data, for the table to word it in its own terms (useConnection's explainer).
 */
export type SendResult = { ok: true } | { ok: false; error: string; refusal?: Refusal };

export interface GameConnection<View = unknown, Action = unknown, Event = unknown> {
  readonly gameId: string;
  /** The game module's id ("uoa"): which table shows this game. */
  readonly game: string;
  /** Seat this screen plays (0-based), or null for hot-seat (every seat on one screen). */
  readonly seat: number | null;
  current(): Snapshot<View, Action>;
  /** Every event of the game so far (for the log after a resume). */
  history(): Event[];
  send(action: Action): Promise<SendResult>;
  undo?(): Promise<SendResult>;
  subscribe(listener: (u: Update<View, Action, Event>) => void): () => void;
  /**
   * Whether the screen is in touch with the game (a server connection may drop and come back by itself);
   * absent: always (the rules run in this browser).
   */
  online?(): boolean;
  /** Calls `listener` when `online()` changes. */
  onOnline?(listener: (online: boolean) => void): () => void;
  /**
   * Whether the game's storage takes actions now (a server whose database is down refuses them and says so;
   * nothing is lost, the game waits); absent: always.
   */
  storageOk?(): boolean;
  /** Calls `listener` when `storageOk()` changes. */
  onStorage?(listener: (ok: boolean) => void): () => void;
  /**
   * Calls `listener` when the game turns out retired while this screen plays it (a server restarted under rules it
   * cannot play the game on): the screen then says why (errors.ts GameRetired). Absent: it cannot happen here.
   */
  onRetired?(listener: (retired: GameRetired) => void): () => void;
  /** Names, presence and chat of an online game (absent when the rules run in this browser). */
  readonly talk?: TableTalk;
  /**
   * Every seat for people plays on this screen (a hot-seat game this browser made, bots at the other seats):
   * nobody to give a name to or to chat with, so the screen shows no Players & chat and asks no name.
   */
  readonly hotSeat?: boolean;
  close(): void;
}

export interface SeatLink {
  seat: number;
  /** What this seat plays, in the game's words (ids: survivor ids in Undead or Alive). */
  pieces: string[];
  /** The bot that plays this seat, or null when people play it. */
  bot: string | null;
  /**
   * The link that opens the game for this seat: a server game's whole invite link, built by the server on its
   * public address, or a '#/...' hash; null for a bot's seat (the server's: nobody joins it).
   */
  url: string | null;
  /** The seat's page on the server this screen talks to (`/play/<id>#token=…`), to play it here; null for a bot's. */
  path?: string | null;
}

export type PlayMode = 'hotseat' | 'invite';

export interface NewGame {
  /** The game module's id. */
  game: string;
  /** What was picked from the game's catalogue (a mission id). */
  entry: string;
  /** The game's own config, switches included. */
  config: Record<string, unknown>;
  /** 'hotseat': all seats on this screen; 'invite': one link per seat. */
  mode: PlayMode;
  /** A short description for the saved-games list (the survivors' names). */
  label?: string;
  /** The bot that plays each seat, by seat number (null or missing: people play it). */
  bots?: (string | null)[];
  /** The seed of a game started again with the same setup (its dice and decks as before); default a fresh one. */
  seed?: SetupOptions['seed'];
}

export interface CreatedGame {
  gameId: string;
  game: string;
  seats: SeatLink[];
  /** The link this screen opens now. */
  url: string;
  /** Where a server game's links lead, and whether they work only on the server's own machine. */
  share?: ShareInfo;
}

/** A saved game as the lobby lists it. */
export interface SavedGame {
  gameId: string;
  game: string;
  entry: string;
  label: string;
  /** The round reached, when the table knows it. */
  round?: number;
  /** `retired`: the game cannot go on (kept for its replay and a new start with the same setup). */
  status: 'ongoing' | 'won' | 'lost' | 'draw' | 'retired';
  updated: number;
  /** This browser created the game with invite links and keeps them (the invite screen can show them again). */
  invites?: boolean;
}

/** A recorded game, for replay move by move. */
export interface GameRecord<Action = unknown> {
  game: string;
  config: unknown;
  seed: SetupOptions['seed'];
  actions: Action[];
  /** The rules version the game was made under: a replay's setup gets it (absent: today's). */
  rulesVersion?: string;
  /** When it was made (ms), and who sent each action when (a game kept in this browser). */
  created?: number;
  log?: { by: number | 'system'; at: number }[];
  /**
   * The fingerprint of the content it was played with (conn/fingerprint.ts), when the service knows it: a server
   * record's pinned content, a local save's. A replay over other content says so.
   */
  contentFp?: string | null;
}

/** A game started again with the same setup, and how it is played (as a new game of that mode is opened). */
export interface RestartedGame {
  created: CreatedGame;
  mode: PlayMode;
}

export interface TableService {
  readonly kind: 'server' | 'local';
  /** The games this service hosts (the lobby's game picker). */
  catalog(): Promise<Catalog>;
  create(game: NewGame): Promise<CreatedGame>;
  open(gameId: string, seatToken: string | null): Promise<GameConnection>;
  saved(): Promise<SavedGame[]>;
  /** Keeps a description of a game for the saved-games list (a game joined by a link). */
  describe(gameId: string, label: string): void;
  /** Drops a game from this browser's list (local games are deleted). */
  forget?(gameId: string): void;
  /** The full record of a game (finished or retired, or any local game), or null when not available. */
  record(gameId: string): Promise<GameRecord | null>;
  /**
   * A new game with the same setup as `gameId` (a retired game): its game, config and seed, the bots of its seats when
   * this browser knows them, played the way it was (hot-seat or invite links).
   */
  restart?(gameId: string): Promise<RestartedGame>;
  /** The invite links of a game this browser created (the invite screen after a reload), or null. */
  invites?(gameId: string): CreatedGame | null;
  /**
   * The invite links of a game this browser created, as the server has them now (its public address, who plays
   * each seat), or what this browser kept when the server cannot tell; null when it keeps none.
   */
  latestInvites?(gameId: string): Promise<CreatedGame | null>;
  /** This browser holds the game's admin token (it created the game): it may hand seats to bots and back. */
  isAdmin?(gameId: string): boolean;
  /**
   * The game's admin hands a seat to a bot (`bot`: one of the game's bots) or back to people (`bot: null`, a
   * fresh link: the seat's old one no longer works). Answers the game's invites after the change.
   */
  setSeatPlayer?(gameId: string, seat: number, bot: string | null): Promise<CreatedGame>;
  /**
   * The next game continuing an ended one (a campaign: the game's `sequel`), with the players' choice (the next
   * entry, the records discarded): made, remembered here, and its link for this screen returned (a hash).
   */
  sequel?(gameId: string, choice: SequelChoice): Promise<string>;
  /** The next game another screen made of an ended one: the link to this screen's seat of it, or null while none. */
  nextGame?(gameId: string): Promise<string | null>;
}
