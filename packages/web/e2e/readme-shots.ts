/**
 * The README's four pictures (HORDE_E2E_ONLY=readme; `HORDE_DOCS_SHOTS=1` copies them to docs/img/web): each table
 * mid-game on a desktop, in the in-browser table (?local), several pieces on the board and the log in view. The
 * person's seat is played by plain gestures (a move, then End turn; the first answer of a prompt), the others by
 * the game's bots, until the game is a few rounds in. Checks only that each table got there without a page error.
 */
import type { Page } from 'playwright-core';
import { survivorStep } from './seconds.ts';
import { clickFirst } from './zombies.ts';

export interface ReadmeTools {
  check(cond: unknown, what: string): void;
  shot(page: Page, name: string, copy?: boolean): Promise<void>;
}

const DESKTOP = { width: 1366, height: 860 };
/** HORDE_README_GAMES=zombies,seconds takes only those pictures (each run plays new games: new pictures). */
const wanted = (game: string) => (process.env.HORDE_README_GAMES ?? game).split(',').includes(game);

/** Brings the log's newest lines into view: scrolls the log's scrolling ancestors (a side panel) to their end. */
const showLog = (page: Page, selector: string) =>
  page
    .evaluate((s) => {
      const logs = document.querySelectorAll(s);
      for (let el = logs[logs.length - 1]?.parentElement ?? null; el; el = el.parentElement)
        if (el.scrollHeight > el.clientHeight) el.scrollTop = el.scrollHeight;
    }, selector)
    .catch(() => {});

const round = async (page: Page, selector: string): Promise<number> =>
  Number(
    /(\d+)/.exec(
      (await page
        .locator(selector)
        .first()
        .textContent()
        .catch(() => '')) ?? '',
    )?.[1] ?? 0,
  );

const seqOf = (page: Page) => page.getAttribute('.table, .z-table', 'data-seq').catch(() => null);

async function settle(page: Page, before: string | null, ms = 2500): Promise<void> {
  await page
    .waitForFunction((s) => document.querySelector('.table, .z-table')?.getAttribute('data-seq') !== s, before, {
      timeout: ms,
    })
    .catch(() => {});
}

/** A Zombicide table (Undead or Alive or Classic) played by one person to round `rounds`. */
async function zombicide(page: Page, baseUrl: string, game: RegExp, survivors: string[], rounds: number) {
  await page.goto(`${baseUrl}/?local#/`);
  await page.waitForSelector('.lobby .game-list');
  await page.getByRole('radio', { name: game }).check();
  for (const s of survivors) {
    await page.waitForSelector(`input[data-survivor-id="${s}"]`);
    await page.locator(`input[data-survivor-id="${s}"]`).check();
  }
  await page.getByRole('button', { name: /^Start [CM]\d+ with/ }).click();
  await page.waitForSelector('.table .board-svg', { timeout: 10_000 });
  // The coach of a first mission speaks in the side panel: the picture shows the table, not the lesson.
  await clickFirst(page, 'button:has-text("Hide the coach")');
  let moved = 0;
  const until = Date.now() + 90_000;
  while (Date.now() < until && (await round(page, '.topbar .chip[role="status"]')) < rounds) {
    if (await page.locator('[aria-modal="true"]').count()) break;
    const before = await seqOf(page);
    if (await page.locator('.table[data-playing="yes"]').count()) await page.keyboard.press('Space');
    else if (await page.locator('[data-confirm="endTurn"]').count())
      await page.locator('[data-confirm="endTurn"]').click();
    else if (await page.locator('.prompt .answers button').count())
      await page
        .locator('.prompt .answers button')
        .first()
        .click({ timeout: 3000 })
        .catch(() => {});
    else if (moved < 1 && (await page.locator('.zone-hit.target').count())) {
      moved++;
      // On the zone itself (a survivor standing over its middle would take a click at the centre).
      await page
        .locator('.zone-hit.target')
        .first()
        .dispatchEvent('click')
        .catch(() => {});
      // A zone with several actions opens a menu: its first.
      await clickFirst(page, '.zone-menu [role="menuitem"]');
    } else {
      moved = 0;
      await page.keyboard.press('e');
    }
    await settle(page, before);
  }
  await page.keyboard.press('Escape');
  await page.waitForTimeout(700);
}

export async function readmeShotsE2E(page: Page, baseUrl: string, { check, shot }: ReadmeTools): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize(DESKTOP);

  if (wanted('uoa')) {
    console.log('[e2e] README: Undead or Alive, M0 two rounds in');
    // Two rounds: M0 is lost as soon as one survivor falls, and these gestures are not careful.
    await zombicide(page, baseUrl, /Undead or Alive/, ['hanna', 'jeb', 'henry'], 2);
    await shot(page, 'readme-uoa');
  }
  if (wanted('classic')) {
    console.log('[e2e] README: Zombicide Classic, C0 three rounds in');
    await zombicide(page, baseUrl, /Zombicide Classic/, ['amy', 'doug', 'wanda'], 3);
    await shot(page, 'readme-classic');
  }
  if (wanted('seconds')) await seconds(page, baseUrl, shot);
  if (wanted('zombies')) await zombies(page, baseUrl, shot);
  check(errors.length === 0, `no page error while playing the README's tables (${errors.join('; ') || 'none'})`);
}

async function seconds(page: Page, baseUrl: string, shot: ReadmeTools['shot']): Promise<void> {
  console.log('[e2e] README: Seconds to Live, solo, a few turns in');
  await page.goto(`${baseUrl}/?local#/`);
  await page.waitForSelector('.lobby .game-list');
  await page.getByRole('radio', { name: /Seconds to Live/ }).check();
  await page.locator('input[data-survivor-id="antonio"]').check();
  await page.getByRole('button', { name: /^Start a solo game: Antonio/ }).click();
  await page.waitForSelector('.alley-row', { timeout: 15_000 });
  const seen = { alley: true, attack: true, zombies: true, prompt: true };
  const quiet = async () => {};
  for (let i = 0; i < 200 && Number(await page.getAttribute('[data-row]', 'data-row').catch(() => 0)) < 5; i++)
    if ((await survivorStep(page, quiet, seen)) === 'over') break;
  await showLog(page, '.log');
  await page.waitForTimeout(500);
  await shot(page, 'readme-seconds');
}

async function zombies(page: Page, baseUrl: string, shot: ReadmeTools['shot']): Promise<void> {
  console.log('[e2e] README: Zombies!!!, three players, round 5, a move to make');
  await page.goto(`${baseUrl}/?local#/`);
  await page.waitForSelector('.lobby .game-list');
  await page.getByRole('radio', { name: /Zombies!!!/ }).check();
  await page.waitForSelector('.z-setup');
  for (let seat = 1; seat < 3; seat++) {
    const select = page.locator(`select[data-seat-player="${seat}"]`);
    if (!(await select.count())) continue;
    const bots = await select
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
    await select.selectOption(bots.find((b) => b !== 'random') ?? bots[0]);
  }
  await page.getByRole('button', { name: /^Start Zombies!!!/ }).click();
  await page.waitForSelector('.z-table .z-map-svg', { timeout: 10_000 });
  let steps = 0;
  const until = Date.now() + 150_000;
  while (Date.now() < until) {
    if (await page.locator('.z-over').count()) break;
    const before = await seqOf(page);
    const decision = (await page.getAttribute('.z-prompt', 'data-decision').catch(() => null)) ?? 'none';
    // The picture: round 5, the person to move (the squares it may reach marked on the streets).
    if ((await round(page, '.z-topbar [data-round]')) >= 5 && decision === 'move' && steps % 3 === 0) break;
    if (await page.locator('.z-menu').count()) await clickFirst(page, '.z-menu [role="menuitem"]');
    else if (decision === 'tile') {
      await clickFirst(page, '[data-spot]');
      await clickFirst(page, 'button[data-action="placeTile"]:not([disabled])');
    } else if (decision === 'roll') await clickFirst(page, 'button[data-action="rollMove"]');
    else if (decision === 'move') {
      if (steps++ % 3 < 2 && (await page.locator('[data-mark="step"]').count()))
        await clickFirst(page, '[data-mark="step"]');
      else await clickFirst(page, 'button[data-action="endMove"]');
    } else if (decision === 'combat') await clickFirst(page, 'button[data-action="fight"]');
    else if (decision === 'bullets') {
      if (!(await clickFirst(page, 'button[data-action="spendBullets"]')))
        await clickFirst(page, 'button[data-action="declineBullets"]');
    } else if (decision === 'window') await clickFirst(page, 'button[data-action="pass"]');
    else if (decision === 'zombies') {
      if (!(await clickFirst(page, 'button[data-action="endZombies"]'))) {
        await clickFirst(page, '[data-mark="zombie"]');
        await clickFirst(page, '[data-mark="choice"]');
      }
    } else if (decision === 'discard') await clickFirst(page, 'button[data-action="keepHand"]');
    else if (decision !== 'waiting' && decision !== 'none' && !(await clickFirst(page, '[data-mark="choice"]')))
      await clickFirst(page, '.z-prompt .z-buttons button');
    await settle(page, before);
  }
  await page
    .getByRole('button', { name: 'Show the whole map' })
    .click()
    .catch(() => {});
  await showLog(page, '.z-log');
  await page.waitForTimeout(500);
  await shot(page, 'readme-zombies');
}
