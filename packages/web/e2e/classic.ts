/**
 * Zombicide Classic in the browser (called by run.ts), against the real server: from the lobby pick the
 * game, see the mission's map and the two switches (Ultrared, [RM] spawn dice) in English and French, start
 * C0 hot-seat with Amy, Doug and Wanda, and play it to the end screen by what a person clicks and types: marked
 * zones to move or shoot, a door to open (the menu of the weapons that open it), the rooms of an opening
 * building on the map, the cards a Wound costs, S O F X E on the keyboard, Space to skip the zombies' phase.
 * The plan is a player's: look into a house of several rooms first, then reach each Objective (opening the
 * doors in the way), then the exit; fight what stands in the way. Screenshots: the setup, the rules, the
 * board, a door to open (and the menu of its weapons when two can), a building's rooms to spawn, the card a
 * Wound costs, a Wounded card, the zombies' phase, the table in French, the end screen and the replay.
 */
import { readdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { missionMap, type MissionMap } from '../src/games/classic/test-kit.ts';

/** The shipped Classic missions (one YAML file each). */
const CLASSIC_MISSION_COUNT = readdirSync(new URL('../../content/missions/classic/', import.meta.url)).filter((f) =>
  f.endsWith('.yaml'),
).length;

export interface ClassicE2ETools {
  check(cond: unknown, what: string): void;
  shot(page: Page, name: string): Promise<void>;
}

const seqOf = async (page: Page): Promise<string> =>
  (await page.getAttribute('.table', 'data-seq').catch(() => '')) ?? '';

/** Waits until the table shows a new position (or a menu opens, or an error), at most `ms`. */
async function settle(page: Page, before: string, ms = 4000): Promise<void> {
  await page
    .waitForFunction(
      (prev) => {
        const t = document.querySelector('.table') as HTMLElement | null;
        return (
          !t || t.dataset.seq !== prev || !!document.querySelector('.zone-menu') || !!document.querySelector('.toast')
        );
      },
      before,
      { timeout: ms },
    )
    .catch(() => {});
}

const visible = (page: Page, sel: string): Promise<boolean> =>
  page
    .locator(sel)
    .first()
    .isVisible()
    .catch(() => false);

/** Clicks like a person; an element a piece covers or panned away is activated with the keyboard instead. */
async function activate(el: Locator): Promise<void> {
  await el.click({ timeout: 1500 }).catch(async () => {
    await el.focus();
    await el.press('Enter');
  });
}

/** What the player reads on the page before each gesture. */
interface Look {
  /** The selected survivor's zone. */
  me: string;
  objectives: string[];
  zombies: string[];
  survivors: string[];
  /** Marked zones: label and what a click does. */
  targets: { zone: string; label: string }[];
  /** Doors the selected survivor may open (their labels: "1B:a1|1B:s2"). */
  doors: string[];
  /** The action bar's actions. */
  actions: string[];
}

/** Read in the page as a script (a function would be rewritten by the test's TypeScript loader). */
const LOOK = `(() => {
  const zoneOf = (el) => el?.closest('.zone-pieces')?.dataset.zone ?? '';
  const zones = (sel) => [...document.querySelectorAll(sel)].map((e) => e.dataset.zone ?? '').filter(Boolean);
  return {
    me: zoneOf(document.querySelector('.survivor.selected')),
    objectives: zones('.zone-pieces:has(.token.obj)'),
    zombies: zones('.zone-pieces:has(.zombies)'),
    survivors: zones('.zone-pieces:has(.survivor)'),
    targets: [...document.querySelectorAll('.zone-hit.target')].map((e) => ({
      zone: e.dataset.zone ?? '',
      label: e.getAttribute('aria-label') ?? '',
    })),
    doors: [...document.querySelectorAll('.door.openable')].map((e) => e.dataset.door ?? ''),
    actions: [...document.querySelectorAll('.action-bar button[data-action]')].map((e) => e.dataset.action ?? ''),
  };
})()`;

function look(page: Page): Promise<Look> {
  return page.evaluate(LOOK) as Promise<Look>;
}

type Moment = 'board' | 'door' | 'doorMenu' | 'spawnRoom' | 'loseCard' | 'wounded' | 'zombies' | 'searched' | 'prompt';

class ClassicPlayer {
  readonly seen = new Set<Moment>();
  readonly opened = new Set<string>();
  /** The street zones in front of a door of a house with several rooms. */
  readonly houses: string[];
  steps = 0;
  constructor(
    private page: Page,
    private map: MissionMap,
    private onMoment: (m: Moment) => Promise<void>,
  ) {
    this.houses = map.doors.flatMap(({ zones: [a, b] }) =>
      (map.buildingSize[a] ?? 0) > 1 && !map.buildingSize[b]
        ? [b]
        : (map.buildingSize[b] ?? 0) > 1 && !map.buildingSize[a]
          ? [a]
          : [],
    );
  }

  private async moment(m: Moment): Promise<void> {
    if (this.seen.has(m)) return;
    this.seen.add(m);
    await this.onMoment(m);
  }

  /** Moves from a to b with every door open (the map a player reads; 99 when unknown). */
  private dist(a: string, b: string): number {
    const d = this.map.distance[this.map.byLabel[a]]?.[this.map.byLabel[b]];
    return d === undefined || d < 0 ? 99 : d;
  }

  private goalDistance(zone: string, goals: string[]): number {
    return Math.min(...goals.map((g) => this.dist(zone, g)));
  }

  /** One look and one gesture. */
  async step(giveUp: boolean): Promise<'over' | 'acted' | 'waited'> {
    const page = this.page;
    this.steps++;
    if (await visible(page, '.gameover')) return 'over';
    if (await visible(page, '.zombie-banner')) {
      if (!this.seen.has('zombies')) {
        await page
          .waitForFunction(() => /[2-9]/.test(document.querySelector('.zb-count')?.textContent ?? ''), null, {
            timeout: 4000,
          })
          .catch(() => {});
        await this.moment('zombies');
      }
      await page.keyboard.press('Space');
      await page.waitForSelector('.zombie-banner', { state: 'detached', timeout: 5000 }).catch(() => {});
      return 'acted';
    }
    const before = await seqOf(page);
    if (await visible(page, '.prompt')) return this.answer(before);
    if (!this.seen.has('wounded')) await this.lookAtWounded();
    const l = await look(page);
    if (l.actions.length === 0 && l.targets.length === 0) {
      await page.waitForTimeout(120);
      return 'waited';
    }
    await this.moment('board');
    const press = async (key: string) => {
      await page.keyboard.press(key);
      await settle(page, before);
      return 'acted' as const;
    };
    if (giveUp) return l.actions.includes('endTurn') ? press('e') : 'waited';
    // Leave together: the last ones out wait for the others at the exit.
    if (l.actions.includes('exit') && l.survivors.every((z) => this.map.exits.includes(z))) return press('x');
    if (l.actions.includes('objective')) return press('o');
    if (l.actions.includes('melee') && l.zombies.includes(l.me)) return press('f');
    const shoot = l.targets.find(
      (t) => /Shoot/.test(t.label) && l.zombies.includes(t.zone) && !l.survivors.includes(t.zone),
    );
    if (shoot) return this.clickZone(shoot.zone, before, /Shoot/);
    // First a house of several rooms (more to search, and its rooms spawn in the order we choose), then the
    // Objectives, then the exit.
    const goals =
      !this.seen.has('spawnRoom') && this.houses.length
        ? this.houses
        : l.objectives.length
          ? l.objectives
          : this.map.exits;
    const here = this.goalDistance(l.me, goals);
    // The door of the building a goal is in; or, once, a house of several rooms (more to search).
    const door = l.doors.find((d) => {
      const other = d.split('|').find((z) => z !== l.me) ?? '';
      const building = this.map.building[other];
      if (building !== undefined && goals.some((g) => this.map.building[g] === building)) return true;
      return !this.seen.has('spawnRoom') && (this.map.buildingSize[other] ?? 0) > 1 && !l.zombies.includes(l.me);
    });
    if (door) return this.openDoor(door, before);
    if (l.actions.includes('search') && !l.zombies.includes(l.me)) {
      await this.moment('searched');
      return press('s');
    }
    const moves = l.targets.filter((t) => /Move to/.test(t.label));
    // Closer to the goal, away from zombies, near the others.
    const best = moves
      .map((m) => ({
        m,
        d:
          this.goalDistance(m.zone, goals) +
          (l.zombies.includes(m.zone) ? 2 : 0) -
          (l.survivors.includes(m.zone) ? 0.5 : 0),
      }))
      .sort((a, b) => a.d - b.d)[0];
    if (best && best.d < here) return this.clickZone(best.m.zone, before, /Move to/);
    if (l.actions.includes('endTurn')) return press('e');
    await page.waitForTimeout(100);
    return 'waited';
  }

  /** Once a survivor in play has a Wounded card: its tab, its dashboard (the card in its slot), then back. */
  private async lookAtWounded(): Promise<void> {
    const page = this.page;
    const tab = page.locator('.survivor-tab[data-wounds="1"]').first();
    if (!(await tab.count())) return;
    const back = await page.getAttribute('.survivor-tab.selected', 'data-survivor').catch(() => null);
    await tab.click();
    await page
      .locator('.dashboard .slot.wounded')
      .first()
      .scrollIntoViewIfNeeded()
      .catch(() => {});
    await this.moment('wounded');
    if (back !== null) await page.locator(`.survivor-tab[data-survivor="${back}"]`).click();
  }

  /** A decision: the rooms of an opening building on the map, the card a Wound costs, Done, or the first answer. */
  private async answer(before: string): Promise<'acted' | 'waited'> {
    const page = this.page;
    const kind = (await page.getAttribute('.prompt', 'data-decision').catch(() => '')) ?? '';
    const answers = page.locator('.prompt .answers button');
    if ((await answers.count()) === 0) {
      await page.waitForTimeout(150);
      return 'waited';
    }
    if (kind === 'spawnRoom') {
      await this.moment('spawnRoom');
      // The rooms are marked on the map: click one, as the prompt says.
      const room = page.locator('.zone-hit.target.choice').first();
      if (await room.count()) {
        await activate(room);
        await settle(page, before);
        return 'acted';
      }
    } else if (kind === 'loseCard') await this.moment('loseCard');
    else await this.moment('prompt');
    const texts = await answers.allInnerTexts();
    let i = texts.findIndex((t) => /Done/.test(t));
    if (i < 0 && kind === 'keepFound') i = texts.findIndex((t) => /Hand|Reserve/.test(t) && !/replaces/.test(t));
    if (i < 0 && kind === 'loseCard') {
      // Keep the weapons that open doors as long as possible: lose something else first.
      i = texts.findIndex((t) => !/Crowbar|Fire Axe/.test(t));
    }
    await page.keyboard.press(String(Math.max(0, i) + 1));
    await settle(page, before);
    return 'acted';
  }

  private async openDoor(door: string, before: string): Promise<'acted'> {
    const page = this.page;
    this.opened.add(door);
    const el = page.locator(`.door.openable[data-door="${door}"]`).first();
    await el.focus();
    await this.moment('door');
    await activate(el);
    const menu = page.locator('.zone-menu');
    if (await menu.isVisible({ timeout: 600 }).catch(() => false)) {
      await this.moment('doorMenu');
      // A silent door first (the Crowbar): no Noise token.
      const items = await menu.locator('button[role=menuitem]').allInnerTexts();
      const i = items.findIndex((t) => /Crowbar/.test(t));
      await page.keyboard.press(String(Math.max(0, i) + 1));
    }
    await settle(page, before);
    return 'acted';
  }

  private async clickZone(zone: string, before: string, want: RegExp): Promise<'acted'> {
    const page = this.page;
    await activate(page.locator(`.zone-hit[data-zone="${zone}"]`).first());
    const menu = page.locator('.zone-menu');
    if (await menu.isVisible({ timeout: 400 }).catch(() => false)) {
      const items = await menu.locator('button[role=menuitem]').allInnerTexts();
      const i = items.findIndex((t) => want.test(t) && !/⚠/.test(t));
      await page.keyboard.press(String(Math.max(0, i) + 1));
    }
    await settle(page, before);
    return 'acted';
  }
}

export async function classicE2E(page: Page, baseUrl: string, tools: ClassicE2ETools): Promise<void> {
  const { check, shot } = tools;
  const started = Date.now();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(baseUrl);
  await page.waitForSelector('.lobby .game-list');
  const classic = page.getByRole('radio', { name: /Zombicide Classic/ });
  if (!(await classic.count())) {
    check(false, 'the lobby lists Zombicide Classic');
    return;
  }
  await classic.check();
  await page.waitForSelector('input[data-survivor-id="amy"]');
  check(
    (await page.locator('input[name="mission"]').count()) === CLASSIC_MISSION_COUNT &&
      (await page.locator('.map-preview').count()) === 1,
    `choosing Classic shows its ${CLASSIC_MISSION_COUNT} missions (C0-C8, C10, ...) and the map of C0`,
  );
  check(
    (await page.locator('.map-preview .door').count()) > 0,
    "the mission's map shows its doors before the game starts",
  );
  check(
    (await page.getByRole('checkbox', { name: /Ultrared mode/ }).count()) === 1 &&
      (await page.getByRole('checkbox', { name: /\[RM\] spawn dice/ }).count()) === 1,
    "the config's two switches are named: Ultrared, [RM] spawn dice",
  );
  const survivors = await page
    .locator('input[data-survivor-id]')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).dataset.survivorId));
  // The box's six first, then the designed survivors of the 7+ mode and Terry the helicopter pilot.
  check(
    survivors.slice(0, 6).join(',') === 'amy,doug,josh,ned,phil,wanda' &&
      ['elsa', 'neema', 'kim', 'tiff', 'julien', 'belle', 'terry'].every((id) => survivors.includes(id)),
    `the six Season 1 survivors are offered first, then the designed ones (${survivors.join(', ')})`,
  );
  await page.getByLabel('Language').selectOption('fr');
  await page
    .getByRole('checkbox', { name: /Dés d'invasion \[RM\]/ })
    .waitFor({ timeout: 3000 })
    .catch(() => {});
  check(
    (await page.getByRole('checkbox', { name: /Dés d'invasion \[RM\]/ }).count()) === 1 &&
      (await page.getByText('Premiers pas').count()) > 0,
    'the setup speaks French: the switches and the mission',
  );
  await page.getByLabel('Langue').selectOption('en');
  for (const id of ['amy', 'doug', 'wanda']) await page.locator(`input[data-survivor-id="${id}"]`).check();
  await shot(page, 'classic-setup');

  await page.getByRole('button', { name: /^Start C0 with 3 survivors/ }).click();
  await page.waitForSelector('.classic-table .board-svg', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  check(
    (await page.locator('.classic-rules [data-decision]').count()) >= 5,
    'the rules reference lists the rules as played and the decisions taken',
  );
  await shot(page, 'classic-rules');
  await page.keyboard.press('Escape');
  check((await page.locator('.door[data-state="closed"]').count()) > 5, 'the board draws the closed doors of C0');
  check(
    (await page.locator('.token.spawn .locators').first().textContent()) === '1 2 3 4 5 6',
    'the spawn zone shows its [RM] locators (1 2 3 4 5 6)',
  );

  const map = missionMap('C0');
  const player = new ClassicPlayer(page, map, async (m) => {
    if (m === 'board') await shot(page, 'classic-board');
    if (m === 'door') await shot(page, 'classic-door');
    if (m === 'doorMenu') await shot(page, 'classic-door-menu');
    if (m === 'spawnRoom') await shot(page, 'classic-spawn-room');
    if (m === 'loseCard') await shot(page, 'classic-lose-card');
    if (m === 'zombies') await shot(page, 'classic-zombies-phase');
    if (m === 'wounded') await shot(page, 'classic-wounded-card');
  });
  let result: 'over' | 'acted' | 'waited' = 'acted';
  let waits = 0;
  let french = false;
  // The action buttons stay in view after every action: the side panel never scrolls itself to the log (issue 33:
  // it did, scrollTop 403, the buttons at y = -261). Checked after each action that leaves them on screen.
  let inView = 0;
  const outOfView: string[] = [];
  const budget = Number(process.env.HORDE_CLASSIC_BUDGET_MS ?? 75_000);
  while (result !== 'over' && Date.now() < started + budget + 30_000) {
    // Once the first door is open: the same table in French (the language is the browser's choice), then back.
    if (!french && player.opened.size > 0 && !(await visible(page, '.prompt, .zombie-banner'))) {
      french = true;
      await page.evaluate(() => localStorage.setItem('horde.language', 'fr'));
      await page.reload();
      await page.waitForSelector('.classic-table .board-svg');
      await page.waitForTimeout(300);
      check(
        (await page.locator('.topbar').textContent())?.includes('Tour') &&
          (await page.locator('.door[data-state="open"]').count()) > 0,
        'the table speaks French after a reload, the open door still open',
      );
      await shot(page, 'classic-board-fr');
      await page.evaluate(() => localStorage.setItem('horde.language', 'en'));
      await page.reload();
      await page.waitForSelector('.classic-table .board-svg');
    }
    result = await player.step(Date.now() > started + budget);
    waits = result === 'waited' ? waits + 1 : 0;
    if (result === 'acted') {
      const where = await actionButtonsPlace(page);
      if (where && where.scrollTop === 0 && where.top >= 0 && where.bottom <= where.height) inView++;
      else if (where) outOfView.push(JSON.stringify(where));
    }
    if (waits > 60) break;
  }
  const over = result === 'over';
  check(
    over,
    `C0 reached its end screen (${player.steps} looks, ${await page.locator('.topbar .chip').first().textContent()})`,
  );
  check(player.opened.size > 0, `doors were opened by clicks (${[...player.opened].join(', ')})`);
  check(player.seen.has('spawnRoom'), "a building's rooms were chosen on the map (spawnRoom)");
  check(player.seen.has('zombies'), "the zombies' phase was played back step by step");
  if (!player.seen.has('wounded')) console.log('  note: nobody took a Wounded card this game');
  if (!player.seen.has('loseCard')) console.log('  note: no Wound asked which card to lose this game');
  if (over) {
    console.log(
      `  outcome: ${await page.locator('#gameover-title').textContent()} — ${await page.locator('.gameover .reason').textContent()}`,
    );
    await shot(page, 'classic-game-over');
    await page.getByRole('button', { name: 'Replay the game' }).click();
    await page.waitForSelector('.replay, .center-message[role="alert"]', { timeout: 8000 }).catch(() => {});
    if (await page.locator('.replay').count()) {
      await page.getByRole('button', { name: 'First move' }).click();
      await page.getByRole('button', { name: 'Next move' }).click();
      check(
        /^move 1 of \d+: /.test((await page.locator('.replay-pos').textContent()) ?? ''),
        'the replay steps through the record, each move in words',
      );
      await page.getByRole('button', { name: 'Last move' }).click();
      await shot(page, 'classic-replay');
    } else console.log(`  note: replay not offered: ${await page.locator('.center-message').textContent()}`);
  }
  // The same game with the rules in the page (no server): the bundled missions, the rules, the bots.
  await page.goto(`${baseUrl}/?local`);
  await page.waitForSelector('.lobby .game-list');
  await page.getByRole('radio', { name: /Zombicide Classic/ }).check();
  await page.locator('input[data-survivor-id="ned"]').check();
  await page.getByRole('checkbox', { name: /\[RM\] spawn dice/ }).check();
  await page.getByRole('button', { name: /^Start C0 with 1 survivor$/ }).click();
  await page.waitForSelector('.classic-table .board-svg', { timeout: 10_000 });
  check(
    (await page.locator('.zone-hit.target').count()) > 0 &&
      /Spawn dice: 4/.test((await page.locator('.topbar').textContent()) ?? ''),
    'the in-browser table plays Classic too (the rules in the page, the [RM] spawn dice switched on)',
  );
  // Leave: the lobby still has Zombicide Classic chosen (issue 33: it forgot the game).
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await page.waitForSelector('.lobby .game-list');
  check(
    await page.getByRole('radio', { name: /Zombicide Classic/ }).isChecked(),
    'after Leave the lobby still has the chosen game (Zombicide Classic)',
  );
  // A C0 game of three survivors can end before 20 actions were taken with the buttons on screen: more games in the
  // page (no server) until 20 have been seen, each action checked the same way.
  for (let game = 2; inView < 20 && game <= 4; game++) {
    await page.getByRole('radio', { name: /Zombicide Classic/ }).check();
    for (const id of ['amy', 'doug', 'wanda']) await page.locator(`input[data-survivor-id="${id}"]`).check();
    await page.getByRole('button', { name: /^Start C0 with 3 survivors/ }).click();
    await page.waitForSelector('.classic-table .board-svg', { timeout: 10_000 });
    const more = new ClassicPlayer(page, map, async () => {});
    const until = Date.now() + 45_000;
    let step: 'over' | 'acted' | 'waited' = 'acted';
    let idle = 0;
    while (step !== 'over' && inView < 20 && idle <= 60 && Date.now() < until) {
      step = await more.step(Date.now() > until - 10_000);
      idle = step === 'waited' ? idle + 1 : 0;
      if (step !== 'acted') continue;
      const where = await actionButtonsPlace(page);
      if (where && where.scrollTop === 0 && where.top >= 0 && where.bottom <= where.height) inView++;
      else if (where) outOfView.push(JSON.stringify(where));
    }
    console.log(`  note: game ${game} played for the buttons' check (${inView} actions seen in view so far)`);
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.waitForSelector('.lobby .game-list');
  }
  check(
    inView >= 20 && outOfView.length === 0,
    `the action buttons stayed in view after every action (${inView} in view${outOfView.length ? `; out of view: ${outOfView.slice(0, 3).join(' ')}` : ''})`,
  );
  check(errors.length === 0, `no page error in Zombicide Classic (${errors.join('; ') || 'none'})`);
  console.log(`  Zombicide Classic took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Where the table's first action button is, or null when a prompt, banner or end screen stands in its place. */
async function actionButtonsPlace(
  page: Page,
): Promise<{ scrollTop: number; top: number; bottom: number; height: number } | null> {
  return page.evaluate(() => {
    const side = document.querySelector('.classic-table .side');
    const button = document.querySelector('.classic-table .action-bar .action-buttons button');
    if (!side || !button || document.querySelector('.gameover, .prompt, .zombie-banner')) return null;
    const r = button.getBoundingClientRect();
    return { scrollTop: side.scrollTop, top: Math.round(r.top), bottom: Math.round(r.bottom), height: innerHeight };
  });
}
