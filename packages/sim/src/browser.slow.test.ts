/** The HTML report opens in real headless Chromium without console errors; a screenshot goes to test-output/. */
import { describe, expect, it, beforeAll } from 'vitest';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { simCommand } from './cli.ts';
import { M0_LIKE_ID } from '@horde/games';
import { TOY_SOURCE } from './toy-fixture.ts';

const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

beforeAll(() => {
  // Debian's Chromium, installed by the test itself when missing (a fresh machine may need the package lists first).
  if (!existsSync(CHROMIUM)) {
    try {
      execSync('apt-get install -y chromium', { stdio: 'inherit' });
    } catch {
      execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit' });
    }
  }
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is still missing after apt-get install chromium`);
}, 300_000);

describe('report.html in the browser', () => {
  it('opens without console errors and renders every chart', async () => {
    const out = resolve('test-output/sim-browser');
    mkdirSync(out, { recursive: true });
    await simCommand({ mission: M0_LIKE_ID, games: 150, workers: 2, seed: 1, out, progress: false, print: false });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
    try {
      const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
      await page.goto(pathToFileURL(resolve(out, 'report.html')).href, { waitUntil: 'load' });
      const ids = [
        'win-rate',
        'rounds',
        'loss-causes',
        'figure-kills',
        'figure-danger',
        'figure-woundsByZone',
        'figure-spawnCards',
        'heat-map',
      ];
      expect(await page.locator('.card').count()).toBe(ids.length);
      for (const id of ids) {
        expect(await page.locator(`#${id} svg`).count()).toBeGreaterThan(0);
      }
      const heat = await page.locator('#heat-map svg').boundingBox();
      expect(heat!.width).toBeGreaterThan(300);
      await page.screenshot({ path: resolve(out, 'report.png'), fullPage: true });
      // A game that is not Undead or Alive: two competing seats, no map.
      const toyOut = resolve('test-output/sim-browser-toy');
      await simCommand({
        game: 'toy',
        source: TOY_SOURCE,
        mission: 'duel',
        games: 200,
        workers: 0,
        out: toyOut,
        progress: false,
        print: false,
      });
      await page.goto(pathToFileURL(resolve(toyOut, 'report.html')).href, { waitUntil: 'load' });
      const toyIds = ['win-rate', 'seats', 'rounds', 'loss-causes', 'figure-margin', 'figure-scores', 'figure-played'];
      expect(await page.locator('.card').count()).toBe(toyIds.length);
      for (const id of toyIds) expect(await page.locator(`#${id} svg`).count()).toBeGreaterThan(0);
      await page.screenshot({ path: resolve(toyOut, 'report.png'), fullPage: true });
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 90_000);
});
