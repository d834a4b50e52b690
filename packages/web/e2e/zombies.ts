/**
 * Zombies!!! in the browser (called by run.ts): from the lobby, pick the game, set a short game (5 kills or 3
 * rounds), switch on Come to Papa and Duck 'n' Weave Son, seat two bots, and play seat 1 to the end screen by
 * clicking what a person would click: the tile spot and Place, Roll, a marked square to walk to, Fight, Bullets,
 * Pass, a zombie then its square, Keep my cards. Screenshots: the lobby with the game chosen, a tile being
 * placed, a fight, the map mid-game, a phone-sized screen, the end screen and the replay.
 */
import type { Locator, Page } from 'playwright-core';
import { verticalOverlap } from './layout.ts';

export interface E2ETools {
  check(cond: unknown, what: string): void;
  shot(page: Page, name: string): Promise<void>;
}

export const seqOf = (page: Page) => page.getAttribute('.z-table', 'data-seq').catch(() => null);

/** Waits until the table shows a new position (or `ms` pass). */
export async function settle(page: Page, before: string | null, ms = 4000): Promise<void> {
  await page
    .waitForFunction(
      (prev) => {
        const t = document.querySelector('.z-table') as HTMLElement | null;
        return !t || t.dataset.seq !== prev || !!document.querySelector('.z-menu');
      },
      before,
      { timeout: ms },
    )
    .catch(() => {});
}

/**
 * Clicks an element, or, when it lies outside the screen (a map square panned away: a mouse cannot reach
 * it), activates it with Enter, as a keyboard player would: every mark of the map is a focusable button.
 * An element gone meanwhile (the game moved on: a bot played, the phase ended) is let go: the loop looks again.
 */
export async function activate(el: Locator): Promise<void> {
  await el.click({ timeout: 3000 }).catch(() => el.press('Enter', { timeout: 3000 }).catch(() => {}));
}

export async function clickFirst(page: Page, selector: string): Promise<boolean> {
  const el = page.locator(selector).first();
  if (!(await el.count())) return false;
  await activate(el);
  return true;
}

async function choose(page: Page, selector: string, rng: () => number): Promise<boolean> {
  const all = page.locator(selector);
  const n = await all.count();
  if (!n) return false;
  await activate(all.nth(Math.floor(rng() * n)));
  return true;
}

export async function zombiesE2E(page: Page, baseUrl: string, tools: E2ETools): Promise<void> {
  const { check, shot } = tools;
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(baseUrl);
  await page.waitForSelector('.lobby .game-list');
  const zombies = page.getByRole('radio', { name: /Zombies!!!/ });
  if (!(await zombies.count())) {
    check(false, 'the lobby lists Zombies!!!');
    return;
  }
  await zombies.check();
  await page.waitForSelector('.z-setup');
  check(await page.getByText('Players at the table').isVisible(), 'choosing Zombies!!! shows its setup');
  await page.getByLabel('Kills to win').fill('5');
  await page.getByLabel('Round limit').fill('3');
  await page.locator('input[name="comeToPapa"]').check();
  await page.locator('input[name="duckNWeave"]').check();
  // Seat 1 for people, seats 2 and 3 for the best bot the game has.
  for (const seat of [1, 2]) {
    const select = page.locator(`select[data-seat-player="${seat}"]`);
    const bots = await select
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
    await select.selectOption(bots.find((b) => b !== 'random') ?? bots[0]);
  }
  check(
    (await page.locator('select[data-seat-player="0"]').inputValue()) === '',
    'seat 1 is played by people, the others by bots',
  );
  await page.locator('.lobby .game-list').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.querySelector('.lobby .game-list')?.scrollIntoView({ block: 'start' }));
  await shot(page, 'zombies-lobby');
  await page.getByRole('button', { name: /^Start Zombies!!! for 3 players/ }).click();
  await page.waitForSelector('.z-table .z-map-svg', { timeout: 10_000 });
  check((await page.locator('.z-tile').count()) >= 1, 'the table draws the Town Square');

  let rng = 7;
  const random = () => {
    rng = (rng * 1103515245 + 12345) % 2147483648;
    return rng / 2147483648;
  };
  const seen = new Set<string>();
  let movesThisTurn = 0;
  let zombieMoves = 0;
  let lastTurn = '';
  let idle = 0;
  const until = Date.now() + 150_000;
  while (Date.now() < until) {
    if (
      await page
        .locator('.z-over')
        .isVisible()
        .catch(() => false)
    )
      break;
    const before = await seqOf(page);
    const decision = (await page.getAttribute('.z-prompt', 'data-decision').catch(() => null)) ?? 'none';
    const turn = `${await page.getAttribute('.z-table', 'data-step').catch(() => '')}:${
      (await page
        .locator('.z-topbar .z-chip.turn')
        .textContent()
        .catch(() => '')) ?? ''
    }`;
    if (turn !== lastTurn) {
      lastTurn = turn;
      movesThisTurn = 0;
      zombieMoves = 0;
    }
    if (
      await page
        .locator('.z-menu')
        .isVisible()
        .catch(() => false)
    ) {
      await clickFirst(page, '.z-menu [role="menuitem"]');
    } else if (decision === 'tile') {
      await clickFirst(page, '[data-spot]');
      if (!seen.has('tile')) {
        seen.add('tile');
        await shot(page, 'zombies-tile');
      }
      await clickFirst(page, 'button[data-action="placeTile"]:not([disabled])');
    } else if (decision === 'roll') {
      await clickFirst(page, 'button[data-action="rollMove"]');
    } else if (decision === 'move') {
      const round = Number(await page.getAttribute('.z-topbar [data-round]', 'data-round').catch(() => '0'));
      if (round >= 2 && !seen.has('map')) {
        seen.add('map');
        await shot(page, 'zombies-map');
        await page.setViewportSize({ width: 390, height: 844 });
        await page.waitForTimeout(300);
        await page.getByRole('button', { name: 'Zoom on the pawn' }).click();
        await shot(page, 'zombies-phone');
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.waitForTimeout(200);
      }
      const marks = '[data-mark="step"], [data-mark="reach"], [data-mark="shoot"]';
      if (movesThisTurn < 3 && (await page.locator(marks).count())) {
        movesThisTurn++;
        // Like a player out for kills: walk into a zombie's square when one is in reach.
        const target = await page.evaluate(() => {
          const squares = [...document.querySelectorAll('[data-mark="step"], [data-mark="reach"]')].map(
            (m) => (m as HTMLElement).dataset.square ?? '',
          );
          return squares.find((sq) => document.querySelector(`.z-pieces[data-square="${sq}"] .z-zombie`)) ?? null;
        });
        // A square panned out of the map's window is taken by keyboard, as a player would reach it.
        if (target) await activate(page.locator(`.z-hit[data-square="${target}"]`));
        else await choose(page, marks, random);
        // A walk sends its steps one after the other.
        await page.waitForTimeout(700);
      } else await clickFirst(page, 'button[data-action="endMove"]');
    } else if (decision === 'combat' || decision === 'bullets') {
      // The fight as it starts, and the dice of a failed roll with the bullets to spend.
      const moment = decision === 'combat' ? 'combat' : 'bullets';
      if (!seen.has(moment)) {
        seen.add(moment);
        await shot(page, `zombies-${moment}`);
      }
      if (decision === 'combat') await clickFirst(page, 'button[data-action="fight"]');
      else if (!(await clickFirst(page, 'button[data-action="spendBullets"]')))
        await clickFirst(page, 'button[data-action="declineBullets"]');
    } else if (decision === 'window') {
      await clickFirst(page, 'button[data-action="pass"]');
    } else if (decision === 'zombies') {
      // From rules version 2 the roll must be moved in full: "done" is offered only in older games.
      const mayStop = (await page.locator('button[data-action="endZombies"]').count()) > 0;
      if ((zombieMoves < 2 || !mayStop) && (await page.locator('[data-mark="zombie"]').count())) {
        await choose(page, '[data-mark="zombie"]', random);
        if (await choose(page, '[data-mark="choice"]', random)) zombieMoves++;
        else zombieMoves = 2;
      } else await clickFirst(page, 'button[data-action="endZombies"]');
    } else if (decision === 'discard') {
      await clickFirst(page, 'button[data-action="keepHand"]');
    } else if (decision === 'waiting' || decision === 'none') {
      await settle(page, before, 3000);
      idle++;
      if (idle > 60) break;
      continue;
    } else if (!(await clickFirst(page, '[data-mark="choice"]'))) {
      await clickFirst(page, '.z-prompt .z-buttons button');
    }
    idle = 0;
    await settle(page, before, 2500);
  }
  const over = await page
    .locator('.z-over')
    .isVisible()
    .catch(() => false);
  check(over, `Zombies!!! reached its end screen (${await page.locator('.z-topbar [data-round]').textContent()})`);
  check(seen.has('tile'), 'the tile to place showed its legal spots');
  check(seen.has('map'), 'the map was played into round 2');
  if (!seen.has('combat')) console.log('  note: no fight came up this game');
  if (!seen.has('bullets')) console.log('  note: no failed combat roll came up this game');
  if (over) {
    console.log(
      `  outcome: ${await page.locator('#z-over-h').textContent()} — ${await page.locator('.z-reason').textContent()}`,
    );
    check((await page.locator('.z-results tbody tr').count()) === 3, 'the end screen lists the three seats');
    await shot(page, 'zombies-end');
    await page.getByRole('button', { name: 'Replay the game' }).click();
    await page.waitForSelector('.z-replay, .center-message[role="alert"]', { timeout: 10_000 }).catch(() => {});
    if (await page.locator('.z-replay').count()) {
      await page.getByRole('button', { name: 'First move' }).click();
      await page.getByRole('button', { name: 'Next move' }).click();
      check(
        /^move 1 of \d+/.test((await page.locator('.z-replay-pos').textContent()) ?? ''),
        'the replay steps through the record',
      );
      await shot(page, 'zombies-replay');
      // On a phone the replay's controls sit at the foot of the screen, clear of the map (they hid half of it).
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(300);
      const over = await verticalOverlap(page, '.z-replay-controls', '.z-replay .z-board-area');
      check(over === 0, `on a phone, the replay's controls cover none of the map (${over} px over it)`);
      await shot(page, 'zombies-replay-phone');
      await page.setViewportSize({ width: 1280, height: 800 });
    } else
      console.log(
        `  note: replay not offered: ${await page
          .locator('.center-message')
          .textContent()
          .catch(() => '?')}`,
      );
  }
  check(errors.length === 0, `no page error in Zombies!!! (${errors.join('; ') || 'none'})`);
}
