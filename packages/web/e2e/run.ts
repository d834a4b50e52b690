/**
 * Browser tests of the web table in real headless Chromium (npm run test:e2e -w @horde/web):
 *  1. builds the app, starts the real game server serving it (fresh SQLite folder);
 *  2. hot-seat: creates an M0 game on the new-game screen and plays it by clicks and keys to
 *     the win or loss screen; screenshots the board, a decision prompt, the zombies' phase, the end;
 *  3. invite links: two browser pages, one seat each, see each other's moves;
 *  4. a phone-sized screen;
 * and prints (never asserts) the first page's gzip size and the click-to-updated-board times.
 * Screenshots go to test-output/web/ (repository root); with HORDE_DOCS_SHOTS=1 good ones are also copied to
 * docs/img/web/ (a test run leaves the tracked tree as it was).
 */
import { execSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { buildGeometry } from '@horde/zombicide/board/index';
import { contentTiles } from '@horde/content/tiles';
import { loadMissions } from '@horde/content/missions';
import { serveCommand } from '@horde/server/cli/serve';
import { launch } from './browser.ts';
import { Player, seq, settle } from './player.ts';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(here, '..');
const repo = resolve(webDir, '../..');
const dist = join(webDir, 'dist');
const out = join(repo, 'test-output', 'web');
const docsImg = join(repo, 'docs', 'img', 'web');
const started = Date.now();
const budgetMs = Number(process.env.HORDE_E2E_BUDGET_MS ?? 150_000);

let failures = 0;
function check(cond: unknown, what: string): void {
  if (cond) console.log(`  ok   ${what}`);
  else {
    failures++;
    console.log(`  FAIL ${what}`);
  }
}

function firstPageGzip(): { files: string[]; bytes: number; gzip: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)].map((m) => m[1]);
  let bytes = Buffer.byteLength(html),
    gzip = gzipSync(html).length;
  for (const f of refs) {
    const buf = readFileSync(join(dist, f));
    bytes += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { files: ['index.html', ...refs], bytes, gzip };
}

async function shot(page: Page, name: string, copy = true): Promise<void> {
  const file = join(out, `${name}.png`);
  await page.screenshot({ path: file });
  if (copy && process.env.HORDE_DOCS_SHOTS === '1') copyFileSync(file, join(docsImg, `${name}.png`));
  console.log(`  screenshot ${file}`);
}

async function newGame(
  page: Page,
  url: string,
  survivors: { id: string; seat?: number }[],
  mode: 'hotseat' | 'invite',
): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('.newgame');
  await page
    .getByLabel('M0', { exact: false })
    .first()
    .check()
    .catch(() => {});
  for (const s of survivors) {
    await page.locator(`input[data-survivor-id="${s.id}"]`).check();
    if (s.seat !== undefined) await page.locator(`select[aria-label$="seat"]`).last().selectOption(String(s.seat));
  }
  if (mode === 'invite') await page.getByLabel(/Invite links/).check();
  await page.getByRole('button', { name: /^Start M0/ }).click();
}

async function main(): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  mkdirSync(docsImg, { recursive: true });
  console.log('[e2e] building the web app (npm run build -w @horde/web)');
  execSync('npm run build -w @horde/web', { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
  const size = firstPageGzip();

  const dataDir = mkdtempSync(join(tmpdir(), 'horde-e2e-data-'));
  const server = await serveCommand({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    staticDir: dist,
    log: false,
    handleSignals: false,
    print: () => {},
  });
  console.log(`[e2e] server ${server.url} serving ${dist}`);
  const mission = loadMissions().find((m) => m.id === 'M0')!;
  const geo = buildGeometry(mission.tiles, contentTiles());
  const ctx = await launch();
  const timingsAll: number[] = [];
  try {
    // 1. New-game screen.
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    page.on('pageerror', (e) => {
      failures++;
      console.log(`  FAIL page error: ${e.message}`);
    });
    await page.goto(server.url);
    await page.waitForSelector('.newgame');
    check(await page.getByText('Connected to the game server').isVisible(), 'the new-game screen talks to the server');
    await page.locator('input[data-survivor-id]').nth(0).check();
    await page.locator('input[data-survivor-id]').nth(1).check();
    await shot(page, 'new-game');

    // 2. Hot-seat M0 to the end.
    console.log('[e2e] hot-seat M0, played by clicks and keys');
    await page.getByRole('button', { name: /^Start M0/ }).click();
    await page.waitForSelector('.table .board-svg');
    const player = new Player(page, {
      geo,
      exits: mission.exits,
      rng: mulberry(7),
      onMoment: async (kind, p) => {
        if (kind === 'board') await shot(p, 'board');
        if (kind === 'prompt') await shot(p, 'prompt');
        if (kind === 'zombies') await shot(p, 'zombies-phase');
        if (kind === 'menu') await shot(p, 'zone-menu');
      },
    });
    let result: string = 'acted';
    let waits = 0;
    const playUntil = started + budgetMs - 45_000;
    while (result !== 'over') {
      const mode = Date.now() < playUntil ? 'play' : 'give-up';
      result = await player.step(mode);
      waits = result === 'waited' ? waits + 1 : 0;
      if (waits > 80) break;
      if (Date.now() > started + budgetMs) break;
    }
    check(
      (await page.locator('.table').count()) > 0 && existsSync(join(out, 'board.png')),
      'the board marked zones the survivor could act on',
    );
    const rounds = await page
      .locator('.topbar .chip')
      .first()
      .textContent()
      .catch(() => '?');
    check(result === 'over', `M0 reached its end screen (${player.steps} looks, ${rounds})`);
    if (result === 'over') {
      const title = await page.locator('#gameover-title').textContent();
      console.log(`  outcome: ${title} — ${await page.locator('.gameover .reason').textContent()}`);
      await shot(page, 'game-over');
      timingsAll.push(...(await page.evaluate(() => window.__hordeTimings ?? [])));
      // Replay of the finished game (when the server offers the record).
      await page.getByRole('button', { name: 'Replay the game' }).click();
      await page.waitForSelector('.replay, .center-message', { timeout: 5000 }).catch(() => {});
      if (await page.locator('.replay').count()) await shot(page, 'replay');
      else
        console.log(
          `  note: replay not offered: ${await page
            .locator('.center-message')
            .textContent()
            .catch(() => '?')}`,
        );
    }

    // 3. Two browsers, one game, invite links.
    console.log('[e2e] invite links: two pages, one seat each');
    const host = await ctx.newPage();
    await host.goto(server.url);
    await host.waitForSelector('.newgame');
    await host.locator('input[data-survivor-id]').nth(2).check();
    await host.locator('input[data-survivor-id]').nth(3).check();
    await host.locator('select[aria-label$="seat"]').nth(1).selectOption({ value: '1' });
    await host.getByLabel(/Invite links/).check();
    await host.getByRole('button', { name: /^Start M0/ }).click();
    try {
      await host.waitForSelector('[data-seat-link="1"]', { timeout: 8000 });
    } catch (e) {
      await shot(host, 'debug-invite', false);
      throw e;
    }
    const link0 = await host.locator('[data-seat-link="0"]').inputValue();
    const link1 = await host.locator('[data-seat-link="1"]').inputValue();
    await shot(host, 'invite-links');
    const a = host;
    await a.goto(link0);
    const b = await ctx.newPage();
    await b.goto(link1);
    await a.bringToFront();
    await a.evaluate(() => {
      window.__hordeTimings = [];
    });
    await a.waitForSelector('.table .board-svg');
    await b.waitForSelector('.table .board-svg');
    // Setup: the first player gives the Holy Water (M0) — a prompt only seat 1 can answer.
    await a.waitForSelector('.prompt .answers button', { timeout: 5000 }).catch(() => {});
    check(
      await b
        .locator('.prompt .waiting')
        .isVisible()
        .catch(() => false),
      "seat 2 sees seat 1's decision as 'waiting'",
    );
    if (await a.locator('.prompt .answers button').count()) {
      const s0 = await seq(a);
      await a.keyboard.press('1');
      await settle(a, s0);
    }
    await a.waitForSelector('.zone-hit.target', { timeout: 5000 }).catch(() => {});
    check((await a.locator('.zone-hit.target').count()) > 0, 'seat 1 sees its actions');
    check((await b.locator('.zone-hit.target').count()) === 0, 'seat 2 waits for seat 1');
    const seqB = await seq(b);
    const moveZone = await a
      .locator('.zone-hit.target')
      .evaluateAll(
        (els) =>
          els
            .map((e) => ({ z: (e as HTMLElement).dataset.zone ?? '', l: e.getAttribute('aria-label') ?? '' }))
            .find((t) => /Move to/.test(t.l))?.z ?? '',
      );
    const seqA = await seq(a);
    await a
      .locator(`.zone-hit[data-zone="${moveZone}"]`)
      .first()
      .click()
      .catch(async () => {
        await a.locator(`.zone-hit[data-zone="${moveZone}"]`).focus();
        await a.keyboard.press('Enter');
      });
    if (
      await a
        .locator('.zone-menu')
        .isVisible()
        .catch(() => false)
    )
      await a.keyboard.press('1');
    await settle(a, seqA);
    await settle(b, seqB);
    const seenByB = await b.locator(`.zone-pieces[data-zone="${moveZone}"] .survivor`).count();
    check(seenByB > 0, `seat 2's screen shows seat 1's survivor moved to ${moveZone}`);
    // Seat 1 ends its survivor's turn; then seat 2 may act.
    for (let i = 0; i < 4 && (await a.locator('.action-bar button[data-action="endTurn"]').count()); i++) {
      const s = await seq(a);
      await a.keyboard.press('e');
      await settle(a, s);
    }
    await b.waitForSelector('.zone-hit.target', { timeout: 5000 }).catch(() => {});
    check((await b.locator('.zone-hit.target').count()) > 0, 'seat 2 gets its turn after seat 1 ends');
    await shot(b, 'invite-seat2');
    timingsAll.push(...(await a.evaluate(() => window.__hordeTimings ?? [])));
    await b.close();

    // 4. A phone.
    await a.setViewportSize({ width: 390, height: 844 });
    await a.waitForTimeout(300);
    await shot(a, 'phone');
  } finally {
    await ctx.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = [...timingsAll].sort((x, y) => x - y);
  const pct = (p: number) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1) : 'n/a';
  console.log(
    '\n[measure] first page: %s — %d bytes, %s KB gzip',
    size.files.join(' + '),
    size.bytes,
    (size.gzip / 1024).toFixed(1),
  );
  console.log(
    '[measure] click to updated board: %d actions, median %s ms, p90 %s ms, max %s ms',
    sorted.length,
    pct(0.5),
    pct(0.9),
    pct(1),
  );
  console.log(
    `[e2e] ${failures ? `${failures} FAILED` : 'all passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s; screenshots in ${out}: ${readdirSync(out).join(', ')}`,
  );
  process.exitCode = failures ? 1 : 0;
}

function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

void newGame;
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
