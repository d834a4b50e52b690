/**
 * A typed client for the game server's WebSocket protocol, for the web
 * table, tests and the load test. It keeps the latest view per seat, sends
 * actions with fresh ids and resolves them on their ack, and reconnects with
 * backoff: after a reconnection it replays the updates it missed and resends
 * unacknowledged actions under the same ids (the server answers idempotently).
 */
import jsonPatch, { type Operation } from 'fast-json-patch';
import { PROTOCOL_VERSION } from '../protocol/version.ts';
import type {
  AckMessage,
  ChatMessage,
  Reaction,
  ErrorMessage,
  PresenceMessage,
  RejectedMessage,
  ServerMessage,
  StorageMessage,
  PatchOperation,
  UndoneMessage,
  UpdateMessage,
  ViewMessage,
  ViewPatchMessage,
  WelcomeMessage,
} from '../protocol/messages.ts';
import { Emitter } from './emitter.ts';

/** The part of the WebSocket API used (the browser's WebSocket or the `ws` package). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}
export type SocketFactory = new (url: string) => SocketLike;

export interface ClientOptions {
  /** ws://host:port/ws */
  url: string;
  game: string;
  /** Seat tokens (several for hot-seat) or the watch token. */
  tokens: string[];
  /** WebSocket constructor (default: globalThis.WebSocket; in Node 20 pass the `ws` package's). */
  WebSocket?: SocketFactory;
  /** Ask for each seat's legal actions with its view (default true). */
  legal?: boolean;
  /** Reconnect after an unexpected close (default true). */
  reconnect?: boolean | { minDelayMs?: number; maxDelayMs?: number };
  /** Time to wait for an action's answer (default 15 s). */
  timeoutMs?: number;
  /** The player's name the other seats see (given again on every reconnection; `rename` changes it). */
  name?: string;
}

export interface ActOptions {
  /** Acting seat (needed when the connection holds several). */
  seat?: number;
  /** Action id (default: a fresh unique id). Reuse an id to retry idempotently. */
  id?: string;
  /** State the action was chosen on (default: the latest seen); false to send without one. */
  base?: number | false;
}

export class ActionRejected extends Error {
  constructor(
    readonly id: string,
    readonly code: string,
    message: string,
    readonly seq?: number,
    /** The values the rules' words for `code` need (a rules refusal's params), when it has any. */
    readonly params?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
  }
}

type ClientEvents<A, V, E> = {
  welcome: [WelcomeMessage];
  update: [UpdateMessage<A, E>];
  view: [ViewMessage<V, A>];
  presence: [PresenceMessage];
  /** A chat line or reaction (the recent ones again after joining). */
  chat: [ChatMessage];
  /** An action was taken back: the game is at `seq` again; full views follow. */
  undone: [UndoneMessage];
  error: [ErrorMessage];
  /** The game's storage stopped taking actions (`ok: false`) or came back (`ok: true`). */
  storage: [StorageMessage];
  disconnect: [{ code: number; reason: string }];
  reconnecting: [{ attempt: number; delayMs: number }];
};

interface Pending {
  text: string;
  resolve: (ack: AckMessage) => void;
  reject: (err: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Applies a view patch to a copy of `doc` that shares every part the patch leaves alone: the objects and
 * arrays on the patched paths are copied first, so a view already handed out never changes (a UI can
 * compare views by identity).
 */
export function patchDocument<T extends object>(doc: T, patch: PatchOperation[]): T {
  const root = (Array.isArray(doc) ? [...doc] : { ...doc }) as T;
  const copied = new Set<object>([root]);
  for (const op of patch) {
    for (const path of op.from === undefined ? [op.path] : [op.path, op.from]) {
      const tokens = path.split('/').slice(1, -1).map(jsonPatch.unescapePathComponent);
      let parent = root as Record<string, unknown>;
      for (const token of tokens) {
        let child = parent[token];
        if (child === null || typeof child !== 'object') break;
        if (!copied.has(child)) {
          child = Array.isArray(child) ? [...child] : { ...child };
          parent[token] = child;
          copied.add(child as object);
        }
        parent = child as Record<string, unknown>;
      }
    }
  }
  jsonPatch.applyPatch(root, patch as Operation[], false, true);
  return root;
}

/**
 * A fresh action id: 96 random bits, so that an id tells nothing of the client's clock or of how many actions
 * it sent (the server sends an id back only to its sender, but a client may show it or log it).
 */
export function newActionId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  let id = 'a';
  for (const b of bytes) id += b.toString(16).padStart(2, '0');
  return id;
}

/** A: the game's actions, V: its views, E: its events (unknown when the client does not care). */
export class HordeClient<A = unknown, V = unknown, E = unknown> extends Emitter<ClientEvents<A, V, E>> {
  seq = 0;
  welcome: WelcomeMessage | null = null;
  readonly views = new Map<number | null, ViewMessage<V, A>>();
  private socket: SocketLike | null = null;
  private readonly pending = new Map<string, Pending>();
  private readonly rids = new Map<string, (msg: ServerMessage) => void>();
  private closedByUser = false;
  private attempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private ridCounter = 0;
  /** Seats whose full view was asked for again (a patch came without its base). */
  private readonly resyncing = new Set<number | null>();
  /** Who is connected and their names, as last told. */
  presence: PresenceMessage | null = null;
  /** Whether the game's storage takes actions, as last told (true until told otherwise). */
  storageOk = true;
  /** Characters of the messages received (the protocol's JSON is ASCII: about its bytes), for the load test. */
  received = 0;

  constructor(private readonly options: ClientOptions) {
    super();
  }

  get seats(): number[] {
    return this.welcome?.seats ?? [];
  }
  get connected(): boolean {
    return this.socket !== null && this.socket.readyState === 1 && this.welcome !== null;
  }

  /** The latest view of a seat (default: the first held, or the spectator view). */
  view(seat?: number | null): ViewMessage<V, A> | undefined {
    return this.views.get(seat === undefined ? (this.seats[0] ?? null) : seat);
  }

  /** Legal actions of a seat in the latest view. */
  legal(seat?: number): A[] {
    return this.view(seat)?.legal ?? [];
  }

  /** Opens the connection and joins the game; resolves on the welcome. */
  connect(): Promise<WelcomeMessage> {
    this.closedByUser = false;
    return this.open();
  }

  /**
   * Joins through `url` (default the server's address). A server process that does not play the game answers
   * `moved` with the address of the one that does: the client goes there at once (a few hops at most). A
   * reconnection starts from the server's address again (the process it was sent to may be gone).
   */
  private open(url = this.options.url, hops = 0): Promise<WelcomeMessage> {
    const Ctor = this.options.WebSocket ?? (globalThis as unknown as { WebSocket?: SocketFactory }).WebSocket;
    if (!Ctor) throw new Error('No WebSocket implementation: pass options.WebSocket');
    return new Promise((resolve, reject) => {
      const socket = new Ctor(url);
      let moving = false;
      this.socket = socket;
      let welcomed = false;
      const rid = this.nextRid();
      socket.onopen = () => {
        const hello: Record<string, unknown> = {
          t: 'hello',
          v: PROTOCOL_VERSION,
          game: this.options.game,
          tokens: this.options.tokens,
          rid,
        };
        if (this.welcome) hello.since = this.seq;
        if (this.options.legal === false) hello.legal = false;
        if (this.options.name) hello.name = this.options.name;
        socket.send(JSON.stringify(hello));
      };
      this.rids.set(rid, (msg) => {
        if (msg.t === 'welcome') {
          welcomed = true;
          const reconnected = this.welcome !== null;
          this.welcome = msg;
          this.attempts = 0;
          this.emit('welcome', msg);
          if (reconnected) for (const p of this.pending.values()) socket.send(p.text);
          resolve(msg);
        } else if (msg.t === 'error' && msg.code === 'moved' && msg.url && hops < 3) {
          moving = true;
          socket.close(1000, 'moved');
          resolve(this.open(msg.url, hops + 1));
        } else if (
          msg.t === 'error' &&
          msg.code === 'gameUnavailable' &&
          this.welcome &&
          this.options.reconnect !== false
        ) {
          // Joined before: the game is between two server processes; the reconnection tries again.
          socket.close(1000, 'not yet');
        } else if (msg.t === 'error') {
          this.closedByUser = true;
          socket.close(1000, 'join refused');
          reject(new ActionRejected('', msg.code, msg.message));
        }
      });
      socket.onmessage = (ev) => this.receive(String(ev.data));
      socket.onerror = () => {
        /* onclose follows */
      };
      socket.onclose = (ev) => {
        if (this.socket === socket) this.socket = null;
        this.rids.delete(rid);
        if (moving) return;
        this.emit('disconnect', { code: ev.code, reason: ev.reason });
        if (!welcomed) reject(new Error(`Connection closed before joining (${ev.code} ${ev.reason})`));
        if (!this.closedByUser && this.options.reconnect !== false) this.scheduleReconnect();
        else this.failPending('Connection closed');
      };
    });
  }

  private scheduleReconnect(): void {
    const cfg = typeof this.options.reconnect === 'object' ? this.options.reconnect : {};
    const min = cfg.minDelayMs ?? 250,
      max = cfg.maxDelayMs ?? 10_000;
    const delayMs = Math.min(max, min * 2 ** this.attempts) * (0.75 + Math.random() * 0.5);
    this.attempts++;
    this.emit('reconnecting', { attempt: this.attempts, delayMs });
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.open().catch(() => {
        /* the close handler schedules the next attempt */
      });
    }, delayMs);
  }

  private nextRid(): string {
    return `r${++this.ridCounter}`;
  }

  private receive(text: string): void {
    this.received += text.length;
    let msg: ServerMessage;
    try {
      msg = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    if ('rid' in msg && msg.rid !== undefined) {
      const handler = this.rids.get(String(msg.rid));
      if (handler) {
        this.rids.delete(String(msg.rid));
        handler(msg);
        return;
      }
    }
    switch (msg.t) {
      case 'ack':
      case 'rejected':
        this.settle(msg.id, msg);
        return;
      // The server speaks the game's types; this client was typed for that game.
      case 'update':
        if (msg.seq > this.seq) this.seq = msg.seq;
        this.emit('update', msg as UpdateMessage<A, E>);
        return;
      case 'view': {
        const view = 'patch' in msg ? this.applyViewPatch(msg) : (msg as ViewMessage<V, A>);
        if (!view) return;
        if (!('patch' in msg)) this.resyncing.delete(msg.seat);
        if (msg.seq > this.seq) this.seq = msg.seq;
        this.views.set(msg.seat, view);
        this.emit('view', view);
        return;
      }
      case 'presence':
        this.presence = msg;
        this.emit('presence', msg);
        return;
      case 'chat':
        this.emit('chat', msg);
        return;
      case 'storage':
        this.storageOk = msg.ok;
        this.emit('storage', msg);
        return;
      case 'undone':
        this.seq = msg.seq;
        this.emit('undone', msg);
        return;
      case 'error':
        if (msg.id !== undefined && this.pending.has(msg.id)) this.settle(msg.id, msg);
        else this.emit('error', msg);
        return;
      default:
        return;
    }
  }

  /** The full view a patch gives, or null when the client lacks its base (then it asks for the full views). */
  private applyViewPatch(msg: ViewPatchMessage): ViewMessage<V, A> | null {
    const base = this.views.get(msg.seat);
    if (!base || base.seq !== msg.base) {
      if (!this.resyncing.has(msg.seat)) {
        this.resyncing.add(msg.seat);
        this.sync();
      }
      return null;
    }
    const doc: { view: V; legal?: A[] } = { view: base.view };
    if (base.legal) doc.legal = base.legal;
    let next: typeof doc;
    try {
      next = patchDocument(doc, msg.patch);
    } catch {
      this.resyncing.add(msg.seat);
      this.sync();
      return null;
    }
    const view: ViewMessage<V, A> = { t: 'view', seq: msg.seq, seat: msg.seat, status: msg.status, view: next.view };
    if (msg.awaited !== undefined) view.awaited = msg.awaited;
    if (next.legal) view.legal = next.legal;
    if (msg.deadline) view.deadline = msg.deadline;
    if (msg.canUndo) view.canUndo = true;
    return view;
  }

  private settle(id: string, msg: AckMessage | RejectedMessage | ErrorMessage): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    clearTimeout(p.timer);
    if (msg.t === 'ack') p.resolve(msg);
    // A rules refusal has no sentence: its code stands for it in the error's message (logs, tools).
    else if (msg.t === 'rejected')
      p.reject(new ActionRejected(id, msg.code, msg.message ?? msg.code, msg.seq, msg.params));
    else p.reject(new ActionRejected(id, msg.code, msg.message));
  }

  /** Sends an action; resolves with its ack, rejects with ActionRejected. */
  act(action: A, opts: ActOptions = {}): Promise<AckMessage> {
    const id = opts.id ?? newActionId();
    const msg: Record<string, unknown> = { t: 'action', id, action };
    if (opts.seat !== undefined) msg.seat = opts.seat;
    const base = opts.base === undefined ? this.seq : opts.base;
    if (base !== false) msg.base = base;
    return this.request(id, msg);
  }

  /**
   * Takes back the seat's last action (when its view says `canUndo`); resolves with the ack (the seq now),
   * rejects with ActionRejected ("cannotUndo" and why).
   */
  undo(opts: Omit<ActOptions, 'base'> = {}): Promise<AckMessage> {
    const id = opts.id ?? newActionId();
    const msg: Record<string, unknown> = { t: 'undo', id, base: this.seq };
    if (opts.seat !== undefined) msg.seat = opts.seat;
    return this.request(id, msg);
  }

  /** Sends a message answered by an ack or a rejection under `id` (again after a reconnection until answered). */
  private request(id: string, msg: Record<string, unknown>): Promise<AckMessage> {
    const text = JSON.stringify(msg);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(
          new ActionRejected(
            id,
            'timeout',
            `No answer to ${msg.t} ${id} within ${this.options.timeoutMs ?? 15_000} ms`,
          ),
        );
      }, this.options.timeoutMs ?? 15_000);
      this.pending.set(id, { text, resolve, reject, timer });
      if (this.connected) this.socket!.send(text);
      // Otherwise it goes out after the next welcome.
    });
  }

  /** Says a line (or sends a reaction) to everyone at the game, as `seat` (default: the first held). */
  chat(what: { text: string } | { reaction: Reaction }, seat?: number): void {
    const msg: Record<string, unknown> = { t: 'chat', ...what };
    if (seat !== undefined) msg.seat = seat;
    this.socket?.send(JSON.stringify(msg));
  }

  /** Changes the name the other seats see (kept for reconnections). */
  rename(name: string): void {
    this.options.name = name;
    this.socket?.send(JSON.stringify({ t: 'name', name }));
  }

  /** Round trip time of a ping, in ms. */
  ping(): Promise<number> {
    const socket = this.socket;
    if (!socket) return Promise.reject(new Error('Not connected'));
    const rid = this.nextRid();
    const started = performance.now();
    return new Promise((resolve) => {
      this.rids.set(rid, () => resolve(performance.now() - started));
      socket.send(JSON.stringify({ t: 'ping', rid }));
    });
  }

  /** Asks for the current views again (and the updates after `since`). */
  sync(since?: number): void {
    this.socket?.send(JSON.stringify(since === undefined ? { t: 'sync' } : { t: 'sync', since }));
  }

  /** Sends raw text (tests of hostile input). */
  sendRaw(text: string): void {
    this.socket?.send(text);
  }

  close(): void {
    this.closedByUser = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.socket?.close(1000, 'bye');
    this.failPending('Client closed');
  }

  private failPending(reason: string): void {
    for (const [id, p] of this.pending) {
      clearTimeout(p.timer);
      p.reject(new ActionRejected(id, 'closed', reason));
    }
    this.pending.clear();
  }
}
