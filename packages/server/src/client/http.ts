/** The HTTP side of the API (fetch): catalog, create, list and inspect games. */
import type { GameStatus, GameSummary } from '../protocol/messages.ts';
import type { Action } from '@horde/zombicide';

export interface CreateGameBody {
  mission: string;
  name?: string;
  survivors: { id: string; player?: number; starting?: 'pistol' | 'melee' | 'rifle' }[];
  players?: number;
  seed?: number;
}

export interface CreatedGame {
  game: GameSummary;
  adminToken: string;
  watch: { token: string; path: string };
  seats: { seat: number; survivors: string[]; token: string; path: string }[];
}

export interface Catalog {
  missions: { id: string; name: string; difficulty: string; forbiddenClasses: string[] }[];
  survivors: { id: string; name: string; class: string; favoriteSlot: string }[];
}

export interface StoredAction {
  seq: number;
  id: string;
  seat: number;
  action: Action;
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
  ) {
    super(message);
  }
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
    const body = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
    if (!res.ok)
      throw new ApiError(res.status, body?.error?.code ?? 'http', body?.error?.message ?? `HTTP ${res.status}`);
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

  game(id: string): Promise<{ game: GameSummary; hash: string; failed: string | null }> {
    return this.call(`/api/games/${encodeURIComponent(id)}`);
  }

  invites(id: string, adminToken: string): Promise<Pick<CreatedGame, 'watch' | 'seats'>> {
    return this.call(`/api/games/${encodeURIComponent(id)}/invites`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
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
