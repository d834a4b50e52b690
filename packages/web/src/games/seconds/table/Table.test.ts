/** The game screen on the in-browser table, in English and French: solo, hot-seat with hidden hands, a timed game. */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import { i18n } from '../../../i18n/index.ts';
import { openGame, useLanguage } from '../test-kit.ts';
import { Table } from './Table.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => useLanguage('en'), after: () => i18n.changeLanguage('en') },
);

const tableOf = (container: HTMLElement) => container.querySelector('.seconds-table') as HTMLElement;

describe('the Seconds to Live table', () => {
  it('draws the alley as 11 cards with the Survivor in row 1, the clock, the hand and the actions', async () => {
    const conn = await openGame({ mode: 'solo', automaton: 'fast', survivor: 'lenny' }, { seed: 3 });
    // Setup may ask about the starting hand first: keep it.
    const first = conn.current();
    if (first.view.pending?.kind === 'mulligan') await conn.send(first.legal.find((a) => a.type === 'mulligan')!);
    const { container } = rtl.render(h(Table, { conn, onLeave: () => {}, stepMs: 1 }));
    const rows = container.querySelectorAll('.alley-row');
    expect(rows).toHaveLength(11);
    expect(rows[0].getAttribute('data-row')).toBe('11');
    expect(container.querySelector('.alley-row[data-row="1"] .standee')?.getAttribute('aria-label')).toBe(
      'Lenny, standing',
    );
    expect(rtl.screen.getByRole('timer').getAttribute('aria-label')).toBe('Solo: no timer');
    expect(rtl.screen.getByRole('heading', { name: /^Hand \(\d cards?\)$/ })).toBeTruthy();
    expect(rtl.screen.getByRole('button', { name: /End the Action Phase/ })).toBeTruthy();
    // Zombies start in rows 6 and 8 (two each), with their letters and health.
    expect(container.querySelectorAll('.alley-row[data-row="6"] .card.zombie')).toHaveLength(2);
    conn.close();
  }, 20_000);

  it('reads a hand card before playing it: a click opens its menu, the menu item plays it (issue 33)', async () => {
    const conn = await openGame({ mode: 'solo', automaton: 'fast', survivor: 'lenny' }, { seed: 3 });
    const first = conn.current();
    if (first.view.pending?.kind === 'mulligan') await conn.send(first.legal.find((a) => a.type === 'mulligan')!);
    const { container } = rtl.render(h(Table, { conn, onLeave: () => {}, stepMs: 1 }));
    const seq = Number(tableOf(container).dataset.seq);
    const card = container.querySelector<HTMLButtonElement>('.hand .card.actionable .card-body');
    // One action only: before, a click took it at once.
    expect(card?.title).toMatch(/: 1 action$/);
    rtl.fireEvent.click(card!);
    expect(Number(tableOf(container).dataset.seq)).toBe(seq);
    const items = await rtl.screen.findAllByRole('menuitem');
    expect(items[0].textContent).toMatch(/Equip /);
    rtl.fireEvent.click(items[0]);
    await rtl.waitFor(() => expect(Number(tableOf(container).dataset.seq)).toBe(seq + 1));
    // The equipped weapon shows as its card, with a small Drop beside it, not as one big Drop button.
    const slot = container.querySelector('.equipped-slot');
    expect(slot?.querySelector('.card.actionable')).toBeNull();
    expect(slot?.querySelector('.card-offer')?.textContent).toMatch(/^Drop /);
    conn.close();
  }, 20_000);

  it('moves the Survivor with one click on a row, and plays the zombies’ turn back step by step', async () => {
    const conn = await openGame({ mode: 'solo', automaton: 'fast', survivor: 'lenny' }, { seed: 5 });
    const first = conn.current();
    if (first.view.pending?.kind === 'mulligan') await conn.send(first.legal.find((a) => a.type === 'mulligan')!);
    const { container } = rtl.render(h(Table, { conn, onLeave: () => {}, stepMs: 5 }));
    const seq = Number(tableOf(container).dataset.seq);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: /^Move to row 2/ }));
    await rtl.waitFor(() => expect(Number(tableOf(container).dataset.seq)).toBe(seq + 1));
    expect(tableOf(container).dataset.row).toBe('2');
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: /End the Action Phase/ }));
    // The Resolution Phase may ask to discard down to four cards: answer with the first offer.
    await rtl.waitFor(() => {
      const answer = container.querySelector<HTMLButtonElement>('.prompt [data-answer]');
      if (answer) rtl.fireEvent.click(answer);
      expect(tableOf(container).dataset.playing).toBe('yes');
    });
    expect(rtl.screen.getByRole('status', { name: 'The zombies’ turn' }).textContent).toMatch(
      /The automaton plays the zombies/,
    );
    await rtl.waitFor(() => expect(tableOf(container).dataset.playing).toBe('no'), { timeout: 4000 });
    // The log tells what the automaton did and why.
    const log = rtl.screen.getByRole('region', { name: 'What happened' }).textContent ?? '';
    expect(log).toMatch(/Step \d+: /);
    expect(log).toMatch(/Dice: \d+ → /);
    expect(log).toMatch(/Turn 2: the Survivor flips/);
    conn.close();
  }, 20_000);

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    const conn = await openGame({ mode: 'solo', automaton: 'swarm', survivor: 'mary' }, { seed: 9 });
    const { container } = rtl.render(h(Table, { conn, onLeave: () => {}, stepMs: 1 }));
    expect(rtl.screen.getByRole('region', { name: 'La ruelle' })).toBeTruthy();
    expect(rtl.screen.getByRole('timer').getAttribute('aria-label')).toBe('Solo : pas de minuteur');
    expect(container.querySelector('.topbar')?.textContent).toMatch(/Mary contre la Nuée/);
    expect(rtl.screen.getByRole('button', { name: 'Règles' })).toBeTruthy();
    conn.close();
  }, 20_000);

  it('hands the screen over between two people on one screen, and hides each hand from the other', async () => {
    const conn = await openGame({ mode: 'two-player', timer: 'off', survivor: 'lenny' }, { seed: 4 });
    rtl.render(h(Table, { conn, onLeave: () => {}, stepMs: 1 }));
    const over = rtl.screen.getByRole('dialog', { name: /Pass the screen to the Survivor/ });
    expect(over).toBeTruthy();
    // Behind the hand-over, no action is offered.
    expect(rtl.screen.queryByRole('button', { name: /End the Action Phase/ })).toBeNull();
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: /I am the Survivor/ }));
    expect(rtl.screen.queryByRole('dialog', { name: /Pass the screen/ })).toBeNull();
    expect(rtl.screen.getByRole('heading', { name: /^Hand/ })).toBeTruthy();
    expect(rtl.screen.queryByRole('heading', { name: /^Your hand/ })).toBeNull();
    conn.close();
  }, 20_000);

  it('shows a timed game’s clock counting down for the Survivor', async () => {
    const conn = await openGame(
      { mode: 'two-player', timer: '30', survivor: 'lenny' },
      { bots: [null, 'zombie'], seed: 2 },
    );
    const first = conn.current();
    if (first.view.pending?.kind === 'mulligan') await conn.send(first.legal.find((a) => a.type === 'mulligan')!);
    const { container } = rtl.render(h(Table, { conn, onLeave: () => {}, stepMs: 1 }));
    const clock = rtl.screen.getByRole('timer');
    const left = Number(clock.getAttribute('data-remaining'));
    expect(left).toBeGreaterThan(25);
    expect(left).toBeLessThanOrEqual(30);
    expect(container.querySelector('.clock-digits')?.textContent).toMatch(/^\d+s$/);
    expect(rtl.screen.getByRole('button', { name: /Sound (on|off)/ })).toBeTruthy();
    conn.close();
  }, 20_000);
});
