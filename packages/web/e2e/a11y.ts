/**
 * Accessibility in the browser (called by run.ts; HORDE_E2E_ONLY=a11y runs it alone): axe-core audits every
 * screen a player meets (the lobby in both languages, each game's new-game form, each game's table as it
 * starts, its help), and the audit fails on any violation of serious or critical impact. Undead or Alive's table
 * is audited on each of its screens (a zone's menu, the help, the legend, the End-turn question, the zombies'
 * phase, the end screen, the replay; on a phone too, touch target sizes included), with checks of where the
 * focus goes: dialogs hold it and give it back, nothing acts behind the end screen, the replay's slider moves one
 * step per arrow. The whole game by the keyboard alone, on a page that never scrolls, is e2e/uoa-keyboard.ts.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { loadTestData, midPhaseDecision, nearALoss, twoSprintPaths } from '../src/games/uoa/test-kit.ts';
import { Player } from './player.ts';
import { openPosition } from './uoa-table.ts';

export interface A11yTools {
  check(cond: unknown, what: string): void;
  shot(page: Page, name: string): Promise<void>;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The serious and critical violations axe finds on the page as it is now (WCAG 2.1 A and AA, and best practice);
 * `targetSize`: with WCAG 2.2's touch target size too (24 px, or room around: what Lighthouse checks on a phone).
 */
export async function axeViolations(page: Page, targetSize = false): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async (targetSize) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } }).axe;
    const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
    const result = (await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: targetSize ? [...tags, 'wcag22aa'] : tags },
      ...(targetSize ? { rules: { 'target-size': { enabled: true } } } : {}),
    })) as {
      violations: {
        id: string;
        impact: string;
        help: string;
        nodes: { target: string[]; html: string; failureSummary?: string }[];
      }[];
      passes: { id: string }[];
    };
    // The touch target check must have run (it is off by default in axe).
    if (targetSize && !result.passes.concat(result.violations).some((r) => r.id === 'target-size'))
      result.violations.push({ id: 'target-size', impact: 'serious', help: 'the check did not run', nodes: [] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes
        .slice(0, 4)
        .map(
          (n) =>
            `${n.target.join(' ')} ${n.html.slice(0, 120)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`,
        ),
    }));
  }, targetSize);
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Checks one screen: no serious or critical violation; each one found is printed with its elements. */
async function audit(page: Page, screen: string, tools: A11yTools, targetSize = false): Promise<void> {
  const violations = await axeViolations(page, targetSize);
  for (const v of violations)
    console.log(`       ${screen}: ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(', ')}`);
  tools.check(violations.length === 0, `axe: no serious or critical violation on ${screen}`);
}

/** The lobby with a game chosen: its radio's name and the start button of its default form. */
const GAMES = [
  { radio: /Undead or Alive/, start: /^Start M0/, table: '.table .board-svg', name: 'Undead or Alive' },
  { radio: /Zombicide Classic/, start: /^Start C0/, table: '.classic-table, .table', name: 'Zombicide Classic' },
  { radio: /Seconds to Live/, start: /^Start /, table: '.s-table, .table', name: 'Seconds to Live' },
  { radio: /Zombies!!!/, start: /^Start Zombies!!!/, table: '.z-table', name: 'Zombies!!!' },
];

export async function a11yE2E(page: Page, baseUrl: string, tools: A11yTools): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(baseUrl);
  await page.waitForSelector('.lobby .game-list');
  await audit(page, 'the lobby', tools);
  for (const game of GAMES) {
    await page.goto(baseUrl);
    await page.waitForSelector('.lobby .game-list');
    await page.getByRole('radio', { name: game.radio }).check();
    await page.getByRole('button', { name: game.start }).first().waitFor({ timeout: 8000 });
    // Zombicide's forms start once survivors are picked.
    const survivors = page.locator('input[data-survivor-id]');
    if (await survivors.count()) for (const i of [0, 1]) await survivors.nth(i).check();
    await audit(page, `${game.name}'s new-game form`, tools);
    await page.getByRole('button', { name: game.start }).first().click();
    await page.waitForSelector(game.table, { timeout: 10_000 });
    await page.waitForTimeout(500);
    await audit(page, `${game.name}'s table`, tools);
  }
  await uoaScreens(page, baseUrl, tools);
}

/** Where the focus is: the closest element with a class, its data-zone, its text (for checks and their messages). */
async function focused(page: Page): Promise<{ where: string; zone: string; inside: (sel: string) => boolean }> {
  const f = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const chain: string[] = [];
    for (let e = el; e && e !== document.body; e = e.parentElement)
      if (typeof e.className === 'string' && e.className) chain.push(`.${e.className.split(' ').join('.')}`);
    return {
      where: el === document.body || !el ? 'body' : `${el.tagName.toLowerCase()}${chain[0] ?? ''}`,
      zone: (el?.closest('.zone-hit') as HTMLElement | null)?.dataset.zone ?? '',
      chain,
    };
  });
  return {
    where: f.where,
    zone: f.zone,
    inside: (sel: string) => f.chain.some((c) => c.split('.').includes(sel.replace(/^\./, ''))),
  };
}

/** The accessibility tree's role, name and description of the first element matching `selector` (Chromium's). */
async function axNode(page: Page, selector: string): Promise<{ role: string; name: string; description: string }> {
  const cdp = await page.context().newCDPSession(page);
  const send = cdp.send.bind(cdp) as unknown as (method: string, params: object) => Promise<unknown>;
  try {
    const { root } = (await send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
    const { nodeId } = (await send('DOM.querySelector', { nodeId: root.nodeId, selector })) as { nodeId: number };
    const { node } = (await send('DOM.describeNode', { nodeId })) as { node: { backendNodeId: number } };
    await send('Accessibility.enable', {});
    const { nodes } = (await send('Accessibility.getFullAXTree', {})) as {
      nodes: {
        backendDOMNodeId?: number;
        role?: { value?: string };
        name?: { value?: string };
        description?: { value?: string };
      }[];
    };
    const n = nodes.find((x) => x.backendDOMNodeId === node.backendNodeId) ?? {};
    return { role: n.role?.value ?? '', name: n.name?.value ?? '', description: n.description?.value ?? '' };
  } finally {
    await cdp.detach();
  }
}

/** Presses Tab `n` times; whether the focus stayed inside `sel` each time. */
async function tabsStayIn(page: Page, sel: string, n: number, back = false): Promise<boolean> {
  for (let i = 0; i < n; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (!(await focused(page)).inside(sel)) return false;
  }
  return true;
}

/** Undead or Alive's screens one by one, on positions built by the rules (test-kit.ts), by keys only. */
async function uoaScreens(page: Page, baseUrl: string, tools: A11yTools): Promise<void> {
  const { check } = tools;
  await loadTestData();
  await page.setViewportSize({ width: 1280, height: 800 });
  // A zone offering two Sprints: its menu.
  const paths = twoSprintPaths();
  await openPosition(page, baseUrl, paths.position, 'A11ymenu');
  await page.waitForSelector('.zone-hit.target');
  await audit(page, "Undead or Alive's table in the players' phase", tools);
  const zone = page.locator(`.zone-hit[data-zone="${paths.zone}"]`).first();
  await zone.focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('.zone-menu [role="menuitem"]');
  await audit(page, "Undead or Alive's zone menu", tools);
  check((await focused(page)).where.startsWith('button'), 'the zone menu takes the focus (its first item)');
  await page.keyboard.press('ArrowDown');
  const second = await page.evaluate(() =>
    [...document.querySelectorAll('.zone-menu [role="menuitem"]')].indexOf(document.activeElement as Element),
  );
  check(second === 1, `the Down arrow goes to the menu's next item (item ${second + 1})`);
  check(await tabsStayIn(page, 'zone-menu', 6), 'Tab goes round the zone menu and never leaves it');
  await tools.shot(page, 'a11y-zone-menu');
  await page.keyboard.press('Escape');
  const back = await focused(page);
  check(
    (await page.locator('.zone-menu').count()) === 0 && back.zone === paths.zone,
    `Escape closes the zone menu and gives the focus back to its zone (${back.where} ${back.zone})`,
  );

  // The help: it holds the focus, has the shortcuts' switch, gives the focus back.
  await page.keyboard.press('?');
  await page.waitForSelector('.help');
  await audit(page, "Undead or Alive's help", tools);
  check(await tabsStayIn(page, 'help', 4, true), 'Shift+Tab goes round the help and never leaves it');
  check(
    (await page.locator('.help .shortcuts-switch input[type="checkbox"]').count()) === 1,
    'the help has the switch that turns single-key shortcuts off',
  );
  await tools.shot(page, 'a11y-help');
  await page.keyboard.press('Escape');
  check(
    (await page.locator('.help').count()) === 0 && (await focused(page)).zone === paths.zone,
    'Escape closes the help and gives the focus back',
  );

  // The legend, opened by the keyboard.
  await page.locator('.uoa-legend summary').focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('.uoa-legend[open]');
  await audit(page, "Undead or Alive's legend", tools);
  await page.keyboard.press('Enter');

  // A zone said in words: its description (as Chromium gives it to a screen reader), and the I key.
  const ax = await axNode(page, `.zone-hit[data-zone="${paths.zone}"]`);
  check(
    /leads to/.test(ax.description) && ax.name.includes(paths.zone),
    `a zone's accessible description says what is in it: ${ax.role} "${ax.name.slice(0, 60)}…" — "${ax.description}"`,
  );
  await zone.focus();
  await page.keyboard.press('i');
  const said = (await page.locator('.zone-info').textContent()) ?? '';
  check(
    said.includes(paths.zone) && /leads to/.test(said) && /zombie|Walker|Runner|Fatty|Abomination/.test(said),
    `I says what is in the focused zone: "${said}"`,
  );
  await tools.shot(page, 'a11y-inspect');

  // End turn with Actions left: the question holds the focus; Escape goes back.
  await page.keyboard.press('e');
  await page.waitForSelector('.end-turn-confirm');
  await audit(page, "Undead or Alive's End-turn question", tools);
  check((await focused(page)).inside('end-turn-confirm'), 'the End-turn question takes the focus');
  check(await tabsStayIn(page, 'end-turn-confirm', 3), 'Tab goes round the End-turn question');
  await page.keyboard.press('Escape');
  check((await page.locator('.end-turn-confirm').count()) === 0, 'Escape closes the End-turn question');

  // The zombies' phase, paused on a step; Space on a focused banner button does that button's job only.
  await openPosition(page, baseUrl, midPhaseDecision().position, 'A11yphase');
  await page.waitForSelector('.prompt .answers button');
  await audit(page, "Undead or Alive's prompt", tools);
  await page.keyboard.press('1');
  await page.waitForSelector('.zombie-banner', { timeout: 3000 }).catch(() => {});
  if (await page.locator('.zombie-banner').count()) {
    const pause = page.locator('.zombie-banner .zb-controls button').first();
    await pause.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(100);
    const count =
      (await page
        .locator('.zb-count')
        .textContent()
        .catch(() => '')) ?? '';
    check(
      (await page.locator('.zombie-banner').count()) === 1,
      `Space on the banner's Pause button pauses, it does not skip the phase (${count})`,
    );
    await audit(page, "Undead or Alive's zombies' phase", tools);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.waitForTimeout(100);
    const after =
      (await page
        .locator('.zb-count')
        .textContent()
        .catch(() => '')) ?? '';
    check(
      (await page.locator('.zombie-banner').count()) === 0 || after !== count,
      `Space on Next step shows the next step only (${count} → ${after || 'end'})`,
    );
  } else check(false, "the zombies' phase starts after the turns are ended");

  // The end screen: it holds the focus, nothing behind it takes a key; then the replay.
  const player = new Player(page, { geo: { byLabel: {}, distance: [] }, exits: [], rng: () => 0.5 });
  await openPosition(page, baseUrl, nearALoss(), 'A11yend');
  let result = 'acted';
  for (let i = 0; i < 120 && result !== 'over'; i++) result = await player.step('give-up');
  check(result === 'over', 'the game reaches its end screen');
  if (result !== 'over') return;
  // The last zombies' phase plays back before the end screen takes the focus (a loaded machine may be slower).
  await page.waitForSelector('.zombie-banner', { state: 'detached', timeout: 30_000 }).catch(() => {});
  await page.waitForTimeout(100);
  await audit(page, "Undead or Alive's end screen", tools);
  check((await focused(page)).inside('gameover'), `the end screen takes the focus (${(await focused(page)).where})`);
  const logShown = await page.locator('.log').count();
  await page.keyboard.press('l');
  await page.keyboard.press('?');
  check(
    (await page.locator('.log').count()) === logShown && (await page.locator('.help').count()) === 0,
    'keys do not act behind the end screen (L, ?)',
  );
  check(await tabsStayIn(page, 'gameover', 5), 'Tab goes round the end screen and never leaves it');
  await tools.shot(page, 'a11y-game-over');
  await page.getByRole('button', { name: 'Replay the game' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('.replay');
  await audit(page, "Undead or Alive's replay", tools);
  const slider = page.locator('.replay-controls input[type="range"]');
  await slider.focus();
  const before = Number(await page.getAttribute('.replay', 'data-step'));
  await page.keyboard.press('ArrowLeft');
  const after = Number(await page.getAttribute('.replay', 'data-step'));
  check(after === before - 1, `the replay's slider moves one step per arrow (${before} → ${after})`);
  await page.locator('.log').focus();
  check((await focused(page)).where.includes('log'), 'the log takes the focus, so that keys scroll it');

  // A phone: the table and its zone menu, touch target sizes included (what Lighthouse checks).
  await page.setViewportSize({ width: 390, height: 844 });
  await openPosition(page, baseUrl, paths.position, 'A11yphone');
  await page.waitForSelector('.zone-hit.target');
  await page.waitForTimeout(300);
  await audit(page, "Undead or Alive's table on a phone", tools, true);
  await tools.shot(page, 'a11y-phone');
  await page.locator(`.zone-hit[data-zone="${paths.zone}"]`).first().focus();
  await page.keyboard.press('Enter');
  await page.waitForSelector('.zone-menu [role="menuitem"]');
  await audit(page, "Undead or Alive's zone menu on a phone", tools, true);
  await tools.shot(page, 'a11y-phone-menu');
  await page.keyboard.press('Escape');
  await openPosition(page, baseUrl, midPhaseDecision().position, 'A11yphonephase');
  await page.waitForSelector('.prompt .answers button');
  await audit(page, "Undead or Alive's prompt on a phone", tools, true);
  await page.keyboard.press('1');
  await page.waitForSelector('.zombie-banner', { timeout: 3000 }).catch(() => {});
  if (await page.locator('.zombie-banner').count()) {
    await page.locator('.zombie-banner .zb-controls button').first().focus();
    await page.keyboard.press('Space');
    await audit(page, "Undead or Alive's zombies' phase on a phone", tools, true);
    await tools.shot(page, 'a11y-phone-zombies');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
