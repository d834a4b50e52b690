/** The HTTP side of the API (fetch): catalog, create, list and inspect games. */
import type { GameStatus, GameSummary } from '../protocol/messages.ts';
export interface CreateGameBody {
  /** The game's id (default "uoa"). */
  game?: string;
  name?: string;
  /** The game's own config (Undead or Alive: mission, survivors, companions completing a posse of 3-4, players, ultrared). */
  config: unknown;
  /** Default: 128 random bits. A 32-bit number or 32 hex digits replays a known game. */
  seed?: number | string;
  /** The bot that plays each seat, by seat number (null: people play it). */
  bots?: (string | null)[];
}

/**
 * Where the server can be reached: `publicUrl` is the address invite links are built on (PUBLIC_URL, else the
 * address the server listens on, else its loopback address); `loopbackOnly` is true when that address works
 * only on the host's own machine (a friend elsewhere cannot follow such a link).
 */
export interface ShareInfo {
  publicUrl: string;
  loopbackOnly: boolean;
}

/** One seat's invite. A bot's seat is the server's: it has no token, path nor link. */
export interface SeatInvite {
  seat: number;
  /** What the seat plays, in the game's words (survivor ids in Undead or Alive). */
  pieces: string[];
  /** The bot that plays the seat, or null when people play it. */
  bot: string | null;
  token: string | null;
  /** `/play/<game>#token=<token>` */
  path: string | null;
  /** The whole link, on `share.publicUrl`. */
  url: string | null;
}

export interface CreatedGame {
  game: GameSummary;
  adminToken: string;
  watch: { token: string; path: string; url: string };
  seats: SeatInvite[];
  share: ShareInfo;
}

export type Invites = Pick<CreatedGame, 'watch' | 'seats' | 'share'>;

/** The next game of an ended one as its players see it: its summary, the watch link, the asker's seats' invites. */
export interface SequelInvites extends Invites {
  game: GameSummary;
}

/** The players' choice for the next game (the game's `sequel`): its entry, the records discarded, a name. */
export interface SequelBody {
  entry?: string;
  discard?: readonly string[];
  name?: string;
}

/** One hosted game as the lobby sees it. */
export interface CatalogGame {
  id: string;
  name: string;
  meta: { rulesVersion: string; seats: { min: number; max: number }; roles: string[]; cooperative: boolean };
  entries: { id: string; name: string; label?: string }[];
  /** The config's JSON Schema: its boolean properties are the game's option switches. */
  configSchema: unknown;
  /** The bots that can play a seat. */
  bots: string[];
  /** Game-specific lobby data (Undead or Alive: missions and survivors). */
  catalogue: unknown;
}

export interface Catalog {
  games: CatalogGame[];
}

export interface StoredAction {
  seq: number;
  id: string;
  seat: number | null;
  action: unknown;
  hash: string;
  at: string;
}

export interface TimingSummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}
export interface ServerStats {
  memory: { rss: number; heapUsed: number };
  /** CPU time used by the server process so far, in µs. */
  cpu: { user: number; system: number };
  gamesLoaded: number;
  ongoing: number;
  connections: number;
  /** Action handling on the server, message received to ack sent (last 10,000). */
  actionMs: TimingSummary;
  /** How late the server's timers fire (event-loop saturation). */
  eventLoopLagMs: TimingSummary;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A refused config's issues (code, path, message, values), for a client to say them in its language. */
    readonly issues: ApiIssue[] = [],
  ) {
    super(message);
  }
}

/** One issue of a refused config, as the server sends it (core Issue). */
export interface ApiIssue {
  code: string;
  path: (string | number)[];
  message: string;
  params?: Record<string, string | number>;
}

export class HordeApi {
  /** `baseUrl`: the server's HTTP origin, e.g. "http://127.0.0.1:3000" ("" in the browser for the same origin). */
  constructor(
    readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  /** The WebSocket URL of this server. */
  wsUrl(): string {
    const loc = (globalThis as { location?: { origin: string } }).location;
    const base = this.baseUrl || (loc ? loc.origin : '');
    return `${base.replace(/^http/, 'ws')}/ws`;
  }

  private async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await this.fetchImpl(this.baseUrl + path, init);
    const body = (await res.json().catch(() => null)) as {
      error?: { code: string; message: string; issues?: ApiIssue[] };
    } | null;
    if (!res.ok)
      throw new ApiError(
        res.status,
        body?.error?.code ?? 'http',
        body?.error?.message ?? `HTTP ${res.status}`,
        body?.error?.issues ?? [],
      );
    return body as T;
  }

  catalog(): Promise<Catalog> {
    return this.call('/api/catalog');
  }

  createGame(body: CreateGameBody): Promise<CreatedGame> {
    return this.call('/api/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async listGames(query: { status?: GameStatus; limit?: number; offset?: number } = {}): Promise<GameSummary[]> {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
    const qs = params.toString();
    return (await this.call<{ games: GameSummary[] }>(`/api/games${qs ? `?${qs}` : ''}`)).games;
  }

  /** A game's summary; `failed`: it could not be restored (the reason is in the operator's health). */
  game(id: string): Promise<{ game: GameSummary; failed: boolean }> {
    return this.call(`/api/games/${encodeURIComponent(id)}`);
  }

  invites(id: string, adminToken: string): Promise<Invites> {
    return this.call(`/api/games/${encodeURIComponent(id)}/invites`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
  }

  /**
   * The game's admin hands a seat to a bot (`bot`: one of the game's bots) or back to people (`bot: null`). A
   * seat handed to people gets a new token (the one it had before, if any, no longer works).
   */
  setSeatPlayer(id: string, adminToken: string, seat: number, bot: string | null): Promise<SeatInvite> {
    return this.call(`/api/games/${encodeURIComponent(id)}/seats/${seat}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bot }),
    });
  }

  /**
   * Continues an ended game (`token`: one of its seats' or its admin's) in a new one made from its final state: the
   * caller gets the new game's admin token and every invite, as with createGame.
   */
  createSequel(id: string, token: string, body: SequelBody = {}): Promise<CreatedGame> {
    return this.call(`/api/games/${encodeURIComponent(id)}/sequel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** The next game of an ended one, for a player of it (`token`): his seats' invites to it (ApiError 404: none yet). */
  sequel(id: string, token: string): Promise<SequelInvites> {
    return this.call(`/api/games/${encodeURIComponent(id)}/sequel`, { headers: { authorization: `Bearer ${token}` } });
  }

  /** Where this server can be reached, for invite links. */
  share(): Promise<ShareInfo> {
    return this.call('/api/share');
  }

  actions(id: string, token: string, after = 0): Promise<{ seq: number; hash: string; actions: StoredAction[] }> {
    return this.call(`/api/games/${encodeURIComponent(id)}/actions?after=${after}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }

  /** Server process figures; `gc` asks for a garbage collection first (when the server runs with --expose-gc). */
  stats(gc = false, reset = false): Promise<ServerStats> {
    return this.call(`/api/stats?gc=${gc ? 1 : 0}&reset=${reset ? 1 : 0}`);
  }
}
