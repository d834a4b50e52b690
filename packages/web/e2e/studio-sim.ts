/**
 * The studio's Simulate panel in the browser (called by run.ts; HORDE_E2E_ONLY=studiosim): in the studio, the shipped
 * M0 opened as a starting point, its Simulate tab plays 20 games with the heuristic in Web Workers by the keyboard,
 * with a progress bar, to the report on screen, whose win rate is the one `horde sim` gives for the same mission, games, bot and seed; the heat map is
 * drawn on the mission's map; "Keep as A" and a second run show both side by side with their difference; Stop ends
 * a long run with the games finished; in French, Classic's C0 wins what `horde sim` wins. Screenshots: the report,
 * A beside B, the French report.
 */
import { fileURLToPath } from 'node:url';
import { runSim } from '@horde/sim';
import type { Page } from 'playwright-core';
import { axeViolations } from './a11y.ts';

export interface StudioSimE2ETools {
  check(cond: unknown, what: string): void;
  shot(page: Page, name: string, copy?: boolean, fullPage?: boolean): Promise<void>;
}

const M0_FILE = fileURLToPath(new URL('../../content/missions/M0.yaml', import.meta.url));
const C0_FILE = fileURLToPath(new URL('../../content/missions/classic/C0.yaml', import.meta.url));

/** A picture of the studio on a tall screen, so its side column shows the whole report (the heat map at its foot). */
async function tallShot(page: Page, name: string, copy: boolean, shot: StudioSimE2ETools['shot']): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 2000 });
  await shot(page, name, copy);
  await page.setViewportSize({ width: 1366, height: 768 });
}

export async function studioSimE2E(page: Page, url: string, { check, shot }: StudioSimE2ETools): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${url}/#/studio`);
  await page.waitForSelector('.studio');
  await page.getByLabel('Start from a shipped mission…').selectOption('M0');
  await page.waitForFunction(() => /No problem/.test(document.querySelector('.studio-status')?.textContent ?? ''));
  await page.getByRole('tab', { name: 'Simulate' }).click();
  await page.getByRole('heading', { name: 'Simulate', exact: true }).waitFor();

  // 20 games by the keyboard: the Games field, then Enter submits.
  const gamesField = page.getByRole('spinbutton', { name: 'Games' });
  await gamesField.focus();
  await gamesField.fill('20');
  const started = Date.now();
  await gamesField.press('Enter');
  const progress = await page
    .locator('progress.studio-sim-progress')
    .waitFor({ timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  check(progress, 'a progress bar shows while the games play');
  const workers = await page.evaluate(() => Math.max(1, (navigator.hardwareConcurrency ?? 2) - 1));
  await page.getByTestId('win-rate').waitFor({ timeout: 180_000 });
  const seconds = (Date.now() - started) / 1000;
  const shown = (await page.getByTestId('win-rate').textContent()) ?? '';
  const cli = await runSim({
    game: 'uoa',
    entry: 'M0',
    entryFile: M0_FILE,
    games: 20,
    bots: 'heuristic',
    seed: 1,
    workers: 0,
  });
  const expected = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(
    cli.report.winRate,
  );
  check(
    shown === expected,
    `20 games of M0 in the browser win ${shown}, as horde sim with the same seed (${expected}, ${cli.report.wins}/20)`,
  );
  const report = page.locator('.studio-sim-report').first();
  check(
    (await report.textContent())?.includes(
      'horde sim --game uoa --mission M0.yaml --games 20 --bot heuristic --seed 1',
    ),
    'the report gives the command line that plays the same games',
  );
  check(
    (await report.getByRole('heading', { name: 'Causes of loss' }).count()) === 1 &&
      (await report.getByRole('heading', { name: 'Rounds' }).count()) === 1,
    'the report shows the causes of loss and the rounds',
  );
  const woundedZones = Object.values(
    (cli.report.figures.woundsByZone as { totals?: Record<string, number> } | undefined)?.totals ?? {},
  ).filter((n) => n > 0).length;
  const drawnZones = await report.locator('.studio-sim-heat svg g[data-zone]').count();
  check(
    (await report.locator('.studio-sim-heat img').count()) === 1 && drawnZones === woundedZones,
    `the heat map tints the ${woundedZones} zones where survivors were wounded, on the mission's map (${drawnZones})`,
  );
  console.log(
    `  [measure] 20 games of M0 with the heuristic in the browser: ${seconds.toFixed(1)} s on ${workers} workers`,
  );
  await tallShot(page, 'studio-simulate', true, shot);

  // Keep as A, run another seed: both side by side with the difference of their win rates.
  await page.getByRole('button', { name: 'Keep as A' }).press('Enter');
  await page.getByRole('spinbutton', { name: 'Seed' }).fill('2');
  await page.getByRole('spinbutton', { name: 'Seed' }).press('Enter');
  await page.getByTestId('difference').waitFor({ timeout: 180_000 });
  const headings = await page.locator('.studio-sim-report h3').allTextContents();
  check(
    headings.join(' | ') === 'A (kept) | B (this mission)',
    `A and B are shown side by side (${headings.join(' | ')})`,
  );
  const difference = (await page.getByTestId('difference').textContent()) ?? '';
  check(
    /^Win rate B − A: [−+±][\d.]+ points \(95% interval .+\)\. (A significant difference|Not significant)/.test(
      difference,
    ),
    `the difference: ${difference}`,
  );
  await tallShot(page, 'studio-simulate-ab', true, shot);
  const violations = await axeViolations(page);
  for (const v of violations) console.log(`       ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(', ')}`);
  check(violations.length === 0, 'axe: no serious or critical violation on the panel with A beside B');

  // Stop: a long run ends with the games finished so far.
  await page.getByRole('button', { name: 'Forget A' }).click();
  await page.getByRole('spinbutton', { name: 'Games' }).fill('2000');
  await page.getByRole('spinbutton', { name: 'Games' }).press('Enter');
  await page.waitForFunction(() => Number(document.querySelector('progress')?.getAttribute('value') ?? 0) >= 2, null, {
    timeout: 60_000,
  });
  // The Stop button has the focus while the games play.
  await page.keyboard.press('Enter');
  const stopped = await page
    .getByText(/^Stopped: the report counts the \d+ games finished\.$/)
    .waitFor({ timeout: 20_000 })
    .then(() => true)
    .catch(() => false);
  check(stopped, 'Stop ends a run of 2000 games and reports the games finished');

  // In French, Zombicide Classic's C0: the same games as horde sim again.
  await page.getByRole('radio', { name: 'Zombicide Classic' }).check();
  await page.getByLabel('Start from a shipped mission…').selectOption('C0');
  await page.waitForFunction(() => /No problem/.test(document.querySelector('.studio-status')?.textContent ?? ''));
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('tab', { name: 'Simuler' }).click();
  await page.getByRole('heading', { name: 'Simuler', exact: true }).waitFor();
  await page.getByRole('spinbutton', { name: 'Parties' }).fill('20');
  await page.getByRole('spinbutton', { name: 'Parties' }).press('Enter');
  await page.getByTestId('win-rate').waitFor({ timeout: 180_000 });
  const shownFr = (await page.getByTestId('win-rate').textContent()) ?? '';
  const classic = await runSim({
    game: 'classic',
    entry: 'C0',
    entryFile: C0_FILE,
    games: 20,
    bots: 'heuristic',
    seed: 1,
    workers: 0,
  });
  const expectedFr = new Intl.NumberFormat('fr', { style: 'percent', maximumFractionDigits: 1 }).format(
    classic.report.winRate,
  );
  check(
    shownFr === expectedFr && (await page.getByRole('heading', { name: 'Causes de défaite' }).count()) === 1,
    `in French, 20 games of Classic's C0 win ${shownFr}, as horde sim (${expectedFr})`,
  );
  await tallShot(page, 'studio-simulate-fr', false, shot);
  await page.getByLabel('Langue').selectOption('en');
  check(errors.length === 0, `no page error (${errors.join('; ') || 'none'})`);
  await page.close();
}
