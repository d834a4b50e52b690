/**
 * Retired games in the browser (called by run.ts; alone: HORDE_E2E_ONLY=retired). A game that cannot go on is kept,
 * its players told why in plain words, with its replay and a new start with the same setup (docs/storage.md).
 *
 * On the real server: a Zombies!!! game (seat 1 for people, seats 2 and 3 for the game's bots, hot-seat) gets its
 * first tile; the server stops, the game is marked retired in its storage (as a restore that no longer comes to the
 * stored state marks it), and the server starts again. The open table says so by itself; a reload, the French page and
 * a phone say the same; the saved games list it as such; its replay opens; "start again with the same setup" opens a
 * new game with the same game, config, seed and bots.
 *
 * In the browser (?local): a save keeps its rules version, content fingerprint, hash and snapshot; a save written
 * before them loads and gets them; a save whose content is not the page's is retired and starts again.
 *
 * Screenshots: retired.png (desktop), retired-phone.png, retired-fr.png, retired-lobby.png, retired-replay.png,
 * retired-local.png.
 */
import type { Page } from 'playwright-core';

/** A stored game as the e2e reads it from the server's storage. */
export interface StoredGame {
  game: string;
  config: unknown;
  seed: string | number;
  bots: (string | null)[];
  status: string;
}

export interface RetiredE2ETools {
  check(cond: unknown, what: string): void;
  shot(page: Page, name: string, copy?: boolean, fullPage?: boolean): Promise<void>;
  /** Stops the server, marks the game retired in its storage and starts the server again (same address). */
  retire(gameId: string): Promise<void>;
  /** A game as stored by the running server. */
  stored(gameId: string): Promise<StoredGame | null>;
}

const gameIdOf = (page: Page) => /#\/game\/([^?]+)/.exec(page.url())?.[1] ?? '';

/** Nothing technical on the retired screen: no hash, no action number, no code. */
const TECHNICAL = /[0-9a-f]{12,}|#\d|rulesChanged|contentMissing|gameMissing/;

async function retiredText(page: Page): Promise<string> {
  await page.locator('.retired-game h1').waitFor({ timeout: 15_000 });
  return (await page.locator('.retired-game').textContent()) ?? '';
}

export async function retiredE2E(page: Page, baseUrl: string, tools: RetiredE2ETools): Promise<void> {
  const { check, shot } = tools;
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(baseUrl);
  await page.waitForSelector('.lobby .game-list');
  await page.evaluate(() => localStorage.setItem('horde.language', 'en'));
  const zombies = page.getByRole('radio', { name: /Zombies!!!/ });
  if (!(await zombies.count())) {
    check(false, 'the lobby lists Zombies!!!');
    return;
  }
  await zombies.check();
  await page.waitForSelector('.z-setup');
  // Seat 1 for people, seats 2 and 3 for the game's bots (the lobby's choice for a competitive game), hot-seat.
  await page.getByRole('button', { name: /^Start Zombies!!! for 3 players/ }).click();
  await page.waitForSelector('.z-table .z-map-svg', { timeout: 10_000 });
  const oldId = gameIdOf(page);
  // Seat 1 places its first tile: the game has a move of a person.
  const seq = await page.getAttribute('.z-table', 'data-seq');
  await page.waitForSelector('[data-spot]', { timeout: 5000 }).catch(() => {});
  await page.locator('[data-spot]').first().click();
  await page.locator('button[data-action="placeTile"]:not([disabled])').first().click();
  await page
    .waitForFunction((before) => document.querySelector('.z-table')?.getAttribute('data-seq') !== before, seq, {
      timeout: 5000,
    })
    .catch(() => {});
  const before = await tools.stored(oldId);
  check(before?.status === 'ongoing' && oldId !== '', `a Zombies!!! game is on the server (${oldId})`);

  // The server stops; the game is retired in its storage; the server starts again.
  await tools.retire(oldId);
  const live = await retiredText(page).catch(() => '');
  check(
    /^This game cannot go on/.test(live) && /earlier version of this game's rules/.test(live),
    `the open table says by itself that the game cannot go on, and why: "${live.slice(0, 120)}…"`,
  );
  await page.reload();
  const said = await retiredText(page).catch(() => '');
  check(
    said.includes("It started under an earlier version of this game's rules") &&
      said.includes('watch its replay, or start again with the same setup'),
    'opened again, it says why in plain words and what can be done',
  );
  check(
    !TECHNICAL.test(said),
    `no hash, action number or code on the screen (${said.match(TECHNICAL)?.[0] ?? 'none'})`,
  );
  const buttons = await page.locator('.retired-actions button').allTextContents();
  check(
    buttons.join(' | ') === 'Watch the replay | Start again with the same setup | Back to the games',
    `it offers the replay, a new start and the way back: ${buttons.join(' | ')}`,
  );
  await shot(page, 'retired', false);
  const { axeViolations } = await import('./a11y.ts');
  const violations = await axeViolations(page);
  for (const v of violations)
    console.log(`       retired screen: ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(', ')}`);
  check(violations.length === 0, 'axe: no serious or critical violation on the retired screen');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await shot(page, 'retired-phone', false, true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  check(!overflow, 'on a phone the retired screen fits the width');
  await page.setViewportSize({ width: 1280, height: 800 });

  // In French.
  await page.evaluate(() => localStorage.setItem('horde.language', 'fr'));
  await page.reload();
  const fr = await retiredText(page).catch(() => '');
  check(
    /^Cette partie ne peut pas continuer/.test(fr) &&
      fr.includes('Elle a commencé sous une version antérieure des règles de ce jeu') &&
      fr.includes('Recommencer avec la même mise en place'),
    `in French: "${fr.slice(0, 110)}…"`,
  );
  await shot(page, 'retired-fr', false);
  await page.evaluate(() => localStorage.setItem('horde.language', 'en'));

  // The saved games list it as such, and open it on why it stopped.
  await page.goto(baseUrl);
  await page.waitForSelector('.saved-games li', { timeout: 8000 }).catch(() => {});
  const row = page.locator('.saved-games li', { has: page.locator('.saved-status.retired') }).first();
  check(
    ((await row
      .locator('.saved-status')
      .textContent()
      .catch(() => '')) ?? '') === 'cannot go on' && (await row.getByRole('button', { name: 'Resume' }).count()) === 0,
    'the saved games list it as one that cannot go on, with no Resume',
  );
  await shot(page, 'retired-lobby', false);
  await row.getByRole('button', { name: 'Why it stopped' }).click();
  await retiredText(page).catch(() => '');

  // Its replay, from the server's record.
  await page.getByRole('button', { name: 'Watch the replay' }).click();
  await page.waitForSelector('.z-replay, .center-message[role="alert"]', { timeout: 10_000 }).catch(() => {});
  const pos =
    (await page
      .locator('.z-replay-pos')
      .textContent()
      .catch(() => '')) ?? '';
  check(/of [1-9]\d*/.test(pos), `its replay opens on the moves played (${pos || 'no replay'})`);
  check((await page.locator('.replay-notice').count()) === 0, 'played with the content this page bundles: no notice');
  await shot(page, 'retired-replay', false);

  // Start again with the same setup: a new game, opened as a new hot-seat game is.
  await page.goto(`${baseUrl}/#/game/${oldId}`);
  await retiredText(page).catch(() => '');
  await page.getByRole('button', { name: 'Start again with the same setup' }).click();
  await page.waitForSelector('.z-table .z-map-svg', { timeout: 10_000 }).catch(() => {});
  const newId = gameIdOf(page);
  const again = newId ? await tools.stored(newId) : null;
  check(
    newId !== '' && newId !== oldId && again?.status === 'ongoing',
    `"start again" opens a new game at its table (${newId})`,
  );
  check(
    again !== null &&
      before !== null &&
      again.game === before.game &&
      JSON.stringify(again.config) === JSON.stringify(before.config) &&
      String(again.seed) === String(before.seed) &&
      JSON.stringify(again.bots) === JSON.stringify(before.bots),
    `with the same game, config, seed and bots (${again?.game}, seed ${String(again?.seed).slice(0, 8)}…, bots ${JSON.stringify(again?.bots)})`,
  );

  await localSaves(await page.context().newPage(), baseUrl, tools);
  check(errors.length === 0, `no page error around the retired game${errors.length ? `: ${errors.join('; ')}` : ''}`);
}

interface Save {
  rulesVersion?: string;
  contentFp?: string | null;
  hash?: string;
  snapshot?: { seq: number; codeVersion: string };
  actions: unknown[];
  seed: unknown;
  config: unknown;
  retired?: { code: string };
}

/** The browser's own saves: their format, an old save loaded, a save whose content is not the page's retired. */
async function localSaves(page: Page, baseUrl: string, { check, shot }: RetiredE2ETools): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${baseUrl}/?local`);
  await page.waitForSelector('.lobby .game-list');
  await page.getByRole('radio', { name: /Zombies!!!/ }).check();
  await page.waitForSelector('.z-setup');
  await page.getByRole('button', { name: /^Start Zombies!!! for 3 players/ }).click();
  await page.waitForSelector('.z-table .z-map-svg', { timeout: 10_000 });
  const id = gameIdOf(page);
  await page.locator('[data-spot]').first().click();
  await page.locator('button[data-action="placeTile"]:not([disabled])').first().click();
  await page.waitForTimeout(300);
  const read = (key: string) =>
    page.evaluate((k) => JSON.parse(localStorage.getItem(`horde.game.${k}`) ?? 'null'), key) as Promise<Save | null>;
  const save = await read(id);
  check(
    save !== null &&
      typeof save.rulesVersion === 'string' &&
      /^[0-9a-f]{16}$/.test(save.contentFp ?? '') &&
      /^[0-9a-f]{16}$/.test(save.hash ?? '') &&
      save.snapshot?.seq === save.actions.length &&
      save.actions.length >= 1,
    `a local save keeps its rules version ${save?.rulesVersion}, content ${save?.contentFp}, hash and a snapshot at move ${save?.snapshot?.seq}`,
  );
  if (!save) return;
  const write = (key: string, value: unknown) =>
    page.evaluate(([k, v]) => localStorage.setItem(`horde.game.${k}`, v), [key, JSON.stringify(value)] as const);

  // A save of before: no rules version, content, hash nor snapshot.
  const { rulesVersion: _v, contentFp: _c, hash: _h, snapshot: _s, ...old } = save;
  await write('Lold', old);
  await page.goto(`${baseUrl}/?local#/game/Lold`);
  await page.waitForSelector('.z-table .z-map-svg', { timeout: 10_000 }).catch(() => {});
  const seqOld = await page.getAttribute('.z-table', 'data-seq').catch(() => null);
  const migrated = await read('Lold');
  check(
    Number(seqOld) >= save.actions.length &&
      migrated?.rulesVersion === save.rulesVersion &&
      migrated?.contentFp === save.contentFp &&
      migrated?.snapshot?.seq === migrated?.actions.length,
    `a save of before loads at its move (${seqOld}) and gets the rules version, content and snapshot`,
  );

  // A save made with other content than this page bundles.
  await write('Ledited', { ...save, contentFp: '0123456789abcdef' });
  await page.goto(`${baseUrl}/?local#/game/Ledited`);
  const text = await retiredText(page).catch(() => '');
  check(
    /missions, maps or cards, which has changed since/.test(text) && !TECHNICAL.test(text),
    `a save made with other content is retired, told in plain words: "${text.slice(0, 100)}…"`,
  );
  const kept = await read('Ledited');
  check(
    kept?.retired?.code === 'contentMissing' && JSON.stringify(kept.actions) === JSON.stringify(save.actions),
    'it is kept as it was, marked retired',
  );
  await shot(page, 'retired-local', false);
  await page.getByRole('button', { name: 'Start again with the same setup' }).click();
  await page.waitForSelector('.z-table .z-map-svg', { timeout: 10_000 }).catch(() => {});
  const newId = gameIdOf(page);
  const fresh = newId ? await read(newId) : null;
  check(
    newId !== 'Ledited' &&
      fresh !== null &&
      fresh.seed === save.seed &&
      JSON.stringify(fresh.config) === JSON.stringify(save.config) &&
      fresh.actions.length === 0,
    `started again in the browser with the same config and seed (${newId})`,
  );
  check(errors.length === 0, `no page error with the local saves${errors.length ? `: ${errors.join('; ')}` : ''}`);
  await page.close();
}
