/**
 * Zombicide Classic's campaign in the browser (called by run.ts; HORDE_E2E_ONLY=campaign runs only this): a finished
 * Experience-mode game (played in Node by the heuristic bot, e2e/campaign-save.ts) is loaded as this browser's own
 * save (?local); its end screen offers "Play the next mission with these survivors" with each survivor's cards and
 * highest level; the player picks C1 and discards Wanda; the next game starts with Amy's cards and no record for
 * Wanda (seed 001 lines 2729-2743). Screenshots of the end screen on a desktop and a phone, and of the next game.
 */
import type { Page } from 'playwright-core';
import { finishedExperienceGame } from './campaign-save.ts';

export interface CampaignTools {
  check(cond: unknown, what: string): void;
  shot(page: Page, name: string): Promise<void>;
}

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const SAVE = 'Lcampaign';

type Save = { config: { mission: string; veterans?: Record<string, { cards: string[] }> } } | null;

export async function campaignE2E(page: Page, baseUrl: string, { check, shot }: CampaignTools): Promise<void> {
  console.log('[e2e] a campaign: the next mission with the survivors of a finished Experience-mode game');
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Seed 5: a win where Amy reaches Orange and takes a second card, Wanda her first.
  const { record, phase } = finishedExperienceGame(5);
  check(phase === 'won', `the saved game was played to its end in Node (${phase})`);
  await page.setViewportSize(DESKTOP);
  await page.goto(`${baseUrl}/?local`);
  await page.evaluate(() => localStorage.setItem('horde.language', 'en'));
  await page.evaluate(([k, v]) => localStorage.setItem(`horde.game.${k}`, v), [SAVE, JSON.stringify(record)] as const);
  const openEnd = async () => {
    await page.goto(`${baseUrl}/?local#/game/${SAVE}`);
    await page.waitForSelector('.next-mission', { timeout: 15_000 }).catch(async (e: unknown) => {
      console.log(`  end screen: ${((await page.textContent('.gameover').catch(() => '')) ?? '').slice(0, 600)}`);
      throw e;
    });
  };
  await openEnd();
  const panel = page.locator('.next-mission');
  const amy = (await panel.locator('[data-veteran="amy"]').textContent()) ?? '';
  check(
    /Nightstick/.test(amy) && /Orange/.test(amy),
    `the end screen shows Amy's cards and highest level (${amy.replace(/\s+/g, ' ')})`,
  );
  check(await panel.locator('[data-veteran="wanda"]').isVisible(), 'and Wanda, who earned her first card');
  await shot(page, 'campaign-end-desktop');
  await page.setViewportSize(PHONE);
  await openEnd();
  await page.locator('.next-mission').scrollIntoViewIfNeeded();
  await shot(page, 'campaign-end-phone');
  await page.setViewportSize(DESKTOP);
  await openEnd();

  await page.locator('.next-mission select').selectOption('C1');
  await page.locator('[data-veteran="wanda"] input[type="checkbox"]').check();
  await page.getByRole('button', { name: 'Start the next mission' }).click();
  await page.waitForFunction((old) => !location.hash.includes(old), SAVE, { timeout: 10_000 });
  await page.waitForSelector('.table .board-svg', { timeout: 15_000 });
  const next = decodeURIComponent(/#\/game\/([^?]+)/.exec(page.url())?.[1] ?? '');
  const save = (await page.evaluate(
    (k) => JSON.parse(localStorage.getItem(`horde.game.${k}`) ?? 'null'),
    next,
  )) as Save;
  const veterans = save?.config.veterans ?? {};
  check(
    save?.config.mission === 'C1' &&
      (veterans.amy?.cards ?? []).includes('nightstick/plus1DieAction(melee)') &&
      veterans.wanda === undefined,
    `the next game is C1 with Amy's cards, and Wanda discarded starts afresh (${JSON.stringify(veterans)})`,
  );
  // The veteran's cards on her card in the next game, read-only; her Starts with card gives her a Pistol at setup.
  const cards = page.locator('.experience-cards [data-experience-card]');
  check(
    (await cards.count()) === 2 && /Nightstick/.test((await cards.first().textContent()) ?? ''),
    "Amy's card in the next game lists her two Experience cards",
  );
  const prompt = (await page.textContent('.prompt').catch(() => '')) ?? '';
  check(
    /Pistol/.test(prompt),
    `her Pistol / Starts with a Pistol card offers a Pistol at setup (${prompt.slice(0, 80)})`,
  );
  await shot(page, 'campaign-next-game');
  check(errors.length === 0, `no page error (${errors.join('; ')})`);
}
