/**
 * Undead or Alive's table for a newcomer (issue 14), in real Chromium on the in-browser table
 * (`?local`): positions are built with the rules (test-kit.ts: a seed and the heuristic bot's actions),
 * planted in the browser's storage as a saved game, and opened; the checks look at what a player reads.
 *  - the zombies' phase interrupted by a decision is played back step by step to its end;
 *  - a Move's cost in Actions is on the map and in its menu; an expected action that is not offered
 *    says why (a Move with too few Actions left);
 *  - another survivor selected while one is acting says why its action bar is empty;
 *  - two Sprints to one zone by two paths are told apart in its menu;
 *  - the posse's Danger Level and the two decks are named on the top bar; the map has a legend; cards
 *    explain themselves (Holy Water, Dual, Bang); a found card shows its stats and text while its
 *    finder's dashboard is shown;
 *  - zone labels read as the log names zones (tile-qualified); every zombie and token on the map is
 *    the click target of its own zone, never of a balcony or street drawn under it;
 *  - the page never scrolls during play (a played stretch of M0, on a desktop and a phone screen): the side
 *    panel's parts (survivor, actions and dice, log) scroll on their own;
 *  - in French, the new texts (costs, reasons, the Danger Level, the decks) are French;
 *  - an attack whose Damage cannot eliminate any zombie of its zone is offered with a warning;
 * Screenshots go to test-output/web/uoa-*.png.
 */
import type { Page } from 'playwright-core';
import { Player } from './player.ts';
import {
  loadTestData,
  midPhaseDecision,
  moveCostsMore,
  noMoveLeft,
  oneAtATime,
  foundCard,
  missionMap,
  position,
  twoSprintPaths,
  uselessAttackOffered,
  type Position,
} from '../src/games/uoa/test-kit.ts';

export interface Harness {
  check: (cond: unknown, what: string) => void;
  shot: (page: Page, name: string, copy?: boolean, fullPage?: boolean) => Promise<void>;
}

/** Opens a position as a saved game of the in-browser table. */
export async function openPosition(page: Page, url: string, p: Position, id: string): Promise<void> {
  await page.goto(`${url}/?local#/`);
  await page.waitForSelector('.lobby .game-list');
  await page.evaluate(([key, record]) => localStorage.setItem(key, record), [
    `horde.game.${id}`,
    JSON.stringify({
      game: 'uoa',
      entry: p.config.mission,
      label: '',
      config: p.config,
      seed: p.seed,
      actions: p.actions,
      log: p.actions.map(() => ({ by: 0, at: 0 })),
      created: 1,
      updated: 1,
      status: 'ongoing',
    }),
  ] as const);
  await page.goto(`${url}/?local#/game/${id}`);
  await page.waitForSelector('.table .board-svg');
}

async function midPhasePlayback(page: Page, url: string, h: Harness): Promise<void> {
  // A decision in the middle of the zombies' phase whose answer lets zombies move or attack.
  const { position: p, steps: expected } = midPhaseDecision();
  await openPosition(page, url, p, 'Lmidphase');
  await page.waitForSelector('.prompt .answers button');
  await page.keyboard.press('1');
  await page.waitForSelector('.zombie-banner', { timeout: 3000 }).catch(() => {});
  const count =
    (await page
      .locator('.zb-count')
      .textContent()
      .catch(() => '')) ?? '';
  h.check(
    new RegExp(`of ${expected}\\b`).test(count),
    `after a decision in the middle of the zombies' phase, every step is played back ("${count}", ${expected} expected)`,
  );
  await page.waitForTimeout(400);
  await h.shot(page, 'uoa-midphase-playback', false);
  // Step through to the end: each step is shown, then the table comes back.
  const seen = new Set<string>();
  for (let i = 0; i < expected + 2 && (await page.locator('.zombie-banner').count()); i++) {
    seen.add(
      (await page
        .locator('.zb-count')
        .textContent()
        .catch(() => '')) ?? '',
    );
    await page
      .locator('.zombie-banner')
      .getByRole('button', { name: /Next step/ })
      .click()
      .catch(() => {});
  }
  h.check(seen.size >= Math.min(expected, 2), `the steps follow one another (${[...seen].join(', ')})`);
}

async function costsAndReasons(page: Page, url: string, h: Harness): Promise<void> {
  // Zombies in the zone: a Move costs 1 Action more per zombie, said on the map and in the menu.
  const { position: p, cost } = moveCostsMore();
  await openPosition(page, url, p, 'Lcost');
  await page.waitForSelector('.zone-hit.target');
  const labels = await page
    .locator('.zone-hit.target')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const move = labels.find((l) => /Move to/.test(l)) ?? '';
  h.check(
    new RegExp(`Move to [^;]*\\(${cost} Actions\\)`).test(move),
    `a Move out of a zone with zombies shows its cost on the map: "${move}"`,
  );
  const badges = await page.locator('.zone-hit.target > g > text').allTextContents();
  h.check(
    badges.some((b) => new RegExp(`Move.*${cost} A`).test(b)),
    `the map's badge says it too (${badges.join(' | ')})`,
  );
  const zone = await page
    .locator('.zone-hit.target')
    .evaluateAll(
      (els) =>
        els
          .find(
            (e) => /Move to/.test(e.getAttribute('aria-label') ?? '') && /;/.test(e.getAttribute('aria-label') ?? ''),
          )
          ?.getAttribute('data-zone') ?? null,
    );
  if (zone !== null) {
    await page.locator(`.zone-hit[data-zone="${zone}"]`).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('.zone-menu');
    const items = await page.locator('.zone-menu button[role=menuitem]').allInnerTexts();
    h.check(
      items.some((t) => /Move to/.test(t) && new RegExp(`${cost} Actions`).test(t)),
      `the zone's menu gives the Move's cost (${items.join(' | ')})`,
    );
    await h.shot(page, 'uoa-move-cost', false);
    await page.keyboard.press('Escape');
  } else await h.shot(page, 'uoa-move-cost', false);
  const bar = await page
    .locator('.action-bar .action-buttons button:not(.end-turn)')
    .evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  h.check(
    bar.length > 0 && bar.every((b) => /\d Actions?|free/.test(b)),
    `the action bar shows each action's cost (${bar.join(' | ')})`,
  );

  // One Action left with zombies in the zone: no Move is offered, and the table says why.
  const q = noMoveLeft();
  await openPosition(page, url, q, 'Lnomove');
  await page.waitForSelector('.action-bar');
  await page.waitForSelector('.why-not li', { timeout: 3000 }).catch(() => {});
  const why =
    (await page
      .locator('.why-not')
      .textContent()
      .catch(() => '')) ?? '';
  h.check(
    /Not possible now/.test(why) && /Move to .+: needs \d Actions[^,]*, [A-Z]\w+ has 1 left/.test(why),
    `a Move not offered says why: "${why.replace(/\n/g, ' / ')}"`,
  );
  await h.shot(page, 'uoa-why-not', false);
}

async function silentLock(page: Page, url: string, h: Harness): Promise<void> {
  // One survivor has started acting: the other, selected, has nothing to do and is told why.
  const { position: p, other } = oneAtATime();
  await openPosition(page, url, p, 'Llock');
  await page.locator(`.survivor-tab[data-survivor="${other}"]`).click();
  const lock =
    (await page
      .locator('.action-bar .hint.lock')
      .textContent({ timeout: 3000 })
      .catch(() => '')) ?? '';
  h.check(
    /one at a time: \w+ has started acting; finish or end \w+'s turn first/.test(lock) &&
      (await page.locator('.action-bar button[data-action]').count()) === 0,
    `selecting a survivor who must wait says why: "${lock}"`,
  );
  await h.shot(page, 'uoa-one-at-a-time', false);
}

async function uselessAttack(page: Page, url: string, h: Harness): Promise<void> {
  await openPosition(page, url, uselessAttackOffered(), 'Luseless');
  await page.waitForSelector('.action-bar');
  const melee = (await page.locator('.action-bar button[data-action="melee"]').allTextContents()).join(' | ');
  const zones = await page
    .locator('.zone-hit.target')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '').filter((l) => /Shoot/.test(l)));
  const warned = [melee, ...zones].filter((t) => /cannot eliminate any zombie here: a Fatty needs Damage 2/.test(t));
  h.check(warned.length > 0, `a Damage 1 attack on a lone Fatty is warned: "${warned[0] ?? `${melee} ${zones}`}"`);
  await h.shot(page, 'uoa-useless-attack', false);
}

async function twoPaths(page: Page, url: string, h: Harness): Promise<void> {
  const { position: p, zone } = twoSprintPaths();
  await openPosition(page, url, p, 'Lpaths');
  await page.locator(`.zone-hit[data-zone="${zone}"]`).first().focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('.zone-menu', { timeout: 3000 }).catch(() => {});
  const items = (await page.locator('.zone-menu button[role=menuitem]').allTextContents()).map((t) =>
    t.replace(/^\d\s*/, ''),
  );
  const sprints = items.filter((t) => /^\s*Sprint/.test(t));
  h.check(
    sprints.length >= 2 && new Set(items).size === items.length && sprints.every((t) => /via/.test(t)),
    `the menu tells two Sprints to ${zone} apart (${items.join(' | ')})`,
  );
  await h.shot(page, 'uoa-two-paths', false);
  await page.keyboard.press('Escape');
}

async function onScreen(page: Page, url: string, h: Harness): Promise<void> {
  const { position: p, survivor, card } = foundCard();
  await openPosition(page, url, p, 'Lfound');
  await page.waitForSelector('.prompt');
  const top = (await page.locator('.topbar').textContent()) ?? '';
  h.check(/Danger Level: (Blue|Yellow|Orange|Red)/.test(top), `the top bar gives the posse's Danger Level (${top})`);
  h.check(/Equipment deck \d+ · Zombie deck \d+/.test(top), 'the top bar names the Zombie deck as a deck');
  const prompt =
    (await page
      .locator('.prompt .found-card')
      .textContent()
      .catch(() => '')) ?? '';
  h.check(/^Found: /.test(prompt) && prompt.length > 20, `a found card shows what it is (${card}): "${prompt}"`);
  const shown = await page.locator('.dashboard h2').textContent();
  const tab = await page.locator(`.survivor-tab[data-survivor="${survivor}"] .tab-name`).textContent();
  h.check(shown === tab, `the dashboard shows the survivor who found the card (${shown})`);
  const titles = await page
    .locator('.dashboard .card[title]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
  h.check(
    titles.some((t) => /Holy Water:|Water:|Dual:|Bang:|Melee weapon|Ranged weapon/.test(t)),
    `equipment cards explain themselves (${titles.map((t) => t.split('\n')[0]).join(' | ')})`,
  );
  await h.shot(page, 'uoa-found-card', false);
  await page.locator('.uoa-legend summary').click();
  const legend = await page.locator('.uoa-legend li').allTextContents();
  h.check(
    legend.length >= 8 && legend.some((l) => /Corpse Pile/.test(l)),
    `the map has a legend (${legend.length} items)`,
  );
  await h.shot(page, 'uoa-legend', false);
  await page.locator('.uoa-legend summary').click();
}

async function boardTargets(page: Page, url: string, h: Harness): Promise<void> {
  const { position: p } = moveCostsMore();
  await openPosition(page, url, p, 'Ltargets');
  await page.waitForSelector('.zone-hit.target');
  const labels = await page.locator('.zone-hits .zone-hit > text').allTextContents();
  h.check(
    labels.length > 0 && labels.every((l) => /^\w+:\w+$/.test(l)),
    `zone labels are tile-qualified as in the log (${labels.slice(0, 6).join(', ')}…)`,
  );
  // What a click on each zombie group or token reaches (three points across it).
  const misses = await page.evaluate(() => {
    const out: string[] = [];
    for (const piece of document.querySelectorAll('.zone-pieces .zombies, .zone-pieces .token')) {
      const zone = (piece.closest('.zone-pieces') as HTMLElement).dataset.zone;
      const r = piece.getBoundingClientRect();
      for (const fx of [0.3, 0.5, 0.7]) {
        const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * 0.6);
        const owner = (hit?.closest('.zone-pieces, .zone-hit') as HTMLElement | null)?.dataset.zone;
        if (owner !== zone) out.push(`${piece.textContent} in ${zone} → ${owner ?? 'nothing'}`);
      }
    }
    return out;
  });
  h.check(misses.length === 0, `a click on a piece picks the piece's zone (${misses.join('; ') || 'every piece'})`);
  // A click on a zombie group of a marked zone acts on that zone.
  const marked = await page
    .locator('.zone-hit.target')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.zone ?? ''));
  const group = page
    .locator('.zone-pieces')
    .filter({ has: page.locator('.zombies') })
    .filter({ hasNot: page.locator('.survivor') });
  const zones = await group.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.zone ?? ''));
  const target = zones.find((z) => marked.includes(z));
  if (target) {
    const before = await page.getAttribute('.table', 'data-seq');
    await page.locator(`.zone-pieces[data-zone="${target}"] .zombies`).first().click();
    await page
      .waitForFunction(
        (prev) =>
          !!document.querySelector('.zone-menu') || document.querySelector('.table')?.getAttribute('data-seq') !== prev,
        before,
        { timeout: 3000 },
      )
      .catch(() => {});
    const title =
      (await page
        .locator('.zone-menu-title')
        .textContent()
        .catch(() => '')) ?? '';
    const moved = (await page.getAttribute('.table', 'data-seq')) !== before;
    h.check(
      moved || title.includes(target),
      `a click on the zombies of ${target} acts on ${target} (${title || 'acted'})`,
    );
    await h.shot(page, 'uoa-piece-click', false);
    await page.keyboard.press('Escape');
  }
}

/** How far the document has scrolled, at most, since the page loaded, and whether it can scroll at all. */
async function pageScroll(page: Page): Promise<{ max: number; tall: boolean }> {
  return page.evaluate(() => {
    const w = window as unknown as { __hordeMaxScroll?: number };
    return {
      max: Math.max(w.__hordeMaxScroll ?? 0, window.scrollY),
      // Whether the document can scroll at all: try, and put it back.
      tall: (() => {
        const y = window.scrollY;
        window.scrollTo(0, 100000);
        const moved = window.scrollY > 0;
        window.scrollTo(0, y);
        return moved;
      })(),
    };
  });
}

async function noPageScroll(page: Page, url: string, h: Harness): Promise<void> {
  const m0 = await missionMap('M0');
  for (const size of [
    { width: 1280, height: 800, name: 'desktop' },
    { width: 390, height: 844, name: 'phone' },
  ]) {
    await page.setViewportSize(size);
    await openPosition(
      page,
      url,
      position(5, () => true),
      `Lscroll${size.name}`,
    );
    await page.evaluate(() => {
      const w = window as unknown as { __hordeMaxScroll?: number };
      w.__hordeMaxScroll = 0;
      document.addEventListener('scroll', () => {
        w.__hordeMaxScroll = Math.max(w.__hordeMaxScroll ?? 0, window.scrollY);
      });
    });
    const player = new Player(page, { geo: m0, exits: m0.exits, rng: () => 0.42 });
    let worst = { max: 0, tall: false };
    let steps = 0;
    for (; steps < (size.name === 'desktop' ? 45 : 20); steps++) {
      if ((await player.step('play')) === 'over') break;
      const now = await pageScroll(page);
      worst = { max: Math.max(worst.max, now.max), tall: worst.tall || now.tall };
      if (worst.max > 0 || worst.tall) break;
    }
    h.check(
      worst.max === 0 && !worst.tall,
      `the page does not scroll during play on a ${size.name} screen (${steps} steps; scrolled ${worst.max} px${worst.tall ? ', the document can scroll' : ''})`,
    );
    await h.shot(page, `uoa-layout-${size.name}`, false);
    if (size.name === 'desktop') await sidePanel(page, h);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The side panel's parts: the tabs stay in view, and the log shows several lines. */
async function sidePanel(page: Page, h: Harness): Promise<void> {
  const tabs = await page.locator('.survivor-tabs').boundingBox();
  const log = await page.locator('.log').boundingBox();
  const lines = await page.locator('.log-line').evaluateAll(
    (els, bottom) =>
      els.filter((e) => {
        const r = e.getBoundingClientRect();
        const box = e.closest('.log')!.getBoundingClientRect();
        return r.bottom > box.top && r.top < Math.min(box.bottom, bottom);
      }).length,
    800,
  );
  h.check(!!tabs && tabs.y >= 0 && tabs.y < 120, `the survivor tabs stay at the top of the side panel (y ${tabs?.y})`);
  h.check(
    !!log && lines >= 6,
    `the log shows several lines at once (${lines} lines in ${Math.round(log?.height ?? 0)} px)`,
  );
}

async function inFrench(page: Page, url: string, h: Harness): Promise<void> {
  await page.goto(`${url}/?local#/`);
  await page.evaluate(() => localStorage.setItem('horde.language', 'fr'));
  await openPosition(page, url, noMoveLeft(), 'Lfrench');
  // The language is read when the page starts.
  await page.reload();
  await page.waitForSelector('.table .board-svg');
  await page.waitForSelector('.why-not li', { timeout: 3000 }).catch(() => {});
  const why =
    (await page
      .locator('.why-not')
      .textContent()
      .catch(() => '')) ?? '';
  const top = (await page.locator('.topbar').textContent()) ?? '';
  const bar = (await page.locator('.action-bar .action-buttons').textContent()) ?? '';
  h.check(
    /Impossible pour l’instant/.test(why) && /Se déplacer vers .+ il faut 2 Actions/.test(why),
    `in French, a missing Move says why in French: "${why}"`,
  );
  h.check(
    /Niveau de Danger : (Bleu|Jaune|Orange|Rouge)/.test(top) &&
      /Paquets Équipement \d+ · Zombie \d+/.test(top) &&
      /1 Action/.test(bar),
    `in French, the Danger Level, the decks and the costs are French (${top})`,
  );
  await h.shot(page, 'uoa-french', false);
  await page.evaluate(() => localStorage.setItem('horde.language', 'en'));
  await page.reload();
}

export async function uoaTableE2E(page: Page, url: string, h: Harness): Promise<void> {
  await loadTestData();
  console.log('[e2e] Undead or Alive for a newcomer: playback, costs, reasons, warnings, layout');
  await midPhasePlayback(page, url, h);
  await costsAndReasons(page, url, h);
  await silentLock(page, url, h);
  await uselessAttack(page, url, h);
  await twoPaths(page, url, h);
  await onScreen(page, url, h);
  await boardTargets(page, url, h);
  await noPageScroll(page, url, h);
  await inFrench(page, url, h);
}
