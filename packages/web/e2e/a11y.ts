/**
 * Accessibility in the browser (called by run.ts; HORDE_E2E_ONLY=a11y runs it alone): axe-core audits every
 * screen a player meets (the lobby in both languages, each game's new-game form, each game's table as it
 * starts, its help), and the audit fails on any violation of serious or critical impact. A second check plays
 * with the keyboard only and fails if the page itself scrolls (only a table's own panels may).
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

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

/** The serious and critical violations axe finds on the page as it is now (WCAG 2.1 A and AA, and best practice). */
export async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    })) as {
      violations: {
        id: string;
        impact: string;
        help: string;
        nodes: { target: string[]; html: string; failureSummary?: string }[];
      }[];
    };
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
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Checks one screen: no serious or critical violation; each one found is printed with its elements. */
async function audit(page: Page, screen: string, tools: A11yTools): Promise<void> {
  const violations = await axeViolations(page);
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
}
