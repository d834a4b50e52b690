/**
 * The table as a client of the authoritative game server (packages/server, docs/protocol.md):
 * games are created over HTTP, played over the WebSocket with the server's client library.
 * Hot-seat holds every seat token on one screen; invite links hold one. Tokens of games this
 * browser created or joined are kept in localStorage so a game can be resumed.
 */
import type { Action, GameEvent, PlayerView } from '@horde/zombicide';
import { ActionRejected, HordeApi, HordeClient } from '@horde/server/client';
import type { GameSummary, UpdateMessage } from '@horde/server/client';

type UoaClient = HordeClient<Action, PlayerView, GameEvent>;

/** A saved game's status as the lobby shows it: won or lost once it is over (every seat shares the result). */
function savedStatus(game: GameSummary): SavedGame['status'] {
  if (game.status === 'ongoing') return 'ongoing';
  return game.result?.results[0]?.result === 'win' ? 'won' : 'lost';
}
import type {
  CreatedGame,
  GameConnection,
  GameRecord,
  NewGame,
  SavedGame,
  SendResult,
  Snapshot,
  TableService,
  Update,
} from './types.ts';

const PREFIX = 'horde.server.';

interface Known {
  gameId: string;
  tokens: string[];
  mission: string;
  survivors: string[];
  updated: number;
}

const key = (a: Action): string => JSON.stringify(a);

class ServerGame implements GameConnection {
  private listeners = new Set<(u: Update) => void>();
  private events: GameEvent[] = [];
  private pendingEvents: GameEvent[] = [];
  private lastAction: Action | undefined;
  private updateSeq = 0;
  private readonly initialSeq: number;
  private initialDone: boolean;
  readonly seat: number | null;

  constructor(
    readonly gameId: string,
    private client: UoaClient,
    private onChange: () => void,
  ) {
    this.seat = client.seats.length === 1 ? client.seats[0] : null;
    this.initialSeq = client.seq;
    this.updateSeq = client.seq;
    this.initialDone = this.initialSeq === 0;
    client.on('update', (m) => this.onUpdate(m));
    client.on('view', () => this.onView());
    if (!this.initialDone) client.sync(0); // the updates so far, for the log (when the server still buffers them)
  }

  private onUpdate(m: UpdateMessage<Action, GameEvent>): void {
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
    this.events.push(...m.events);
    this.pendingEvents.push(...m.events);
    this.lastAction = m.action;
  }

  private onView(): void {
    const seats = this.client.seats;
    const views = seats.map((s) => this.client.view(s));
    if (views.some((v) => !v || v.seq < this.updateSeq)) return;
    if (this.pendingEvents.length === 0 && views[0]!.seq <= this.lastEmitted) return;
    this.lastEmitted = views[0]!.seq;
    const events = this.pendingEvents;
    this.pendingEvents = [];
    const u: Update = { snapshot: this.current(), events };
    if (this.lastAction) u.action = this.lastAction;
    this.emit(u);
    this.onChange();
  }

  private lastEmitted = 0;

  current(): Snapshot {
    const seats = this.client.seats;
    const first = this.client.view(seats[0]);
    const seen = new Set<string>();
    const legal: Action[] = [];
    for (const s of seats)
      for (const a of this.client.legal(s)) {
        const k = key(a);
        if (!seen.has(k)) {
          seen.add(k);
          legal.push(a);
        }
      }
    return { view: first!.view as PlayerView, legal, seq: first?.seq ?? this.client.seq, canUndo: false };
  }

  history(): GameEvent[] {
    return [...this.events];
  }

  async send(action: Action): Promise<SendResult> {
    const k = key(action);
    const seat = this.client.seats.find((s) => this.client.legal(s).some((a) => key(a) === k)) ?? this.client.seats[0];
    try {
      await this.client.act(action, { seat });
      return { ok: true };
    } catch (e) {
      return { ok: false, error: e instanceof ActionRejected || e instanceof Error ? e.message : String(e) };
    }
  }

  subscribe(listener: (u: Update) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(u: Update): void {
    for (const l of this.listeners) l(u);
  }

  close(): void {
    this.listeners.clear();
    this.client.close();
  }
}

export class ServerTable implements TableService {
  readonly kind = 'server' as const;
  private api: HordeApi;
  constructor(
    origin: string,
    private store: Storage = localStorage,
  ) {
    this.api = new HordeApi(origin);
  }

  private known(id: string): Known | null {
    const raw = this.store.getItem(PREFIX + id);
    return raw ? (JSON.parse(raw) as Known) : null;
  }

  private remember(k: Known): void {
    this.store.setItem(PREFIX + k.gameId, JSON.stringify(k));
  }

  /** A seat link (from an invite) opened here: keep its token for resuming. */
  rememberToken(gameId: string, token: string): void {
    const k = this.known(gameId);
    if (k?.tokens.includes(token)) return;
    this.remember({
      gameId,
      tokens: [token],
      mission: k?.mission ?? '',
      survivors: k?.survivors ?? [],
      updated: Date.now(),
    });
  }

  async create(game: NewGame): Promise<CreatedGame> {
    const c = game.config;
    const config = {
      mission: c.mission,
      survivors: c.survivors,
      ...(c.players ? { players: c.players } : {}),
      ...(c.ultrared ? { ultrared: true } : {}),
    };
    const created = await this.api.createGame({ game: 'uoa', config });
    const gameId = created.game.id;
    const seats = created.seats.map((s) => ({
      seat: s.seat,
      survivors: s.pieces,
      url: `${location.origin}${s.path}`,
    }));
    const base = { gameId, mission: c.mission, survivors: c.survivors.map((s) => s.id), updated: Date.now() };
    if (game.mode === 'hotseat') {
      this.remember({ ...base, tokens: created.seats.map((s) => s.token) });
      return { gameId, seats, url: `#/game/${gameId}` };
    }
    // Invite: this browser keeps only the admin's knowledge of the game; each seat joins by its link.
    return { gameId, seats, url: seats[0].url };
  }

  async open(gameId: string, seatToken: string | null): Promise<GameConnection> {
    if (seatToken) this.rememberToken(gameId, seatToken);
    const known = this.known(gameId);
    const tokens = seatToken ? [seatToken] : (known?.tokens ?? []);
    if (tokens.length === 0)
      throw new Error(`This browser holds no seat of game "${gameId}": open the invite link you received.`);
    const client: UoaClient = new HordeClient({ url: this.api.wsUrl(), game: gameId, tokens });
    await client.connect();
    // Views follow the welcome: wait until every held seat has one.
    await new Promise<void>((resolve, reject) => {
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
        reject(new Error('The server sent no view of the game'));
      }, 10_000);
    });
    const view = client.view(client.seats[0])!.view as PlayerView;
    this.remember({
      gameId,
      tokens,
      mission: view.mission,
      survivors: view.survivors.map((s) => s.id),
      updated: Date.now(),
    });
    return new ServerGame(gameId, client, () => {
      const k = this.known(gameId);
      if (k) this.remember({ ...k, updated: Date.now() });
    });
  }

  async saved(): Promise<SavedGame[]> {
    const out: SavedGame[] = [];
    for (let i = 0; i < this.store.length; i++) {
      const k = this.store.key(i);
      if (!k?.startsWith(PREFIX)) continue;
      const known = this.known(k.slice(PREFIX.length));
      if (!known) continue;
      try {
        const { game } = await this.api.game(known.gameId);
        out.push({
          gameId: known.gameId,
          mission: game.entry,
          survivors: known.survivors,
          round: 0,
          status: savedStatus(game),
          updated: Date.parse(game.updatedAt) || known.updated,
        });
      } catch {
        // the server forgot this game
      }
    }
    return out.sort((a, b) => b.updated - a.updated);
  }

  /** The record of a finished game, when the server offers it (GET /api/games/:id/record). */
  async record(gameId: string): Promise<GameRecord | null> {
    const token = this.known(gameId)?.tokens[0];
    if (!token) return null;
    try {
      const res = await fetch(`/api/games/${encodeURIComponent(gameId)}/record`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok) return null;
      const body = (await res.json()) as GameRecord;
      return body && Array.isArray(body.actions) && body.config ? body : null;
    } catch {
      return null;
    }
  }
}
