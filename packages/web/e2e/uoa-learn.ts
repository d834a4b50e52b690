/**
 * Undead or Alive for a player who never touched the box (issue 14, "Beyond"), in real Chromium:
 *  - the survivor picker shows a survivor's ID card (class, skills by level, starting equipment) when it is
 *    pointed at or focused, and by its button on a phone-sized screen;
 *  - the coach of M0 (in-browser table, a planted position) says what to do next, the zone it names is on
 *    the map, following it moves the game on; in the zombies' phase it says why a zombie went where it went;
 *    turned off it stays off after a reload, and the help turns it on again;
 *  - a log line's rule opens the rules reference at its topic; the galleries list skills and cards;
 *  - pieces glide to their new zone (a CSS animation), not under `prefers-reduced-motion: reduce`;
 *  - at an online table (invite links), a seat that gave its name is named by it ("Ana to play");
 *  - the same in French.
 * Screenshots: test-output/web/uoa-id-card*.png, uoa-coach*.png, uoa-reference*.png.
 */
import type { Page } from 'playwright-core';
import { loadTestData, position } from '../src/games/uoa/test-kit.ts';
import { openPosition, type Harness } from './uoa-table.ts';
import { axeViolations } from './a11y.ts';
import { seq, settle } from './player.ts';

/** No serious or critical axe violation on the page as it is now. */
async function axe(page: Page, h: Harness, where: string): Promise<void> {
  const found = await axeViolations(page);
  h.check(
    found.length === 0,
    `axe: no serious or critical violation ${where}${found.length ? ` (${found.map((v) => `${v.id}: ${v.targets.join(' ')}`).join('; ')})` : ''}`,
  );
}

const text = async (page: Page, sel: string): Promise<string> =>
  (await page
    .locator(sel)
    .first()
    .textContent()
    .catch(() => '')) ?? '';

async function chooseUoa(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/?local#/`);
  // The language is read when the page starts.
  await page.reload();
  await page.waitForSelector('.lobby .game-list');
  await page.getByRole('radio', { name: /Undead or Alive/ }).check();
  await page.waitForSelector('input[data-survivor-id]');
}

async function idCard(page: Page, url: string, h: Harness, french = false): Promise<void> {
  await chooseUoa(page, url);
  const henry = page.locator('.survivor-option', { has: page.locator('input[data-survivor-id="henry"]') });
  await henry.hover();
  await page.waitForSelector('#id-card-panel [data-survivor="henry"]', { timeout: 3000 }).catch(() => {});
  const card = await text(page, '#id-card-panel');
  h.check(
    french
      ? /Bagarreur/.test(card) && /Santé 3/.test(card) && /Commence avec/.test(card) && /Poêle/.test(card)
      : /Brawler/.test(card) && /Health 3/.test(card) && /Starts with/.test(card) && /Pan/.test(card),
    `${french ? 'in French, ' : ''}the ID card of the survivor pointed at: class, Health, starting equipment (${card.slice(0, 90)}…)`,
  );
  const levels = await page.locator('#id-card-panel [data-level]').count();
  const skills = await page.locator('#id-card-panel [data-skill] dd').count();
  h.check(
    levels === 4 && skills >= 7,
    `its skills by Danger Level with their texts (${levels} levels, ${skills} skills)`,
  );
  await page.locator('#id-card-panel').scrollIntoViewIfNeeded();
  await h.shot(page, french ? 'uoa-id-card-fr' : 'uoa-id-card', !french);
  if (french) return;
  await axe(page, h, 'on the survivor picker with an ID card');
  // The keyboard: Tab onto another survivor shows its card.
  await page.locator('input[data-survivor-id="jeb"]').focus();
  h.check((await text(page, '#id-card-panel h3')) === 'Jeb', 'a survivor reached by the keyboard shows its ID card');
  // A phone: nothing is pointed at; the card's button shows it over the list.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Show the ID card of Concepción' }).click();
  const shown = await page.locator('#id-card-panel').isVisible();
  h.check(
    shown && (await text(page, '#id-card-panel h3')) === 'Concepción',
    'on a phone, its button shows the ID card',
  );
  await h.shot(page, 'uoa-id-card-phone', false);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const hint = (page: Page) =>
  page
    .locator('.coach')
    .getAttribute('data-hint')
    .catch(() => null);

async function coach(page: Page, url: string, h: Harness): Promise<void> {
  // M0 with Hanna and Jeb, past the setup's questions (the Holy Water), nobody acting yet.
  const p = position(1, (state) => state.pending.length === 0 && state.phase === 'players');
  await openPosition(page, url, p, 'Lcoach');
  await page.waitForSelector('.coach', { timeout: 3000 }).catch(() => {});
  const first = await text(page, '.coach-text');
  h.check(
    /^Hanna has 3 Actions: walk toward the Objective ✕ in room 2R:h2: click the blue zone room 2R:h3\.$/.test(first),
    `the coach says what to do first: "${first}"`,
  );
  h.check(
    (await page.locator('.zone-hit.target[data-zone="2R:h3"]').count()) === 1 &&
      (await page.locator('.marks .focus').count()) === 1,
    'the zone it names is marked on the map, and outlined',
  );
  await h.shot(page, 'uoa-coach');
  await axe(page, h, 'on the table with the coach');
  // Following it: a click on that zone, then the coach's next sentence.
  let before = await seq(page);
  await page.locator('.zone-hit.target[data-zone="2R:h3"]').click();
  await settle(page, before);
  const woke = await text(page, '.coach-text');
  h.check(/Corpse Pile/.test(woke) || /Hanna has 2 Actions/.test(woke), `following it, the coach goes on: "${woke}"`);
  // The glide: Hanna moved, her disc glides (an animation on it), unless motion is reduced.
  const glide = await page
    .locator('.survivor[data-survivor="0"]')
    .evaluate((el) => ({ cls: el.getAttribute('class'), anim: getComputedStyle(el).animationName }))
    .catch(() => ({ cls: '', anim: '' }));
  h.check(
    /glide/.test(glide.cls ?? '') && glide.anim === 'uoa-glide',
    `a survivor glides to its new zone (${glide.cls}, ${glide.anim})`,
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = await page
    .locator('.survivor[data-survivor="0"]')
    .evaluate((el) => getComputedStyle(el).animationName)
    .catch(() => '');
  h.check(still === 'none', `no glide with reduced motion (${still})`);
  await page.emulateMedia({ reducedMotion: null });

  // The zombies' phase: every survivor ends its turn (E, and E again to confirm), then the coach says why.
  const whys = new Set<string>();
  for (let i = 0; i < 8 && (await page.getAttribute('.table', 'data-phase')) === 'players'; i++) {
    if (await page.locator('.prompt .answers button').count()) {
      before = await seq(page);
      await page.keyboard.press('1');
      await settle(page, before);
      continue;
    }
    before = await seq(page);
    await page.keyboard.press('e');
    await page.keyboard.press('e');
    await settle(page, before);
    await page.waitForTimeout(50);
  }
  // Each step of the playback with its reason, paused on the first move that has one.
  for (let i = 0; i < 40; i++) {
    const id = await hint(page);
    if (id?.startsWith('why')) {
      await page
        .locator('.zombie-banner')
        .getByRole('button', { name: /Pause/ })
        .click()
        .catch(() => {});
      whys.add(await text(page, '.coach-text'));
      break;
    }
    if ((await page.locator('.zombie-banner').count()) === 0 && i > 5) break;
    await page.waitForTimeout(120);
  }
  const why = [...whys][0] ?? '';
  h.check(
    /(sees survivors|see survivors|sees no survivor|see no survivor|the noisiest)/.test(why),
    `during the zombies' phase, the coach says why a zombie went there: "${why}"`,
  );
  await h.shot(page, 'uoa-coach-zombies');
  await page
    .locator('.zombie-banner')
    .getByRole('button', { name: /Skip/ })
    .click()
    .catch(() => {});

  // Off: hidden, and still after a reload; the help turns it on again.
  await page.getByRole('button', { name: 'Hide the coach' }).click();
  h.check((await page.locator('.coach').count()) === 0, 'the coach can be hidden');
  await page.reload();
  await page.waitForSelector('.table .board-svg');
  h.check((await page.locator('.coach').count()) === 0, 'it stays hidden after a reload (remembered)');
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await page.getByRole('checkbox', { name: /Coach for the tutorial mission/ }).check();
  await page.keyboard.press('Escape');
  await page.waitForSelector('.coach', { timeout: 3000 }).catch(() => {});
  h.check((await page.locator('.coach').count()) === 1, 'the help turns it on again');
}

async function reference(page: Page, h: Harness, french = false): Promise<void> {
  const link = page.locator('.log .rule-link').last();
  const topic = await link.getAttribute('data-topic').catch(() => null);
  await link.click();
  await page.waitForSelector('.reference-dialog', { timeout: 3000 }).catch(() => {});
  const open = await page
    .locator('.reference-dialog')
    .getAttribute('data-topic')
    .catch(() => null);
  const title = await text(page, '.reference-topic h3');
  h.check(
    topic !== null && open === topic && title.length > 3,
    `${french ? 'in French, ' : ''}a log line's rule opens the reference at its topic (${topic} → "${title}")`,
  );
  await h.shot(page, french ? 'uoa-reference-fr' : 'uoa-reference', !french);
  if (!french) {
    await axe(page, h, 'on the rules reference');
    await page.getByRole('button', { name: 'Skills (gallery)' }).click();
    const skills = await page.locator('.reference-topic [data-skill]').count();
    await page.getByRole('button', { name: 'Equipment (gallery)' }).click();
    const cards = await page.locator('.reference-topic [data-card]').count();
    h.check(skills > 40 && cards > 20, `the galleries list every skill and card (${skills} skills, ${cards} cards)`);
    await h.shot(page, 'uoa-reference-equipment', false);
  }
  await page.keyboard.press('Escape');
  await page.waitForSelector('.reference-dialog', { state: 'detached', timeout: 3000 }).catch(() => {});
  h.check((await page.locator('.reference-dialog').count()) === 0, 'Escape closes the reference');
}

async function inFrench(page: Page, url: string, h: Harness): Promise<void> {
  await page.goto(`${url}/?local#/`);
  await page.evaluate(() => localStorage.setItem('horde.language', 'fr'));
  await idCard(page, url, h, true);
  const p = position(1, (state) => state.pending.length === 0 && state.phase === 'players');
  await openPosition(page, url, p, 'Lcoachfr');
  await page.reload();
  await page.waitForSelector('.coach', { timeout: 3000 }).catch(() => {});
  const first = await text(page, '.coach-text');
  h.check(
    /^Hanna a 3 Actions : marchez vers l’Objectif ✕ de la pièce 2R:h2 ; cliquez sur la pièce 2R:h3, en bleu\.$/.test(
      first,
    ),
    `in French, the coach: "${first}"`,
  );
  await h.shot(page, 'uoa-coach-fr');
  // A Move, for a rule in the log.
  const before = await seq(page);
  await page.locator('.zone-hit.target[data-zone="2R:h3"]').click();
  await settle(page, before);
  await reference(page, h, true);
  await page.evaluate(() => localStorage.setItem('horde.language', 'en'));
}

/** Two seats by invite links through the server: seat 1 gives its name, seat 2 reads it where it read "Seat 1". */
async function names(page: Page, url: string, h: Harness): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('.lobby .game-list');
  await page.evaluate(() => localStorage.removeItem('horde.playerName'));
  await page.getByRole('radio', { name: /Undead or Alive/ }).check();
  await page.waitForSelector('input[data-survivor-id]');
  await page.locator('input[data-survivor-id]').nth(2).check();
  await page.locator('input[data-survivor-id]').nth(3).check();
  await page.locator('select[aria-label$="seat"]').nth(1).selectOption({ value: '1' });
  await page.getByLabel(/Invite links/).check();
  await page.getByRole('button', { name: /^Start M0/ }).click();
  await page.waitForSelector('[data-seat-link="1"]', { timeout: 8000 });
  const link0 = await page.locator('[data-seat-link="0"]').inputValue();
  const link1 = await page.locator('[data-seat-link="1"]').inputValue();
  const a = page;
  const b = await page.context().newPage();
  await a.goto(link0);
  await b.goto(link1);
  await a.waitForSelector('.table .board-svg');
  await b.waitForSelector('.table .board-svg');
  const plain = await text(b, '.topbar .chip.phase');
  await a.getByRole('button', { name: /^Players & chat/ }).click();
  await a.getByLabel('Your name').fill('Ana');
  await a.getByRole('button', { name: 'Save' }).click();
  await b
    .waitForFunction(() => /Ana/.test(document.querySelector('.topbar .chip.phase')?.textContent ?? ''), null, {
      timeout: 5000,
    })
    .catch(() => {});
  const named = await text(b, '.topbar .chip.phase');
  const waiting = await text(b, '.prompt .waiting');
  h.check(
    plain === 'Seat 1 to play' && named === 'Ana to play',
    `seat 2 reads seat 1 by its player's name ("${plain}" → "${named}")`,
  );
  h.check(/Waiting for Ana/.test(waiting), `and waits for it by name: "${waiting}"`);
  await h.shot(b, 'uoa-seat-names', false);
  await b.close();
  await a.evaluate(() => localStorage.removeItem('horde.playerName'));
}

export async function uoaLearnE2E(page: Page, url: string, h: Harness): Promise<void> {
  await loadTestData();
  console.log('[e2e] Undead or Alive for a newcomer: ID cards, the coach of M0, the rules reference, motion, names');
  await idCard(page, url, h);
  await coach(page, url, h);
  await reference(page, h);
  await inFrench(page, url, h);
  await names(page, url, h);
}
