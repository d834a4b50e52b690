/**
 * Limits a single client cannot get around (issue 12, finding 6), each as a real service would set it and as
 * docs/protocol.md describes: the Host header, the operator's statistics, a deadline for hello, a cap of live
 * connections per seat, message budgets per token and per address, static files never outside their folder, and
 * deep JSON refused as a bad message.
 */
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTwoSeatGame,
  pickAction,
  RawSocket,
  removeDir,
  startTestServer,
  until,
  type TestServer,
} from './test/kit.ts';

/** A GET with a chosen Host header (fetch may not set it). */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

const web = mkdtempSync(join(tmpdir(), 'horde-static-'));
const outside = mkdtempSync(join(tmpdir(), 'horde-outside-'));
let server: TestServer;
beforeAll(async () => {
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Horde</title>');
  writeFileSync(join(outside, 'secret.txt'), 'not for the web');
  mkdirSync(join(web, 'assets'));
  symlinkSync(join(outside, 'secret.txt'), join(web, 'assets', 'link.txt'));
  server = await startTestServer({
    staticDir: web,
    adminToken: 'operator-token-1234',
    limits: { helloMs: 300, maxConnectionsPerSeat: 2, ratePerSecond: 10, rateBurst: 10 },
  });
});
afterAll(async () => {
  await server.stop();
  removeDir(server.dataDir);
  removeDir(web);
  removeDir(outside);
});

describe('HTTP limits', () => {
  it('answers only to its own host names on loopback (a rebound name gets 421)', async () => {
    const url = `${server.url}/api/health`;
    expect(await getWithHost(url, 'evil.example:3000')).toBe(421);
    expect(await getWithHost(url, `localhost:${server.port}`)).toBe(200);
    expect(await getWithHost(url, `127.0.0.1:${server.port}`)).toBe(200);
  });

  it('lets anyone read /api/stats but only the operator reset it', async () => {
    expect((await fetch(`${server.url}/api/stats`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/stats?reset=1`)).status).toBe(403);
    const ok = await fetch(`${server.url}/api/stats?reset=1`, {
      headers: { authorization: 'Bearer operator-token-1234' },
    });
    expect(ok.status).toBe(200);
  });

  it('serves no file through a symlink that leaves the static folder', async () => {
    const res = await fetch(`${server.url}/assets/link.txt`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('not for the web');
  });
});

describe('WebSocket limits', () => {
  it('closes a socket that never says hello', async () => {
    const s = await RawSocket.open(server.wsUrl);
    await until(() => s.closed !== null, 3000, 'the hello deadline');
    expect(s.closed!.code).toBe(1008);
  });

  it('admits a limited number of live connections per seat, then answers seatBusy', async () => {
    const created = await createTwoSeatGame(server.api);
    const hello = JSON.stringify({ t: 'hello', game: created.game.id, tokens: [created.seats[0].token!] });
    const sockets = await Promise.all([0, 1, 2].map(() => RawSocket.open(server.wsUrl)));
    for (const s of sockets.slice(0, 2)) {
      s.send(hello);
      await until(() => s.received.some((m) => m.t === 'welcome'));
    }
    sockets[2].send(hello);
    await until(() => sockets[2].received.length > 0);
    expect(sockets[2].received[0]).toMatchObject({ t: 'error', code: 'seatBusy' });
    for (const s of sockets) s.close();
  });

  it('shares one message budget among the sockets of a token: more sockets buy no more messages', async () => {
    const created = await createTwoSeatGame(server.api);
    const watch = JSON.stringify({ t: 'hello', game: created.game.id, tokens: [created.watch.token] });
    const sockets = await Promise.all([0, 1, 2, 3, 4].map(() => RawSocket.open(server.wsUrl)));
    for (const s of sockets) s.send(watch);
    await until(() => sockets.every((s) => s.received.some((m) => m.t === 'welcome')));
    await new Promise((r) => setTimeout(r, 1100)); // the budget refills
    for (const s of sockets) for (let i = 0; i < 10; i++) s.send(JSON.stringify({ t: 'ping', rid: i }));
    await until(() => sockets.every((s) => s.received.filter((m) => m.t === 'pong' || m.t === 'error').length >= 10));
    const pongs = sockets.reduce((n, s) => n + s.received.filter((m) => m.t === 'pong').length, 0);
    // 50 pings on one token with a budget of 10 (+ what refills while they arrive): most are refused.
    expect(pongs).toBeLessThan(25);
    for (const s of sockets) s.close();
  });

  it('refuses JSON nested thousands deep as a bad message, not an internal error', async () => {
    const s = await RawSocket.open(server.wsUrl);
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    s.send(`{"t":"action","id":"deep-1","action":{"type":"endTurn","s":${deep}}}`);
    const [reply] = await s.next(1);
    // Refused before any schema or rule walks it, with the action's id.
    expect(reply).toMatchObject({ t: 'error', code: 'badMessage', id: 'deep-1' });
    expect((reply as { message: string }).message).toMatch(/nested deeper than 32 levels/);
    s.close();
  });
});

describe('games kept for nobody (issue 12, finding 6)', () => {
  it('refuses a new game once too many wait for their first move, and expires unplayed games', async () => {
    const small = await startTestServer({ games: { maxUnplayed: 3 } });
    try {
      const made = [];
      for (let i = 0; i < 3; i++) made.push(await createTwoSeatGame(small.api));
      await expect(createTwoSeatGame(small.api)).rejects.toMatchObject({ status: 429, code: 'tooManyGames' });
      // One move makes a game played: it no longer counts, and it never expires.
      const c = client(small, made[0].game.id, [made[0].seats[0].token!]);
      await c.connect();
      await until(() => c.view() !== undefined);
      await c.act(pickAction(c)!);
      c.close();
      const fourth = await createTwoSeatGame(small.api);
      // A day later the unplayed games go; the played one stays.
      expect(await small.rooms.expireUnplayed(24 * 3600_000, Date.now() + 25 * 3600_000)).toBe(3);
      await expect(small.api.game(fourth.game.id)).rejects.toMatchObject({ status: 404 });
      expect((await small.api.game(made[0].game.id)).game.seq).toBe(1);
    } finally {
      await small.stop();
      removeDir(small.dataDir);
    }
  });
});
