/**
 * A whole game of M0 by the keyboard alone (issue 14's audit), hot-seat through the server: not one mouse click,
 * not one programmatic focus. From the lobby (Tab to the game's radio, Space on two survivors, Enter on Start)
 * to the win or loss screen: Tab and Shift+Tab to reach a marked zone, Enter to act on it, digits and arrows in
 * its menu, digits in the prompts, letters for the action bar, E then Enter for End turn, Tab and Enter on the
 * zombies' banner or Space. After every step it fails if the page itself scrolled or could scroll (only the
 * panels may), and if the focus fell to the page after an action on a zone. Screenshots: uoa-keyboard-*.png.
 */
import type { Page } from 'playwright-core';
import { missionMap } from '../src/games/uoa/test-kit.ts';
import { seq, settle } from './player.ts';
import type { Harness } from './uoa-table.ts';

interface Focus {
  tag: string;
  classes: string;
  zone: string;
  label: string;
  text: string;
  survivor: string;
  checked: boolean;
  value: string;
  type: string;
  name: string;
  body: boolean;
}

async function focus(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const cls = el?.getAttribute('class') ?? '';
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      classes: cls,
      zone: (el?.closest('.zone-hit') as HTMLElement | null)?.dataset.zone ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      text: (el?.textContent ?? '').trim().slice(0, 80),
      survivor: el?.getAttribute('data-survivor-id') ?? '',
      checked: (el as HTMLInputElement | null)?.checked ?? false,
      value: (el as HTMLInputElement | null)?.value ?? '',
      type: el?.getAttribute('type') ?? '',
      name: el?.getAttribute('name') ?? '',
      body: !el || el === document.body,
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element is the one wanted; whether it got there. */
async function tabTo(page: Page, want: (f: Focus) => boolean, max = 80, back = false): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (want(await focus(page))) return true;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  return want(await focus(page));
}

/** The document's scroll: how far it scrolled and whether it is taller than the window. */
async function pageScroll(page: Page): Promise<{ top: number; height: number; view: number }> {
  return page.evaluate(() => {
    const d = document.scrollingElement ?? document.documentElement;
    return { top: d.scrollTop, height: d.scrollHeight, view: window.innerHeight };
  });
}

export async function uoaKeyboardE2E(page: Page, url: string, h: Harness): Promise<void> {
  console.log('[e2e] Undead or Alive: a whole game of M0 by the keyboard alone, hot-seat');
  const started = Date.now();
  const budget = Number(process.env.HORDE_E2E_KEYBOARD_MS ?? 45_000);
  const m0 = await missionMap('M0');
  const dist = (a: string, b: string) => {
    const d = m0.distance[m0.byLabel[a]]?.[m0.byLabel[b]];
    return d === undefined || d < 0 ? 99 : d;
  };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
  await page.waitForSelector('.lobby .game-list');
  await page.waitForTimeout(200);

  // The lobby by keys: the game, two survivors, Start.
  const onGame = await tabTo(page, (f) => f.type === 'radio' && f.name === 'game');
  let chosen = false;
  if (onGame) {
    for (let i = 0; i < 6 && !chosen; i++) {
      const f = await focus(page);
      if (f.value === 'uoa') {
        await page.keyboard.press('Space');
        chosen = true;
      } else await page.keyboard.press('ArrowDown');
    }
  }
  await page.waitForSelector('input[data-survivor-id]', { timeout: 8000 }).catch(() => {});
  h.check(chosen && (await page.locator('input[data-survivor-id]').count()) > 0, 'the lobby: the game chosen by keys');
  let picked = 0;
  for (let i = 0; i < 2; i++) {
    const got = await tabTo(page, (f) => f.survivor !== '' && !f.checked, 60);
    if (!got) break;
    await page.keyboard.press('Space');
    picked++;
  }
  const start = await tabTo(page, (f) => f.tag === 'button' && /^Start M0/.test(f.text), 80);
  h.check(picked === 2 && start, `the lobby: two survivors picked with Space, Start reached by Tab (${picked})`);
  await page.keyboard.press('Enter');
  await page.waitForSelector('.table .board-svg', { timeout: 10_000 });

  const scrolled: string[] = [];
  const fellToPage: string[] = [];
  const changed: string[] = [];
  let kept = 0;
  let steps = 0;
  let zoneActs = 0;
  let menuPicks = 0;
  let prompts = 0;
  let banners = 0;
  let result: 'over' | 'stuck' | 'time' = 'stuck';
  let idle = 0;
  const shots = new Set<string>();
  const shotOnce = async (name: string) => {
    if (shots.has(name)) return;
    shots.add(name);
    await h.shot(page, `uoa-keyboard-${name}`, false);
  };

  for (; steps < 400; steps++) {
    const s = await pageScroll(page);
    if (s.top > 0 || s.height > s.view)
      scrolled.push(`step ${steps}: scrollTop ${s.top}, height ${s.height}/${s.view}`);
    if (await page.locator('.gameover').count()) {
      result = 'over';
      break;
    }
    if (Date.now() - started > budget + 40_000) {
      result = 'time';
      break;
    }
    const giveUp = Date.now() - started > budget;
    const before = await seq(page);

    // The zombies' phase: Space from the map, or Tab to its Skip button and Enter.
    if (await page.locator('.zombie-banner').count()) {
      banners++;
      await shotOnce('zombies');
      const f = await focus(page);
      if (banners % 2 === 0 || f.tag === 'button') {
        if (await tabTo(page, (x) => x.tag === 'button' && /Skip/.test(x.text), 40)) await page.keyboard.press('Enter');
      } else await page.keyboard.press('Space');
      await page.waitForSelector('.zombie-banner', { state: 'detached', timeout: 6000 }).catch(() => {});
      continue;
    }

    // A prompt: its answers by digits (a found card kept when a slot is free).
    const answers = page.locator('.prompt .answers button');
    if (await answers.count()) {
      prompts++;
      await shotOnce('prompt');
      const texts = await answers.allInnerTexts();
      let i = texts.findIndex((t) => /Done/.test(t));
      if (i < 0) i = texts.findIndex((t) => /Hand|Backpack|Favorite/.test(t) && !/replaces/.test(t));
      if (i < 0) i = texts.findIndex((t) => !/Discard the new card/.test(t));
      await page.keyboard.press(String(Math.max(0, i) + 1));
      await settle(page, before);
      continue;
    }
    if (await page.locator('.prompt').count()) {
      await page.waitForTimeout(150);
      continue;
    }

    const kinds = await page
      .locator('.action-bar button[data-action]')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.action ?? ''));
    const targets = await page
      .locator('.zone-hit.target')
      .evaluateAll((els) =>
        els.map((e) => ({ zone: (e as HTMLElement).dataset.zone ?? '', label: e.getAttribute('aria-label') ?? '' })),
      );
    if (kinds.length === 0 && targets.length === 0) {
      if (++idle > 40) break;
      await page.waitForTimeout(150);
      continue;
    }
    idle = 0;
    await shotOnce('board');
    const press = async (k: string) => {
      await page.keyboard.press(k);
      await settle(page, before);
      // With Actions left, End turn asks first: Enter on its focused button confirms.
      if (k === 'e' && (await page.locator('.end-turn-confirm').count())) {
        await shotOnce('end-turn');
        await page.keyboard.press('Enter');
        await settle(page, before);
      }
    };
    if (giveUp) {
      if (kinds.includes('endTurn')) await press('e');
      else await page.waitForTimeout(100);
      continue;
    }
    if (kinds.includes('exit')) {
      await press('x');
      continue;
    }
    if (kinds.includes('objective')) {
      await press('o');
      continue;
    }
    const me = await page
      .locator('.survivor.selected')
      .first()
      .evaluate((el) => (el.closest('.zone-pieces') as HTMLElement | null)?.dataset.zone ?? '')
      .catch(() => '');
    const zoneList = (sel: string) =>
      page.locator(sel).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.zone ?? ''));
    const objectives = await zoneList('.zone-pieces:has(.token.obj)');
    const zombieZones = await zoneList('.zone-pieces:has(.zombies)');
    const survivorZones = await zoneList('.zone-pieces:has(.survivor)');
    if (kinds.includes('melee') && zombieZones.includes(me)) {
      await press('f');
      continue;
    }
    const shoot = targets.find(
      (t) => /Shoot/.test(t.label) && zombieZones.includes(t.zone) && !survivorZones.includes(t.zone),
    );
    const goals = objectives.length ? objectives : m0.exits;
    const moves = targets.filter((t) => /Move to/.test(t.label));
    const here = me ? Math.min(...goals.map((g) => dist(me, g))) : 99;
    const best = moves
      .map((m) => ({ m, d: Math.min(...goals.map((g) => dist(m.zone, g))) + (zombieZones.includes(m.zone) ? 3 : 0) }))
      .sort((a, b) => a.d - b.d)[0];
    const target = shoot ?? (best && best.d < here ? best.m : undefined);
    if (!target) {
      if (kinds.includes('search') && steps % 3 !== 0) await press('s');
      else if (kinds.includes('endTurn')) await press('e');
      continue;
    }
    // To the zone by Tab (Shift+Tab every other time), then Enter; a menu: Down to the item, Enter (or its digit).
    const reached = await tabTo(
      page,
      (f) => f.zone === target.zone && /zone-hit/.test(f.classes),
      120,
      zoneActs % 2 === 1,
    );
    if (!reached) {
      if (kinds.includes('endTurn')) await press('e');
      continue;
    }
    zoneActs++;
    await page.keyboard.press('Enter');
    const menu = page.locator('.zone-menu [role="menuitem"]');
    await page.waitForSelector('.zone-menu [role="menuitem"]', { timeout: 400 }).catch(() => {});
    if (await menu.count()) {
      menuPicks++;
      await shotOnce('menu');
      const items = await menu.allInnerTexts();
      const want = shoot ? /Shoot/ : /Move to/;
      let i = items.findIndex((t) => want.test(t) && !/⚠/.test(t));
      if (i < 0) i = 0;
      if (menuPicks % 2 === 0) await page.keyboard.press(String(i + 1));
      else {
        for (let k = 0; k < i; k++) await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
      }
    }
    await settle(page, before);
    // Once the new position is shown (and its zombies' phase, if any), the focus is somewhere on the table.
    await page.waitForTimeout(60);
    if (!(await page.locator('.zombie-banner').count())) {
      const f = await focus(page);
      if (f.body) fellToPage.push(`step ${steps}: after ${target.label.split(':')[0]} on ${target.zone}`);
      // Left on a zone only if it is the same zone offering the same: a second Enter does what the first did.
      else if (f.zone && (f.zone !== target.zone || f.label !== target.label))
        changed.push(`step ${steps}: ${target.zone} "${target.label}" → ${f.zone} "${f.label}"`);
      else if (f.zone) kept++;
    }
  }

  const rounds =
    (await page
      .locator('.topbar .chip')
      .first()
      .textContent()
      .catch(() => '')) ?? '';
  h.check(
    result === 'over',
    `M0 played to its end screen by the keyboard alone (${steps} steps, ${rounds}, ${zoneActs} zones by Tab and Enter, ${menuPicks} menus, ${prompts} prompts, ${banners} zombies' phases, ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  h.check(
    scrolled.length === 0,
    `the page never scrolled nor could scroll during play (${scrolled.slice(0, 3).join('; ') || 'never'})`,
  );
  h.check(
    fellToPage.length === 0,
    `after acting on a zone by Enter, the focus never fell to the page (${fellToPage.slice(0, 3).join('; ') || 'never'})`,
  );
  h.check(
    changed.length === 0,
    `after acting on a zone by Enter, the focus stays on it only while it offers the same (kept ${kept} times; ${changed.slice(0, 2).join('; ') || 'never on a changed zone'})`,
  );
  if (result === 'over') {
    // The last zombies' phase plays back before the end screen takes the focus (a loaded machine may be slower).
    await page.waitForSelector('.zombie-banner', { state: 'detached', timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(200);
    const title = (await page.locator('#gameover-title').textContent()) ?? '';
    const f = await focus(page);
    h.check(
      /gameover/.test(f.classes) ||
        (await page.locator('.gameover').evaluate((el) => el.contains(document.activeElement))),
      `the end screen (${title}) holds the focus (${f.tag}.${f.classes})`,
    );
    await h.shot(page, 'uoa-keyboard-over', false);
    // Tab goes round its buttons; Escape closes it ("Look at the board"), and the keys work again.
    const onLook = await tabTo(page, (x) => x.tag === 'button' && /Look at the board/.test(x.text), 8);
    h.check(onLook, 'Tab reaches the end screen\'s "Look at the board"');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.gameover', { state: 'detached', timeout: 2000 }).catch(() => {});
    h.check((await page.locator('.gameover').count()) === 0, 'Escape closes the end screen');
  }
}
