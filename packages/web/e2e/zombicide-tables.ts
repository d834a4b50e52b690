/**
 * The two Zombicide tables as a player first sees them (called by run.ts; HORDE_E2E_ONLY=zombicide runs only this),
 * in the in-browser table (?local): Undead or Alive's M0 and Classic's C0, each on a desktop (1366×900) and a phone
 * (390×844), screenshotted for docs/web.md (copied to docs/img/web/ by `npm run docs:shots -w @horde/web`). On the
 * phone (issue 33), Undead or Alive's first view shows the whole board, the zoom buttons cover no zone label, the
 * labels stay readable, Rules is in the top bar and End turn is on screen, the zombies' phase banner leaves the map in
 * view; in French at 1366 px the top bar is not cut.
 */
import type { Page } from 'playwright-core';
import { verticalOverlap } from './layout.ts';

export interface ZombicideTablesTools {
  check(cond: unknown, what: string): void;
  shot(page: Page, name: string, copy?: boolean): Promise<void>;
}

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Starts a one-survivor game of `game` in the browser and answers its setup prompts with their first answer. */
async function start(page: Page, baseUrl: string, game: RegExp, survivor: string, button: RegExp): Promise<void> {
  await page.goto(`${baseUrl}/?local#/`);
  await page.waitForSelector('.lobby .game-list');
  await page.getByRole('radio', { name: game }).check();
  await page.waitForSelector(`input[data-survivor-id="${survivor}"]`);
  await page.locator(`input[data-survivor-id="${survivor}"]`).check();
  await page.getByRole('button', { name: button }).click();
  await page.waitForSelector('.table .board-svg', { timeout: 10_000 });
  for (let i = 0; i < 8 && (await page.locator('.prompt .answers button').count()); i++) {
    const before = await page.getAttribute('.table', 'data-seq');
    await page.locator('.prompt .answers button').first().click();
    await page
      .waitForFunction((s) => document.querySelector('.table')?.getAttribute('data-seq') !== s, before, {
        timeout: 3000,
      })
      .catch(() => {});
  }
  await page.waitForSelector('.zone-hit.target', { timeout: 5000 }).catch(() => {});
  await page.waitForTimeout(400);
}

export async function zombicideTablesE2E(page: Page, baseUrl: string, { check, shot }: ZombicideTablesTools) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  // Undead or Alive, M0 with Hanna: desktop, then the phone.
  await page.setViewportSize(DESKTOP);
  await start(page, baseUrl, /Undead or Alive/, 'hanna', /^Start M0 with 1 survivor$/);
  await shot(page, 'uoa-table-desktop');
  await page.setViewportSize(PHONE);
  await page.reload();
  await page.waitForSelector('.table .board-svg');
  await page.waitForTimeout(600);
  await shot(page, 'uoa-table-phone');
  const phone = await page.evaluate(() => {
    const svg = document.querySelector('.board-svg') as SVGSVGElement | null;
    const vb = svg?.viewBox.baseVal;
    const labels = [...document.querySelectorAll('.board-svg .zone-label, .board-svg .zone-hits text')]
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0);
    const controls = document.querySelector('.board-controls')?.getBoundingClientRect() ?? null;
    const end = document.querySelector('.action-bar button[data-action="endTurn"]')?.getBoundingClientRect() ?? null;
    const rules = [...document.querySelectorAll('.topbar button')].some(
      (b) => /Rules/.test(b.textContent ?? '') && (b as HTMLElement).offsetParent !== null,
    );
    // The whole board in the first view: every zone inside the map's box.
    const area = svg?.getBoundingClientRect();
    const zones = [...document.querySelectorAll('.board-svg .zone-hit')].map((e) => e.getBoundingClientRect());
    const outside = area
      ? zones.filter(
          (r) =>
            r.left < area.left - 1 || r.right > area.right + 1 || r.top < area.top - 1 || r.bottom > area.bottom + 1,
        ).length
      : -1;
    const box = svg?.getBoundingClientRect();
    return {
      view: vb ? { x: vb.x, y: vb.y, w: vb.width, h: vb.height } : null,
      smallest: labels.length ? Math.min(...labels.map((r) => r.height)) : 0,
      covered: labels.filter(
        (r) =>
          controls &&
          r.left < controls.right &&
          controls.left < r.right &&
          r.top < controls.bottom &&
          controls.top < r.bottom,
      ).length,
      end: end ? { top: end.top, bottom: end.bottom } : null,
      rules,
      outside,
      zones: zones.length,
      board: box ? { top: box.top, bottom: box.bottom, height: box.height } : null,
      height: innerHeight,
    };
  });
  console.log(`  phone: ${JSON.stringify(phone)}`);
  check(phone.rules, 'on a phone, Rules is in the top bar');
  check(
    phone.zones > 0 && phone.outside === 0,
    `on a phone, the first view shows the whole board (${phone.outside} of ${phone.zones} zones cut off)`,
  );
  check(phone.covered === 0, `on a phone, the zoom buttons cover no zone label (${phone.covered} covered)`);
  check(
    phone.smallest >= 8,
    `on a phone, the zone labels are readable after fit (smallest ${phone.smallest.toFixed(1)} px)`,
  );
  check(
    phone.end !== null && phone.end.bottom <= phone.height && phone.end.top >= 0,
    `on a phone, End turn is on screen (${JSON.stringify(phone.end)})`,
  );
  // The zombies' phase on a phone: its banner at the foot of the screen, clear of the map it tells of (it covered
  // the whole map).
  await page.locator('.action-bar button[data-action="endTurn"]').click();
  await page
    .locator('.end-turn-confirm button[data-confirm="endTurn"]')
    .click({ timeout: 2000 })
    .catch(() => {});
  const banner = await page
    .waitForSelector('.zombie-banner', { timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  const over = await verticalOverlap(page, '.zombie-banner', '.board-svg');
  await shot(page, 'uoa-zombies-phone', false);
  check(banner && over === 0, `on a phone, the zombies' phase banner covers none of the map (${over} px over it)`);

  // Classic, C0 with Amy: desktop, phone, and the French top bar at 1366 px.
  await page.setViewportSize(DESKTOP);
  await start(page, baseUrl, /Zombicide Classic/, 'amy', /^Start C0 with 1 survivor$/);
  await shot(page, 'classic-table-desktop');
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(500);
  await shot(page, 'classic-table-phone');
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => localStorage.setItem('horde.language', 'fr'));
  for (const [name, sel] of [
    ['classic', '.classic-table'],
    ['uoa', '.table:not(.classic-table)'],
  ] as const) {
    if (name === 'uoa') {
      await page.goto(`${baseUrl}/?local#/`);
      await page.waitForSelector('.saved-games li');
      await page.locator('.saved-games li', { hasText: 'M0' }).getByRole('button').first().click();
    } else await page.reload();
    await page.waitForSelector(`${sel} .board-svg`);
    await page.waitForTimeout(300);
    const cut = await page.evaluate(() => {
      const bar = document.querySelector('.topbar') as HTMLElement | null;
      if (!bar) return 'no top bar';
      const out = [...bar.querySelectorAll('*')].filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.right > innerWidth + 0.5 || r.left < -0.5);
      });
      return bar.scrollWidth > bar.clientWidth + 1 || out.length
        ? `scrollWidth ${bar.scrollWidth} > ${bar.clientWidth}; ${out.map((e) => e.textContent?.slice(0, 20)).join(' | ')}`
        : '';
    });
    check(cut === '', `the ${name} top bar in French is not cut at 1366 px${cut ? ` (${cut})` : ''}`);
    await shot(page, `${name}-table-fr`, false);
  }
  await page.evaluate(() => localStorage.setItem('horde.language', 'en'));
  check(errors.length === 0, `no page error on the Zombicide tables (${errors.join('; ') || 'none'})`);
}
