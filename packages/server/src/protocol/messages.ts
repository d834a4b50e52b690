/**
 * The WebSocket protocol (see docs/protocol.md): messages a client sends,
 * validated by zod, and the messages the server sends back, as types shared
 * with the client library. Everything is one JSON object per text frame.
 */
import { z } from 'zod';
import type { Outcome } from '@horde/core';

import { playerName, typedText } from './text.ts';
import { PROTOCOL_VERSION } from './version.ts';

export { PROTOCOL_VERSION };

/** Client-chosen action ids: 1-64 characters, letters, digits, "-", "_", ".", ":". */
export const actionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'an id of 1-64 letters, digits, "-", "_", "." or ":"');
const tokenSchema = z.string().min(8).max(128);
const ridSchema = z.union([z.string().max(64), z.number().int()]).optional();
/** A player's name as the other seats see it (1-24 letters; see text.ts for what a typed text may hold). */
export const playerNameSchema = playerName(24);
/** The reactions a seat may send without typing (each table shows them in the player's language). */
export const REACTIONS = ['hello', 'wellPlayed', 'thanks', 'oops', 'wait', 'go'] as const;
export type Reaction = (typeof REACTIONS)[number];
/** Longest chat line. */
export const CHAT_MAX = 200;

export const helloSchema = z.strictObject({
  t: z.literal('hello'),
  /** Protocol version the client speaks. */
  v: z.literal(PROTOCOL_VERSION).optional(),
  game: z.string().min(1).max(64),
  /** Seat tokens (several for hot-seat) or the game's watch token (spectator). */
  tokens: z.array(tokenSchema).min(1).max(6),
  /** Last sequence number the client saw: missed updates are replayed when still buffered. */
  since: z.number().int().min(0).optional(),
  /** Include each seat's legal actions with its view (default true). */
  legal: z.boolean().optional(),
  /** The player's name, shown to the other seats instead of "Seat N". */
  name: playerNameSchema.optional(),
  rid: ridSchema,
});

export const actionMessageSchema = z.strictObject({
  t: z.literal('action'),
  id: actionIdSchema,
  /** Seat acting; may be left out when the connection holds one seat. */
  seat: z.number().int().min(0).max(5).optional(),
  /** Sequence number of the state the action was chosen on: refused as stale when the game moved on. */
  base: z.number().int().min(0).optional(),
  /** Checked against the game's own action schema once the connection knows its game. */
  action: z.unknown(),
});

/**
 * Takes back the last action of `seat` (issue 14): in a cooperative game, when that action revealed nothing
 * (the game's undoKey) and nobody acted since. `base` is the seq the client saw: the action of that seq is
 * the one taken back. Answered like an action, by an ack (with the seq now) or a rejection, under `id`.
 */
export const undoSchema = z.strictObject({
  t: z.literal('undo'),
  id: actionIdSchema,
  seat: z.number().int().min(0).max(5).optional(),
  base: z.number().int().min(1),
});

export const syncSchema = z.strictObject({
  t: z.literal('sync'),
  since: z.number().int().min(0).optional(),
  rid: ridSchema,
});
export const pingSchema = z.strictObject({ t: z.literal('ping'), rid: ridSchema });

/** A chat line or a reaction from one of the connection's seats, to everyone at the game (seats and spectators). */
export const chatSchema = z.strictObject({
  t: z.literal('chat'),
  /** Which of the connection's seats speaks (may be left out when it holds one). */
  seat: z.number().int().min(0).max(5).optional(),
  text: typedText(CHAT_MAX).optional(),
  reaction: z.enum(REACTIONS).optional(),
  rid: ridSchema,
});

/** The player changes the name the other seats see. */
export const nameSchema = z.strictObject({ t: z.literal('name'), name: playerNameSchema, rid: ridSchema });

export const clientMessageSchema = z.discriminatedUnion('t', [
  helloSchema,
  actionMessageSchema,
  undoSchema,
  syncSchema,
  pingSchema,
  chatSchema,
  nameSchema,
]);

export type HelloMessage = z.infer<typeof helloSchema>;
export type ActionMessage = z.infer<typeof actionMessageSchema>;
export type UndoRequest = z.infer<typeof undoSchema>;
export type SyncMessage = z.infer<typeof syncSchema>;
export type PingMessage = z.infer<typeof pingSchema>;
export type ChatRequest = z.infer<typeof chatSchema>;
export type NameRequest = z.infer<typeof nameSchema>;
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type RequestId = string | number | undefined;

/**
 * `retired`: a game that cannot go on under this server (it started under an earlier version of its rules or
 * content that this one cannot play): kept, with its record and replay, never played again.
 */
export type GameStatus = 'ongoing' | 'finished' | 'retired';

/** Why a game was retired, as a code a table words for its players (the technical detail is the operator's). */
export type RetiredCode = 'rulesChanged' | 'contentMissing' | 'gameMissing';

export interface GameSummary {
  id: string;
  name: string;
  /** The game module's id ("uoa"). */
  game: string;
  rulesVersion: string;
  /** What was started from the game's catalogue (a mission id). */
  entry: string;
  players: number;
  status: GameStatus;
  /** Each seat's result once the game is over. */
  result: Extract<Outcome, { over: true }> | null;
  /**
   * SHA-256 of the game's 128-bit seed, fixed at creation: once the game has ended, its record reveals the seed
   * and anyone can check that the dice and decks were those of this seed (null for a 32-bit seed).
   */
  commitment: string | null;
  seq: number;
  createdAt: string;
  updatedAt: string;
  /** Seats with at least one live connection (only on a running server). */
  connected?: number[];
  /** Why the game was retired (status `retired`). */
  retired?: { code: RetiredCode; at: string };
}

export type ErrorCode =
  | 'badJson'
  | 'badMessage'
  | 'tooLarge'
  | 'rateLimited'
  | 'notJoined'
  | 'alreadyJoined'
  | 'badToken'
  | 'unknownGame'
  | 'gameUnavailable'
  | 'seatRequired'
  | 'notYourSeat'
  | 'seatBusy'
  | 'unavailable'
  | 'nameTaken'
  | 'gameRetired'
  | 'moved'
  | 'internal';

export type RejectCode =
  | 'stale'
  | 'ahead'
  | 'idConflict'
  | 'seat.notYours'
  | 'storage'
  | 'gameUnavailable'
  | 'cannotUndo'
  | (string & {});

export interface WelcomeMessage {
  t: 'welcome';
  v: number;
  rid?: RequestId;
  game: GameSummary;
  role: 'seat' | 'spectator';
  seats: number[];
  seq: number;
  /** True when `since` was given but the missed updates are no longer buffered: rely on the views. */
  gap: boolean;
}

/**
 * One accepted action and what it caused, as one connection may know it: the
 * events its seats may see, and the action itself only on the connection
 * that holds the seat that sent it.
 */
export interface UpdateMessage<Action = unknown, Event = unknown> {
  t: 'update';
  seq: number;
  /**
   * The action's id, only on the connection that sent it (an id is its sender's idempotency key; another
   * seat's ids would tell it how that client makes them).
   */
  id?: string;
  /** The seat that acted; null for the server (a deadline passed). */
  seat: number | null;
  action?: Action;
  events: Event[];
  status: GameStatus;
}

export interface ViewMessage<View = unknown, Action = unknown> {
  t: 'view';
  seq: number;
  /** The seat this view is for; null for spectators. */
  seat: number | null;
  view: View;
  status: GameStatus;
  /** The game waits on this seat now (its turn, or a decision or reaction of its own). */
  awaited?: boolean;
  /** Legal actions this seat may send now (absent for spectators, or when the client asked for none). */
  legal?: Action[];
  /** When the game acts for this seat if it has not (ms, server clock), with the server's clock now. */
  deadline?: { at: number; now: number };
  /** This seat may take back its last action now (an `undo` message). */
  canUndo?: boolean;
}

/** One RFC 6902 operation (the server sends add, remove and replace). */
export interface PatchOperation {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  value?: unknown;
  from?: string;
}

/**
 * A seat's view after an action, as a patch of the one it had: `patch` (RFC 6902) turns the document
 * `{view, legal}` of the view message of seq `base` (`legal` only when that view carried it) into the new
 * one. `status`, `awaited` and `deadline` are given in full. A client without the view of `base` asks for
 * the full views again (`sync`).
 */
export interface ViewPatchMessage {
  t: 'view';
  seq: number;
  seat: number | null;
  status: GameStatus;
  /** The seq of the view this patch applies to. */
  base: number;
  patch: PatchOperation[];
  awaited?: boolean;
  deadline?: { at: number; now: number };
  canUndo?: boolean;
}

/**
 * The last action was taken back by its seat: the game is at `seq` again (the views that follow are in
 * full), and the update of `id` no longer stands.
 */
export interface UndoneMessage {
  t: 'undone';
  seq: number;
  id: string;
  seat: number;
}

export interface AckMessage {
  t: 'ack';
  id: string;
  seq: number;
  duplicate: boolean;
}
export interface RejectedMessage {
  t: 'rejected';
  id: string;
  code: RejectCode;
  /**
   * The server's own reason in English (a stale base, a used id), for logs and programs; none for a rules refusal,
   * which is its `code` and `params` alone: a table words them in its player's language.
   */
  message?: string;
  /** The values the rules' words for `code` need (RuleError.params), when it has any. */
  params?: Readonly<Record<string, string | number>>;
  seq: number;
}
export interface ErrorMessage {
  t: 'error';
  code: ErrorCode;
  message: string;
  rid?: RequestId;
  id?: string;
  /** With `gameRetired`: why, as a code the table words. */
  retired?: RetiredCode;
  /** With `moved`: the WebSocket address of the server process that plays the game (connect there). */
  url?: string;
}
export interface PongMessage {
  t: 'pong';
  rid?: RequestId;
  time: number;
}
export interface PresenceMessage {
  t: 'presence';
  connected: number[];
  spectators: number;
  /** Each seat's player name, by seat (null: none given yet). Names last while the server runs. */
  names: (string | null)[];
}

/** A chat line or reaction (`text` or `reaction`) of a seat; the recent ones are sent again on joining. */
export interface ChatMessage {
  t: 'chat';
  seat: number;
  /** The seat's name when it was said (null: none given). */
  name: string | null;
  text?: string;
  reaction?: Reaction;
  /** Server time, ms. */
  at: number;
}

/**
 * Whether the game's storage can take actions now. Sent on joining while it cannot (`ok: false`), and to
 * every connection when it stops or comes back. While it cannot, actions are refused with code `storage`
 * (nothing changed) and the bots and deadlines wait; when it is back they carry on by themselves.
 */
export interface StorageMessage {
  t: 'storage';
  ok: boolean;
}

export type ServerMessage =
  | StorageMessage
  | WelcomeMessage
  | UpdateMessage
  | ViewMessage
  | ViewPatchMessage
  | UndoneMessage
  | AckMessage
  | RejectedMessage
  | ErrorMessage
  | PongMessage
  | PresenceMessage
  | ChatMessage;
