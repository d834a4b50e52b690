/**
 * Browser tests of the web table in real headless Chromium (npm run test:e2e -w @horde/web):
 *  1. builds the app (the shell's first page holds no rules engine: no zod, no Zombicide),
 *     starts the real game server serving it (fresh SQLite folder);
 *  2. the lobby lists the server's games; Undead or Alive's table (its chunk) is fetched only
 *     once the game is chosen; the language switch shows the lobby in French and is remembered;
 *  3. hot-seat: creates an M0 game and plays it by clicks and keys to the win or loss screen;
 *     screenshots the board, a decision prompt, the zombies' phase, the end, the replay;
 *  4. invite links: the page paints before its scripts; two browser pages, one seat each, see each other's moves;
 *  5. a phone-sized screen (the table and the lobby);
 *  6. the in-browser table (?local): a game started, played, resumed after a reload, listed;
 *  7-9. Zombicide Classic, Zombies!!! and Seconds to Live each to their end screen (classic.ts,
 *     zombies.ts, seconds.ts);
 * and prints (never asserts) the first page's gzip size, the table chunk's, and the
 * click-to-updated-board times.
 * 10. Undead or Alive for a newcomer (e2e/uoa-table.ts): playback, costs, reasons, warnings, layout.
 * 11. Accessibility (e2e/a11y.ts): axe-core on every screen, serious and critical violations fail.
 * 12. Invite links (e2e/invites.ts): the server's whole links, the loopback warning, a bot's seat, the hand-over;
 *     then the storage goes down under a table (the banner, an action not stored) and comes back.
 * 13. Retired games (e2e/retired.ts): a game retired in the server's storage across a restart is said so in plain
 *     words (English, French, a phone), listed as such, replayed and started again with the same setup; the
 *     browser's own saves keep their rules version, content and snapshot, load from before, and retire.
 * 14. The mission studio (e2e/studio.ts): a mission drawn by clicks, its problem on the map, fixed, saved, reopened,
 *     played, simulated from its Simulate tab; the saved file through horde validate and horde sim.
 * 15. The studio's Simulate panel (e2e/studio-sim.ts): 20 games of M0, opened in the studio, in Web Workers to the
 *     report, as horde sim.
 * HORDE_E2E_ONLY=games runs only parts 7–9, HORDE_E2E_ONLY=uoa only part 10, HORDE_E2E_ONLY=a11y only part 11,
 * HORDE_E2E_ONLY=zombies-hotseat only part 8b, HORDE_E2E_ONLY=seconds only part 9, HORDE_E2E_ONLY=invites only part 12,
 * HORDE_E2E_ONLY=retired only part 13, HORDE_E2E_ONLY=studio only part 14, HORDE_E2E_ONLY=studiosim only part 15,
 * HORDE_E2E_ONLY=zombicide only part 16 (the Zombicide tables on a desktop and a phone, e2e/zombicide-tables.ts),
 * HORDE_E2E_ONLY=readme only part 17 (the README's four pictures, e2e/readme-shots.ts; not in the full run),
 * HORDE_E2E_ONLY=campaign only part 18 (Classic's next mission after a finished Experience-mode game, e2e/campaign.ts)
 * HORDE_E2E_ONLY=core only parts 2–6 (the lobby, hot-seat M0, invite links between two pages, the phone, ?local),
 * (after the build and the server's start).
 * Screenshots go to test-output/web/ (repository root); with HORDE_DOCS_SHOTS=1 (`npm run docs:shots -w
 * @horde/web`) good ones are also copied to docs/img/web/. Otherwise a test run leaves the tracked tree as it
 * was, and checks that it did for the documentation's pictures.
 */
import { execSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { serveCommand } from '@horde/server/cli/serve';
import { openStorage } from '@horde/server/storage/open';
import { missionMap } from '../src/games/uoa/test-kit.ts';
import { launch } from './browser.ts';
import { Player, seq, settle } from './player.ts';
import { verticalOverlap } from './layout.ts';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = resolve(here, '..');
const repo = resolve(webDir, '../..');
const dist = join(webDir, 'dist');
const out = join(repo, 'test-output', 'web');
const docsImg = join(repo, 'docs', 'img', 'web');
const started = Date.now();
const budgetMs = Number(process.env.HORDE_E2E_BUDGET_MS ?? 150_000);
/** `uoa`: only Undead or Alive's newcomer checks (e2e/uoa-table.ts); `a11y`: only the accessibility audit. */
const only = process.env.HORDE_E2E_ONLY ?? '';

let failures = 0;
function check(cond: unknown, what: string): void {
  if (cond) console.log(`  ok   ${what}`);
  else {
    failures++;
    console.log(`  FAIL ${what}`);
  }
}

/** Names, sizes and modification times of the documentation's pictures. */
function docsImgStamp(): string {
  if (!existsSync(docsImg)) return '';
  return readdirSync(docsImg)
    .map((f) => {
      const st = statSync(join(docsImg, f));
      return `${f}:${st.size}:${st.mtimeMs}`;
    })
    .join('|');
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

/** The Undead or Alive table's chunk (JS and CSS): what choosing the game fetches. */
const UOA_CHUNK = /\/assets\/uoa-table-[^/]*\.js$/;

function chunkGzip(pattern: RegExp): { files: string[]; bytes: number; gzip: number } {
  const files = readdirSync(join(dist, 'assets')).filter((f) => pattern.test(`/assets/${f}`));
  let bytes = 0,
    gzip = 0;
  for (const f of files) {
    const buf = readFileSync(join(dist, 'assets', f));
    bytes += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { files, bytes, gzip };
}

/** Marks of the rules engine in built JS: zod's internals and an Undead or Alive rule's error code. */
const ENGINE_MARKS = ['_zod', 'setup.unknownMission'];

/**
 * The JS files a built chunk loads with it: itself and the chunks it imports, recursively (with several
 * tables, the bundler puts what they share, zod among it, in chunks of its own).
 */
function withImports(files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.endsWith('.js')) return;
    seen.add(file);
    const text = readFileSync(join(dist, file), 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(`assets/${m[1]}`);
  };
  for (const f of files) visit(f);
  return [...seen];
}

function engineMarks(files: string[]): string[] {
  return files
    .filter((f) => f.endsWith('.js'))
    .flatMap((f) => {
      const text = readFileSync(join(dist, f), 'utf8');
      return ENGINE_MARKS.filter((m) => text.includes(m)).map((m) => `${f}: ${m}`);
    });
}

/** Chooses Undead or Alive in the lobby's game picker and waits for its setup (mission, survivors). */
async function chooseUoa(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Undead or Alive/ }).check();
  await page.waitForSelector('input[data-survivor-id]');
}

async function shot(page: Page, name: string, copy = true, fullPage = false): Promise<void> {
  const file = join(out, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  if (copy && process.env.HORDE_DOCS_SHOTS === '1') copyFileSync(file, join(docsImg, `${name}.png`));
  console.log(`  screenshot ${file}`);
}

/**
 * The people at an online table: seat 1 names itself and talks; seat 2 sees the unread count, the name in
 * the seats' list and the line with its reaction. Both panels are closed again.
 */
async function tableTalk(a: Page, b: Page): Promise<void> {
  await a.getByRole('button', { name: /^Players & chat/ }).click();
  await a.getByLabel('Your name').fill('Ana');
  await a.getByRole('button', { name: 'Save' }).click();
  await a.getByLabel('Message to the table').fill('Cover me, I take the street');
  await a.getByLabel('Message to the table').press('Enter');
  await a.getByRole('button', { name: /Well played/ }).click();
  await b.waitForFunction(() => document.querySelector('.table-talk-unread')?.textContent === '2', null, {
    timeout: 5000,
  });
  check(true, "seat 2's chat button counts seat 1's two unread lines");
  await b.getByRole('button', { name: /^Players & chat/ }).click();
  const lines = await b.locator('.table-talk-lines li').allTextContents();
  check(
    lines.join(' | ') === 'Ana Cover me, I take the street | Ana ★ Well played',
    `seat 2 reads seat 1's line and reaction under its name: ${lines.join(' | ')}`,
  );
  const seats = (await b.locator('.table-talk-seats').textContent()) ?? '';
  check(/Seat 1 Ana · here/.test(seats) && /Seat 2 \(you\) · here/.test(seats), `seats by name: ${seats}`);
  await shot(b, 'table-talk');
  await a.getByRole('button', { name: 'Close' }).click();
  await b.getByRole('button', { name: 'Close' }).click();
}

async function main(): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const docsShots = process.env.HORDE_DOCS_SHOTS === '1';
  if (docsShots) mkdirSync(docsImg, { recursive: true });
  // The documentation's pictures are refreshed only by `npm run docs:shots -w @horde/web`.
  const docsBefore = docsImgStamp();
  console.log('[e2e] building the web app (npm run build -w @horde/web)');
  execSync('npm run build -w @horde/web', { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
  const size = firstPageGzip();
  const uoaChunk = chunkGzip(/\/assets\/uoa-table-[^/]*\.(js|css)$/);
  check(
    engineMarks(size.files).length === 0,
    `the first page holds no rules engine (${engineMarks(size.files).join(', ') || 'no zod, no Zombicide'})`,
  );
  // The table plays by the rules in the browser but leaves the checking of input to the server: no zod.
  const uoaMarks = new Set(
    engineMarks(withImports(uoaChunk.files.map((f) => `assets/${f}`))).map((m) => m.split(': ')[1]),
  );
  check(
    uoaMarks.has('setup.unknownMission') && !uoaMarks.has('_zod'),
    `the rules engine comes with the Undead or Alive chunk (itself or the chunks it imports), the schema library does not (${[...uoaMarks].join(', ')})`,
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'horde-e2e-data-'));
  const serve = (port: number) =>
    serveCommand({
      port,
      host: '127.0.0.1',
      dataDir,
      staticDir: dist,
      log: false,
      handleSignals: false,
      print: () => {},
    });
  let server = await serve(0);
  console.log(`[e2e] server ${server.url} serving ${dist}`);
  const m0 = await missionMap('M0');
  const ctx = await launch();
  const timingsAll: number[] = [];
  try {
    if (only === '' || only === 'core') {
      // 2. The lobby: the games, the table loaded on demand, the languages.
      const page = ctx.pages()[0] ?? (await ctx.newPage());
      page.on('pageerror', (e) => {
        failures++;
        console.log(`  FAIL page error: ${e.message}`);
      });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await page.goto(server.url);
      await page.waitForSelector('.lobby .game-list');
      check(await page.getByText('Connected to the game server').isVisible(), 'the lobby talks to the server');
      const listed = await page.locator('.game-item .game-name').allInnerTexts();
      check(listed.includes('Zombicide: Undead or Alive'), `the lobby lists the server's games (${listed.join(', ')})`);
      await page.waitForLoadState('networkidle');
      check(!requests.some((u) => UOA_CHUNK.test(u)), 'the Undead or Alive table is not fetched before it is chosen');
      await shot(page, 'lobby');
      await chooseUoa(page);
      const fetched = requests.filter((u) => UOA_CHUNK.test(u));
      check(fetched.length === 1, `choosing the game fetches its table (${fetched.join(', ')})`);
      check(
        await page.getByRole('checkbox', { name: /Ultrared mode/ }).isVisible(),
        "the game's config schema gives the Ultrared switch",
      );
      await page.getByLabel('Language').selectOption('fr');
      await page
        .getByRole('heading', { name: 'Jeu', exact: true })
        .waitFor({ timeout: 3000 })
        .catch(() => {});
      check(
        (await page.getByRole('heading', { name: 'Jeu', exact: true }).count()) === 1 &&
          (await page.getByRole('checkbox', { name: /Mode Ultrarouge/ }).count()) === 1,
        'the language switch shows the lobby in French',
      );
      await page.reload();
      await page.waitForSelector('.lobby .game-list');
      check((await page.getAttribute('html', 'lang')) === 'fr', 'the chosen language is remembered');
      await chooseUoa(page);
      await shot(page, 'lobby-fr', true, true);
      await page.getByLabel('Langue').selectOption('en');
      await page.getByText('Connected to the game server').waitFor();
      await page.locator('input[data-survivor-id]').nth(0).check();
      await page.locator('input[data-survivor-id]').nth(1).check();
      await shot(page, 'new-game', true, true);

      // 3. Hot-seat M0 to the end.
      console.log('[e2e] hot-seat M0, played by clicks and keys');
      await page.getByRole('button', { name: /^Start M0/ }).click();
      await page.waitForSelector('.table .board-svg');
      const player = new Player(page, {
        geo: m0,
        exits: m0.exits,
        rng: mulberry(7),
        onMoment: async (kind, p) => {
          if (kind === 'board') await shot(p, 'board');
          if (kind === 'prompt') await shot(p, 'prompt');
          if (kind === 'zombies') await shot(p, 'zombies-phase');
          if (kind === 'menu') await shot(p, 'zone-menu');
        },
      });
      // Undo through the server (issue 14, item 6): an action that revealed nothing is taken back.
      const undoButton = page.locator('.topbar button', { hasText: 'Undo' });
      for (let i = 0; i < 8 && !(await undoButton.isEnabled()); i++) await player.step('play');
      await page.keyboard.press('Escape');
      const beforeUndo = await seq(page);
      check(
        await undoButton.isEnabled(),
        `Undo is offered through the server after an action that revealed nothing (#${beforeUndo})`,
      );
      await undoButton.click();
      await settle(page, beforeUndo);
      const afterUndo = await seq(page);
      check(
        Number(afterUndo) === Number(beforeUndo) - 1,
        `Undo through the server takes it back (#${beforeUndo} → #${afterUndo})`,
      );
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
        await page.waitForSelector('.replay, .center-message[role="alert"]', { timeout: 8000 }).catch(() => {});
        if (await page.locator('.replay').count()) {
          await shot(page, 'replay');
          // On a phone the replay's controls sit at the foot of the screen, clear of the map (they hid its lower half).
          await page.setViewportSize({ width: 390, height: 844 });
          await page.waitForTimeout(300);
          const over = await verticalOverlap(page, '.replay-controls', '.replay .board-area');
          check(over === 0, `on a phone, the replay's controls cover none of the map (${over} px over it)`);
          await shot(page, 'replay-phone');
          await page.setViewportSize({ width: 1280, height: 800 });
        } else
          console.log(
            `  note: replay not offered: ${await page
              .locator('.center-message')
              .textContent()
              .catch(() => '?')}`,
          );
      }

      // 4. Two browsers, one game, invite links.
      console.log('[e2e] invite links: two pages, one seat each');
      const host = await ctx.newPage();
      await host.goto(server.url);
      await host.waitForSelector('.lobby .game-list');
      await chooseUoa(host);
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
      await host.reload();
      await host.waitForSelector('[data-seat-link="1"]', { timeout: 5000 }).catch(() => {});
      check(
        (await host
          .locator('[data-seat-link="1"]')
          .inputValue()
          .catch(() => '')) === link1,
        'a reload of the invite screen keeps the links',
      );
      // A link cut short (a token too short to be one) says so in words, not in the protocol's.
      const cut = await ctx.newPage();
      await cut.goto(link1.slice(0, -10));
      await cut.waitForSelector('[role="alert"]', { timeout: 5000 }).catch(() => {});
      const said =
        (await cut
          .locator('[role="alert"]')
          .textContent()
          .catch(() => '')) ?? '';
      check(/does not open game/.test(said) && !/Invalid|tokens\.0/.test(said), `a cut link is explained: "${said}"`);
      await cut.close();
      // Before any script runs, an invite link's page already says where it goes, in the browser's language (this
      // browser's is English; the French page is checked in the server's page-hints tests).
      const bare = await ctx.newPage();
      await bare.route('**/*.js', (route) => route.abort());
      await bare.goto(link1);
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, where the styles hide the other language
      const firstPaint = await bare.locator('#root').innerText();
      check(firstPaint.trim() === 'Joining the table…', `an invite page paints before its scripts: "${firstPaint}"`);
      await bare.close();
      // Opened on a phone, the table does not move under the player's eyes once drawn (Lighthouse's layout shift:
      // a dashboard drawn a frame late pushed the panels under the map down by 0.2-0.4).
      const phone = await ctx.newPage();
      await phone.setViewportSize({ width: 412, height: 823 });
      await phone.addInitScript({
        content:
          "window.__hordeShift = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__hordeShift += e.value; }).observe({ type: 'layout-shift', buffered: true });",
      });
      await phone.goto(link1);
      await phone.waitForSelector('.table .board-svg');
      await phone.waitForTimeout(1500);
      const shift = await phone.evaluate(() => (window as unknown as { __hordeShift: number }).__hordeShift);
      check(
        shift < 0.1,
        `a table opened by its invite link on a phone does not shift its layout (${shift.toFixed(3)})`,
      );
      await phone.close();
      const a = host;
      await a.goto(link0);
      const b = await ctx.newPage();
      // A table by its invite link plays by the server's checks: it loads neither the schema library nor a bot.
      const scripts: string[] = [];
      b.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
      await b.goto(link1);
      await a.bringToFront();
      await a.evaluate(() => {
        window.__hordeTimings = [];
      });
      await a.waitForSelector('.table .board-svg');
      await b.waitForSelector('.table .board-svg');
      check(
        scripts.length > 0 && !scripts.some((path) => /\/(zod|heuristic)-/.test(path)),
        `an invite link's table loads no schema library nor bot: ${scripts.join(', ')}`,
      );
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
      check(
        /Your turn/.test(
          (await b
            .locator('.turn-notice')
            .textContent()
            .catch(() => '')) ?? '',
        ),
        'seat 2 is told it is its turn when seat 1 passes the hand',
      );
      await shot(b, 'invite-seat2');
      await tableTalk(a, b);
      timingsAll.push(...(await a.evaluate(() => window.__hordeTimings ?? [])));

      // The server goes away mid-game: the page says so in words and takes no click; it comes back by itself.
      const port = Number(new URL(server.url).port);
      await server.close();
      await b.waitForSelector('.connection-cover', { timeout: 8000 }).catch(() => {});
      check(
        /Connection to the game server lost/.test(
          (await b
            .locator('.connection-cover')
            .textContent()
            .catch(() => '')) ?? '',
        ),
        'a lost server is shown on the table, which takes no click meanwhile',
      );
      await shot(b, 'connection-lost');
      server = await serve(port);
      await b.waitForSelector('.connection-cover', { state: 'detached', timeout: 20_000 }).catch(() => {});
      check(
        (await b.locator('.connection-cover').count()) === 0,
        'the table reconnects by itself when the server is back',
      );
      await b.close();

      // 5. A phone: the table, then the lobby.
      await a.setViewportSize({ width: 390, height: 844 });
      await a.waitForTimeout(300);
      await shot(a, 'phone');
      await a.goto(server.url);
      await a.waitForSelector('.lobby .game-list');
      // The games' cards are one width on a phone (each was as wide as its name: ragged edges).
      const cardWidths = await a
        .locator('.lobby .game-list .game-item')
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().width)));
      check(
        cardWidths.length > 1 && new Set(cardWidths).size === 1,
        `on a phone the lobby's game cards are one width (${cardWidths.join(', ')} px)`,
      );
      await chooseUoa(a);
      await shot(a, 'lobby-phone', false, true);

      // 6. The in-browser table (no server): the bundled games, the rules in the page, saved in the browser.
      console.log('[e2e] the in-browser table (?local)');
      const local = await ctx.newPage();
      local.on('pageerror', (e) => {
        failures++;
        console.log(`  FAIL page error: ${e.message}`);
      });
      await local.goto(`${server.url}/?local`);
      await local.waitForSelector('.lobby .game-list');
      check(
        await local.getByText('Playing in this browser').isVisible(),
        'the lobby without a server lists the games bundled in the page',
      );
      await chooseUoa(local);
      check(await local.getByRole('radio', { name: /Invite links/ }).isDisabled(), 'invite links need the server');
      await local.locator('input[data-survivor-id="hanna"]').check();
      await local.getByRole('checkbox', { name: /Ultrared mode/ }).check();
      await local.getByRole('button', { name: /^Start M0 with 1 survivor$/ }).click();
      await local.waitForSelector('.table .board-svg');
      if (await local.locator('.prompt .answers button').count()) {
        const s0 = await seq(local);
        await local.keyboard.press('1');
        await settle(local, s0);
      }
      await local.waitForSelector('.zone-hit.target', { timeout: 5000 }).catch(() => {});
      check(
        (await local.locator('.zone-hit.target').count()) > 0,
        'the rules in the page offer the survivor its actions',
      );
      const localSeq = await seq(local);
      await local.reload();
      await local.waitForSelector('.table .board-svg');
      check((await seq(local)) === localSeq, `a reload resumes the saved game at the same move (${localSeq})`);
      await local.goto(`${server.url}/?local#/`);
      await local.waitForSelector('.saved-games li');
      check(
        /M0 · Facing the Zombies · round 1 · Hanna/.test(
          (await local.locator('.saved-games li').first().textContent()) ?? '',
        ),
        'the saved game is listed with its mission, round and survivor',
      );
      await local.close();
    }
    if (only === '' || only === 'games') {
      // 7. Zombicide Classic: C0 hot-seat by clicks and keys, doors and building spawns (e2e/classic.ts).
      console.log('[e2e] Zombicide Classic: C0 by clicks and keys');
      await (await import('./classic.ts')).classicE2E(await ctx.newPage(), server.url, { check, shot });

      // 8. Zombies!!!: one person against two bots, from the lobby to the end screen (e2e/zombies.ts).
      console.log('[e2e] Zombies!!!: one person against two bots');
      await (await import('./zombies.ts')).zombiesE2E(await ctx.newPage(), server.url, { check, shot });
    }
    if (only === '' || only === 'games' || only === 'seconds') {
      // 9. Seconds to Live: solo to the end, then a timed two-seat game against the Zombie bot (e2e/seconds.ts).
      await (await import('./seconds.ts')).secondsE2E(await ctx.newPage(), server.url, { check, shot });
    }

    // 8b. Zombies!!! hot-seat: two people and a bot; the reaction clock and the bot's turn (e2e/zombies-hotseat.ts).
    if (only === '' || only === 'games' || only === 'zombies-hotseat') {
      console.log('[e2e] Zombies!!! hot-seat: the reaction clock behind the hand-over, a bot turn in view');
      await (await import('./zombies-hotseat.ts')).zombiesHotSeatE2E(await ctx.newPage(), server.url, { check, shot });
    }

    // 12. Invite links: the server's whole links, the loopback warning, a bot's seat, the admin's hand-over.
    if (only === '' || only === 'invites') {
      console.log("[e2e] invite links: the server's links, the loopback warning, the hand-over of seats");
      // The storage goes down under the running server (its writes and its probe fail) and comes back.
      const storage = server.storage as unknown as Record<string, unknown>;
      const plugged = { appendAction: storage.appendAction, ping: storage.ping };
      const outage = {
        down: () => {
          const fail = () => Promise.reject(new Error('e2e: the storage is unplugged'));
          storage.appendAction = fail;
          storage.ping = fail;
          server.rooms.health.failed(new Error('e2e: the storage is unplugged'));
        },
        up: () => Object.assign(storage, plugged),
      };
      await (await import('./invites.ts')).invitesE2E(await ctx.newPage(), server.url, { check, shot, outage });
    }

    // 13. Retired games: the server restarts with a game retired in its storage; the browser's own saves.
    if (only === '' || only === 'retired') {
      console.log('[e2e] retired games: plain words, the replay, the same setup again; the local saves');
      const port = Number(new URL(server.url).port);
      const retire = async (gameId: string) => {
        await server.close();
        // As a restore that no longer comes to the stored state marks it (packages/server/src/rooms/manager.ts).
        const storage = openStorage({ dataDir });
        await storage.retireGame(gameId, {
          code: 'rulesChanged',
          detail: 'e2e: retired in the storage while the server was stopped',
          at: new Date().toISOString(),
        });
        await storage.close();
        server = await serve(port);
      };
      const stored = async (gameId: string) => {
        const g = await server.storage.getGame(gameId);
        return g && { game: g.game, config: g.config, seed: g.seed, bots: g.bots, status: g.status };
      };
      await (await import('./retired.ts')).retiredE2E(await ctx.newPage(), server.url, { check, shot, retire, stored });
    }

    // 10. Undead or Alive for a newcomer, on positions built by the rules (e2e/uoa-table.ts).
    if (only === '' || only === 'zombicide')
      // 16. The two Zombicide tables on a desktop and a phone, screenshotted (e2e/zombicide-tables.ts).
      await (await import('./zombicide-tables.ts')).zombicideTablesE2E(await ctx.newPage(), server.url, {
        check,
        shot,
      });
    // 18. A campaign: the next mission with the survivors of a finished Experience-mode game (e2e/campaign.ts).
    if (only === '' || only === 'campaign')
      await (await import('./campaign.ts')).campaignE2E(await ctx.newPage(), server.url, { check, shot });
    // 17. The README's four pictures, each table mid-game (e2e/readme-shots.ts).
    if (only === 'readme')
      await (await import('./readme-shots.ts')).readmeShotsE2E(await ctx.newPage(), server.url, { check, shot });
    if (only === '' || only === 'uoa')
      await (await import('./uoa-table.ts')).uoaTableE2E(await ctx.newPage(), server.url, { check, shot });
    if (only === '' || only === 'uoa')
      await (await import('./uoa-french.ts')).uoaFrenchE2E(await ctx.newPage(), server.url, { check, shot });
    if (only === '' || only === 'uoa')
      await (await import('./uoa-keyboard.ts')).uoaKeyboardE2E(await ctx.newPage(), server.url, { check, shot });
    if (only === '' || only === 'uoa')
      await (await import('./uoa-learn.ts')).uoaLearnE2E(await ctx.newPage(), server.url, { check, shot });

    // 14. The mission studio: draw, a problem on the map, fix, save, reopen, play (e2e/studio.ts).
    if (only === '' || only === 'studio')
      await (await import('./studio.ts')).studioE2E(await ctx.newPage(), server.url, { check, shot });

    // 15. The studio's Simulate panel: 20 games in Web Workers to the report (e2e/studio-sim.ts).
    if (only === '' || only === 'studiosim') {
      console.log("[e2e] the studio's Simulate panel: 20 games of M0 in Web Workers");
      await (await import('./studio-sim.ts')).studioSimE2E(await ctx.newPage(), server.url, { check, shot });
    }

    // 11. Accessibility: axe on every screen, the keyboard alone, a page that never scrolls (e2e/a11y.ts).
    if (only === '' || only === 'a11y') {
      console.log('[e2e] accessibility: axe-core on each screen');
      await (await import('./a11y.ts')).a11yE2E(await ctx.newPage(), server.url, { check, shot });
    }
  } finally {
    await ctx.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!docsShots)
    check(docsImgStamp() === docsBefore, 'the test left the documentation pictures (docs/img/web) as they were');
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
    '[measure] Undead or Alive table, fetched when chosen: %s — %d bytes, %s KB gzip',
    uoaChunk.files.join(' + '),
    uoaChunk.bytes,
    (uoaChunk.gzip / 1024).toFixed(1),
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

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
