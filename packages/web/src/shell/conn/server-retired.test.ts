/**
 * A retired server game (docs/storage.md "Retired games") through the server table, against a fake server (the HTTP
 * answers of docs/protocol.md and a WebSocket that refuses the hello with `gameRetired`): the shell is told why by
 * the game's code, the tokens of a link opened here are kept for its replay, the saved games list it as retired, its
 * record carries the fingerprint of its pinned content, and it starts again with the same game, config, seed and bots.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatedGame as ServerCreated, GameSummary } from '@horde/server/client';
import { GameRetired } from '../errors.ts';
import { contentFingerprint } from './fingerprint.ts';
import { ServerTable } from './server.ts';
import { memoryStore } from './store.ts';

const summary = (status: GameSummary['status'], extra: Partial<GameSummary> = {}): GameSummary => ({
  id: 'old',
  name: '',
  game: 'zombies',
  rulesVersion: '1',
  entry: 'standard',
  players: 2,
  status,
  result: null,
  commitment: null,
  seq: 12,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:30:00.000Z',
  ...extra,
});
const retiredSummary = summary('retired', { retired: { code: 'contentMissing', at: '2026-11-28T08:00:00.000Z' } });
const pinned = { format: 1, game: 'zombies', content: { tiles: ['town square'] } };
const record = {
  game: 'zombies',
  rulesVersion: '1',
  config: { players: 2 },
  seed: '0123456789abcdef0123456789abcdef',
  createdAt: '2026-11-01T10:00:00.000Z',
  actions: [{ type: 'draw' }],
  content: pinned,
};
const newSeat = (seat: number, token: string) => ({
  seat,
  pieces: [],
  bot: null,
  token,
  path: `/play/new#token=${token}`,
  url: `http://127.0.0.1:3000/play/new#token=${token}`,
});
const botSeat = (seat: number, bot: string) => ({ seat, pieces: [], bot, token: null, path: null, url: null });

/** A fake server: answers by method and path, and notes what was asked with which token. */
function fakeServer(routes: Record<string, (body: unknown) => { status?: number; body: unknown }>) {
  const asked: { route: string; auth: string | null; body: unknown }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    asked.push({ route, auth: new Headers(init.headers).get('authorization'), body });
    const answer = routes[route]?.(body) ?? { status: 404, body: { error: { code: 'unknownGame', message: '?' } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

/** A WebSocket whose server answers every hello as a retired game's (`gameRetired`, as docs/protocol.md says). */
class RetiredSocket {
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number; reason: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  send(text: string): void {
    const hello = JSON.parse(text) as { t: string; rid?: string };
    if (hello.t !== 'hello') return;
    const refusal = {
      t: 'error',
      code: 'gameRetired',
      message: 'This game started under an earlier version of its rules or content and cannot go on',
      rid: hello.rid,
      retired: 'contentMissing',
    };
    setTimeout(() => this.onmessage?.({ data: JSON.stringify(refusal) }), 0);
  }
  close(code = 1000, reason = ''): void {
    this.readyState = 3;
    setTimeout(() => this.onclose?.({ code, reason }), 0);
  }
}

/**
 * A WebSocket to a server that lets the first hello in (welcome and a view), then goes away (a restart) and, back,
 * refuses the game as retired.
 */
class RestartedSocket extends RetiredSocket {
  static opened: RestartedSocket[] = [];
  constructor(url: string) {
    super(url);
    RestartedSocket.opened.push(this);
  }
  override send(text: string): void {
    if (RestartedSocket.opened.length > 1) {
      super.send(text);
      return;
    }
    const hello = JSON.parse(text) as { t: string; rid?: string };
    if (hello.t !== 'hello') return;
    const welcome = {
      t: 'welcome',
      v: 3,
      rid: hello.rid,
      game: summary('ongoing'),
      role: 'seat',
      seats: [0],
      seq: 0,
      gap: false,
    };
    const view = { t: 'view', seq: 0, seat: 0, status: 'ongoing', view: {}, legal: [] };
    setTimeout(() => {
      this.onmessage?.({ data: JSON.stringify(welcome) });
      this.onmessage?.({ data: JSON.stringify(view) });
    }, 0);
  }
  /** The server stops (service restart). */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1012, reason: 'restart' });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('a retired server game', () => {
  it('is said retired by its code when opened by its link, and this browser keeps the link for its replay', async () => {
    vi.stubGlobal('WebSocket', RetiredSocket);
    const store = memoryStore();
    const { fetchImpl, asked } = fakeServer({
      'GET /api/games/old': () => ({ body: { game: retiredSummary, failed: true } }),
      'GET /api/games/old/record': () => ({ body: record }),
    });
    const table = new ServerTable('http://127.0.0.1:3000', store, fetchImpl);
    const refused = await table.open('old', 'T1').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(GameRetired);
    expect(refused).toMatchObject({ gameId: 'old', game: 'zombies', code: 'contentMissing' });
    // Listed as retired (not as ongoing, nor lost), with the link's token kept.
    expect(await table.saved()).toEqual([
      expect.objectContaining({ gameId: 'old', game: 'zombies', entry: 'standard', status: 'retired' }),
    ]);
    const replay = await table.record('old');
    expect(asked.at(-1)).toMatchObject({ route: 'GET /api/games/old/record', auth: 'Bearer T1' });
    expect(replay).toEqual({
      game: 'zombies',
      config: { players: 2 },
      seed: record.seed,
      actions: record.actions,
      rulesVersion: '1',
      contentFp: contentFingerprint(pinned),
    });
  });

  it('is said retired to a screen playing it when the server comes back and refuses it', async () => {
    vi.stubGlobal('WebSocket', RestartedSocket);
    RestartedSocket.opened = [];
    let retired = false;
    const { fetchImpl } = fakeServer({
      'GET /api/games/old': () => ({ body: { game: retired ? retiredSummary : summary('ongoing'), failed: false } }),
    });
    const table = new ServerTable('http://127.0.0.1:3000', memoryStore(), fetchImpl);
    const conn = await table.open('old', 'T1');
    const told: unknown[] = [];
    conn.onRetired?.((r) => told.push(r));
    // A server that restarts and takes the game back says nothing of the kind.
    retired = true;
    RestartedSocket.opened[0].drop();
    await vi.waitFor(() => expect(told).toHaveLength(1), { timeout: 3000 });
    expect(told[0]).toBeInstanceOf(GameRetired);
    expect(told[0]).toMatchObject({ gameId: 'old', code: 'contentMissing' });
    expect(conn.online?.()).toBe(false);
    conn.close();
  });

  it('starts again hot-seat with the same game, config, seed and bots when this browser created it so', async () => {
    const store = memoryStore();
    const created: ServerCreated = {
      game: summary('ongoing', { id: 'old' }),
      adminToken: 'A-OLD',
      watch: { token: 'W', path: '/play/old#token=W', url: '' },
      seats: [{ ...newSeat(0, 'T0'), path: '/play/old#token=T0' }, botSeat(1, 'heuristic')],
      share: { publicUrl: 'http://127.0.0.1:3000', loopbackOnly: true },
    };
    const again: ServerCreated = {
      ...created,
      game: summary('ongoing', { id: 'new' }),
      seats: [newSeat(0, 'N0'), botSeat(1, 'heuristic')],
    };
    let creations = 0;
    const { fetchImpl, asked } = fakeServer({
      'POST /api/games': () => ({ status: 201, body: creations++ === 0 ? created : again }),
      'GET /api/games/old/record': () => ({ body: record }),
    });
    const table = new ServerTable('http://127.0.0.1:3000', store, fetchImpl);
    await table.create({
      game: 'zombies',
      entry: 'standard',
      config: { players: 2 },
      mode: 'hotseat',
      label: 'Friday',
      bots: [null, 'heuristic'],
    });
    const restarted = await table.restart('old');
    expect(asked.at(-1)).toMatchObject({
      route: 'POST /api/games',
      body: { game: 'zombies', config: { players: 2 }, seed: record.seed, bots: [null, 'heuristic'] },
    });
    expect(restarted.mode).toBe('hotseat');
    expect(restarted.created).toMatchObject({ gameId: 'new', url: '#/game/new' });
    expect(JSON.parse(store.getItem('horde.server.new')!)).toMatchObject({
      tokens: ['N0'],
      label: 'Friday',
      mode: 'hotseat',
    });
  });

  it('starts again with invite links (this browser its admin) when it was joined by a link, without bots it never knew', async () => {
    vi.stubGlobal('WebSocket', RetiredSocket);
    const store = memoryStore();
    const again: ServerCreated = {
      game: summary('ongoing', { id: 'new' }),
      adminToken: 'A-NEW',
      watch: { token: 'W', path: '/play/new#token=W', url: '' },
      seats: [newSeat(0, 'N0'), newSeat(1, 'N1')],
      share: { publicUrl: 'http://127.0.0.1:3000', loopbackOnly: true },
    };
    const { fetchImpl, asked } = fakeServer({
      'GET /api/games/old': () => ({ body: { game: retiredSummary, failed: true } }),
      'GET /api/games/old/record': () => ({ body: record }),
      'POST /api/games': () => ({ status: 201, body: again }),
    });
    const table = new ServerTable('http://127.0.0.1:3000', store, fetchImpl);
    await table.open('old', 'T1').catch(() => {});
    const restarted = await table.restart('old');
    expect(asked.at(-1)?.body).toEqual({ game: 'zombies', config: { players: 2 }, seed: record.seed });
    expect(restarted.mode).toBe('invite');
    expect(restarted.created.seats.map((s) => s.url)).toEqual([again.seats[0].url, again.seats[1].url]);
    expect(table.isAdmin('new')).toBe(true);
  });

  it('says so when the record cannot be read (no token of the game here)', async () => {
    const table = new ServerTable('http://127.0.0.1:3000', memoryStore(), fakeServer({}).fetchImpl);
    await expect(table.restart('nope')).rejects.toMatchObject({ key: 'errors.noRestart' });
    expect(await table.record('nope')).toBeNull();
  });
});
