/**
 * One WebSocket connection: size and rate limits, JSON and zod validation,
 * then hello / action / sync / ping. Every problem is answered with an error
 * message and the connection stays open. Messages of one connection are
 * handled in arrival order.
 */
import type { WebSocket } from 'ws';
import type { Logger } from '../log.ts';
import {
  clientMessageSchema,
  PROTOCOL_VERSION,
  type ActionMessage,
  type UndoRequest,
  type ChatRequest,
  type ErrorCode,
  type ErrorMessage,
  type HelloMessage,
  type RequestId,
  type RetiredCode,
  type ServerMessage,
  type WelcomeMessage,
} from '../protocol/messages.ts';
import { RoomManager } from '../rooms/manager.ts';
import { DamagedGameError } from '../storage/types.ts';
import type { Peer } from '../rooms/peer.ts';
import type { Room } from '../rooms/room.ts';
import { SerialQueue } from '../rooms/serial.ts';
import { describeIssues, describeValue, MAX_DEPTH, MESSAGE_TYPES, nestsDeeper } from './describe.ts';
import { SharedBuckets, TokenBucket } from './rate-limit.ts';
import type { Timings } from '../metrics.ts';

export interface ConnectionLimits {
  /** Largest message answered normally; bigger ones get a "tooLarge" error (the socket closes above the hard cap). */
  maxMessageBytes: number;
  ratePerSecond: number;
  rateBurst: number;
  /** Rate-limited messages in a row before the connection is closed. */
  maxStrikes: number;
  /** Unsent bytes beyond which a slow client is disconnected. */
  maxBufferedBytes: number;
  /** A socket that has not joined a game by then is closed (1008). */
  helloMs: number;
  /** Live connections one seat may have (tabs, devices); one more is refused with `seatBusy`. */
  maxConnectionsPerSeat: number;
  /** Messages per second (and burst) of all the connections of one address, and of one token. */
  addressPerSecond: number;
  addressBurst: number;
  /** Open WebSockets of one address (behind a trusted proxy, of one client); one more is closed at once (1008). */
  maxSocketsPerAddress: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  maxMessageBytes: 16 * 1024,
  ratePerSecond: 30,
  rateBurst: 60,
  maxStrikes: 500,
  maxBufferedBytes: 8 * 1024 * 1024,
  helloMs: 10_000,
  maxConnectionsPerSeat: 4,
  addressPerSecond: 120,
  addressBurst: 240,
  maxSocketsPerAddress: 64,
};

/**
 * The buckets every connection of one server shares: per address, per token, and the chat of each seat of each
 * game (see SharedBuckets): more connections, or a reconnection, buy no more messages.
 */
export interface SharedLimits {
  byAddress: SharedBuckets;
  byToken: SharedBuckets;
  chatBySeat: SharedBuckets;
}

/** Chat lines are people talking: a few in a row, then one every two seconds, per seat of a game. */
const CHAT_PER_SECOND = 0.5;
const CHAT_BURST = 5;

export function sharedLimits(limits: ConnectionLimits): SharedLimits {
  return {
    byAddress: new SharedBuckets(limits.addressPerSecond, limits.addressBurst),
    byToken: new SharedBuckets(limits.ratePerSecond, limits.rateBurst),
    chatBySeat: new SharedBuckets(CHAT_PER_SECOND, CHAT_BURST),
  };
}

/**
 * The action id of a message refused before it is parsed (rate limit, size), so that the sender's pending
 * action settles at once: a look at its first bytes, no JSON parse of a message we refuse to handle.
 */
export function peekActionId(buf: Buffer): string | undefined {
  const head = buf.subarray(0, 2048).toString('utf8');
  return /"t"\s*:\s*"action"/.test(head) ? /"id"\s*:\s*"([A-Za-z0-9_.:-]{1,64})"/.exec(head)?.[1] : undefined;
}

export class Connection implements Peer {
  seats: number[] = [];
  spectator = false;
  wantsLegal = true;
  name: string | null = null;
  private room: Room | null = null;
  private joining = false;
  private strikes = 0;
  private readonly queue = new SerialQueue();
  private readonly bucket: TokenBucket;
  private tokens: string[] = [];
  private helloTimer: ReturnType<typeof setTimeout> | null;
  /** The server is stopping: messages are answered with an error, nothing new is queued. */
  private stopping = false;
  alive = true;

  constructor(
    private readonly socket: WebSocket,
    private readonly rooms: RoomManager,
    private readonly limits: ConnectionLimits,
    private readonly log: Logger,
    private readonly shared: SharedLimits,
    private readonly address: string,
    /** Addresses whose messages are not counted per address (HORDE_UNLIMITED_ADDRESSES: a load test's). */
    private readonly unlimited: ReadonlySet<string>,
    private readonly timings?: Timings,
  ) {
    this.bucket = new TokenBucket(limits.ratePerSecond, limits.rateBurst);
    this.helloTimer = setTimeout(() => {
      if (!this.room) this.socket.close(1008, `No hello within ${limits.helloMs / 1000} s`);
    }, limits.helloMs);
    this.helloTimer.unref?.();
    socket.on('message', (data, isBinary) => this.receive(data as Buffer | ArrayBuffer | Buffer[], isBinary));
    socket.on('close', () => {
      if (this.helloTimer) clearTimeout(this.helloTimer);
      this.room?.leave(this);
    });
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('error', (err) => this.log.warn({ err: err.message }, 'websocket error'));
  }

  /** The server is going down: from now on messages get `unavailable` (the client sends them again after reconnecting). */
  stopTaking(): void {
    this.stopping = true;
  }

  drop(reason: string, reconnect = false): void {
    this.room?.leave(this);
    this.room = null;
    this.socket.close(reconnect ? 1012 : 4003, reason.slice(0, 120));
  }

  send(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.socket.close(1013, 'Too slow: messages are piling up');
      return;
    }
    this.cork();
    this.socket.send(text);
  }

  private corked = false;

  /**
   * Holds this socket's writes until the current tick ends, so the ack, the update and the views of one action
   * leave in one system call instead of one each (the profile of the load test showed writev at 12% of the
   * server's time). `ws` corks each frame itself; nested corks just add up. Through `ws`'s own socket field,
   * checked, since `ws` has no cork of its own.
   */
  private cork(): void {
    if (this.corked) return;
    const raw = (this.socket as unknown as { _socket?: { cork?: () => void; uncork?: () => void } })._socket;
    if (typeof raw?.cork !== 'function' || typeof raw.uncork !== 'function') return;
    this.corked = true;
    raw.cork();
    process.nextTick(() => {
      this.corked = false;
      raw.uncork!();
    });
  }

  private reply(msg: ServerMessage): void {
    this.send(JSON.stringify(msg));
  }

  private error(
    code: ErrorCode,
    message: string,
    extra: { rid?: RequestId; id?: string | undefined; retired?: RetiredCode; url?: string } = {},
  ): void {
    const msg: ErrorMessage = { t: 'error', code, message };
    if (extra.url !== undefined) msg.url = extra.url;
    if (extra.rid !== undefined) msg.rid = extra.rid;
    if (extra.id !== undefined) msg.id = extra.id;
    if (extra.retired !== undefined) msg.retired = extra.retired;
    this.reply(msg);
  }

  private receive(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): void {
    const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (!this.withinLimits()) {
      if (++this.strikes > this.limits.maxStrikes) this.socket.close(1008, 'Rate limit exceeded repeatedly');
      else
        this.error(
          'rateLimited',
          `Too many messages: at most ${this.limits.ratePerSecond} per second (bursts of ${this.limits.rateBurst}); send it again later`,
          { id: peekActionId(buf) },
        );
      return;
    }
    this.strikes = 0;
    if (buf.length > this.limits.maxMessageBytes) {
      this.error('tooLarge', `Message of ${buf.length} bytes refused: the limit is ${this.limits.maxMessageBytes}`, {
        id: peekActionId(buf),
      });
      return;
    }
    if (isBinary) {
      this.error('badMessage', 'Binary frames are not accepted: send JSON text');
      return;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(buf.toString('utf8'));
    } catch (err) {
      this.error('badJson', `Malformed JSON: ${(err as Error).message}`);
      return;
    }
    if (this.stopping) {
      // An action goes unanswered: the socket closes in a moment (1012) and the client sends its unanswered
      // actions again once reconnected, to whichever process holds the game then. Anything else is told.
      if (peekActionId(buf) === undefined)
        this.error('unavailable', 'The server is restarting: nothing was changed; send it again once reconnected');
      return;
    }
    const received = performance.now();
    void this.queue
      .run(() => this.handle(raw, received))
      .catch((err: Error) => {
        this.log.error({ err: err.stack ?? err.message }, 'message handler failed');
        this.error('internal', 'Internal error while handling the message; nothing was changed');
      });
  }

  /** This socket's bucket, its address's and its tokens' (more sockets on one address or token buy no more messages). */
  private withinLimits(): boolean {
    if (!this.bucket.take()) return false;
    // Every address is counted (behind a trusted proxy, the client's own), but those the host lets through.
    if (!this.unlimited.has(this.address) && !this.shared.byAddress.take(this.address)) return false;
    for (const token of this.tokens) if (!this.shared.byToken.take(token)) return false;
    return true;
  }

  private async handle(raw: unknown, received: number): Promise<void> {
    const obj =
      raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
    const rid =
      obj && (typeof obj.rid === 'string' || typeof obj.rid === 'number') ? (obj.rid as RequestId) : undefined;
    const id = obj && typeof obj.id === 'string' && obj.id.length <= 64 ? obj.id : undefined;
    if (!obj) return this.error('badMessage', `A message must be a JSON object, got ${describeValue(raw)}`, { rid });
    if (!MESSAGE_TYPES.includes(obj.t as (typeof MESSAGE_TYPES)[number])) {
      return this.error(
        'badMessage',
        `Unknown message type ${describeValue(obj.t)} (expected ${MESSAGE_TYPES.join(', ')})`,
        { rid, id },
      );
    }
    if (nestsDeeper(raw))
      return this.error('badMessage', `Invalid ${String(obj.t)} message: nested deeper than ${MAX_DEPTH} levels`, {
        rid,
        id,
      });
    const parsed = clientMessageSchema.safeParse(raw);
    if (!parsed.success)
      return this.error('badMessage', `Invalid ${String(obj.t)} message: ${describeIssues(parsed.error)}`, { rid, id });
    const msg = parsed.data;
    switch (msg.t) {
      case 'ping':
        return this.reply({ t: 'pong', rid: msg.rid, time: Date.now() });
      case 'hello':
        return this.hello(msg);
      case 'sync': {
        if (!this.room) return this.error('notJoined', 'Send "hello" first', { rid: msg.rid });
        const missed = this.room.missedSince(this, msg.since);
        for (const text of missed ?? []) this.send(text);
        for (const text of this.room.viewsFor(this)) this.send(text);
        return;
      }
      case 'action':
        return this.action(msg, received);
      case 'undo':
        return this.undo(msg);
      case 'chat':
        return this.chat(msg);
      case 'name': {
        if (!this.room) return this.error('notJoined', 'Send "hello" first', { rid: msg.rid });
        if (this.spectator) return this.error('notYourSeat', 'Spectators have no name at the table', { rid: msg.rid });
        if (this.room.nameTaken(msg.name, this.seats))
          return this.error('nameTaken', 'Another seat goes by this name: choose another', { rid: msg.rid });
        this.name = msg.name;
        this.room.rename(this);
        return;
      }
    }
  }

  private async hello(msg: HelloMessage): Promise<void> {
    if (this.room || this.joining)
      return this.error(
        'alreadyJoined',
        'This connection already joined a game; open another connection for another game',
        { rid: msg.rid },
      );
    this.joining = true;
    try {
      const record = await this.rooms.record(msg.game).catch((err: Error) => {
        if (err instanceof DamagedGameError) return err;
        throw err;
      });
      if (record instanceof DamagedGameError)
        return this.error('gameUnavailable', `Game "${msg.game}" cannot be played: ${record.message}`, {
          rid: msg.rid,
        });
      if (!record) return this.error('unknownGame', `No game "${msg.game}"`, { rid: msg.rid });
      const access = RoomManager.access(record, msg.tokens);
      if (!access) return this.error('badToken', `A token is not valid for game "${msg.game}"`, { rid: msg.rid });
      const found = await this.rooms.locate(msg.game);
      // Another process plays it: the client connects there (the client library follows by itself).
      if (found && 'moved' in found)
        return this.error('moved', `Game "${msg.game}" is played by another server process`, {
          rid: msg.rid,
          url: found.moved,
        });
      const room = found;
      if (!room) return this.unplayable(msg.game, msg.rid);
      const seats = access.role === 'seat' ? access.seats : [];
      const busy = seats.find((s) => room.connectionsOf(s) >= this.limits.maxConnectionsPerSeat);
      if (busy !== undefined)
        return this.error(
          'seatBusy',
          `Seat ${busy + 1} already has ${this.limits.maxConnectionsPerSeat} live connections; close one (another tab or device) and try again`,
          { rid: msg.rid },
        );
      this.seats = seats;
      this.tokens = msg.tokens;
      if (this.helloTimer) clearTimeout(this.helloTimer);
      this.helloTimer = null;
      this.spectator = access.role !== 'seat';
      this.wantsLegal = msg.legal ?? true;
      const nameTaken = msg.name !== undefined && room.nameTaken(msg.name, seats);
      this.name = nameTaken ? null : (msg.name ?? null);
      this.room = room;
      const missed = room.missedSince(this, msg.since);
      const welcome: WelcomeMessage = {
        t: 'welcome',
        v: PROTOCOL_VERSION,
        game: room.summary(),
        role: this.spectator ? 'spectator' : 'seat',
        seats: this.seats,
        seq: room.seq,
        gap: missed === null,
      };
      if (msg.rid !== undefined) welcome.rid = msg.rid;
      this.reply(welcome);
      if (nameTaken)
        this.error('nameTaken', 'Another seat goes by this name: you joined without one; choose another', {
          rid: msg.rid,
        });
      room.join(this);
      for (const text of missed ?? []) this.send(text);
      for (const text of room.viewsFor(this)) this.send(text);
    } finally {
      this.joining = false;
    }
  }

  /**
   * Why a game cannot be joined, in words for its players: retired (it started under rules or content this
   * server cannot play; its replay stays), or not loadable now. The technical reason is the operator's.
   */
  private async unplayable(gameId: string, rid: RequestId): Promise<void> {
    const record = await this.rooms.record(gameId).catch(() => null);
    if (record?.status === 'retired')
      return this.error(
        'gameRetired',
        'This game started under an earlier version of its rules or content and cannot go on; its replay is kept',
        { rid, retired: record.retired?.code ?? 'rulesChanged' },
      );
    return this.error('gameUnavailable', `Game "${gameId}" cannot be played now; the server's operator can see why`, {
      rid,
    });
  }

  /** The room and the seat a message acts for, or null once the error is sent (not joined, not a seat of this connection). */
  private actingSeat(msg: { id: string; seat?: number }, what: string): { room: Room; seat: number } | null {
    const room = this.room;
    if (!room) {
      this.error('notJoined', 'Send "hello" first', { id: msg.id });
      return null;
    }
    if (this.spectator) {
      this.error('notYourSeat', `Spectators cannot send ${what}`, { id: msg.id });
      return null;
    }
    if (msg.seat === undefined) {
      if (this.seats.length === 1) return { room, seat: this.seats[0] };
      this.error('seatRequired', `This connection holds seats ${this.seats.join(', ')}: say which one acts ("seat")`, {
        id: msg.id,
      });
      return null;
    }
    if (this.seats.includes(msg.seat)) return { room, seat: msg.seat };
    this.error('notYourSeat', `Seat ${msg.seat} is not held by this connection (it holds ${this.seats.join(', ')})`, {
      id: msg.id,
    });
    return null;
  }

  /** A chat line or a reaction: from a seat of this connection, to everyone at the game. */
  private chat(msg: ChatRequest): void {
    const room = this.room;
    const refusal = !room
      ? (['notJoined', 'Send "hello" first'] as const)
      : this.spectator
        ? (['notYourSeat', 'Spectators read the chat but do not write in it'] as const)
        : (msg.text === undefined) === (msg.reaction === undefined)
          ? (['badMessage', 'Invalid chat message: give either "text" or "reaction"'] as const)
          : !this.seats.includes(msg.seat ?? this.seats[0])
            ? (['notYourSeat', `Seat ${msg.seat} is not held by this connection`] as const)
            : !this.shared.chatBySeat.take(`${room.id}:${msg.seat ?? this.seats[0]}`)
              ? (['rateLimited', 'Too many chat lines: wait a moment before the next one'] as const)
              : null;
    if (refusal) {
      this.error(refusal[0], refusal[1], { rid: msg.rid });
      return;
    }
    const what = msg.text !== undefined ? { text: msg.text } : { reaction: msg.reaction! };
    room!.say(msg.seat ?? this.seats[0], this.name, what);
  }

  private async undo(msg: UndoRequest): Promise<void> {
    const acting = this.actingSeat(msg, 'undo');
    if (!acting) return;
    await acting.room.undo({ id: msg.id, seat: acting.seat, base: msg.base }, (result) => this.reply(result));
  }

  private async action(msg: ActionMessage, received: number): Promise<void> {
    const acting = this.actingSeat(msg, 'actions');
    if (!acting) return;
    const { room, seat } = acting;
    await room.submit({ id: msg.id, seat, base: msg.base, action: msg.action }, (result) => {
      this.reply(result);
      this.timings?.record(performance.now() - received);
    });
  }
}
