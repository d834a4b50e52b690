/**
 * Zombies!!! hot-seat in the browser (called by run.ts, HORDE_E2E_ONLY=zombies-hotseat): two people share the
 * screen with one bot. Issue 33: a reaction window's clock starts only when its player sees it (DECISION
 * events.windowClock: the hand-over's button says "show my reaction", and behind it no clock runs), and a bot's
 * turn is visible (the map and the log of what the bot did beside the hand-over, no blank screen).
 */
import type { Page } from 'playwright-core';
import { clickFirst, type E2ETools, seqOf, settle } from './zombies.ts';

/** Seconds left on the prompt's countdown ("19 seconds left to answer"), or null. */
async function secondsLeft(page: Page): Promise<number | null> {
  const text = await page
    .locator('.z-countdown')
    .textContent({ timeout: 3000 })
    .catch(() => null);
  const m = /(\d+)/.exec(text ?? '');
  return m ? Number(m[1]) : null;
}

export async function zombiesHotSeatE2E(page: Page, baseUrl: string, tools: E2ETools): Promise<void> {
  const { check, shot } = tools;
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(baseUrl);
  await page.waitForSelector('.lobby .game-list');
  await page.getByRole('radio', { name: /Zombies!!!/ }).check();
  await page.waitForSelector('.z-setup');
  // Seats 1 and 2 for people on this screen, seat 3 for a bot.
  await page.locator('select[data-seat-player="1"]').selectOption('');
  const select = page.locator('select[data-seat-player="2"]');
  const bots = await select
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
  await select.selectOption(bots.find((b) => b !== 'random') ?? bots[0]);
  await page.getByRole('button', { name: /^Start Zombies!!! for 3 players/ }).click();
  await page.waitForSelector('.z-table .z-map-svg', { timeout: 10_000 });

  let reactionChecked = false;
  let botSeen = false;
  const until = Date.now() + 90_000;
  while (Date.now() < until && !(reactionChecked && botSeen)) {
    const before = await seqOf(page);
    const turn =
      (await page
        .locator('.z-topbar .z-chip.turn')
        .textContent()
        .catch(() => '')) ?? '';
    const ready = page.locator('.z-handover-panel button.primary');
    if (await ready.isVisible().catch(() => false)) {
      const label = (await ready.textContent()) ?? '';
      if (/show my reaction/.test(label)) {
        if (turn.includes('Player 3') && !botSeen) {
          // The bot rolled: its turn is on the map and in the log, beside the hand-over.
          botSeen = true;
          const log =
            (await page
              .locator('.z-log')
              .textContent()
              .catch(() => '')) ?? '';
          check(await page.locator('.z-map-svg').isVisible(), "the bot's turn shows the map beside the hand-over");
          check(/Player 3 rolls \d/.test(log), `the log says what the bot did (${/Player 3 [^.]*/.exec(log)?.[0]})`);
          await shot(page, 'zombies-hotseat-bot');
        }
        if (!reactionChecked) {
          reactionChecked = true;
          check(
            (await page.locator('.z-countdown').count()) === 0,
            'no reaction clock shows while the hand-over screen is up',
          );
          // The player takes their time to get the device: their clock must not run meanwhile.
          await page.waitForTimeout(3000);
          await ready.click();
          const left = await secondsLeft(page);
          check(left !== null && left >= 19, `the reaction clock starts when its player sees it (${left} s of 20)`);
        } else await ready.click();
      } else await ready.click();
      await settle(page, before, 1500);
      continue;
    }
    const decision = (await page.getAttribute('.z-prompt', 'data-decision').catch(() => null)) ?? 'none';
    if (decision === 'tile') {
      await clickFirst(page, '[data-spot]');
      await clickFirst(page, 'button[data-action="placeTile"]:not([disabled])');
    } else if (decision === 'roll') await clickFirst(page, 'button[data-action="rollMove"]');
    else if (decision === 'move') await clickFirst(page, 'button[data-action="endMove"]');
    else if (decision === 'window') await clickFirst(page, 'button[data-action="pass"]');
    else if (decision === 'combat') await clickFirst(page, 'button[data-action="fight"]');
    else if (decision === 'bullets') await clickFirst(page, 'button[data-action="declineBullets"]');
    else if (decision === 'discard') await clickFirst(page, 'button[data-action="keepHand"]');
    else if (decision === 'zombies') {
      if (!(await clickFirst(page, 'button[data-action="endZombies"]'))) {
        await clickFirst(page, '[data-mark="zombie"]');
        await clickFirst(page, '[data-mark="choice"]');
      }
    } else if (decision !== 'waiting' && decision !== 'none') {
      if (!(await clickFirst(page, '[data-mark="choice"]'))) await clickFirst(page, '.z-prompt .z-buttons button');
    }
    await settle(page, before, 2500);
  }
  // The table at 1366×900 and on a phone (docs/img/web/zombies-table-*.png).
  await shot(page, 'zombies-table-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await shot(page, 'zombies-table-phone');
  check(reactionChecked, 'a reaction window came up behind a hand-over screen');
  check(botSeen, "the bot's turn came up");
  check(errors.length === 0, `no page error in Zombies!!! hot-seat (${errors.join('; ') || 'none'})`);
}
