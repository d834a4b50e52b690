/**
 * Undead or Alive's table in French, whole (issue 14 "French and English, whole"), in real Chromium on the
 * in-browser table (`?local`): the new-game form, the table (the Holy Water question, a Move, a zone's
 * menu, End turn and its question, the zombies' phase step by step, the log, the help, the legend), the
 * end of a game (a position a few rounds before a loss, turns ended until the zombies win) and its replay.
 * At each moment the page's words are collected (its text, every aria-label, title and aria-valuetext, the
 * map's <title>s) and the test fails on any English text of the table's messages or of the content (card,
 * skill and mission texts) whose French differs, and on any message key left raw. The top bar fits on one
 * line at 1280 px. Screenshots go to test-output/web/uoa-fr-*.png.
 */
import type { Page } from 'playwright-core';
import contentFr from '../src/games/uoa/i18n/content.fr.json';
import en from '../src/games/uoa/i18n/en.json';
import fr from '../src/games/uoa/i18n/fr.json';
import { content, missions } from '../src/games/uoa/data.ts';
import { loadTestData, nearALoss } from '../src/games/uoa/test-kit.ts';
import { Player, seq, settle } from './player.ts';
import { openPosition, type Harness } from './uoa-table.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const get = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Tree)[k] : undefined), tree);

const literal = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An English text as a pattern over the page: its words as written, anything for a placeholder ({{who}},
 * a skill's [Type]), nothing for the tags of a <Trans>. Null when it has too few letters of its own to
 * tell it from French (a lone "{{type}}", "W", "{{count}}d").
 */
function pattern(english: string): RegExp | null {
  const text = english.replace(/<\/?\d+>/g, '');
  const parts = text.split(/\{\{[^}]+\}\}|\[[^\]]*\]/);
  if (!parts.some((p) => /[A-Za-z]{3,}/.test(p))) return null;
  const body = parts
    .map((p) => literal(p.trim()))
    .filter(Boolean)
    .join('.{1,60}?');
  const edge = (side: 'start' | 'end') => {
    const c = side === 'start' ? text.trim()[0] : text.trim().at(-1);
    return c && /\w/.test(c) ? '\\b' : '';
  };
  return new RegExp(`${edge('start')}${body}${edge('end')}`);
}

const wordsOf = (text: string): string[] => (text.toLowerCase().match(/\p{L}{2,}/gu) ?? []) as string[];

/**
 * The English texts the French page must not show: each with where it comes from. A text whose every
 * word is also a French word of the table ("zone", "Abomination") cannot be told apart: it is left out.
 */
function englishTexts(): { where: string; re: RegExp }[] {
  const french = new Set([...leaves(fr), ...leaves(contentFr)].flatMap(([, v]) => wordsOf(v)));
  const out: { where: string; re: RegExp }[] = [];
  const add = (where: string, english: string | undefined, french_: unknown) => {
    if (!english || english === french_) return;
    const own = wordsOf(english.replace(/\{\{[^}]+\}\}|\[[^\]]*\]|<\/?\d+>/g, ' '));
    if (own.every((w) => french.has(w))) return;
    const re = pattern(english);
    if (re) out.push({ where, re });
  };
  for (const [key, value] of leaves(en)) add(`uoa:${key}`, value, get(fr, key));
  const cf = contentFr as unknown as Tree;
  for (const c of content.equipment) {
    add(`card ${c.id}`, c.name, get(cf, `cards.${c.id}.name`));
    add(`feat ${c.id}`, c.feat?.text, get(cf, `cards.${c.id}.feat`));
  }
  for (const s of content.skills) {
    add(`skill ${s.id}`, s.name, get(cf, `skills.${s.id}.name`));
    add(`skill text ${s.id}`, s.text, get(cf, `skills.${s.id}.text`));
  }
  for (const m of missions) {
    add(`mission ${m.id}`, m.name, get(cf, `missions.${m.id}.name`));
    add(`mission intro ${m.id}`, m.intro, get(cf, `missions.${m.id}.intro`));
    for (const [i, g] of m.goals.entries()) add(`goal ${m.id}.${i}`, g.text, get(cf, `missions.${m.id}.goals.${i}`));
    for (const r of m.specialRules ?? []) {
      add(`rule title ${m.id}.${r.id}`, r.title, get(cf, `missions.${m.id}.rules.${r.id}.title`));
      add(`rule ${m.id}.${r.id}`, r.text, get(cf, `missions.${m.id}.rules.${r.id}.text`));
    }
  }
  return out;
}

/**
 * Every word the page gives a player (within `scope`, the whole page by default): its text, its accessible
 * names and descriptions, the map's titles.
 */
async function words(page: Page, scope = 'body'): Promise<string> {
  return page.evaluate((scope) => {
    const out: string[] = [];
    for (const root of document.querySelectorAll<HTMLElement>(scope)) {
      // biome-ignore lint/performance/useDomNodeTextContent: the words on screen as a player reads them, not hidden text
      out.push(root.innerText);
      for (const el of root.querySelectorAll('[aria-label], [title], [aria-valuetext], [placeholder], [alt]'))
        for (const a of ['aria-label', 'title', 'aria-valuetext', 'placeholder', 'alt']) {
          const v = el.getAttribute(a);
          if (v) out.push(v);
        }
      for (const t of root.querySelectorAll('svg title')) out.push(t.textContent ?? '');
    }
    return out.join('\n');
  }, scope);
}

export async function uoaFrenchE2E(page: Page, url: string, h: Harness): Promise<void> {
  console.log('[e2e] Undead or Alive in French: setup, table, zombies, log, help, end, replay');
  await loadTestData();
  const english = englishTexts();
  const failures: string[] = [];
  const look = async (moment: string, scope?: string) => {
    const text = await words(page, scope);
    const raw = /\buoa:[a-zA-Z.]+|\{\{\w+\}\}/.exec(text);
    if (raw) failures.push(`${moment}: a key left raw "${raw[0]}"`);
    for (const { where, re } of english) {
      const m = re.exec(text);
      if (m) {
        const at = Math.max(0, m.index - 30);
        failures.push(
          `${moment}: English ${where} "${m[0]}" in "…${text.slice(at, m.index + m[0].length + 30).replace(/\n/g, ' / ')}…"`,
        );
      }
    }
  };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${url}/?local#/`);
  await page.evaluate(() => localStorage.setItem('horde.language', 'fr'));
  await page.reload();
  await page.waitForSelector('.lobby .game-list');

  // The new-game form.
  await page.getByRole('radio', { name: /Undead or Alive/ }).check();
  await page.waitForSelector('input[data-survivor-id]');
  await page.locator('input[data-survivor-id="hanna"]').check();
  await page.locator('input[data-survivor-id="jeb"]').check();
  await page.locator('.mission-text details summary').click();
  // The table's part of the form (the lobby around it is the shell's: its saved games name missions as the
  // catalog does).
  await look('setup', '.mission-picker, .survivor-picker, .companion-picker');
  h.check(
    /Face aux zombies/.test((await page.locator('.mission-text h3').textContent()) ?? '') &&
      /Prenez tous les Objectifs/.test((await page.locator('.mission-text .goals').textContent()) ?? ''),
    'in French, the mission is named and its goals said in French',
  );
  await h.shot(page, 'uoa-fr-setup', false, true);
  await page.getByRole('button', { name: /^Lancer M0/ }).click();
  await page.waitForSelector('.table .board-svg');

  // The Holy Water question, then the board.
  await page.waitForSelector('.prompt .answers button', { timeout: 5000 }).catch(() => {});
  h.check(
    /Qui reçoit la carte Eau bénite/.test(
      (await page
        .locator('.prompt')
        .textContent()
        .catch(() => '')) ?? '',
    ),
    'in French, the setup question names the card in French',
  );
  await look('prompt');
  await h.shot(page, 'uoa-fr-prompt', false);
  while (await page.locator('.prompt .answers button').count()) {
    const s0 = await seq(page);
    const answers = await page.locator('.prompt .answers button').allInnerTexts();
    const slot = answers.findIndex((a) => /Main|Sac à dos|Arme favorite/.test(a) && !/remplace/.test(a));
    await page.keyboard.press(String(Math.max(0, slot) + 1));
    await settle(page, s0);
  }
  await page.waitForSelector('.zone-hit.target', { timeout: 5000 }).catch(() => {});
  const top = await page.locator('.topbar').evaluate((bar) => {
    // Items of one line share their middle (chips and buttons differ in height).
    const middles = [...bar.children].map((c) => {
      const r = (c as HTMLElement).getBoundingClientRect();
      return Math.round(r.top + r.height / 2);
    });
    const decks = bar.querySelector('.decks') as HTMLElement | null;
    return {
      spread: Math.max(...middles) - Math.min(...middles),
      height: Math.round(bar.getBoundingClientRect().height),
      decksWhole: !decks || decks.scrollWidth <= decks.clientWidth + 1,
    };
  });
  h.check(
    top.spread <= 4 && top.height < 50 && top.decksWhole,
    `in French, the top bar fits on one line at 1280 px, the decks' counts whole (${top.height} px high)`,
  );
  await look('board');
  await h.shot(page, 'uoa-fr-board', false);

  // A zone's menu (or a Move at once), Make noise.
  const zone = await page
    .locator('.zone-hit.target')
    .evaluateAll(
      (els) =>
        els
          .map((e) => ({ z: (e as HTMLElement).dataset.zone ?? '', l: e.getAttribute('aria-label') ?? '' }))
          .find((t) => /Se déplacer vers/.test(t.l))?.z ?? '',
    );
  h.check(zone !== '', `in French, the map's marked zones say what they offer ("Se déplacer vers …")`);
  if (zone) {
    const s0 = await seq(page);
    await page.locator(`.zone-hit[data-zone="${zone}"]`).first().focus();
    await page.keyboard.press('Enter');
    await settle(page, s0);
    if (await page.locator('.zone-menu').count()) {
      await look('zone menu');
      await h.shot(page, 'uoa-fr-menu', false);
      await page.keyboard.press('1');
      await settle(page, s0);
    }
  }
  if (await page.locator('.action-bar button[data-action="makeNoise"]').count()) {
    const s0 = await seq(page);
    await page.keyboard.press('n');
    await settle(page, s0);
  }
  await look('after actions');

  // End turn with Actions left asks first, in French; E again ends it.
  await page.keyboard.press('e');
  await page.waitForSelector('.end-turn-confirm', { timeout: 3000 }).catch(() => {});
  const question =
    (await page
      .locator('.end-turn-confirm')
      .textContent()
      .catch(() => '')) ?? '';
  h.check(
    /Finir le tour de \w+ \?/.test(question) && /Il reste \d Actions? à/.test(question),
    `in French, End turn with Actions left asks first: "${question}"`,
  );
  await look('end turn question');
  await h.shot(page, 'uoa-fr-confirm', false);
  const s1 = await seq(page);
  await page.keyboard.press('e');
  await settle(page, s1);
  h.check((await page.locator('.end-turn-confirm').count()) === 0, 'E again ends the turn');

  // The other survivor ends its turn too: the zombies' phase, step by step. A short phase can play back before
  // this test looks (a loaded machine answers late, then the steps run): the page pauses the playback the moment
  // its banner shows, so that the check below sees it whatever the timing.
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const banner = document.querySelector('.zombie-banner');
      const pause = banner
        ? [...banner.querySelectorAll('button')].find((b) =>
            /Pause/.test(`${b.textContent} ${b.getAttribute('aria-label')}`),
          )
        : undefined;
      if (!pause) return;
      observer.disconnect();
      pause.click();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  for (let i = 0; i < 6 && !(await page.locator('.zombie-banner').count()); i++) {
    const s0 = await seq(page);
    if (await page.locator('.prompt .answers button').count()) await page.keyboard.press('1');
    else await page.keyboard.press('e');
    await settle(page, s0, 4000);
    // The phase's update lands a moment before its banner: another E now would end the playback unseen.
    await page.waitForSelector('.zombie-banner', { timeout: 1500 }).catch(() => {});
  }
  // A loaded machine may take seconds to answer the last end of turn and start the phase's playback.
  await page.waitForSelector('.zombie-banner', { timeout: 10_000 }).catch(() => {});
  if (await page.locator('.zombie-banner').count()) {
    const pause = page.locator('.zombie-banner').getByRole('button', { name: /Pause/ });
    if (await pause.count()) await pause.click(); // not paused yet by the page
    const banner = (await page.locator('.zombie-banner').textContent()) ?? '';
    h.check(
      /Phase des zombies/.test(banner) && /étape \d+ sur \d+/.test(banner),
      `in French, the zombies' phase: "${banner}"`,
    );
    await look('zombies phase');
    await h.shot(page, 'uoa-fr-zombies', false);
    await page.keyboard.press('Space');
    await page.waitForSelector('.zombie-banner', { state: 'detached', timeout: 5000 }).catch(() => {});
  } else h.check(false, "in French, the zombies' phase is played back");

  // The log, the legend, the help.
  const log = await page.locator('.log-line').allInnerTexts();
  h.check(
    log.some((l) => /se déplace vers|prend : /.test(l)) && log.some((l) => /Phase des zombies/.test(l)),
    `in French, the log (${log.length} lines, e.g. "${log.at(-1) ?? ''}")`,
  );
  await page.locator('.uoa-legend summary').click();
  await look('log and legend');
  await h.shot(page, 'uoa-fr-legend', false);
  await page.locator('.uoa-legend summary').click();
  await page.keyboard.press('?');
  await page.waitForSelector('.help', { timeout: 3000 }).catch(() => {});
  await look('help');
  await h.shot(page, 'uoa-fr-help', false);
  await page.keyboard.press('Escape');

  // The end: a few rounds before a loss, the turns ended until the zombies win, then the replay.
  await openPosition(page, url, nearALoss(), 'Lfrench-end');
  const player = new Player(page, { geo: { byLabel: {}, distance: [] }, exits: [], rng: () => 0.5 });
  let result = 'acted';
  for (let i = 0; i < 120 && result !== 'over'; i++) result = await player.step('give-up');
  h.check(result === 'over', `in French, the game reaches its end screen (${player.steps} looks)`);
  if (result === 'over') {
    const title = (await page.locator('#gameover-title').textContent()) ?? '';
    const reason = (await page.locator('.gameover .reason').textContent()) ?? '';
    h.check(
      /Victoire|Défaite/.test(title) && /^(Victoire|Défaite) : /.test(reason),
      `in French, the end says why: "${title}" — "${reason}"`,
    );
    await look('game over');
    await h.shot(page, 'uoa-fr-game-over', false);
    await page.getByRole('button', { name: 'Revoir la partie' }).click();
    await page.waitForSelector('.replay', { timeout: 5000 }).catch(() => {});
    if (await page.locator('.replay').count()) {
      await page.getByRole('button', { name: 'Coup précédent' }).click();
      await look('replay');
      await h.shot(page, 'uoa-fr-replay', false);
      h.check(
        /coup \d+ sur \d+/.test((await page.locator('.replay-pos').textContent()) ?? ''),
        'in French, the replay says which move it shows',
      );
    } else h.check(false, 'in French, the replay opens from the end screen');
  }
  h.check(
    failures.length === 0,
    `in French, no English text of the table's messages or content on the page${failures.length ? `:\n    ${failures.slice(0, 30).join('\n    ')}` : ''}`,
  );
  await page.evaluate(() => localStorage.setItem('horde.language', 'en'));
}
