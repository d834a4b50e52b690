/**
 * The mission studio in the browser (called by run.ts; HORDE_E2E_ONLY=studio runs it alone): a designer who has
 * never seen a mission file draws a small Undead or Alive mission from an empty board by clicks (tiles dragged from
 * the library and clicked into slots, R and Ctrl+Z on a tile, zones clicked on the map, one typed in the zone
 * field), puts a spawn zone in a building and sees that problem drawn on the map and listed in the studio's words,
 * fixes it, saves the file, opens it again from the file, plays it hot-seat for a turn, comes back to the studio with
 * the mission kept, and simulates 20 games from the studio's Simulate tab to the report on screen; the saved file
 * then goes through the real `horde validate` (it passes) and `horde sim` (the same win rate). Then Classic's doors,
 * Switches (C9) and stair token (C10), Undead or Alive's train (M1), and a phone. Screenshots: the empty studio, the
 * problem on the map, the finished mission, its table, the studio in French, Classic's doors, the Switches, the
 * train, the phone.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { validateMissionFile } from '@horde/content';
import { mapOf, zonePoint } from '../src/studio/test-kit.ts';
import { axeViolations } from './a11y.ts';
import { Player } from './player.ts';

export interface StudioE2ETools {
  check(cond: unknown, what: string): void;
  shot(page: Page, name: string): Promise<void>;
}

const TILES: Parameters<typeof mapOf>[0] = [
  { tile: '2R', rotation: 0, col: 0, row: 0 },
  { tile: '3R', rotation: 0, col: 1, row: 0 },
];

/** Clicks zone `label` on the studio's map, at the middle of one of its cells (as a person points at it). */
async function clickZone(page: Page, label: string): Promise<void> {
  const { x, y } = zonePoint(TILES, label);
  const at = await page.evaluate(
    ([cx, cy]) => {
      const svg = document.querySelector('svg.studio-board') as SVGSVGElement;
      const p = new DOMPoint(cx, cy).matrixTransform(svg.getScreenCTM()!);
      return { x: p.x, y: p.y };
    },
    [x, y],
  );
  await page.mouse.click(at.x, at.y);
}

const HORDE = fileURLToPath(new URL('../../cli/bin/horde.js', import.meta.url));

/** The horde command line on this repository, as a designer runs it: its exit status and what it printed. */
function horde(args: string[]): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [HORDE, ...args], { encoding: 'utf8', timeout: 180_000 });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

const status = async (page: Page) => (await page.locator('.studio-status').textContent()) ?? '';

export async function studioE2E(page: Page, url: string, { check, shot }: StudioE2ETools): Promise<void> {
  console.log('[e2e] mission studio: draw, see the problem on the map, fix, save, reopen, play');
  await page.setViewportSize({ width: 1366, height: 768 });
  page.on('pageerror', (e) => check(false, `no page error (${e.message})`));
  await page.goto(url);
  await page.getByRole('link', { name: /Mission studio/ }).click();
  await page.waitForSelector('.studio');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  check(/problem/.test(await status(page)), `an empty mission is not ready (${await status(page)})`);
  await shot(page, 'studio-empty');

  // Tiles: 2R dragged from the library onto the first slot, 3R chosen and clicked into the next one.
  await page.dragAndDrop('.studio-palette button[data-tile="2R"]', '.studio-slot[data-slot="0,0"]');
  await page.locator('.studio-palette button[data-tile="3R"]').click();
  await page.locator('.studio-slot[data-slot="1,0"]').click();
  check((await page.locator('.studio-tile').count()) === 2, 'two tiles on the map (one dragged, one clicked)');
  await page.locator('.studio-tile[data-tile="3R"]').focus();
  await page.keyboard.press('r');
  check(
    ((await page.locator('.studio-tile[data-tile="3R"] text').textContent()) ?? '').includes('90°'),
    'R turns the selected tile',
  );
  await page.keyboard.press('Control+z');
  check(
    ((await page.locator('.studio-tile[data-tile="3R"] text').textContent()) ?? '').includes('0°'),
    'Ctrl+Z takes the turn back',
  );

  // Zones: the start by a click on the map, the exit typed in the zone field (the keyboard's way).
  await page.getByRole('radio', { name: 'Starting zone' }).check();
  await clickZone(page, '2R:s4');
  await page.getByRole('radio', { name: 'Exit', exact: true }).check();
  await page.getByLabel('Zone (type its label)').fill('2R:s1');
  await page.getByRole('button', { name: 'Put it there' }).click();
  await page.getByRole('radio', { name: 'Objective' }).check();
  await clickZone(page, '2R:h2');

  // A spawn zone in a building: the problem is drawn where it is, and listed (worded by its code, in English here).
  await page.getByRole('radio', { name: 'Spawn zone' }).check();
  await clickZone(page, '3R:a1');
  await page.locator('.studio-problem').first().waitFor({ timeout: 3000 });
  const listed = await page.locator('.studio-problems li').allInnerTexts();
  check(
    listed.some((l) => /spawn zone goes on a street zone.*"3R:a1" is a building zone/.test(l)),
    `the problem is listed in the studio's words (${listed.join(' | ')})`,
  );
  check((await page.locator('.studio-problem').count()) === 1, 'the problem is drawn on the map');
  // In French, the same problem in French words (issue 35).
  await page.getByLabel('Language').selectOption('fr');
  await page.locator('.studio-problems li', { hasText: 'zone de rue' }).first().waitFor({ timeout: 3000 });
  const listedFr = await page.locator('.studio-problems li').allInnerTexts();
  check(
    listedFr.some((l) => /invasion de départ se pose dans une zone de rue.*3R:a1.*est une zone de bâtiment/s.test(l)),
    `in French, the problem is worded in French (${listedFr.join(' | ')})`,
  );
  await page.getByLabel('Langue').selectOption('en');
  await page.locator('.studio-problems li button').first().click();
  check(
    (await page.locator('.studio-problems li.focused').count()) === 1,
    'clicking the problem picks it (its place is ringed on the map)',
  );
  await shot(page, 'studio-problem');
  const violations = await axeViolations(page);
  for (const v of violations) console.log(`       studio: ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(', ')}`);
  check(violations.length === 0, 'axe: no serious or critical violation on the studio');
  // The fix: the same tool on the same zone takes the spawn zone away; a street zone gets it.
  await clickZone(page, '3R:a1');
  await clickZone(page, '3R:s4');
  check(/No problem/.test(await status(page)), `fixed, the mission is ready (${await status(page)})`);
  check((await page.locator('.studio-problem').count()) === 0, 'no problem left on the map');
  await page.getByRole('tab', { name: 'Mission' }).click();
  await page.getByLabel("Id (the file's name)").fill('my-first');
  await page.getByLabel('Name (English)').fill('First Blood');
  await page.getByLabel('Name (French)').fill('Premier sang');
  await shot(page, 'studio-mission');

  // Saved: the file is the shipped format, and the validator of `horde validate` finds nothing to say.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save the file' }).click(),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'horde-studio-'));
  const file = join(dir, download.suggestedFilename());
  await download.saveAs(file);
  const text = readFileSync(file, 'utf8');
  check(download.suggestedFilename() === 'my-first.yaml', `the file is named by the mission's id (${file})`);
  check(
    text.includes('  - { tile: 2R, rotation: 0, col: 0, row: 0 }') && text.includes('start: "2R:s4"'),
    'the saved file reads as the shipped ones (one line per tile, labels quoted)',
  );
  const problems = validateMissionFile(file).map((p) => p.text);
  check(problems.length === 0, `the saved file passes horde validate's check (${problems.join('; ') || 'none'})`);

  // Opened again from the file, after a new empty mission.
  await page.getByRole('button', { name: 'New', exact: true }).click();
  check((await page.locator('.studio-tile').count()) === 0, 'New empties the board');
  await page.locator('[data-testid="studio-file"]').setInputFiles(file);
  await page.waitForFunction(() => document.querySelectorAll('.studio-tile').length === 2);
  check(/No problem/.test(await status(page)), 'the file opened again is the same mission, ready to play');
  writeFileSync(join(dir, 'again.yaml'), text);

  // Played: the lobby's new-game form on the mission, one survivor, hot-seat, one turn, and back.
  await page.getByRole('button', { name: 'Play it' }).click();
  await page.waitForSelector('input[data-survivor-id]');
  await page.locator('input[data-survivor-id]').nth(0).check();
  await page.getByRole('button', { name: /^Start/ }).click();
  await page.waitForSelector('.table .board-svg');
  const player = new Player(page, { geo: mapOf(TILES), exits: ['2R:s1'] });
  for (let i = 0; i < 30 && !(await page.getByText('Round 2').count()); i++) await player.step('give-up');
  check((await page.getByText('Round 2').count()) > 0, 'the mission is played for a whole turn (round 2 reached)');
  await shot(page, 'studio-play');
  await page.getByRole('button', { name: 'Leave' }).click();
  await page.waitForSelector('.studio');
  check(
    (await page.locator('.studio-tile').count()) === 2 && /No problem/.test(await status(page)),
    'back in the studio, the mission is kept',
  );

  // Simulated from the studio's own Simulate tab: 20 games with the heuristic, to the report on screen.
  await page.getByRole('tab', { name: 'Simulate' }).click();
  await page.getByRole('spinbutton', { name: 'Games' }).fill('20');
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  await page.getByTestId('win-rate').waitFor({ timeout: 180_000 });
  const shown = (await page.getByTestId('win-rate').textContent()) ?? '';
  const report = (await page.locator('.studio-sim-report').first().textContent()) ?? '';
  check(
    report.includes('horde sim --game uoa --mission my-first.yaml --games 20 --bot heuristic --seed 1') &&
      report.includes('Causes of loss'),
    `the studio's Simulate tab reports 20 games of the drawn mission (win rate ${shown})`,
  );

  // The saved file through the command line itself: horde validate passes it, horde sim plays the same games.
  const validated = horde(['validate', file]);
  check(validated.status === 0, `horde validate my-first.yaml passes (${validated.output.trim().split('\n').pop()})`);
  const simmed = horde([
    'sim',
    '--game',
    'uoa',
    '--mission',
    file,
    '--games',
    '20',
    '--bot',
    'heuristic',
    '--seed',
    '1',
    '--workers',
    '1',
    '--out',
    join(dir, 'sim'),
  ]);
  const cliRate =
    simmed.status === 0 ? (JSON.parse(readFileSync(join(dir, 'sim', 'report.json'), 'utf8')).winRate as number) : NaN;
  const expected = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(cliRate);
  check(
    simmed.status === 0 && shown === expected,
    `horde sim on the saved file wins ${expected} of the same 20 games, as the studio showed (${shown})`,
  );

  // French.
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('heading', { name: 'Studio de missions' }).waitFor();
  check(/Aucun problème/.test(await status(page)), 'the studio speaks French');
  await shot(page, 'studio-fr');
  await page.getByLabel('Langue').selectOption('en');

  // Zombicide Classic: a shipped mission to start from, its doors on the map, one locked by the door tool.
  await page.getByRole('radio', { name: 'Zombicide Classic' }).check();
  await page.getByLabel('Start from a shipped mission…').selectOption('C1');
  await page.waitForFunction(() => document.querySelectorAll('.studio-tile').length === 4);
  check(/No problem/.test(await status(page)), 'the shipped C1 opens in the studio without a problem');
  await page.getByRole('radio', { name: 'Doors' }).check();
  const doors = page.locator('.studio-door');
  check((await doors.count()) > 4, `the door tool shows the map's doors (${await doors.count()})`);
  await page.getByLabel('At setup').selectOption('locked');
  await page.locator('.studio-options').getByLabel('Colour').selectOption('green');
  await doors.first().focus();
  await page.keyboard.press('Enter');
  const greenDoor = /A locked green door needs a green Objective/;
  await page.getByRole('tab', { name: /^Problems/ }).click();
  await page.locator('.studio-problems li').first().waitFor({ timeout: 3000 });
  check(
    greenDoor.test((await page.locator('.studio-problems').textContent()) ?? ''),
    'a green locked door without a green Objective is a problem, at that door',
  );
  check((await page.locator('.studio-problem').count()) === 1, 'the door problem is drawn on the map');
  await shot(page, 'studio-classic');
  await page.keyboard.press('Control+z');
  check(/No problem/.test(await status(page)), 'Ctrl+Z takes the door back');

  // Classic's Switches: C9's two drawn on the map; with a Switch chosen, its doors are linked and unlinked by a click.
  const ready = () =>
    page.waitForFunction(() => /No problem/.test(document.querySelector('.studio-status')?.textContent ?? ''));
  await page.getByLabel('Start from a shipped mission…').selectOption('C9');
  await ready();
  await page.getByRole('radio', { name: 'Switches' }).check();
  check(
    (await page.locator('.studio-mark title', { hasText: /^Switch in 10P:k[12]$/ }).count()) === 2,
    "C9's two Switches are drawn on the map",
  );
  await page.getByLabel('Link to a Switch').selectOption('10P:k2');
  const switched = page.locator('.studio-door[aria-label$="opened and closed by a Switch"]');
  check(
    (await switched.count()) === 2,
    `the two doors of the Switch in 10P:k2 are drawn as its (${await switched.count()})`,
  );
  await switched.first().focus();
  await page.keyboard.press('Enter');
  check((await switched.count()) === 1, 'a door clicked with the Switch chosen is unlinked from it');
  await shot(page, 'studio-switches');
  await page.getByRole('button', { name: 'Undo' }).click();
  check((await switched.count()) === 2, 'Undo links it again');

  // Classic's stair token: C10's taken away and put back by two zones typed in the zone field (the keyboard's way).
  await page.getByLabel('Start from a shipped mission…').selectOption('C10');
  await ready();
  await page.getByRole('radio', { name: 'Stair tokens' }).check();
  const stairMarks = page.locator('.studio-mark title', { hasText: /^Stair token between/ });
  check((await stairMarks.count()) === 2, "C10's stair token is drawn at its two zones");
  const putZone = async (label: string) => {
    await page.getByLabel('Zone (type its label)').fill(label);
    await page.getByRole('button', { name: 'Put it there' }).click();
  };
  await putZone('8C:s5');
  check(
    /now click the zone across the fence/.test((await page.locator('.studio-options').textContent()) ?? ''),
    'the first zone is kept, the second asked',
  );
  await putZone('8C:hp');
  check((await stairMarks.count()) === 0, 'the same two zones take the stair token away');
  await putZone('8C:hp');
  await putZone('8C:s5');
  check(
    (await stairMarks.count()) === 2 && /No problem/.test(await status(page)),
    'and put it back, the mission ready',
  );

  // Undead or Alive's train: M1's track shown by the train tool, a tile clicked leaves it (a problem: the mobile train
  // has lost its car's tile, no), and Undo puts it back.
  await page.getByRole('radio', { name: 'Undead or Alive' }).check();
  await page.getByLabel('Start from a shipped mission…').selectOption('M1');
  await ready();
  await page.getByRole('radio', { name: 'Train and track' }).check();
  const options = async () => (await page.locator('.studio-options').textContent()) ?? '';
  check(/Track: 10V → 12V/.test(await options()), `M1's track is shown in its order (${await options()})`);
  await putZone('12V:r1');
  check(/Track: 10V(?! →)/.test(await options()), 'a tile of the track clicked leaves it');
  await page.getByRole('button', { name: 'Undo' }).click();
  check(/Track: 10V → 12V/.test(await options()) && /No problem/.test(await status(page)), 'Undo puts it back');
  await shot(page, 'studio-train');

  // A phone shows the map and the problems (read only).
  await page.setViewportSize({ width: 390, height: 844 });
  check(await page.locator('svg.studio-board').isVisible(), 'a phone shows the map');
  check(!(await page.locator('.studio-tools').isVisible()), 'a phone hides the drawing tools');
  await shot(page, 'studio-phone');
  await page.setViewportSize({ width: 1366, height: 768 });
}
