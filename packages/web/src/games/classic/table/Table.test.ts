/**
 * The whole Classic table on a game played by the rules in this process: a closed door next to the
 * survivor is a button, a click opens it (a menu when two weapons can), the log says so with its rule;
 * keys play actions; the table speaks French.
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import { localGame, seq, useLanguage } from '../test-kit.ts';
import type { ClassicConnection } from '../types.ts';
import { Table } from './Table.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => useLanguage('en'), after: () => useLanguage('en') },
);

describe('the Classic table', () => {
  it('opens a door by a click on it, with the weapon chosen in a menu when several open it', async () => {
    const conn = localGame();
    const { container } = rtl.render(h(Table, { conn: conn as unknown as ClassicConnection, onLeave: () => {} }));
    const doors = container.querySelectorAll('.door.openable');
    expect(doors).toHaveLength(2);
    expect(doors[0].getAttribute('role')).toBe('button');
    expect(doors[0].getAttribute('aria-label')).toMatch(
      /^the door of room 1B:\w+ onto street 1B:s2: Open the door to room/,
    );
    const label = doors[0].getAttribute('data-door');
    rtl.fireEvent.click(doors[0]);
    const menu = container.ownerDocument.querySelector('.zone-menu');
    if (menu) rtl.fireEvent.click(menu.querySelector('button[role=menuitem]')!);
    await rtl.waitFor(() => expect(seq(container)).toBe(1));
    expect(container.querySelector(`.door[data-door="${label}"]`)?.getAttribute('data-state')).toBe('open');
    const line = [...container.querySelectorAll('.log-line')].find((l) => /opens the door/.test(l.textContent ?? ''));
    expect(line?.querySelector('.log-rule')?.textContent).toMatch(/Open a door with .+: no roll needed/);
    conn.close();
  });

  it('plays the action bar by keys (N: a Noise token, counted on the board)', async () => {
    const conn = localGame();
    const { container } = rtl.render(h(Table, { conn: conn as unknown as ClassicConnection, onLeave: () => {} }));
    rtl.fireEvent.keyDown(window, { key: 'n' });
    await rtl.waitFor(() => expect(seq(container)).toBe(1));
    expect(container.querySelector('.token.noise text')?.textContent).toBe('NOISE 1');
    expect(container.querySelector('.token.noise title')?.textContent).toBe('1 Noise token + 2 survivors = noise 3');
    conn.close();
  });

  it('speaks French: the top bar, the actions, the dashboard, the legend', async () => {
    await useLanguage('fr');
    const conn = localGame();
    const { container } = rtl.render(h(Table, { conn: conn as unknown as ClassicConnection, onLeave: () => {} }));
    expect(container.querySelector('.topbar')?.textContent).toContain('Premiers pas');
    expect(rtl.screen.getByRole('button', { name: /Finir le tour/ })).toBeTruthy();
    expect(container.querySelector('.classic-inventory .label')?.textContent).toBe(
      'Inventaire : 2 mains, 3 en réserve',
    );
    expect(container.querySelector('.classic-legend')?.textContent).toContain(
      'Chaque survivant compte aussi pour 1 Bruit',
    );
    conn.close();
  });
});
