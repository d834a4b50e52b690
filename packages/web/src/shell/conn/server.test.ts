/**
 * The server table's invites, against a fake server (the HTTP answers of docs/protocol.md): the server's whole
 * links (never this page's address), no link for a bot's seat, the admin token kept by the creator, the links
 * read again and a seat handed to a bot or back to people; and which health answers mean a game server.
 */
import { describe, expect, it } from 'vitest';
import type { CreatedGame as ServerCreated, Invites, SeatInvite } from '@horde/server/client';
import { ShellError } from '../errors.ts';
import { isServerHealth } from './choose.ts';
import { ServerTable } from './server.ts';
import { memoryStore } from './store.ts';

const PUBLIC = 'http://192.168.1.20:3000';
const share = { publicUrl: PUBLIC, loopbackOnly: false };
const person = (seat: number, token: string): SeatInvite => ({
  seat,
  pieces: [`p${seat}`],
  bot: null,
  token,
  path: `/play/g1#token=${token}`,
  url: `${PUBLIC}/play/g1#token=${token}`,
});
const botSeat = (seat: number, bot: string): SeatInvite => ({
  seat,
  pieces: [`p${seat}`],
  bot,
  token: null,
  path: null,
  url: null,
});
const created: ServerCreated = {
  game: { id: 'g1' } as ServerCreated['game'],
  adminToken: 'ADMIN',
  watch: { token: 'W', path: '/play/g1#token=W', url: `${PUBLIC}/play/g1#token=W` },
  seats: [person(0, 'T0'), botSeat(1, 'heuristic'), person(2, 'T2')],
  share,
};

/** A fake server: answers by method and path, and notes what was asked with which token. */
function fakeServer(routes: Record<string, (body: unknown) => { status?: number; body: unknown }>) {
  const asked: { route: string; auth: string | null; body: unknown }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const auth = new Headers(init.headers).get('authorization');
    asked.push({ route, auth, body });
    const answer = routes[route]?.(body) ?? { status: 404, body: { error: { code: 'unknownGame', message: '?' } } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

const newGame = { game: 'uoa', entry: 'M0', config: {}, label: 'Ana' } as const;

describe('ServerTable invites', () => {
  it("gives each people's seat the server's whole link, none to a bot's seat, and keeps the admin token", async () => {
    const store = memoryStore();
    const { fetchImpl } = fakeServer({ 'POST /api/games': () => ({ status: 201, body: created }) });
    const table = new ServerTable('http://localhost:3000', store, fetchImpl);
    const game = await table.create({ ...newGame, mode: 'invite', bots: [null, 'heuristic', null] });
    expect(game.seats.map((s) => s.url)).toEqual([`${PUBLIC}/play/g1#token=T0`, null, `${PUBLIC}/play/g1#token=T2`]);
    // Playing a seat here stays on the address this page talks to.
    expect(game.seats.map((s) => s.path)).toEqual(['/play/g1#token=T0', null, '/play/g1#token=T2']);
    expect(game.seats[1].bot).toBe('heuristic');
    expect(game.share).toEqual(share);
    expect(table.isAdmin('g1')).toBe(true);
    expect(table.invites('g1')).toEqual(game);
    table.forget('g1');
    expect(table.isAdmin('g1')).toBe(false);
    expect(table.invites('g1')).toBeNull();
  });

  it('remembers only the tokens of the seats for people in a hot-seat game, and no admin token', async () => {
    const store = memoryStore();
    const { fetchImpl } = fakeServer({ 'POST /api/games': () => ({ status: 201, body: created }) });
    const table = new ServerTable('http://localhost:3000', store, fetchImpl);
    const game = await table.create({ ...newGame, mode: 'hotseat', bots: [null, 'heuristic', null] });
    expect(game.url).toBe('#/game/g1');
    expect(JSON.parse(store.getItem('horde.server.g1') ?? '{}').tokens).toEqual(['T0', 'T2']);
    expect(table.isAdmin('g1')).toBe(false);
  });

  it('reads the invites again from the server with the admin token, on its public address now', async () => {
    const store = memoryStore();
    const moved = 'https://horde.example.org';
    const now: Invites = {
      watch: created.watch,
      seats: created.seats.map((s) => (s.url ? { ...s, url: s.url.replace(PUBLIC, moved) } : s)),
      share: { publicUrl: moved, loopbackOnly: false },
    };
    const { fetchImpl, asked } = fakeServer({
      'POST /api/games': () => ({
        status: 201,
        body: { ...created, share: { publicUrl: PUBLIC, loopbackOnly: true } },
      }),
      'GET /api/games/g1/invites': () => ({ body: now }),
    });
    const table = new ServerTable('http://localhost:3000', store, fetchImpl);
    const first = await table.create({ ...newGame, mode: 'invite' });
    expect(first.share?.loopbackOnly).toBe(true);
    const latest = await table.latestInvites('g1');
    expect(asked.at(-1)).toMatchObject({ route: 'GET /api/games/g1/invites', auth: 'Bearer ADMIN' });
    expect(latest?.seats[0].url).toBe(`${moved}/play/g1#token=T0`);
    expect(latest?.share).toEqual({ publicUrl: moved, loopbackOnly: false });
    // …and keeps them for the next reload.
    expect(table.invites('g1')?.seats[2].url).toBe(`${moved}/play/g1#token=T2`);
  });

  it('asks only where the server is reached for links kept before there was any (no admin token)', async () => {
    const store = memoryStore();
    const old = {
      gameId: 'g0',
      game: 'uoa',
      seats: [{ seat: 0, pieces: [], bot: null, url: 'http://localhost:3000/play/g0#token=X' }],
      url: 'http://localhost:3000/play/g0#token=X',
    };
    store.setItem('horde.invites.g0', JSON.stringify(old));
    const { fetchImpl, asked } = fakeServer({
      'GET /api/share': () => ({ body: { publicUrl: 'http://127.0.0.1:3000', loopbackOnly: true } }),
    });
    const table = new ServerTable('http://localhost:3000', store, fetchImpl);
    const latest = await table.latestInvites('g0');
    expect(asked.map((a) => a.route)).toEqual(['GET /api/share']);
    expect(latest).toEqual({ ...old, share: { publicUrl: 'http://127.0.0.1:3000', loopbackOnly: true } });
    expect(await table.latestInvites('nope')).toBeNull();
  });

  it("hands a seat to a bot and back to people, with the seat's new link, as the game's admin", async () => {
    const store = memoryStore();
    const { fetchImpl, asked } = fakeServer({
      'POST /api/games': () => ({ status: 201, body: created }),
      'POST /api/games/g1/seats/2': (body) => ({
        body: (body as { bot: string | null }).bot ? botSeat(2, 'random') : person(2, 'NEW'),
      }),
      'POST /api/games/g1/seats/1': () => ({ body: person(1, 'T1') }),
    });
    const table = new ServerTable('http://localhost:3000', store, fetchImpl);
    await table.create({ ...newGame, mode: 'invite' });
    const toBot = await table.setSeatPlayer('g1', 2, 'random');
    expect(asked.at(-1)).toEqual({
      route: 'POST /api/games/g1/seats/2',
      auth: 'Bearer ADMIN',
      body: { bot: 'random' },
    });
    expect(toBot.seats[2]).toMatchObject({ bot: 'random', url: null, path: null });
    expect(toBot.seats[0].url).toBe(`${PUBLIC}/play/g1#token=T0`);
    const back = await table.setSeatPlayer('g1', 2, null);
    expect(back.seats[2]).toMatchObject({ bot: null, url: `${PUBLIC}/play/g1#token=NEW` });
    const all = await table.setSeatPlayer('g1', 1, null);
    expect(all.seats.map((s) => s.bot)).toEqual([null, null, null]);
    expect(table.invites('g1')).toEqual(all);
  });

  it("says a refused hand-over in the shell's words, by the server's code", async () => {
    const store = memoryStore();
    const refuse = (status: number, code: string) => () => ({ status, body: { error: { code, message: 'English' } } });
    const { fetchImpl } = fakeServer({
      'POST /api/games': () => ({ status: 201, body: created }),
      'POST /api/games/g1/seats/0': refuse(400, 'noPeople'),
      'POST /api/games/g1/seats/1': refuse(409, 'finished'),
      'POST /api/games/g1/seats/2': refuse(500, 'internal'),
    });
    const table = new ServerTable('http://localhost:3000', store, fetchImpl);
    await table.create({ ...newGame, mode: 'invite' });
    const refusal = (seat: number) =>
      table.setSeatPlayer('g1', seat, 'random').then(
        () => null,
        (e: unknown) => (e instanceof ShellError ? e.key : e),
      );
    expect(await refusal(0)).toBe('errors.seatNoPeople');
    expect(await refusal(1)).toBe('errors.seatGameOver');
    expect(await refusal(2)).toBe('errors.seatChange');
    // Not the admin (another browser): nothing is asked.
    const other = new ServerTable('http://localhost:3000', memoryStore(), fetchImpl);
    await expect(other.setSeatPlayer('g1', 0, 'random')).rejects.toMatchObject({ key: 'errors.seatNotAdmin' });
    // Nothing changed here after a refusal.
    expect(table.invites('g1')?.seats.map((s) => s.bot)).toEqual([null, 'heuristic', null]);
  });
});

describe('isServerHealth', () => {
  const res = (status: number, type = 'application/json') => ({
    ok: status < 300,
    status,
    headers: new Headers({ 'content-type': type }),
  });
  it('knows a game server by its JSON health, even while its storage is down (503)', () => {
    expect(isServerHealth(res(200))).toBe(true);
    expect(isServerHealth(res(503))).toBe(true);
    expect(isServerHealth(res(200, 'text/html'))).toBe(false);
    expect(isServerHealth(res(404))).toBe(false);
    expect(isServerHealth(res(502, 'text/html'))).toBe(false);
  });
});

describe('ServerTable sequels (docs/protocol.md "Sequels")', () => {
  const next: ServerCreated = {
    ...created,
    game: { id: 'g2', entry: 'C1' } as ServerCreated['game'],
    adminToken: 'ADMIN2',
    seats: [person(0, 'N0'), botSeat(1, 'heuristic'), person(2, 'N2')].map((s) =>
      s.path ? { ...s, path: s.path.replace('g1', 'g2'), url: s.url!.replace('g1', 'g2') } : s,
    ),
  };
  const mine = (token: string) => ({ game: next.game, watch: next.watch, seats: [person(2, token)], share });

  it("makes the next game with this seat's token, keeps its links and admin token, and opens this seat of it", async () => {
    const store = memoryStore();
    store.setItem('horde.server.g1', JSON.stringify({ gameId: 'g1', game: 'classic', tokens: ['T2'], entry: 'C0' }));
    const { fetchImpl, asked } = fakeServer({
      'POST /api/games/g1/sequel': () => ({ status: 201, body: next }),
      'GET /api/games/g1/sequel': () => ({ body: mine('N2') }),
    });
    const table = new ServerTable('http://localhost:3000', store, fetchImpl);
    expect(await table.sequel('g1', { entry: 'C1', discard: ['ned'] })).toBe('#/game/g2?seat=N2');
    expect(asked[0]).toMatchObject({
      route: 'POST /api/games/g1/sequel',
      auth: 'Bearer T2',
      body: { entry: 'C1', discard: ['ned'] },
    });
    expect(table.isAdmin('g2')).toBe(true);
    expect(table.invites('g2')?.seats.map((s) => s.path)).toEqual(['/play/g2#token=N0', null, '/play/g2#token=N2']);
  });

  it('a hot-seat game goes on hot-seat; a refusal is said in the shell words; no next game yet is null', async () => {
    const store = memoryStore();
    store.setItem(
      'horde.server.g1',
      JSON.stringify({ gameId: 'g1', game: 'classic', tokens: ['T0', 'T2'], entry: 'C0', mode: 'hotseat' }),
    );
    const { fetchImpl } = fakeServer({ 'POST /api/games/g1/sequel': () => ({ status: 201, body: next }) });
    const table = new ServerTable('http://localhost:3000', store, fetchImpl);
    expect(await table.sequel('g1', {})).toBe('#/game/g2');
    expect(JSON.parse(store.getItem('horde.server.g2') ?? '{}').tokens).toEqual(['N0', 'N2']);
    expect(await table.nextGame('g1')).toBeNull();
    const refusing = new ServerTable(
      'http://localhost:3000',
      store,
      fakeServer({
        'POST /api/games/g1/sequel': () => ({ status: 409, body: { error: { code: 'noSequel', message: '?' } } }),
      }).fetchImpl,
    );
    const err = await refusing.sequel('g1', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ShellError);
    expect((err as ShellError).key).toBe('errors.noSequel');
  });
});
