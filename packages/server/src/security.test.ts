/**
 * The server as an attacker tries it (issue 30's findings 1, 2, 4 and 6, and hosting): real WebSocket clients
 * and HTTP requests against a real server on loopback, playing core's two-player toy game (each seat's hand is
 * hidden from the other). Each test fails on the server as it was before the fix it guards.
 */
import { connect as tcpConnect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createRegistry, toyModule } from '@horde/games';
import type { ToyView } from '@horde/core';
import { ApiError, HordeApi } from './client/index.ts';
import type { ServerMessage } from './protocol/messages.ts';
import { shareInfo } from './server.ts';
import { client, RawSocket, removeDir, startTestServer, until, useTestServer, type TestServer } from './test/kit.ts';

const registry = createRegistry([toyModule()]);
const server = useTestServer({ registry, botDelayMs: 0 });

/** Sends one action on a raw socket that said hello, and returns the answer carrying its id. */
async function answer(s: RawSocket, id: string, action: unknown): Promise<ServerMessage> {
  const from = s.received.length;
  s.send(JSON.stringify({ t: 'action', id, action }));
  await until(() => s.received.slice(from).some((m) => 'id' in m && m.id === id && m.t !== 'update'), 5000, id);
  return s.received.slice(from).find((m) => 'id' in m && m.id === id && m.t !== 'update')!;
}

async function joined(s: TestServer, game: string, token: string): Promise<RawSocket> {
  const raw = await RawSocket.open(s.wsUrl);
  raw.send(JSON.stringify({ t: 'hello', game, tokens: [token] }));
  await until(() => raw.received.some((m) => m.t === 'welcome' || m.t === 'error'), 5000, 'welcome');
  return raw;
}

/** An answer without its id and seq, to compare the answers to the same action under two ids. */
const gist = (m: ServerMessage) => {
  const { id: _id, seq: _seq, ...rest } = m as ServerMessage & { id?: string; seq?: number };
  return rest;
};

describe('an action id is its sender’s idempotency key only (finding 1)', () => {
  it('answers a seat that reuses another seat’s id exactly as under a fresh id: no oracle on hidden choices', async () => {
    // A game where seat 0 holds a card of 7 or more: played, it opens seat 1's window to block, so that every
    // `play` of seat 1 below is refused by the rules and changes nothing.
    let created: Awaited<ReturnType<HordeApi['createGame']>> | undefined;
    let seat0: RawSocket | undefined;
    let high: number | undefined;
    for (let seed = 1; seed < 40 && high === undefined; seed++) {
      seat0?.close();
      created = await server.api.createGame({ game: 'toy', config: { turnMs: 60_000, reactMs: 60_000 }, seed });
      seat0 = await joined(server, created.game.id, created.seats[0].token!);
      const view0 = seat0.received.find((m) => m.t === 'view') as { view: ToyView };
      high = view0.view.hand!.find((c) => c >= 7);
    }
    if (!created || !seat0 || high === undefined) throw new Error('no seed gave seat 0 a card of 7 or more');
    const seat1 = await joined(server, created.game.id, created.seats[1].token!);
    expect(await answer(seat0, 'hidden-choice', { type: 'play', card: high })).toMatchObject({ t: 'ack' });
    // Seat 1 tries seat 0's id with every card: before the fix, the right one was "ack, duplicate" and every
    // other "idConflict". Now each is seat 1's own action, answered as under an id never used.
    for (let card = 1; card <= 9; card++) {
      const reused = await answer(seat1, 'hidden-choice', { type: 'play', card });
      const fresh = await answer(seat1, `fresh-${card}`, { type: 'play', card });
      expect(reused.t).toBe('rejected');
      expect((reused as { code?: string }).code).not.toBe('idConflict');
      expect(gist(reused)).toEqual(gist(fresh));
    }
    // The id of seat 0's action was never sent to seat 1.
    const updates1 = seat1.received.filter((m) => m.t === 'update');
    expect(updates1.length).toBeGreaterThan(0);
    expect(updates1.every((u) => !('id' in u))).toBe(true);
    seat0.close();
    seat1.close();
  });
});

describe('the server’s own actions (finding 2)', () => {
  it('a client cannot claim the ids of the bots’ or the deadlines’ actions: they are the server’s and unguessable', async () => {
    const created = await server.api.createGame({
      game: 'toy',
      config: { turnMs: 60_000, reactMs: 60_000 },
      seed: 12,
      bots: [null, 'random'],
    });
    const person = await joined(server, created.game.id, created.seats[0].token!);
    // The ids the server used before the fix, sent ahead for the next moves: they are the person's own ids now.
    for (let n = 1; n <= 6; n++) {
      await answer(person, `bot-${n}-1`, { type: 'pass' });
      await answer(person, `timeout-${n}`, { type: 'pass' });
    }
    await until(() => person.received.some((m) => m.t === 'update' && m.seat === 1), 5000, 'the bot to play');
    const log = await server.storage.loadActions(created.game.id);
    const botIds = log.filter((a) => a.seat === 1).map((a) => a.id);
    expect(botIds.length).toBeGreaterThan(0);
    for (const id of botIds) expect(id).toMatch(/^bot-\d+-[0-9a-f]{12}$/);
    // Even the exact id of a bot's past action, sent by the person, is the person's own key: a fresh action.
    const reused = await answer(person, botIds[0], { type: 'pass' });
    expect((reused as { code?: string }).code).not.toBe('idConflict');
    expect(reused).not.toMatchObject({ duplicate: true });
    person.close();
  });
});

describe('a bot’s seat is the server’s (finding 4)', () => {
  it('gives a bot’s seat no token, refuses its stored token, and lets only the admin hand seats over', async () => {
    const created = await server.api.createGame({
      game: 'toy',
      config: { turnMs: 60_000, reactMs: 60_000 },
      seed: 3,
      bots: [null, 'random'],
    });
    expect(created.seats[1]).toMatchObject({ bot: 'random', token: null, path: null, url: null });
    const stored = (await server.storage.getGame(created.game.id))!;
    const botToken = stored.tokens.seats[1];
    const asBot = await joined(server, created.game.id, botToken);
    expect(asBot.received[0]).toMatchObject({ t: 'error', code: 'badToken' });
    asBot.close();

    // Only the game's admin hands a seat over.
    const api = server.api;
    await expect(api.setSeatPlayer(created.game.id, created.seats[0].token!, 1, null)).rejects.toMatchObject({
      status: 403,
    });
    await expect(api.setSeatPlayer(created.game.id, created.adminToken, 1, 'nobody')).rejects.toMatchObject({
      status: 400,
      code: 'unknownBot',
    });
    await expect(api.setSeatPlayer(created.game.id, created.adminToken, 0, 'random')).rejects.toMatchObject({
      code: 'noPeople',
    });
    // Seat 1 to people: a fresh token that opens it (the bot's old one still opens nothing).
    const handed = await api.setSeatPlayer(created.game.id, created.adminToken, 1, null);
    expect(handed).toMatchObject({ seat: 1, bot: null, token: expect.any(String) });
    expect(handed.token).not.toBe(botToken);
    expect(handed.url).toBe(`${server.share.publicUrl}/play/${created.game.id}#token=${handed.token}`);
    const seat1 = await joined(server, created.game.id, handed.token!);
    expect(seat1.received[0]).toMatchObject({ t: 'welcome', seats: [1] });
    expect((await joined(server, created.game.id, botToken)).received[0]).toMatchObject({ code: 'badToken' });
    // Seat 0 to a bot: its connection is closed, its token opens nothing, and the bot plays it.
    const seat0 = await joined(server, created.game.id, created.seats[0].token!);
    await api.setSeatPlayer(created.game.id, created.adminToken, 0, 'random');
    await until(() => seat0.closed !== null, 3000, 'seat 0 closed');
    expect(seat0.closed!.code).toBe(4003);
    expect((await joined(server, created.game.id, created.seats[0].token!)).received[0]).toMatchObject({
      code: 'badToken',
    });
    await until(() => seat1.received.some((m) => m.t === 'update' && m.seat === 0), 5000, 'the new bot to play');
    const invites = await api.invites(created.game.id, created.adminToken);
    expect(invites.seats.map((s) => [s.bot, s.token === null])).toEqual([
      ['random', true],
      [null, false],
    ]);
    seat1.close();
  });
});

describe('limits a client cannot walk around (finding 6)', () => {
  it('looking a finished game up never loads it into memory', async () => {
    const created = await server.api.createGame({ game: 'toy', config: { turnMs: 60_000, reactMs: 60_000 }, seed: 8 });
    const c = client(server, created.game.id, [created.seats[0].token!]);
    const d = client(server, created.game.id, [created.seats[1].token!]);
    await Promise.all([c.connect(), d.connect()]);
    // Both pass: the game ends.
    await c.act({ type: 'pass' });
    await until(() => d.seq >= 1, 3000, 'seat 1 to see the pass');
    await d.act({ type: 'pass' });
    await until(() => c.view()?.status === 'finished', 5000, 'the end');
    c.close();
    d.close();
    await until(() => !server.rooms.loadedRoom(created.game.id), 3000, 'the finished game unloaded');
    for (let i = 0; i < 5; i++) expect((await server.api.game(created.game.id)).game.status).toBe('finished');
    expect(server.rooms.loadedRoom(created.game.id)).toBeUndefined();
  });

  it('counts the chat per seat, not per connection: reconnecting buys no more lines', async () => {
    const created = await server.api.createGame({ game: 'toy', config: { turnMs: 60_000, reactMs: 60_000 }, seed: 9 });
    const listener = await joined(server, created.game.id, created.seats[1].token!);
    let sent = 0;
    for (let round = 0; round < 4; round++) {
      const talker = await joined(server, created.game.id, created.seats[0].token!);
      for (let i = 0; i < 5; i++) talker.send(JSON.stringify({ t: 'chat', text: `line ${round}.${i}` }));
      sent += 5;
      await until(() => talker.received.filter((m) => m.t === 'chat' || m.t === 'error').length >= 5, 3000);
      talker.close();
    }
    await new Promise((r) => setTimeout(r, 100));
    const heard = listener.received.filter((m) => m.t === 'chat').length;
    // A burst of 5 and one line every 2 s for the seat, however many connections it opens.
    expect(sent).toBe(20);
    expect(heard).toBeLessThanOrEqual(6);
    listener.close();
  });

  it('closes a TCP connection that never speaks', async () => {
    const quiet = await startTestServer({ registry, idleSocketMs: 300 });
    try {
      const socket = tcpConnect(quiet.port, '127.0.0.1');
      let closedAt = 0;
      socket.on('close', () => {
        closedAt = Date.now();
      });
      socket.on('error', () => {});
      const opened = Date.now();
      await until(() => closedAt > 0, 3000, 'the silent socket to be closed');
      expect(closedAt - opened).toBeLessThan(2000);
    } finally {
      await quiet.stop();
      removeDir(quiet.dataDir);
    }
  });

  it('counts every address, loopback too, and believes X-Forwarded-For only from a trusted proxy', async () => {
    const create = (s: TestServer, forwardedFor?: string) =>
      fetch(`${s.url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
        body: JSON.stringify({ game: 'toy', config: {} }),
      }).then((r) => r.status);
    const games = { perAddressBurst: 2, perAddressEveryMs: 3_600_000 };
    // No proxy trusted: a forged header changes nothing, and this machine's address is counted like any other.
    const direct = await startTestServer({ registry, unlimitedAddresses: [], games });
    try {
      expect([await create(direct, '203.0.113.1'), await create(direct, '203.0.113.2')]).toEqual([201, 201]);
      expect(await create(direct, '203.0.113.3')).toBe(429);
    } finally {
      await direct.stop();
      removeDir(direct.dataDir);
    }
    // Behind a trusted proxy on this machine: each client has its own budget.
    const proxied = await startTestServer({ registry, unlimitedAddresses: [], trustedProxies: ['127.0.0.1'], games });
    try {
      expect([await create(proxied, '203.0.113.1'), await create(proxied, '203.0.113.1')]).toEqual([201, 201]);
      expect(await create(proxied, '203.0.113.1')).toBe(429);
      expect(await create(proxied, '203.0.113.2')).toBe(201);
    } finally {
      await proxied.stop();
      removeDir(proxied.dataDir);
    }
  });
});

describe('low findings (7)', () => {
  it('answers a top-level array nested thousands deep as a bad message', async () => {
    const s = await RawSocket.open(server.wsUrl);
    s.send(`${'['.repeat(5000)}${']'.repeat(5000)}`);
    const [reply] = await s.next(1);
    expect(reply).toMatchObject({ t: 'error', code: 'badMessage' });
    s.close();
  });

  it('refuses names that hide text, read backwards or pass for a seat, and a name another seat has', async () => {
    const created = await server.api.createGame({ game: 'toy', config: {}, seed: 4 });
    const s = await joined(server, created.game.id, created.seats[0].token!);
    for (const name of ['Seat 2', 'siège 1', 'Bot', 'Ana\u202Eevil', 'A\u200Bna', `A${'\u0301'.repeat(30)}`]) {
      const from = s.received.length;
      s.send(JSON.stringify({ t: 'name', name, rid: name }));
      await until(() => s.received.length > from, 3000, name);
      expect(s.received[from]).toMatchObject({ t: 'error', code: 'badMessage' });
    }
    const other = await joined(server, created.game.id, created.seats[1].token!);
    other.send(JSON.stringify({ t: 'name', name: 'Ana' }));
    await until(() => s.received.some((m) => m.t === 'presence' && m.names[1] === 'Ana'), 3000, 'Ana');
    s.send(JSON.stringify({ t: 'name', name: ' ana ', rid: 'copy' }));
    await until(() => s.received.some((m) => m.t === 'error' && m.rid === 'copy'), 3000, 'the answer');
    expect(s.received.find((m) => m.t === 'error' && m.rid === 'copy')).toMatchObject({ code: 'nameTaken' });
    await expect(server.api.createGame({ game: 'toy', name: 'bad\u0007name', config: {} })).rejects.toBeInstanceOf(
      ApiError,
    );
    s.close();
    other.close();
  });

  it('keeps the failed games’ reasons for the operator: the public health says only whether it is up', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(await res.json()).toEqual({ ok: true, storage: 'ok' });
    const guarded = await startTestServer({ registry, adminToken: 'operator-token-5678' });
    try {
      expect((await fetch(`${guarded.url}/api/admin/health`)).status).toBe(403);
      const ok = await fetch(`${guarded.url}/api/admin/health`, {
        headers: { authorization: 'Bearer operator-token-5678' },
      });
      expect(await ok.json()).toMatchObject({ ok: true, gamesFailed: [] });
    } finally {
      await guarded.stop();
      removeDir(guarded.dataDir);
    }
  });
});

describe('invite links that reach a friend', () => {
  it('builds every link on the public address, and says when that address is this machine only', async () => {
    const local = await server.api.createGame({ game: 'toy', config: {} });
    expect(local.share).toEqual({ publicUrl: server.url, loopbackOnly: true });
    expect(local.seats[0].url).toBe(`${server.url}/play/${local.game.id}#token=${local.seats[0].token}`);
    const published = await startTestServer({ registry, publicUrl: 'https://horde.example.org/' });
    try {
      const created = await published.api.createGame({ game: 'toy', config: {} });
      expect(created.share).toEqual({ publicUrl: 'https://horde.example.org', loopbackOnly: false });
      expect(created.watch.url).toBe(`https://horde.example.org/play/${created.game.id}#token=${created.watch.token}`);
      expect(await new HordeApi(published.url).share()).toEqual(created.share);
    } finally {
      await published.stop();
      removeDir(published.dataDir);
    }
    // Listening on every address without PUBLIC_URL: a network address of this machine, or loopback when it has none.
    const wild = shareInfo(undefined, '0.0.0.0', 3000);
    expect(wild.publicUrl).toMatch(/^http:\/\/.+:3000$/);
    expect(wild.loopbackOnly).toBe(wild.publicUrl === 'http://127.0.0.1:3000');
    expect(shareInfo(undefined, '127.0.0.1', 3000)).toEqual({ publicUrl: 'http://127.0.0.1:3000', loopbackOnly: true });
  });
});

describe('a graceful stop', () => {
  it('stores and acknowledges the actions it already took, then tells every socket it is restarting', async () => {
    const own = await startTestServer({ registry });
    const created = await own.api.createGame({ game: 'toy', config: { turnMs: 60_000, reactMs: 60_000 }, seed: 2 });
    const s = await joined(own, created.game.id, created.seats[0].token!);
    s.send(JSON.stringify({ t: 'action', id: 'last-one', action: { type: 'pass' } }));
    await until(() => s.received.some((m) => m.t === 'ack'), 3000, 'the ack');
    await own.stop();
    await until(() => s.closed !== null, 3000, 'the close');
    expect(s.closed!.code).toBe(1012);
    const again = await startTestServer({ registry, dataDir: own.dataDir });
    try {
      expect((await again.storage.loadActions(created.game.id)).map((a) => a.id)).toEqual(['last-one']);
    } finally {
      await again.stop();
      removeDir(own.dataDir);
    }
  });
});
