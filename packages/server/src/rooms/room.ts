/**
 * One game in memory: its state, its log's ids, the connections watching it,
 * the timer of its next deadline. Actions go through one queue: check, apply
 * to a copy, append to storage, then (only then) acknowledge, swap the state
 * in and send each connection what its seats may know. Everything about the
 * rules goes through the game's contract: who owns an action, what a seat
 * sees, which events it receives, when time runs out.
 */
import {
  type AnyGame,
  canonicalJson,
  codeVersionOf,
  hashState,
  type Outcome,
  replay,
  type SequelChoice,
} from '@horde/core';
import type {
  AckMessage,
  ChatMessage,
  PresenceMessage,
  Reaction,
  GameStatus,
  GameSummary,
  RejectedMessage,
  RejectCode,
  StorageMessage,
  UndoneMessage,
  UpdateMessage,
  ViewMessage,
  ViewPatchMessage,
} from '../protocol/messages.ts';
import { randomBytes } from 'node:crypto';
import type { StorageHealth } from '../storage/health.ts';
import { StorageConflictError, type GameRecord, type Storage } from '../storage/types.ts';
import type { Peer } from './peer.ts';
import { SerialQueue } from './serial.ts';
import { viewDiff, type DiffMemo } from './view-diff.ts';
import { seedCommitment } from './tokens.ts';
import { sameName } from '../protocol/text.ts';

export interface SubmitRequest {
  /** The sender's idempotency key: unique among that sender's actions only (a seat's, or the server's). */
  id: string;
  /** The acting seat; null for the server itself (a deadline's timeout). */
  seat: number | null;
  base?: number;
  action: unknown;
}

export type SubmitResult = AckMessage | RejectedMessage;

interface Accepted {
  seq: number;
  key: string;
}

/**
 * An accepted action as the connections will get it: the events each pair of
 * eyes may see (index 0 a spectator, then seat 0, seat 1, ...), and the action
 * for its sender only.
 */
interface PendingUpdate {
  seq: number;
  id: string;
  seat: number | null;
  action: unknown;
  eventsBy: unknown[][];
  status: GameStatus;
  /** The action began a new phase or turn (an event that closes the take-backs): a good moment for a snapshot. */
  closesPhase: boolean;
}

/** What a view patch applies to: a seat's view and, when the connection asked for it, its legal actions. */
interface ViewDoc {
  view: unknown;
  legal?: unknown[];
}

/**
 * An action its seat may take back. Only the last one keeps the state before it (states are never changed
 * once held); an earlier one's is replayed from the stored log when its turn comes (one state per game in
 * memory, not one per action).
 */
interface TakeBack {
  seq: number;
  id: string;
  seat: number;
  before?: unknown;
  updatedAt: string;
  status: GameStatus;
}

/** Why the last action cannot be taken back, for the rejection's message. */
const NO_UNDO = {
  none: 'There is nothing to take back',
  competitive: 'Actions are not taken back in a game between opponents',
  revealed: 'The last action rolled dice, drew a card or revealed something hidden, or began a new phase',
  server: 'The last action was the server’s (time ran out)',
} as const;

/** How many actions in a row a seat may take back (more than a turn's worth). */
const UNDO_DEPTH = 50;

/** A bot playing one seat (a game module's bot): picks one of the seat's legal actions. */
export interface SeatBot {
  choose(state: unknown, legal: readonly unknown[], seat: number): unknown;
}

const UPDATE_BUFFER = 100;
/** Chat lines a room keeps for those who join later. */
const CHAT_KEPT = 50;
/** Longest a timer is armed for at once (setTimeout's limit is about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

const only = (result: SubmitResult) => ({ result });

/** Whose idempotency keys an id belongs to: a seat's ("<seat>:") or the server's ("s:"). */
const senderKey = (seat: number | null, id: string) => `${seat ?? 's'}:${id}`;

/**
 * Snapshots of the state (issue 31): a restart restores a game from its latest one plus the actions after it.
 * One every SNAPSHOT_EVERY actions, at a phase or turn boundary once SNAPSHOT_AT_BOUNDARY actions have passed,
 * and when the game ends.
 */
const SNAPSHOT_EVERY = 50;
const SNAPSHOT_AT_BOUNDARY = 10;

export interface RoomOptions {
  /** The server's clock (tests move their own). */
  clock?: () => number;
  /** The seq of the latest stored snapshot (0: none). */
  snapshotSeq?: number;
  /** Actions between two snapshots (default SNAPSHOT_EVERY). */
  snapshotEvery?: number;
}

/** How long the server waits before it tries again an action of its own (a bot's, a deadline's) that failed to store. */
const SERVER_RETRY_MS = 1000;

/** The words players get when an action could not be stored (the reason goes to the operator's log). */
const NOT_STORED = 'The game is waiting for its storage: nothing changed; send it again when the storage is back';

export function statusOf(outcome: Outcome): GameStatus {
  return outcome.over ? 'finished' : 'ongoing';
}

export class Room {
  readonly id: string;
  private state: unknown;
  private seqNo: number;
  private statusNow: GameStatus;
  private resultNow: GameRecord['result'];
  private readonly accepted = new Map<string, Accepted>();
  /** Recent updates for clients catching up after a reconnection. */
  private readonly recent: PendingUpdate[] = [];
  private readonly peers = new Set<Peer>();
  private readonly queue = new SerialQueue();
  private legalCache: { seq: number; bySeat: Map<number, unknown[]> } | null = null;
  /**
   * The last view document sent per kind of view ("s" spectator, "<seat>:<legal 0|1>"): every connection
   * of that kind holds it, so the next view goes out as a patch of it.
   */
  private readonly lastDocs = new Map<string, { seq: number; doc: ViewDoc }>();
  private updatedAt: string;
  /** Each seat's player name, as last given (kept while the server runs; a reconnecting player gives it again). */
  private readonly names: (string | null)[];
  /** The recent chat, as sent (memory only: the table's talk is not part of the game's record). */
  private readonly chatLog: string[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  /** The actions that may be taken back, the last on top; emptied by one that may not (`undoBlock` says why). */
  private readonly takeBacks: TakeBack[] = [];
  private undoBlock: keyof typeof NO_UNDO = 'none';
  private lastUndone: { id: string; seat: number } | null = null;
  /** Ids of the undo requests done, with the seq they left (a request sent again is answered, not done twice). */
  private readonly undoneIds = new Map<string, number>();
  private bots = new Map<number, SeatBot>();
  private botDelayMs = 0;
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  /** Makes the ids of the server's own actions (bots, deadlines) unlike any a client could guess ahead. */
  private readonly serverIdNonce = randomBytes(6).toString('hex');
  private readonly unsubscribeHealth: () => void;
  private readonly clock: () => number;
  private lastSnapshotSeq: number;
  private readonly snapshotEvery: number;

  constructor(
    readonly game: AnyGame,
    private readonly storage: Storage,
    readonly record: GameRecord,
    state: unknown,
    log: { id: string; seq: number; seat: number | null; action: unknown }[],
    private readonly health: StorageHealth,
    options: RoomOptions = {},
  ) {
    this.clock = options.clock ?? Date.now;
    this.lastSnapshotSeq = options.snapshotSeq ?? 0;
    this.snapshotEvery = options.snapshotEvery ?? SNAPSHOT_EVERY;
    this.id = record.id;
    this.state = state;
    this.seqNo = record.seq;
    this.statusNow = record.status;
    this.resultNow = record.result;
    this.updatedAt = record.updatedAt;
    this.names = Array.from({ length: record.players }, () => null);
    for (const a of log) this.accepted.set(senderKey(a.seat, a.id), { seq: a.seq, key: canonicalJson(a.action) });
    this.unsubscribeHealth = health.subscribe((ok) => this.storageChanged(ok));
    this.armDeadline();
  }

  /** The storage stopped taking writes or came back: every connection is told; bots and deadlines carry on when back. */
  private storageChanged(ok: boolean): void {
    const text = JSON.stringify({ t: 'storage', ok } satisfies StorageMessage);
    for (const p of this.peers) p.send(text);
    if (ok) {
      this.armDeadline();
      this.scheduleBot();
    }
  }

  /** A fresh id for an action of the server's own (a bot's move, a deadline's timeout). */
  private serverId(kind: 'bot' | 'timeout'): string {
    return `${kind}-${this.seqNo + 1}-${this.serverIdNonce}`;
  }

  get seq(): number {
    return this.seqNo;
  }
  get status(): GameStatus {
    return this.statusNow;
  }
  get players(): number {
    return this.record.players;
  }
  get peerCount(): number {
    return this.peers.size;
  }

  summary(): GameSummary {
    const r = this.record;
    return {
      id: r.id,
      name: r.name,
      game: r.game,
      rulesVersion: r.rulesVersion,
      entry: r.entry,
      players: r.players,
      status: this.statusNow,
      result: this.resultNow,
      commitment: seedCommitment(r.seed),
      seq: this.seqNo,
      createdAt: r.createdAt,
      updatedAt: this.updatedAt,
      connected: this.connectedSeats(),
    };
  }

  /** Live connections holding `seat`. */
  connectionsOf(seat: number): number {
    let n = 0;
    for (const p of this.peers) if (p.seats.includes(seat)) n++;
    return n;
  }

  connectedSeats(): number[] {
    const seats = new Set<number>();
    for (const p of this.peers) for (const s of p.seats) seats.add(s);
    return [...seats].sort((a, b) => a - b);
  }

  /**
   * The config of the next game continuing this one once it has ended (the game's `sequel`, on a copy of its final
   * state), with the players' choice; null while it runs, or when the game has no sequel or nothing carries over.
   */
  sequelConfig(choice: SequelChoice): unknown | null {
    if (this.statusNow !== 'finished' || !this.game.sequel) return null;
    return this.game.sequel(this.game.clone(this.state), this.record.config, choice);
  }

  /** The full state's hash: for the server's own integrity checks, never for clients while the game runs. */
  hash(): string {
    return hashState(this.state);
  }

  /** Adds a connection, tells everyone who is connected, and gives it the recent chat. */
  join(peer: Peer): void {
    this.peers.add(peer);
    this.noteNames(peer);
    this.broadcastPresence();
    for (const text of this.chatLog) peer.send(text);
    if (!this.health.ok) peer.send(JSON.stringify({ t: 'storage', ok: false } satisfies StorageMessage));
  }

  /** A connection gave its player's name: its seats are called so from now on. */
  rename(peer: Peer): void {
    this.noteNames(peer);
    this.broadcastPresence();
  }

  /** Whether a seat other than `seats` already goes by this name (no player may pass for another). */
  nameTaken(name: string, seats: readonly number[]): boolean {
    return this.names.some((n, s) => n !== null && !seats.includes(s) && sameName(n, name));
  }

  private noteNames(peer: Peer): void {
    if (peer.name === null || peer.spectator) return;
    for (const s of peer.seats) this.names[s] = peer.name;
  }

  /** A seat's chat line or reaction, to every connection; the last CHAT_KEPT go to those who join later. */
  say(seat: number, name: string | null, what: { text: string } | { reaction: Reaction }): void {
    const msg: ChatMessage = { t: 'chat', seat, name, ...what, at: this.clock() };
    const text = JSON.stringify(msg);
    this.chatLog.push(text);
    if (this.chatLog.length > CHAT_KEPT) this.chatLog.shift();
    for (const p of this.peers) p.send(text);
  }

  /** The updates after `since` for this connection if still buffered (null: a gap, rely on the views). */
  missedSince(peer: Peer, since?: number): string[] | null {
    if (since === undefined || since >= this.seqNo) return [];
    const first = this.recent[0];
    if (!first || first.seq > since + 1) return null;
    return this.recent.filter((u) => u.seq > since).map((u) => this.updateText(peer, u));
  }

  leave(peer: Peer): void {
    if (!this.peers.delete(peer)) return;
    this.broadcastPresence();
    if (this.peers.size === 0) this.onEmpty?.(this);
  }

  /** Called when the last connection leaves (the manager unloads finished games). */
  onEmpty?: (room: Room) => void;

  /** Resolves once the actions queued so far are handled (their writes done or refused). */
  idle(): Promise<void> {
    return this.queue.run(() => undefined);
  }

  /** Stops the deadline and bot timers (server shutdown, room unloaded). */
  close(): void {
    this.closed = true;
    this.unsubscribeHealth();
    if (this.timer) clearTimeout(this.timer);
    if (this.botTimer) clearTimeout(this.botTimer);
    this.timer = null;
    this.botTimer = null;
  }

  /**
   * The bots that play seats of this game. Whenever the game awaits one of their seats, the room plays
   * it after `delayMs` (time for people to follow), as that seat, through the same queue as everyone.
   */
  playBots(bots: Map<number, SeatBot>, delayMs: number): void {
    this.bots = bots;
    this.botDelayMs = delayMs;
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    this.scheduleBot();
  }

  /** Disconnects every connection (the game moved to another process: they reconnect to it). */
  dropAll(reason: string): void {
    for (const p of [...this.peers]) p.drop(reason, true);
  }

  /** Disconnects every connection holding `seat` (its token no longer opens it). */
  evictSeat(seat: number, reason: string): void {
    for (const p of [...this.peers]) if (!p.spectator && p.seats.includes(seat)) p.drop(reason);
  }

  private scheduleBot(delayMs = this.botDelayMs): void {
    if (this.botTimer || this.closed || this.statusNow !== 'ongoing' || this.bots.size === 0 || !this.health.ok) return;
    if (!this.game.awaiting(this.state).some((seat) => this.bots.has(seat))) return;
    const base = this.seqNo;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      if (this.closed) return;
      if (this.seqNo !== base) return this.scheduleBot();
      const seat = this.game.awaiting(this.state).find((s) => this.bots.has(s));
      if (seat === undefined) return;
      const legal = this.legalFor(seat);
      if (legal.length === 0) return;
      // A bot gets copies: the room's state and legal lists are shared with the views it has sent.
      const action = this.bots.get(seat)!.choose(this.game.clone(this.state), legal.slice(), seat);
      void this.submit({ id: this.serverId('bot'), seat, base, action }).then((r) => {
        if (r.t !== 'rejected') return;
        // Refused as stale: someone acted first, and that update scheduled the bot again. Not stored: the
        // storage's return schedules it again. Anything else is a bug in the bot or the game: it is logged,
        // and the bot tries again later rather than leaving the game stuck for good.
        if (r.code === 'stale' || r.code === 'storage') return;
        this.onBotRefused?.(r);
        this.scheduleBot(Math.max(this.botDelayMs, SERVER_RETRY_MS * 5));
      });
    }, delayMs);
    this.botTimer.unref?.();
  }

  /** Called when the game refused a bot's action (a bug in the bot or the game: logged by the manager). */
  onBotRefused?: (rejected: RejectedMessage) => void;

  /** The view messages for a peer, serialised. */
  viewsFor(peer: Peer): string[] {
    return Room.viewKeys(peer).map((key) => this.viewText(key, false));
  }

  private static viewKeys(peer: Peer): string[] {
    return peer.spectator ? ['s'] : peer.seats.map((s) => `${s}:${peer.wantsLegal ? 1 : 0}`);
  }

  /**
   * Queues an action. `reply` receives the ack or rejection before any
   * broadcast of the update goes out, so the sender sees its ack first.
   */
  submit(req: SubmitRequest, reply: (result: SubmitResult) => void = () => {}): Promise<SubmitResult> {
    return this.queue.run(async () => {
      // Time is the server's: a deadline that has passed is applied before any seat's action that arrives after it.
      if (req.seat !== null) await this.fireOverdue();
      const { result, update } = await this.process(req);
      reply(result);
      if (update) {
        this.afterUpdate(update);
        await this.maybeSnapshot(update);
      }
      return result;
    });
  }

  /** Called when a snapshot could not be written (the game goes on: the log is the record; logged by the manager). */
  onSnapshotFailed?: (err: Error) => void;

  /** Writes a snapshot when one is due (see SNAPSHOT_EVERY). A failure costs only restore time: it is logged. */
  private async maybeSnapshot(update: PendingUpdate): Promise<void> {
    const since = this.seqNo - this.lastSnapshotSeq;
    const boundary = since >= Math.min(SNAPSHOT_AT_BOUNDARY, this.snapshotEvery) && update.closesPhase;
    if (since < this.snapshotEvery && !boundary && update.status === 'ongoing') return;
    await this.snapshotNow();
  }

  /** Stores the current state as a snapshot (also after a restore that could not start from one). */
  async snapshotNow(): Promise<void> {
    if (this.seqNo === this.lastSnapshotSeq) return;
    const seq = this.seqNo;
    try {
      await this.storage.putSnapshot(this.id, {
        seq,
        hash: hashState(this.state),
        state: this.state,
        codeVersion: codeVersionOf(this.game.meta),
        at: new Date(this.clock()).toISOString(),
      });
      this.lastSnapshotSeq = seq;
    } catch (err) {
      this.onSnapshotFailed?.(err as Error);
    }
  }

  private afterUpdate(update: PendingUpdate): void {
    this.broadcast(update);
    this.armDeadline();
    this.scheduleBot();
  }

  /** Applies the deadlines that have passed (in the queue, before a seat's action): each as the server, in order. */
  private async fireOverdue(): Promise<void> {
    // Bounded: a game whose timeout leaves another deadline already passed still lets the seat's action through.
    for (let i = 0; i < 16 && this.statusNow === 'ongoing' && this.health.ok; i++) {
      const due = this.dueDeadline();
      if (!due) return;
      const { result, update } = await this.process({ id: this.serverId('timeout'), seat: null, action: due.action });
      if (result.t === 'rejected') {
        if (result.code !== 'storage') this.onDeadlineRefused?.(result);
        return;
      }
      if (update) this.afterUpdate(update);
    }
  }

  /** The earliest deadline, if it has passed. */
  private dueDeadline(): { at: number; action: unknown } | null {
    if (this.statusNow !== 'ongoing') return null;
    let first: { at: number; action: unknown } | null = null;
    for (const d of this.game.deadlines(this.state)) if (!first || d.at < first.at) first = d;
    return first && first.at <= this.clock() ? first : null;
  }

  private reject(
    id: string,
    code: RejectCode,
    message?: string,
    params?: Readonly<Record<string, string | number>>,
  ): RejectedMessage {
    const msg: RejectedMessage = { t: 'rejected', id, code, seq: this.seqNo };
    if (message !== undefined) msg.message = message;
    if (params) msg.params = params;
    return msg;
  }

  private async process(req: SubmitRequest): Promise<{ result: SubmitResult; update?: PendingUpdate }> {
    const { id, seat } = req;
    // An id is looked up among its own sender's only: no answer depends on another seat's actions.
    const known = this.accepted.get(senderKey(seat, id));
    if (known) {
      if (known.key !== canonicalJson(req.action))
        return only(
          this.reject(id, 'idConflict', `Action id "${id}" was already used for another action (#${known.seq})`),
        );
      return only({ t: 'ack', id, seq: known.seq, duplicate: true });
    }
    if (!this.health.ok) return only(this.reject(id, 'storage', NOT_STORED));
    if (req.base !== undefined && req.base < this.seqNo)
      return only(this.reject(id, 'stale', `Stale: chosen on #${req.base}, the game is at #${this.seqNo}`));
    if (req.base !== undefined && req.base > this.seqNo)
      return only(this.reject(id, 'ahead', `Out of order: chosen on #${req.base}, the game is only at #${this.seqNo}`));
    const parsed = this.game.actionSchema.safeParse(req.action);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      return only(this.reject(id, 'badAction', `Not an action of this game${where}: ${issue?.message ?? 'invalid'}`));
    }
    const action = parsed.data;
    const now = this.clock();
    const next = this.game.clone(this.state);
    const result = this.game.apply(next, action, { by: seat ?? 'system', now });
    // A rules refusal is its code and params alone (the engine says no sentence).
    if (!result.ok) return only(this.reject(id, result.error.code, undefined, result.error.params));

    const seq = this.seqNo + 1;
    const outcome = this.game.outcome(next);
    const status = statusOf(outcome);
    const finished = outcome.over ? outcome : null;
    const at = new Date(now).toISOString();
    const byPerson = seat !== null && !this.bots.has(seat);
    try {
      await this.storage.appendAction(
        this.id,
        { seq, id, seat, action, hash: hashState(next), at },
        status,
        finished,
        byPerson,
      );
    } catch (err) {
      // A conflict: another process wrote this game's log (it holds the game now); anything else is an outage.
      if (err instanceof StorageConflictError) {
        queueMicrotask(() => this.onConflict?.());
        return only(this.reject(id, 'moved', 'The game moved to another server process: nothing changed here'));
      }
      this.health.failed(err);
      return only(this.reject(id, 'storage', NOT_STORED));
    }
    const before = { state: this.state, updatedAt: this.updatedAt, status: this.statusNow };
    this.state = next;
    this.seqNo = seq;
    this.statusNow = status;
    this.resultNow = finished;
    this.updatedAt = at;
    this.accepted.set(senderKey(seat, id), { seq, key: canonicalJson(action) });
    this.noteTakeBack({ seq, id, seat, events: result.events, over: outcome.over, before });
    const eyes = [null, ...Array.from({ length: this.record.players }, (_, i) => i)];
    const eventsBy = eyes.map((e) => this.game.eventsFor(result.events, e, next));
    const closesPhase = this.game.closesUndo ? result.events.some((e) => this.game.closesUndo!(e)) : false;
    const update: PendingUpdate = { seq, id, seat, action, eventsBy, status, closesPhase };
    this.recent.push(update);
    if (this.recent.length > UPDATE_BUFFER) this.recent.shift();
    return { result: { t: 'ack', id, seq, duplicate: false }, update };
  }

  /**
   * Whether the action just accepted may be taken back by its seat (issue 14): in a cooperative game, an
   * action of a seat that revealed nothing (the game's undoKey is as before) and began no new phase. One that
   * may not closes every earlier one too: nothing is taken back across it.
   */
  private noteTakeBack(a: {
    seq: number;
    id: string;
    seat: number | null;
    events: readonly unknown[];
    over: boolean;
    before: { state: unknown; updatedAt: string; status: GameStatus };
  }): void {
    const game = this.game;
    let block: keyof typeof NO_UNDO | null = null;
    if (!game.meta.cooperative) block = 'competitive';
    else if (a.seat === null) block = 'server';
    else if (
      a.over ||
      !game.undoKey ||
      game.undoKey(a.before.state) !== game.undoKey(this.state) ||
      a.events.some((e) => game.closesUndo?.(e))
    )
      block = 'revealed';
    if (block !== null || a.seat === null) {
      this.takeBacks.length = 0;
      this.undoBlock = block ?? 'none';
      return;
    }
    const previous = this.takeBacks[this.takeBacks.length - 1];
    if (previous) previous.before = undefined;
    this.takeBacks.push({
      seq: a.seq,
      id: a.id,
      seat: a.seat,
      before: a.before.state,
      updatedAt: a.before.updatedAt,
      status: a.before.status,
    });
    if (this.takeBacks.length > UNDO_DEPTH) this.takeBacks.shift();
  }

  /** The seat may take back the game's last action now. */
  private canUndo(seat: number): boolean {
    const top = this.takeBacks[this.takeBacks.length - 1];
    return top !== undefined && top.seq === this.seqNo && top.seat === seat && this.statusNow === 'ongoing';
  }

  /**
   * Takes back the last action of `seat` (an `undo` message), through the same queue as actions: the
   * stored log loses it, the game is at the state before it, and every connection gets `undone` and its
   * views in full. `reply` gets the ack (the seq now) or the rejection first.
   */
  undo(req: { id: string; seat: number; base: number }, reply: (result: SubmitResult) => void = () => {}) {
    return this.queue.run(async () => {
      const result = await this.takeBack(req);
      reply(result);
      if (result.t === 'ack' && !result.duplicate) this.broadcastUndone();
      return result;
    });
  }

  private async takeBack(req: { id: string; seat: number; base: number }): Promise<SubmitResult> {
    const done = this.undoneIds.get(req.id);
    if (done !== undefined) return { t: 'ack', id: req.id, seq: done, duplicate: true };
    if (req.base !== this.seqNo)
      return this.reject(req.id, 'stale', `Stale: asked on #${req.base}, the game is at #${this.seqNo}`);
    const top = this.takeBacks[this.takeBacks.length - 1];
    if (!top || top.seq !== this.seqNo) return this.reject(req.id, 'cannotUndo', NO_UNDO[this.undoBlock]);
    if (top.seat !== req.seat)
      return this.reject(req.id, 'cannotUndo', `The last action is seat ${top.seat + 1}’s: only it may take it back`);
    let before: unknown;
    try {
      before = top.before ?? (await this.stateAt(top.seq - 1));
      await this.storage.removeLastAction(this.id, top.seq, { hash: hashState(before), updatedAt: top.updatedAt });
      // A snapshot of the state taken back no longer stands.
      if (this.lastSnapshotSeq >= top.seq) {
        await this.storage.dropSnapshotsAfter(this.id, top.seq - 1);
        this.lastSnapshotSeq = 0;
      }
    } catch (err) {
      this.health.failed(err);
      return this.reject(req.id, 'storage', NOT_STORED);
    }
    this.takeBacks.pop();
    this.state = before;
    this.seqNo = top.seq - 1;
    this.statusNow = top.status;
    this.resultNow = null;
    this.updatedAt = top.updatedAt;
    this.accepted.delete(senderKey(top.seat, top.id));
    while (this.recent.length && this.recent[this.recent.length - 1].seq >= top.seq) this.recent.pop();
    this.undoneIds.set(req.id, this.seqNo);
    if (this.undoneIds.size > UPDATE_BUFFER) this.undoneIds.delete(this.undoneIds.keys().next().value!);
    this.lastDocs.clear();
    this.legalCache = null;
    this.lastUndone = { id: top.id, seat: top.seat };
    return { t: 'ack', id: req.id, seq: this.seqNo, duplicate: false };
  }

  /** The state after action `seq`, replayed from the stored log and checked against the hash stored with it. */
  private async stateAt(seq: number): Promise<unknown> {
    const r = this.record;
    const log = (await this.storage.loadActions(this.id)).filter((a) => a.seq <= seq);
    const state = replay(
      this.game,
      r.config,
      { seed: r.seed, now: Date.parse(r.createdAt), rulesVersion: r.rulesVersion },
      log.map((a) => ({ action: a.action, by: a.seat ?? 'system', now: Date.parse(a.at) })),
    );
    const last = log[log.length - 1];
    if (last && last.seq === seq && hashState(state) !== last.hash)
      throw new Error(`replaying the log to #${seq} does not give the state stored with it`);
    return state;
  }

  /** Tells every connection the last action was taken back, then its views in full (no patch base holds). */
  private broadcastUndone(): void {
    const undone: UndoneMessage = { t: 'undone', seq: this.seqNo, ...this.lastUndone! };
    const text = JSON.stringify(undone);
    for (const peer of this.peers) {
      peer.send(text);
      for (const view of this.viewsFor(peer)) peer.send(view);
    }
    this.armDeadline();
    this.scheduleBot();
  }

  /**
   * Arms one timer for the earliest deadline; when it passes, the deadline's
   * action is submitted as the server (an overdue one, after a restart, at once).
   */
  private armDeadline(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.closed || this.statusNow !== 'ongoing' || !this.health.ok) return;
    const deadlines = this.game.deadlines(this.state);
    if (deadlines.length === 0) return;
    const first = deadlines.reduce((a, b) => (b.at < a.at ? b : a));
    const seqAtArm = this.seqNo;
    const wait = Math.min(Math.max(0, first.at - this.clock()), MAX_TIMER_MS);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.seqNo !== seqAtArm || first.at > this.clock()) return this.armDeadline();
      void this.submit({ id: this.serverId('timeout'), seat: null, action: first.action }).then((r) => {
        if (r.t !== 'rejected' || r.code === 'storage') return; // the storage's return arms it again
        this.onDeadlineRefused?.(r);
        // A deadline is never dropped: refused (a bug in the game), it is tried again later, and logged each time.
        if (!this.closed && this.seqNo === seqAtArm) {
          this.timer = setTimeout(() => this.armDeadline(), SERVER_RETRY_MS * 5);
          this.timer.unref?.();
        }
      });
    }, wait);
    this.timer.unref?.();
  }

  /** Called when another process wrote this game's log (the manager lets the game go). */
  onConflict?: () => void;

  /** Called when the game refused its own deadline's action (a bug in the game: logged by the manager). */
  onDeadlineRefused?: (rejected: RejectedMessage) => void;

  private legalFor(seat: number): unknown[] {
    if (!this.legalCache || this.legalCache.seq !== this.seqNo)
      this.legalCache = { seq: this.seqNo, bySeat: new Map() };
    let legal = this.legalCache.bySeat.get(seat);
    if (!legal) {
      legal = this.game.legalActions(this.state, seat);
      this.legalCache.bySeat.set(seat, legal);
    }
    return legal;
  }

  /**
   * The view message of a kind of view ("s", "<seat>:<legal 0|1>") at the current seq, serialised: in full,
   * or (`patch`) as a JSON Patch of the last one sent for that kind, when there is one.
   */
  private viewText(key: string, patch: boolean, memo?: DiffMemo): string {
    const seat = key === 's' ? null : Number(key.split(':')[0]);
    // The room never changes a state once it holds it (an action applies to a clone), nor a view it built:
    // a view may share the state's objects, and the views of several seats the same ones.
    const game = this.game;
    const doc: ViewDoc = {
      view: game.readonlyView ? game.readonlyView(this.state, seat) : game.view(this.state, seat),
    };
    if (seat !== null && key.endsWith(':1')) doc.legal = this.legalFor(seat);
    const extra: Pick<ViewMessage, 'awaited' | 'deadline' | 'canUndo'> = {};
    if (seat !== null) extra.awaited = this.game.awaiting(this.state).includes(seat);
    if (seat !== null && this.canUndo(seat)) extra.canUndo = true;
    if (seat !== null && this.statusNow === 'ongoing') {
      const mine = this.game.deadlines(this.state).filter((d) => d.seat === seat);
      if (mine.length) extra.deadline = { at: Math.min(...mine.map((d) => d.at)), now: this.clock() };
    }
    const prev = patch ? this.lastDocs.get(key) : undefined;
    // Views are built afresh from the state and never changed afterwards: the last one can be kept as the base.
    this.lastDocs.set(key, { seq: this.seqNo, doc });
    if (prev) {
      const msg: ViewPatchMessage = {
        t: 'view',
        seq: this.seqNo,
        seat,
        status: this.statusNow,
        base: prev.seq,
        patch: viewDiff(prev.doc, doc, memo),
        ...extra,
      };
      return JSON.stringify(msg);
    }
    const msg: ViewMessage = { t: 'view', seq: this.seqNo, seat, status: this.statusNow, view: doc.view, ...extra };
    if (doc.legal) msg.legal = doc.legal;
    return JSON.stringify(msg);
  }

  /** The seat whose eyes a connection's update is filtered for: the actor when it holds it, else its first seat. */
  private static eyes(peer: Peer, actor: number | null): number | null {
    if (peer.spectator || peer.seats.length === 0) return null;
    return actor !== null && peer.seats.includes(actor) ? actor : peer.seats[0];
  }

  private updateText(peer: Peer, u: PendingUpdate): string {
    const seat = Room.eyes(peer, u.seat);
    const msg: UpdateMessage = {
      t: 'update',
      seq: u.seq,
      seat: u.seat,
      events: u.eventsBy[seat === null ? 0 : seat + 1],
      status: u.status,
    };
    // The id and the raw action go only to the connection that sent it (the action may name a hidden card).
    if (u.seat !== null && !peer.spectator && peer.seats.includes(u.seat)) {
      msg.id = u.id;
      msg.action = u.action;
    }
    return JSON.stringify(msg);
  }

  private broadcast(update: PendingUpdate): void {
    const texts = new Map<string, string>();
    const memo: DiffMemo = new Map();
    const cached = (key: string, make: () => string) => {
      let text = texts.get(key);
      if (text === undefined) {
        text = make();
        texts.set(key, text);
      }
      return text;
    };
    for (const peer of this.peers) {
      const eyes = Room.eyes(peer, update.seat);
      const sender = update.seat !== null && !peer.spectator && peer.seats.includes(update.seat);
      peer.send(cached(`u:${eyes}:${sender}`, () => this.updateText(peer, update)));
      for (const key of Room.viewKeys(peer)) peer.send(cached(key, () => this.viewText(key, true, memo)));
    }
  }

  private broadcastPresence(): void {
    let spectators = 0;
    for (const p of this.peers) if (p.spectator) spectators++;
    const msg: PresenceMessage = { t: 'presence', connected: this.connectedSeats(), spectators, names: this.names };
    const text = JSON.stringify(msg);
    for (const p of this.peers) p.send(text);
  }
}
