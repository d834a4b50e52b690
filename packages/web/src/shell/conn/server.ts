/**
 * The table as a client of the authoritative game server (packages/server, docs/protocol.md),
 * for any game it hosts: games are created over HTTP, played over the WebSocket with the
 * server's client library. Hot-seat holds every seat token on one screen; invite links hold one.
 * Tokens of games this browser created or joined are kept in localStorage so a game can be resumed.
 */
import { ActionRejected, ApiError, HordeApi, HordeClient, type WelcomeMessage } from '@horde/server/client';
import type { GameSummary, Invites, SeatInvite, UpdateMessage } from '@horde/server/client';
import { translate } from '../../i18n/index.ts';
import { GameRetired, SetupRefused, ShellError } from '../errors.ts';
import { refusalOf, refusalText, StorageWatch } from './storage.ts';
import { browserStore, keysUnder, PLAYER_NAME, type KeyValueStore } from './store.ts';
import type {
  SequelChoice,
  Catalog,
  ChatLine,
  CreatedGame,
  GameConnection,
  GameRecord,
  GameStatus,
  NewGame,
  PlayMode,
  RestartedGame,
  SavedGame,
  SeatLink,
  SendResult,
  Snapshot,
  TableService,
  TableTalk,
  Update,
} from './types.ts';

/** A saved game's status as the lobby shows it: won, lost or drawn once it is over (seat 1's result), or retired. */
function savedStatus(game: GameSummary): SavedGame['status'] {
  if (game.status === 'ongoing' || game.status === 'retired') return game.status;
  const result = game.result?.results[0]?.result;
  return result === 'win' ? 'won' : result === 'draw' ? 'draw' : 'lost';
}

const PREFIX = 'horde.server.';
/** The invite links of the games this browser created, so that a reload of the invite screen keeps them. */
const INVITES = 'horde.invites.';
/**
 * The admin token of each invite game this browser created: the creator is the game's admin (it reads the
 * invites again and hands seats to bots and back). Kept like the seat tokens, in this browser only.
 */
const ADMIN = 'horde.admin.';

/** The server's refusals of a sequel, in the shell's words (errors.*). */
const SEQUEL_REFUSALS: Record<string, string> = {
  noSequel: 'errors.noSequel',
  sequelExists: 'errors.sequelExists',
  notEnded: 'errors.noSequel',
  forbidden: 'errors.noSeat',
};

/** Why the server refused a seat's hand-over, in the shell's words (by the server's code). */
const SEAT_REFUSALS: Record<string, string> = {
  forbidden: 'errors.seatNotAdmin',
  finished: 'errors.seatGameOver',
  noPeople: 'errors.seatNoPeople',
  unknownBot: 'errors.seatUnknownBot',
  unknownGame: 'errors.noGame',
  storage: 'errors.seatNotStored',
};

/**
 * A seat of a server game as the shell shows it: the server's whole link, built on its public address (never this
 * page's address: a friend elsewhere opens it), and none for a bot's seat.
 */
export function seatLink(s: SeatInvite): SeatLink {
  const bot = s.bot ?? null;
  return { seat: s.seat, pieces: s.pieces, bot, url: bot ? null : s.url, path: bot ? null : s.path };
}

/** A server game's invites as the invite screen shows them. */
export function inviteLinks(gameId: string, game: string, invites: Invites): CreatedGame {
  const seats = invites.seats.map(seatLink);
  const first = seats.find((s) => s.path);
  return { gameId, game, seats, url: first?.path ?? '', share: invites.share };
}

/** Why the server refused to let this screen join, in the shell's words (never the protocol's). */
const JOIN_REFUSALS: Record<string, string> = {
  badToken: 'errors.badLink',
  badMessage: 'errors.badLink',
  unknownGame: 'errors.noGame',
  gameUnavailable: 'errors.gameUnavailable',
  seatBusy: 'errors.seatBusy',
};

/** What this browser knows of a server game. */
interface Known {
  gameId: string;
  game: string;
  tokens: string[];
  entry: string;
  label: string;
  updated: number;
  /** How this browser created it (absent: joined by a link, or created before this was kept). */
  mode?: PlayMode;
  /** The bots of its seats, when this browser created it. */
  bots?: (string | null)[];
}

const key = (a: unknown): string => JSON.stringify(a);

/** Chat lines a screen keeps (the server sends its recent ones again on every join). */
const LINES_KEPT = 100;

/** Names, presence and chat of one server game, from the client's presence and chat messages. */
class ServerTalk implements TableTalk {
  private readonly listeners = new Set<() => void>();
  private readonly chat: ChatLine[] = [];
  /** Lines already held, so that the recent ones sent again after a reconnection are not doubled. */
  private readonly seen = new Set<string>();

  constructor(
    private readonly client: HordeClient,
    private readonly store: KeyValueStore,
  ) {
    client.on('presence', () => this.changed());
    client.on('chat', (m) => {
      const line: ChatLine = { seat: m.seat, name: m.name, at: m.at };
      if (m.text !== undefined) line.text = m.text;
      if (m.reaction !== undefined) line.reaction = m.reaction;
      const id = key(line);
      if (this.seen.has(id)) return;
      this.seen.add(id);
      this.chat.push(line);
      if (this.chat.length > LINES_KEPT) this.chat.shift();
      this.changed();
    });
  }

  names(): readonly (string | null)[] {
    return this.client.presence?.names ?? [];
  }
  connected(): readonly number[] {
    return this.client.presence?.connected ?? [];
  }
  lines(): readonly ChatLine[] {
    return this.chat;
  }
  say(what: Parameters<TableTalk['say']>[0]): void {
    this.client.chat(what);
  }
  rename(name: string): void {
    this.store.setItem(PLAYER_NAME, name);
    this.client.rename(name);
  }
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  private changed(): void {
    for (const l of this.listeners) l();
  }
}

class ServerGame implements GameConnection {
  private listeners = new Set<(u: Update) => void>();
  private events: unknown[] = [];
  private pendingEvents: unknown[] = [];
  private lastAction: unknown;
  private updateSeq = 0;
  private lastEmitted = 0;
  private readonly initialSeq: number;
  private initialDone: boolean;
  private connected = true;
  private onlineListeners = new Set<(online: boolean) => void>();
  /** How many events each update after the first views added to the log (an undo takes its update's away). */
  private readonly eventsBySeq: { seq: number; count: number }[] = [];
  /** The seq an undo went back to, until its full views have come. */
  private undoneTo: number | null = null;
  readonly seat: number | null;
  readonly game: string;
  readonly talk: TableTalk;
  private readonly storage: StorageWatch;

  /** Who is told when the game turns out retired while this screen plays it (a server restarted under new rules). */
  private retiredListeners = new Set<(retired: GameRetired) => void>();
  /** The client tries again after its last disconnection (false: the server refused it, or this screen closed). */
  private reconnects = false;
  private closed = false;

  constructor(
    readonly gameId: string,
    private client: HordeClient,
    private onChange: () => void,
    store: KeyValueStore,
    /** Asks the server whether the game is retired now (its summary), when a reconnection is refused. */
    private retiredNow: () => Promise<GameRetired | null> = async () => null,
    readonly hotSeat = false,
  ) {
    this.talk = new ServerTalk(client, store);
    this.storage = new StorageWatch(client);
    this.seat = client.seats.length === 1 ? client.seats[0] : null;
    this.game = client.welcome?.game.game ?? '';
    this.initialSeq = client.seq;
    this.updateSeq = client.seq;
    this.initialDone = this.initialSeq === 0;
    client.on('update', (m) => this.onUpdate(m));
    client.on('view', () => this.onView());
    client.on('undone', (m) => this.onUndone(m.seq));
    // The client reconnects by itself; the screen says so meanwhile and sends nothing.
    client.on('disconnect', () => {
      this.setOnline(false);
      this.reconnects = false;
      // The client says at once whether it tries again; when it does not, the server refused this game's hello.
      setTimeout(() => {
        if (!this.reconnects && !this.closed) void this.refused();
      }, 0);
    });
    client.on('reconnecting', () => {
      this.reconnects = true;
    });
    client.on('welcome', () => this.setOnline(true));
    if (!this.initialDone) client.sync(0); // the updates so far, for the log (when the server still buffers them)
  }

  private onUpdate(m: UpdateMessage): void {
    if (m.seq <= this.initialSeq) {
      if (this.initialDone) return;
      this.events.push(...m.events);
      if (m.seq === this.initialSeq) {
        this.initialDone = true;
        this.emit({ snapshot: this.current(), events: [], initial: true });
      }
      return;
    }
    if (m.seq <= this.updateSeq) return;
    this.updateSeq = m.seq;
    this.eventsBySeq.push({ seq: m.seq, count: m.events.length });
    this.events.push(...m.events);
    this.pendingEvents.push(...m.events);
    this.lastAction = m.action;
  }

  /** An action was taken back: its events leave the log, and the table starts again from the views that follow. */
  private onUndone(seq: number): void {
    while (this.eventsBySeq.length && this.eventsBySeq[this.eventsBySeq.length - 1].seq > seq) {
      const { count } = this.eventsBySeq.pop()!;
      this.events.length -= count;
    }
    this.pendingEvents = [];
    this.lastAction = undefined;
    this.updateSeq = seq;
    this.undoneTo = seq;
  }

  private onView(): void {
    const views = this.client.seats.map((s) => this.client.view(s));
    if (this.undoneTo !== null) {
      if (views.some((v) => !v || v.seq !== this.undoneTo)) return;
      this.undoneTo = null;
      this.lastEmitted = views[0]!.seq;
      this.emit({ snapshot: this.current(), events: [], initial: true });
      this.onChange();
      return;
    }
    if (views.some((v) => !v || v.seq < this.updateSeq)) return;
    if (this.pendingEvents.length === 0 && views[0]!.seq <= this.lastEmitted) return;
    this.lastEmitted = views[0]!.seq;
    const events = this.pendingEvents;
    this.pendingEvents = [];
    const u: Update = { snapshot: this.current(), events };
    if (this.lastAction !== undefined) u.action = this.lastAction;
    this.emit(u);
    this.onChange();
  }

  current(): Snapshot {
    const seats = this.client.seats;
    const first = this.client.view(seats[0]);
    const seen = new Set<string>();
    const legal: unknown[] = [];
    for (const s of seats)
      for (const a of this.client.legal(s)) {
        const k = key(a);
        if (!seen.has(k)) {
          seen.add(k);
          legal.push(a);
        }
      }
    const status: GameStatus = first?.status ?? 'ongoing';
    const canUndo = seats.some((s) => this.client.view(s)?.canUndo === true);
    const awaited = seats.some((s) => this.client.view(s)?.awaited === true);
    const snapshot: Snapshot = {
      view: first!.view,
      legal,
      seq: first?.seq ?? this.client.seq,
      canUndo,
      awaited,
      status,
    };
    for (const seat of seats) {
      const d = this.client.view(seat)?.deadline;
      if (d && (!snapshot.deadline || d.at < snapshot.deadline.at)) snapshot.deadline = d;
    }
    if (seats.length > 1)
      snapshot.seats = seats.map((seat) => {
        const v = this.client.view(seat);
        return { seat, view: v?.view, legal: this.client.legal(seat), awaited: v?.awaited ?? false };
      });
    return snapshot;
  }

  history(): unknown[] {
    return [...this.events];
  }

  online(): boolean {
    return this.connected;
  }

  onOnline(listener: (online: boolean) => void): () => void {
    this.onlineListeners.add(listener);
    return () => this.onlineListeners.delete(listener);
  }

  private setOnline(online: boolean): void {
    if (online === this.connected) return;
    this.connected = online;
    for (const l of this.onlineListeners) l(online);
  }

  /** The server refused to take this screen back: if the game was retired meanwhile, the shell says so. */
  private async refused(): Promise<void> {
    const retired = await this.retiredNow().catch(() => null);
    if (!retired || this.closed) return;
    for (const l of this.retiredListeners) l(retired);
  }

  onRetired(listener: (retired: GameRetired) => void): () => void {
    this.retiredListeners.add(listener);
    return () => this.retiredListeners.delete(listener);
  }

  storageOk(): boolean {
    return this.storage.ok();
  }

  onStorage(listener: (ok: boolean) => void): () => void {
    return this.storage.subscribe(listener);
  }

  async send(action: unknown): Promise<SendResult> {
    if (!this.connected) return { ok: false, error: translate('errors.offline') };
    const k = key(action);
    const seat = this.client.seats.find((s) => this.client.legal(s).some((a) => key(a) === k)) ?? this.client.seats[0];
    try {
      await this.client.act(action, { seat });
      return { ok: true };
    } catch (e) {
      // Not stored (the storage is down) is said by the shell; a rules refusal comes as data for the table to word.
      if (e instanceof ActionRejected && e.code !== 'storage')
        return { ok: false, error: refusalText(e), refusal: refusalOf(e) };
      return { ok: false, error: refusalText(e) };
    }
  }

  /** Takes back the last action of a seat of this screen, when the server says it may (its view's canUndo). */
  readonly undo = async (): Promise<SendResult> => {
    if (!this.connected) return { ok: false, error: translate('errors.offline') };
    const seat = this.client.seats.find((s) => this.client.view(s)?.canUndo);
    if (seat === undefined) return { ok: false, error: translate('errors.cannotUndo') };
    try {
      await this.client.undo({ seat });
      return { ok: true };
    } catch (e) {
      // The server's reason is in English; the table says it in the player's language.
      return { ok: false, error: refusalText(e) };
    }
  };

  subscribe(listener: (u: Update) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(u: Update): void {
    for (const l of this.listeners) l(u);
  }

  close(): void {
    this.closed = true;
    this.listeners.clear();
    this.onlineListeners.clear();
    this.retiredListeners.clear();
    this.storage.clear();
    this.client.close();
  }
}

/** The server said the game is retired (its code comes with the game's summary). */
class RetiredAnswer extends Error {}

/** Joins the game; a refusal (a mistyped or stale link, a busy seat) becomes a sentence of the shell's. */
async function joined(client: HordeClient, gameId: string): Promise<WelcomeMessage> {
  try {
    return await client.connect();
  } catch (e) {
    if (e instanceof ActionRejected && e.code === 'gameRetired') throw new RetiredAnswer(e.message);
    const key = e instanceof ActionRejected ? JOIN_REFUSALS[e.code] : undefined;
    if (key) throw new ShellError(key, { id: gameId, reason: e instanceof Error ? e.message : '' });
    throw new ShellError('errors.cannotJoin', { id: gameId });
  }
}

/** Resolves once every seat the client holds has a view (views follow the welcome). */
function viewsReady(client: HordeClient, timeoutMs = 10_000): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const ready = () => client.seats.every((s) => client.view(s));
    if (ready()) {
      resolve();
      return;
    }
    const off = client.on('view', () => {
      if (ready()) {
        off();
        clearTimeout(timer);
        resolve();
      }
    });
    const timer = setTimeout(() => {
      off();
      reject(new ShellError('errors.noView'));
    }, timeoutMs);
  });
}

export class ServerTable implements TableService {
  readonly kind = 'server' as const;
  private api: HordeApi;
  private readonly fetchImpl: typeof fetch;
  constructor(
    private readonly origin: string,
    private store: KeyValueStore = browserStore(),
    fetchImpl?: typeof fetch,
  ) {
    this.fetchImpl = fetchImpl ?? ((...args) => fetch(...args));
    this.api = new HordeApi(origin, this.fetchImpl);
  }

  catalog(): Promise<Catalog> {
    return this.api.catalog();
  }

  private known(id: string): Known | null {
    const raw = this.store.getItem(PREFIX + id);
    if (!raw) return null;
    try {
      // Games remembered before the platform hosted several games were Undead or Alive games.
      return { game: 'uoa', entry: '', label: '', ...(JSON.parse(raw) as Partial<Known>) } as Known;
    } catch {
      return null;
    }
  }

  private remember(k: Known): void {
    this.store.setItem(PREFIX + k.gameId, JSON.stringify(k));
  }

  async create(game: NewGame): Promise<CreatedGame> {
    const bots = game.bots?.some((b) => b) ? { bots: game.bots } : {};
    const seed = game.seed !== undefined ? { seed: game.seed } : {};
    const created = await this.api.createGame({ game: game.game, config: game.config, ...bots, ...seed }).catch((e) => {
      // A config the game refused: its issues, for the table to say them in the language (errors.ts).
      throw e instanceof ApiError && e.issues.length > 0 ? new SetupRefused(game.game, e.issues) : e;
    });
    const gameId = created.game.id;
    const invite = inviteLinks(gameId, game.game, created);
    const base = {
      gameId,
      game: game.game,
      entry: game.entry,
      label: game.label ?? '',
      updated: Date.now(),
      mode: game.mode,
      ...bots,
    };
    // The seats for people (the server plays the bots' seats itself).
    const people = created.seats.filter((s) => !s.bot);
    if (game.mode === 'hotseat') {
      // A bot's seat has no token (the server's own); a seat for people always has one.
      this.remember({ ...base, tokens: people.flatMap((s) => (s.token ? [s.token] : [])) });
      return { ...invite, url: `#/game/${gameId}` };
    }
    // Invite: this browser keeps the links and the admin token (the creator is the game's admin); each seat joins
    // by its link, built by the server on its public address.
    this.store.setItem(INVITES + gameId, JSON.stringify(invite));
    this.store.setItem(ADMIN + gameId, created.adminToken);
    return invite;
  }

  invites(gameId: string): CreatedGame | null {
    try {
      return JSON.parse(this.store.getItem(INVITES + gameId) ?? 'null') as CreatedGame | null;
    } catch {
      return null;
    }
  }

  isAdmin(gameId: string): boolean {
    return this.store.getItem(ADMIN + gameId) !== null;
  }

  async latestInvites(gameId: string): Promise<CreatedGame | null> {
    const kept = this.invites(gameId);
    if (!kept) return null;
    const admin = this.store.getItem(ADMIN + gameId);
    if (admin) {
      try {
        const now = inviteLinks(gameId, kept.game, await this.api.invites(gameId, admin));
        this.store.setItem(INVITES + gameId, JSON.stringify(now));
        return now;
      } catch {
        // the server cannot tell now: the links kept here
      }
    }
    if (kept.share) return kept;
    try {
      return { ...kept, share: await this.api.share() };
    } catch {
      return kept;
    }
  }

  async setSeatPlayer(gameId: string, seat: number, bot: string | null): Promise<CreatedGame> {
    const admin = this.store.getItem(ADMIN + gameId);
    const kept = this.invites(gameId);
    if (!admin || !kept) throw new ShellError('errors.seatNotAdmin', { id: gameId });
    let changed: SeatInvite;
    try {
      changed = await this.api.setSeatPlayer(gameId, admin, seat, bot);
    } catch (e) {
      const key =
        e instanceof ApiError ? (SEAT_REFUSALS[e.code] ?? (e.status === 503 ? 'errors.seatNotStored' : null)) : null;
      throw new ShellError(key ?? 'errors.seatChange', { id: gameId, seat: seat + 1 });
    }
    const seats = kept.seats.map((s) => (s.seat === seat ? seatLink(changed) : s));
    const first = seats.find((s) => s.path);
    const now: CreatedGame = { ...kept, seats, url: first?.path ?? kept.url };
    this.store.setItem(INVITES + gameId, JSON.stringify(now));
    return now;
  }

  /**
   * The next game of an ended one (POST /api/games/:id/sequel with a token of it): made like the ended one was
   * (hot-seat: every people's seat on this screen; invite links: this browser its admin, with the links), opened
   * at this screen's own seat of it.
   */
  async sequel(gameId: string, choice: SequelChoice): Promise<string> {
    const known = this.known(gameId);
    const token = known?.tokens[0] ?? this.store.getItem(ADMIN + gameId);
    if (!known || !token) throw new ShellError('errors.noSeat', { id: gameId });
    const created = await this.api.createSequel(gameId, token, choice).catch((e) => {
      throw e instanceof ApiError && e.issues.length > 0
        ? new SetupRefused(known.game, e.issues)
        : e instanceof ApiError && SEQUEL_REFUSALS[e.code]
          ? new ShellError(SEQUEL_REFUSALS[e.code], { id: gameId })
          : e;
    });
    const next = created.game.id;
    const base = { gameId: next, game: known.game, entry: created.game.entry, label: known.label, updated: Date.now() };
    if (known.mode === 'hotseat') {
      const tokens = created.seats.flatMap((s) => (s.token && !s.bot ? [s.token] : []));
      this.remember({ ...base, mode: 'hotseat', tokens, ...(known.bots ? { bots: known.bots } : {}) });
      return `#/game/${next}`;
    }
    this.store.setItem(INVITES + next, JSON.stringify(inviteLinks(next, known.game, created)));
    this.store.setItem(ADMIN + next, created.adminToken);
    return (await this.nextGame(gameId)) ?? `#/invite/${next}`;
  }

  /** The link to this screen's seat of the next game of an ended one (GET /api/games/:id/sequel), or null. */
  async nextGame(gameId: string): Promise<string | null> {
    const token = this.known(gameId)?.tokens[0];
    if (!token) return null;
    try {
      const next = await this.api.sequel(gameId, token);
      const seat = next.seats.find((s) => s.token);
      return seat?.token ? `#/game/${next.game.id}?seat=${encodeURIComponent(seat.token)}` : null;
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return null;
      throw e;
    }
  }

  async open(gameId: string, seatToken: string | null): Promise<GameConnection> {
    const known = this.known(gameId);
    const tokens = seatToken ? [seatToken] : (known?.tokens ?? []);
    if (tokens.length === 0) throw new ShellError('errors.noSeat', { id: gameId });
    const name = this.store.getItem(PLAYER_NAME) ?? undefined;
    const client = new HordeClient({ url: this.api.wsUrl(), game: gameId, tokens, ...(name ? { name } : {}) });
    let welcome: WelcomeMessage;
    try {
      welcome = await joined(client, gameId);
    } catch (e) {
      if (e instanceof RetiredAnswer) throw (await this.retired(gameId, known, tokens, false))!;
      throw e;
    }
    await viewsReady(client);
    this.remember({
      ...known,
      gameId,
      game: welcome.game.game,
      entry: welcome.game.entry,
      label: known?.label ?? '',
      tokens,
      updated: Date.now(),
    });
    return new ServerGame(
      gameId,
      client,
      () => {
        const k = this.known(gameId);
        if (k) this.remember({ ...k, updated: Date.now() });
      },
      this.store,
      () => this.retired(gameId, this.known(gameId), tokens, true),
      // Opened from this browser's own hot-seat game (not by a seat's link): every person is at this screen.
      !seatToken && known?.mode === 'hotseat',
    );
  }

  /**
   * A retired game: this browser keeps its tokens (the record and the replay need one, and a link opened here is
   * listed), and the shell is told why, by the code of the game's summary. `check`: only if the summary says it is
   * retired (else null); without, the server said so already.
   */
  private async retired(
    gameId: string,
    known: Known | null,
    tokens: string[],
    check: boolean,
  ): Promise<GameRetired | null> {
    const summary = await this.api.game(gameId).then(
      (r) => r.game,
      () => null,
    );
    if (check && summary?.status !== 'retired') return null;
    const game = summary?.game ?? known?.game ?? '';
    this.remember({
      ...known,
      gameId,
      game,
      entry: summary?.entry ?? known?.entry ?? '',
      label: known?.label ?? '',
      tokens,
      updated: known?.updated ?? Date.now(),
    });
    return new GameRetired(gameId, game, summary?.retired?.code ?? 'rulesChanged');
  }

  async saved(): Promise<SavedGame[]> {
    const out: SavedGame[] = [];
    for (const id of keysUnder(this.store, PREFIX)) {
      const known = this.known(id);
      if (!known) continue;
      try {
        const { game } = await this.api.game(known.gameId);
        out.push({
          gameId: known.gameId,
          game: game.game,
          entry: game.entry,
          label: known.label,
          status: savedStatus(game),
          updated: Date.parse(game.updatedAt) || known.updated,
          ...(this.store.getItem(INVITES + known.gameId) ? { invites: true } : {}),
        });
      } catch {
        // the server forgot this game
      }
    }
    return out.sort((a, b) => b.updated - a.updated);
  }

  describe(gameId: string, label: string): void {
    const k = this.known(gameId);
    if (k && !k.label && label) this.remember({ ...k, label });
  }

  forget(gameId: string): void {
    this.store.removeItem(PREFIX + gameId);
    this.store.removeItem(INVITES + gameId);
    this.store.removeItem(ADMIN + gameId);
  }

  /**
   * The record of a finished or retired game, when the server offers it (GET /api/games/:id/record, with a seat's
   * token or the admin's): with its rules version, and the fingerprint of the content it was played with.
   */
  async record(gameId: string): Promise<GameRecord | null> {
    return (await this.serverRecord(gameId))?.record ?? null;
  }

  private async serverRecord(gameId: string): Promise<{ record: GameRecord; known: Known | null } | null> {
    const known = this.known(gameId);
    const token = known?.tokens[0] ?? this.store.getItem(ADMIN + gameId);
    if (!token) return null;
    try {
      const res = await this.fetchImpl(`${this.origin}/api/games/${encodeURIComponent(gameId)}/record`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok) return null;
      const body = (await res.json()) as {
        game?: string;
        rulesVersion?: string;
        config?: unknown;
        seed?: GameRecord['seed'];
        createdAt?: string;
        actions?: unknown[];
        content?: unknown;
      } | null;
      if (!body || !Array.isArray(body.actions) || !body.config || body.seed === undefined) return null;
      const game = body.game || known?.game || (await this.api.game(gameId)).game.game;
      const record: GameRecord = { game, config: body.config, seed: body.seed, actions: body.actions };
      if (body.rulesVersion !== undefined) record.rulesVersion = body.rulesVersion;
      // Pinned content (docs/storage.md): its fingerprint, to tell whether this page bundles the same.
      // (Loaded here only: a table opened by its link never needs it.)
      if (body.content !== undefined && body.content !== null)
        record.contentFp = (await import('./fingerprint.ts')).contentFingerprint(body.content);
      return { record, known };
    } catch {
      return null;
    }
  }

  /**
   * A new game with the same game, config and seed as `gameId` (a retired game), the bots of its seats when this
   * browser knows them, played as it was: hot-seat when this browser held every people's seat, else by invite links.
   */
  async restart(gameId: string): Promise<RestartedGame> {
    const found = await this.serverRecord(gameId);
    if (!found) throw new ShellError('errors.noRestart', { id: gameId });
    const { record, known } = found;
    const invites = this.invites(gameId);
    const mode: PlayMode = known?.mode ?? (invites ? 'invite' : (known?.tokens.length ?? 0) > 1 ? 'hotseat' : 'invite');
    const bots = invites?.seats.map((s) => s.bot) ?? known?.bots;
    const entry =
      known?.entry ||
      (await this.api.game(gameId).then(
        (r) => r.game.entry,
        () => '',
      ));
    const created = await this.create({
      game: record.game,
      entry,
      label: known?.label ?? '',
      config: record.config as Record<string, unknown>,
      mode,
      seed: record.seed,
      ...(bots?.some((b) => b) ? { bots } : {}),
    });
    return { created, mode };
  }
}
