/**
 * A person at the table, in code: it looks at the page (marked zones, buttons, prompts, the
 * pieces' zones) and clicks or types. Its plan is a player's: take the Objectives, then walk
 * to the exit; shoot or hit zombies in the way; search now and then; end the turn when spent.
 * It knows the map as a player does from looking at it (zone distances from the same tiles).
 */
import type { Page } from 'playwright-core';
import type { MissionMap } from '../src/games/uoa/test-kit.ts';

export interface PlayerOptions {
  geo: Pick<MissionMap, 'byLabel' | 'distance'>;
  exits: string[];
  /** Called once per kind of moment worth a screenshot. */
  onMoment?: (kind: 'board' | 'prompt' | 'zombies' | 'menu', page: Page) => Promise<void>;
  log?: (line: string) => void;
  rng?: () => number;
}

export async function seq(page: Page): Promise<string> {
  return (await page.getAttribute('.table', 'data-seq')) ?? '';
}

/** Waits until the table shows a new state (or a menu opens). */
export async function settle(page: Page, before: string, timeout = 6000): Promise<void> {
  await page
    .waitForFunction(
      (prev) => {
        const t = document.querySelector('.table') as HTMLElement | null;
        return (
          !t || t.dataset.seq !== prev || !!document.querySelector('.zone-menu') || !!document.querySelector('.toast')
        );
      },
      before,
      { timeout },
    )
    .catch(() => {});
}

async function visible(page: Page, sel: string): Promise<boolean> {
  return page
    .locator(sel)
    .first()
    .isVisible()
    .catch(() => false);
}

export class Player {
  private seen = new Set<string>();
  steps = 0;
  constructor(
    private page: Page,
    private opt: PlayerOptions,
  ) {}

  private rand(): number {
    return (this.opt.rng ?? Math.random)();
  }

  private async moment(kind: 'board' | 'prompt' | 'zombies' | 'menu'): Promise<void> {
    if (this.seen.has(kind) || !this.opt.onMoment) return;
    this.seen.add(kind);
    await this.opt.onMoment(kind, this.page);
  }

  private dist(a: string, b: string): number {
    const g = this.opt.geo;
    const d = g.distance[g.byLabel[a]]?.[g.byLabel[b]];
    return d === undefined || d < 0 ? 99 : d;
  }

  /** One look and one gesture. Returns 'over' when the game has ended. */
  async step(mode: 'play' | 'give-up'): Promise<'over' | 'acted' | 'waited'> {
    const page = this.page;
    this.steps++;
    if (await visible(page, '.gameover')) return 'over';
    if (await visible(page, '.zombie-banner')) {
      if (!this.seen.has('zombies')) {
        await page
          .waitForFunction(() => /step [2-9]/.test(document.querySelector('.zb-count')?.textContent ?? ''), null, {
            timeout: 4000,
          })
          .catch(() => {});
        await this.moment('zombies');
      }
      await page.keyboard.press('Space');
      await page.waitForSelector('.zombie-banner', { state: 'detached', timeout: 5000 }).catch(() => {});
      return 'acted';
    }
    if (await visible(page, '.prompt')) {
      await this.moment('prompt');
      const before = await seq(page);
      const done = page.locator('.prompt .answers button', { hasText: 'Done' });
      const answers = page.locator('.prompt .answers button');
      const n = await answers.count();
      if (n === 0) {
        await page.waitForTimeout(200);
        return 'waited';
      }
      if (await done.count()) await done.first().click();
      else {
        // Keep found equipment when a slot is free; otherwise answer as the prompt offers first.
        const texts = await answers.allInnerTexts();
        let i = texts.findIndex((t) => /Hand|Backpack|Favorite/.test(t) && !/replaces/.test(t));
        if (i < 0) i = texts.findIndex((t) => !/Discard the new card/.test(t));
        await page.keyboard.press(String(Math.max(0, i) + 1));
      }
      await settle(page, before);
      return 'acted';
    }
    const before = await seq(page);
    const buttons = page.locator('.action-bar button[data-action]');
    const kinds = await buttons.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.action ?? ''));
    if (kinds.length === 0 && !(await page.locator('.zone-hit.target').count())) {
      await page.waitForTimeout(150);
      return 'waited';
    }
    await this.moment('board');
    const press = async (k: string) => {
      await page.keyboard.press(k);
      await settle(page, before);
      return 'acted' as const;
    };
    if (mode === 'give-up') return kinds.includes('endTurn') ? press('e') : 'waited';
    if (kinds.includes('exit')) return press('x');
    if (kinds.includes('objective')) return press('o');
    // Where am I, where are the zombies and the objectives?
    const me = await page
      .locator('.survivor.selected')
      .first()
      .evaluate((el) => (el.closest('.zone-pieces') as HTMLElement | null)?.dataset.zone ?? '')
      .catch(() => '');
    const objectives = await page
      .locator('.zone-pieces:has(.token.obj)')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.zone ?? ''));
    const zombieZones = await page
      .locator('.zone-pieces:has(.zombies)')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.zone ?? ''));
    if (kinds.includes('melee') && zombieZones.includes(me)) return press('f');
    const targets = await page
      .locator('.zone-hit.target')
      .evaluateAll((els) =>
        els.map((e) => ({ zone: (e as HTMLElement).dataset.zone ?? '', label: e.getAttribute('aria-label') ?? '' })),
      );
    const survivorZones = await page
      .locator('.zone-pieces:has(.survivor)')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.zone ?? ''));
    const shoot = targets.find(
      (t) =>
        /Shoot/.test(t.label) &&
        zombieZones.includes(t.zone) &&
        !survivorZones.includes(t.zone) &&
        !/Warning/.test(t.label),
    );
    if (shoot && this.rand() < 0.85) return this.clickZone(shoot.zone, before, /Shoot/);
    if (kinds.includes('search') && this.rand() < 0.35) return press('s');
    const goals = objectives.length ? objectives : this.opt.exits;
    const moves = targets.filter((t) => /Move to/.test(t.label));
    if (moves.length && me) {
      const score = (z: string) =>
        Math.min(...goals.map((g) => this.dist(z, g))) + (zombieZones.includes(z) ? 3 : 0) + this.rand() * 0.3;
      const here = Math.min(...goals.map((g) => this.dist(me, g)));
      const best = moves.map((m) => ({ m, s: score(m.zone) })).sort((a, b) => a.s - b.s)[0];
      if (best && (best.s < here || this.rand() < 0.3)) return this.clickZone(best.m.zone, before, /Move to/);
    }
    if (kinds.includes('search')) return press('s');
    if (kinds.includes('endTurn')) return press('e');
    await page.waitForTimeout(100);
    return 'waited';
  }

  /** Clicks a zone like a person (falls back to the keyboard when a piece covers it), then picks in the menu. */
  private async clickZone(zone: string, before: string, want: RegExp): Promise<'acted'> {
    const page = this.page;
    const hit = page.locator(`.zone-hit[data-zone="${zone}"]`).first();
    try {
      await hit.click({ timeout: 1500 });
    } catch {
      await hit.focus();
      await page.keyboard.press('Enter');
    }
    const menu = page.locator('.zone-menu');
    if (await menu.isVisible({ timeout: 500 }).catch(() => false)) {
      await this.moment('menu');
      const items = await menu.locator('button[role=menuitem]').allInnerTexts();
      let i = items.findIndex((t) => want.test(t) && !/⚠/.test(t));
      if (i < 0) i = 0;
      await page.keyboard.press(String(i + 1));
    }
    await settle(page, before);
    return 'acted';
  }
}
