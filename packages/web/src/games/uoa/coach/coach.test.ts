/**
 * The coach of the tutorial (M0) on the whole table, played by the rules in this process (the in-browser
 * table): its first hints follow the game (the Holy Water to give, where to keep it, the way to the nearest
 * Objective, the turn to end), it says why a zombie went where it went, it speaks French, and turning it
 * off hides it (remembered in this browser) until the help turns it on again. Other missions have none.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import type { Action, GameEvent } from '@horde/zombicide';
import { geometryOf, missionById } from '../data.ts';
import { installDom, loadTestData, m0Game, tableGame, useLanguage } from '../test-kit.ts';
import { Table } from '../table/Table.tsx';
import { namer } from '../text/names.ts';
import type { UoaConnection } from '../types.ts';
import { coachHint } from './coach.ts';
import { heuristicBot } from '@horde/bots/zombicide/heuristic';
import { engine } from '../rules.ts';
import { isZombieStep } from '../text/events.ts';
import { coachOn } from '../../zombicide/coach-setting.ts';

let rtl: typeof import('@testing-library/react');
beforeAll(async () => {
  await loadTestData();
  await installDom();
  await useLanguage('en');
  rtl = await import('@testing-library/react');
});
beforeEach(() => localStorage.removeItem('horde.uoa.coach'));
afterEach(async () => {
  rtl.cleanup();
  await useLanguage('en');
});

/** A game of `mission` with Hanna and Jeb on the in-browser table, before its first action. */
const game = (mission = 'M0') => tableGame(mission);

const coach = () => document.querySelector<HTMLElement>('.coach');
const said = () => coach()?.querySelector('.coach-text')?.textContent ?? '';
const hintId = () => coach()?.getAttribute('data-hint');
const seq = (c: HTMLElement) => Number(c.querySelector('.table')?.getAttribute('data-seq'));

/** Sends an action and waits for the table to show it. */
async function play(conn: UoaConnection, container: HTMLElement, a: Action): Promise<void> {
  const before = seq(container);
  await rtl.act(async () => {
    await conn.send(a);
  });
  await rtl.waitFor(() => expect(seq(container)).toBeGreaterThan(before));
}

describe('the coach of M0', () => {
  it('says what to do next, one sentence at a time, as the game goes', { timeout: 30_000 }, async () => {
    const conn = await game();
    const { container } = rtl.render(h(Table, { conn, onLeave: () => {} }));
    // 1. The mission's setup question: who carries the Holy Water.
    await rtl.waitFor(() => expect(hintId()).toBe('holyWater'));
    expect(said()).toMatch(/^Before the first turn, choose who carries the Holy Water/);
    await play(conn, container, { type: 'chooseRecipient', s: 0 });
    // 2. Where Hanna keeps it.
    await rtl.waitFor(() => expect(hintId()).toBe('keepFound'));
    expect(said()).toContain('Choose where Hanna keeps the Holy Water');
    await play(conn, container, { type: 'keepFound', slot: 3 });
    // 3. The way to the nearest Objective, by the zone to click.
    await rtl.waitFor(() => expect(hintId()).toBe('moveObjective'));
    expect(said()).toBe(
      'Hanna has 3 Actions: walk toward the Objective ✕ in room 2R:h2: click the blue zone room 2R:h3.',
    );
    // One sentence, and the zone it names is a marked (blue) zone of the map.
    expect(
      said()
        .split(/[.!?](\s|$)/)
        .filter((x) => x.trim()).length,
    ).toBe(1);
    expect(container.querySelector('.zone-hit.target.move[data-zone="2R:h3"]')).toBeTruthy();
    // ...and outlined on the map.
    expect(container.querySelectorAll('.marks .focus').length).toBe(1);
    // Following it: the next step, then the next one.
    const g = geometryOf(missionById('M0'));
    await play(conn, container, { type: 'move', s: 0, to: g.byLabel['2R:h3'] });
    // Entering the house woke its Corpse Pile: the coach says so once, from the event of that Move.
    await rtl.waitFor(() => expect(hintId()).toBe('corpsePile'));
    expect(said()).toMatch(
      /^Entering this house woke the Corpse Pile in room 2R:h\d: it will spawn zombies every round/,
    );
    await play(conn, container, { type: 'move', s: 0, to: g.byLabel['2R:h1'] });
    await play(conn, container, { type: 'move', s: 0, to: g.byLabel['2R:h2'] });
    // 4. Hanna's Actions are spent (her turn ends by itself): Jeb, toward the Objective nobody stands on.
    await rtl.waitFor(() => expect(said()).toMatch(/^Jeb has 3 Actions/));
    expect(said()).toBe(
      'Jeb has 3 Actions: walk toward the Objective ✕ in room 3R:a1: click the blue zone street 2R:s5.',
    );
    conn.close();
  });

  it("gives the Holy Water's advice for the Holy Water only, not for every card handed out (issue 33)", () => {
    const { view } = m0Game();
    const v = view();
    const g = geometryOf(missionById('M0'));
    const ask = (card: number) =>
      coachHint({
        view: { ...v, pending: [{ kind: 'chooseRecipient', card } as never] },
        legal: [{ type: 'chooseRecipient', s: 0 }],
        geo: g,
        names: namer(v, g),
        exits: [],
        selected: null,
      })?.id;
    const holy = v.cards.findIndex((c) => c.def === 'holyWater');
    const other = v.cards.findIndex((c) => c.def !== 'holyWater');
    expect(holy).toBeGreaterThanOrEqual(0);
    expect(ask(holy)).toBe('holyWater');
    expect(ask(other)).toBe('chooseRecipient');
  });

  it('says to end the turn when nothing more helps', async () => {
    const { view } = m0Game();
    const v = view();
    v.pending = [];
    const g = geometryOf(missionById('M0'));
    const hint = coachHint({
      view: v,
      legal: [{ type: 'endTurn', s: 0 }],
      geo: g,
      names: namer(v, g),
      exits: [],
      selected: 0,
    });
    expect(hint).toEqual({ id: 'endTurnLeft', text: 'Nothing more for Hanna to do now: end the turn (key E).' });
  });

  it('says why a zombie went where it went', async () => {
    await loadTestData();
    const { view } = m0Game();
    const v = view();
    const g = geometryOf(missionById('M0'));
    const names = namer(v, g);
    const step = (reason: string): GameEvent => ({
      type: 'zombieMoved',
      from: g.byLabel['2R:s3'],
      to: g.byLabel['2R:s5'],
      zombie: 0,
      count: 1,
      target: g.byLabel['2R:s4'],
      rule: { code: 'zombieMove', params: { reason } },
    });
    const ask = (e: GameEvent) => coachHint({ view: v, legal: [], geo: g, names, exits: [], selected: null, step: e });
    const seen = ask(step('moveMostSurvivors'));
    expect(seen?.id).toBe('whySurvivors');
    expect(seen?.text).toBe(
      '1 Walker in street 2R:s3 sees survivors in street 2R:s4: a zombie heads for the zone in sight with the most survivors, one zone a step, here to street 2R:s5.',
    );
    const heard = ask(step('moveNoise'));
    expect(heard?.id).toBe('whyNoise');
    expect(heard?.text).toContain('sees no survivor, so it follows the noise');
    await useLanguage('fr');
    expect(ask(step('moveNoise'))?.text).toBe(
      '1 Rôdeur de la rue 2R:s3 ne voit aucun survivant, alors il suit le bruit : un pas vers le pion Bruit de la rue 2R:s4, vers la rue 2R:s5.',
    );
  });

  it('speaks French', { timeout: 30_000 }, async () => {
    await useLanguage('fr');
    const conn = await game();
    rtl.render(h(Table, { conn, onLeave: () => {} }));
    await rtl.waitFor(() => expect(hintId()).toBe('holyWater'));
    expect(said()).toMatch(/^Avant le premier tour, choisissez qui porte l’Eau bénite/);
    expect(coach()?.textContent).toContain('Masquer le coach');
    conn.close();
  });

  it('is turned off from its panel (remembered) and on again from the help', { timeout: 30_000 }, async () => {
    const conn = await game();
    const first = rtl.render(h(Table, { conn, onLeave: () => {} }));
    await rtl.waitFor(() => expect(coach()).toBeTruthy());
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Hide the coach' }));
    await rtl.waitFor(() => expect(coach()).toBeNull());
    expect(coachOn()).toBe(false);
    expect(localStorage.getItem('horde.uoa.coach')).toBe('off');
    // A new table in this browser: still off.
    first.unmount();
    rtl.render(h(Table, { conn, onLeave: () => {} }));
    await new Promise((r) => setTimeout(r, 30));
    expect(coach()).toBeNull();
    // The help turns it on again.
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: /Keyboard shortcuts/ }));
    const box = await rtl.screen.findByRole('checkbox', { name: /Coach for the tutorial mission/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    rtl.fireEvent.click(box);
    await rtl.waitFor(() => expect(coach()).toBeTruthy());
    expect(localStorage.getItem('horde.uoa.coach')).toBe('on');
    conn.close();
  });

  for (const language of ['en', 'fr'] as const)
    it(`has a sentence for every position of seeded M0 games, with no key left raw (${language})`, {
      timeout: 60_000,
    }, async () => {
      await useLanguage(language);
      const g = engine();
      const geo = geometryOf(missionById('M0'));
      const exits = missionById('M0').exits.map((l) => geo.byLabel[l]);
      const seen = new Set<string>();
      for (const seed of [1, 2, 3]) {
        const state = g.engine.setup({ mission: 'M0', survivors: [{ id: 'hanna' }, { id: 'jeb' }] }, seed);
        const bot = heuristicBot(g);
        for (let i = 0; i < 400 && !g.outcome(state).over; i++) {
          const view = g.view(state, 0);
          const legal = g.legalActions(state, 0);
          const names = namer(view, geo);
          const now = coachHint({ view, legal, geo, names, exits, selected: null });
          if (legal.length) {
            expect(now, `seed ${seed}, step ${i}`).not.toBeNull();
            seen.add(now!.id);
            expect(now!.text).not.toMatch(/coach\.|\{\{|undefined/);
          }
          const r = g.apply(state, bot.choose(state, legal, 0) as Action, { by: 0, now: 0 });
          if (!r.ok) break;
          const after = g.view(state, 0);
          for (const e of r.events.filter(isZombieStep)) {
            const why = coachHint({
              view: after,
              legal: [],
              geo,
              names: namer(after, geo),
              exits,
              selected: null,
              step: e,
            });
            seen.add(why!.id);
            expect(why!.text).not.toMatch(/coach\.|\{\{|undefined/);
          }
        }
      }
      for (const id of ['moveObjective', 'objective', 'whySurvivors', 'card', 'spawned'])
        expect(seen, id).toContain(id);
    });

  it('stays silent on other missions', { timeout: 30_000 }, async () => {
    const conn = await game('M1');
    rtl.render(h(Table, { conn, onLeave: () => {} }));
    await rtl.waitFor(() => expect(document.querySelector('.table')).toBeTruthy());
    expect(coach()).toBeNull();
    conn.close();
  });
});
