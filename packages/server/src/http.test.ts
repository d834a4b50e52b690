/** The HTTP API and static files. */
import { mkdirSync, writeFileSync, mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './client/index.ts';
import { SAMPLE_MISSION } from '@horde/games';
import { createTwoSeatGame, removeDir, startTestServer, testRegistry, type TestServer } from './test/kit.ts';

let server: TestServer;
let web: string;
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const zombie${i} = "walker ${i}";`).join('\n');

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decompress). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'horde-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Horde</title>');
  writeFileSync(join(web, 'assets', 'app-1a2b3c4d5e.js'), 'console.log(1)');
  // Vite names assets with a base64url hash, not hex; this one is big enough to be worth compressing.
  writeFileSync(join(web, 'assets', 'index-C17iXn_Z.js'), BIG_SCRIPT);
  server = await startTestServer({ staticDir: web });
});
afterAll(async () => {
  await server.stop();
  removeDir(server.dataDir);
  removeDir(web);
});

describe('HTTP API', () => {
  it('lists each hosted game (entries, option switches, catalogue), creates a game with one invite per seat, lists it', async () => {
    const catalog = await server.api.catalog();
    const uoa = catalog.games.find((g) => g.id === 'uoa')!;
    expect(uoa.entries.map((m) => m.id)).toContain(SAMPLE_MISSION.id);
    expect((uoa.catalogue as { survivors: unknown[] }).survivors.length).toBeGreaterThanOrEqual(6);
    // The lobby draws the house-rule switches from the config's schema: Ultrared is a boolean property.
    expect(uoa.configSchema).toMatchObject({ properties: { ultrared: { type: 'boolean' } } });
    const created = await createTwoSeatGame(server.api);
    expect(created.seats).toHaveLength(2);
    expect(created.seats[0].path).toBe(`/play/${created.game.id}#token=${created.seats[0].token!}`);
    expect(new Set([created.adminToken, created.watch.token, ...created.seats.map((s) => s.token!)]).size).toBe(4);
    const games = await server.api.listGames({ status: 'ongoing' });
    const listed = games.find((g) => g.id === created.game.id)!;
    expect(listed).toMatchObject({
      game: 'uoa',
      // A new game is created under the rules version of today's code.
      rulesVersion: testRegistry().require('uoa').game.meta.rulesVersion,
      entry: SAMPLE_MISSION.id,
      players: 2,
      seq: 0,
      status: 'ongoing',
      result: null,
    });
    expect(JSON.stringify(games)).not.toContain(created.seats[0].token!);
  });

  it('refuses bad creations with a reason', async () => {
    const bad = async (body: unknown) => {
      const res = await fetch(`${server.url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    };
    const uoa = (config: unknown) => ({ game: 'uoa', config });
    expect(await bad({ game: 'chess', config: {} })).toMatchObject({
      status: 400,
      body: { error: { code: 'unknownGame', issues: [{ path: ['game'] }] } },
    });
    expect(await bad(uoa({ mission: 'nope', survivors: [{ id: 'hanna' }] }))).toMatchObject({
      status: 400,
      body: { error: { code: 'badSetup', issues: [{ code: 'setup.unknownMission', path: ['config', 'mission'] }] } },
    });
    expect(await bad(uoa({ mission: SAMPLE_MISSION.id, survivors: [] }))).toMatchObject({
      status: 400,
      body: { error: { code: 'badConfig', issues: [{ path: ['config', 'survivors'] }] } },
    });
    expect(await bad(uoa({ mission: SAMPLE_MISSION.id, survivors: [{ id: 'nobody' }] }))).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'badSetup',
          issues: [{ code: 'setup.unknownSurvivor', path: ['config', 'survivors', 0, 'id'] }],
        },
      },
    });
    expect(
      await bad(uoa({ mission: SAMPLE_MISSION.id, survivors: [{ id: 'hanna', player: 3 }], players: 2 })),
    ).toMatchObject({
      status: 400,
      body: {
        error: { code: 'badSetup', issues: [{ code: 'setup.seat', path: ['config', 'survivors', 0, 'player'] }] },
      },
    });
    expect(await bad({ mission: SAMPLE_MISSION.id, survivors: [{ id: 'hanna' }] })).toMatchObject({
      status: 400,
      body: { error: { code: 'badRequest' } },
    });
    const notJson = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });

  it('gives invites to the admin token only, and the action log to no one while the game runs', async () => {
    const created = await createTwoSeatGame(server.api);
    const invites = await server.api.invites(created.game.id, created.adminToken);
    expect(invites.seats.map((s) => s.token!)).toEqual(created.seats.map((s) => s.token!));
    await expect(server.api.invites(created.game.id, created.seats[0].token!)).rejects.toBeInstanceOf(ApiError);
    // The log would show other seats' hidden choices and state hashes: only once the game has ended (issue 12).
    await expect(server.api.actions(created.game.id, created.adminToken)).rejects.toMatchObject({
      status: 409,
      code: 'ongoing',
    });
    await expect(server.api.actions(created.game.id, 'x'.repeat(24))).rejects.toMatchObject({ status: 403 });
    await expect(server.api.game('missing')).rejects.toMatchObject({ status: 404 });
  });

  it("keeps a game's record (config, seed, actions) back while it is ongoing, and from strangers", async () => {
    const created = await createTwoSeatGame(server.api);
    const get = (token: string) =>
      fetch(`${server.url}/api/games/${created.game.id}/record`, { headers: { authorization: `Bearer ${token}` } });
    expect((await get(created.seats[0].token!)).status).toBe(409);
    expect((await get('y'.repeat(24))).status).toBe(403);
  });

  it('accepts the Ultrared option when creating a game', async () => {
    const res = await fetch(`${server.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'uoa',
        config: { mission: SAMPLE_MISSION.id, survivors: [{ id: 'hanna' }], ultrared: true },
      }),
    });
    expect(res.status).toBeLessThan(300);
  });

  it('serves the web build, with index.html for client routes and nothing outside the folder', async () => {
    const index = await fetch(`${server.url}/`);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toContain('Horde');
    const route = await fetch(`${server.url}/play/abc`);
    expect(await route.text()).toContain('Horde');
    const asset = await fetch(`${server.url}/assets/app-1a2b3c4d5e.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    for (const evil of [
      '/../package.json',
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/../../x.js',
    ]) {
      const res = await fetch(`${server.url}${evil}`);
      expect(await res.text()).not.toContain('"name"');
    }
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
  });

  it("names the game of an invite link in its page with its table's files, in the browser's language", async () => {
    // The web build writes table-chunks.json (packages/web/vite-plugin-table-chunks.ts); the server copies a game's list.
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><html><head><title>Horde</title></head><body></body></html>',
    );
    const chunks = {
      uoa: {
        scripts: ['/assets/uoa-table-X.js'],
        styles: [],
        languages: { en: ['/assets/en-Y.js'], fr: ['/assets/fr-Z.js'] },
      },
    };
    writeFileSync(join(web, 'table-chunks.json'), JSON.stringify(chunks));
    const created = await createTwoSeatGame(server.api);
    const french = await rawGet(`/play/${created.game.id}`, { 'accept-language': 'fr-FR,fr;q=0.9' });
    const page = french.body.toString();
    expect(page).toContain('<meta name="horde-game" content="uoa">');
    expect(page).toContain('href="/assets/uoa-table-X.js"');
    expect(page).toContain('href="/assets/fr-Z.js"');
    expect(page).not.toContain('/assets/en-Y.js');
    expect(french.headers.vary).toContain('accept-language');
    // An unknown game, or the lobby, gets the page as built.
    for (const path of ['/play/nosuchgame', '/'])
      expect((await rawGet(path, {})).body.toString()).not.toContain('horde-game');
  });

  it('sends text compressed as the browser accepts, with an ETag, and caches hashed assets for good', async () => {
    const path = '/assets/index-C17iXn_Z.js';
    const br = await rawGet(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await rawGet(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_SCRIPT);
    const refused = await rawGet(path, { 'accept-encoding': 'br;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(BIG_SCRIPT);
    // The same bytes have the same ETag; asking with it gets 304 and no body.
    expect(br.headers.etag).toBe(gz.headers.etag);
    const again = await rawGet(path, { 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The page itself is asked for again at each load (no-cache), cheaply thanks to its ETag.
    const index = await rawGet('/', {});
    expect(index.headers['cache-control']).toBe('no-cache');
    expect((await rawGet('/', { 'if-none-match': String(index.headers.etag) })).status).toBe(304);
    // A rebuilt page is a new ETag.
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Horde 2</title>');
    const rebuilt = await rawGet('/', { 'if-none-match': String(index.headers.etag) });
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body.toString()).toContain('Horde 2');
  });

  it('compresses a large script off the event loop: the server keeps answering while the first request waits', async () => {
    // A script added after the start (the start's warm-up did not see it): its first request compresses it.
    const lines = Array.from({ length: 30_000 }, (_, i) => `export const z${i} = ${(i * 7919) % 100_003};`);
    writeFileSync(join(web, 'assets', 'big-9f8e7d6c.js'), lines.join('\n'));
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 5);
    const start = performance.now();
    const res = await rawGet('/assets/big-9f8e7d6c.js', { 'accept-encoding': 'br' });
    const took = performance.now() - start;
    clearInterval(timer);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(lines.join('\n'));
    // Compressed on the event loop, no tick could come while it ran: one gap as long as the compression.
    const gaps = ticks.slice(1).map((t, i) => t - ticks[i]);
    expect(Math.max(...gaps)).toBeLessThan(Math.max(200, took * 0.4));
  });
});
