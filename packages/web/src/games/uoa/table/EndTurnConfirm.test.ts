/**
 * End turn asks first when the survivor still has Actions left: on the whole table, played by the rules
 * in this process (the in-browser table). E opens the question and E again (or its button) ends the turn;
 * Escape or "Keep playing" goes back; in French too. With no Action left there is nothing to ask.
 */
import { describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import type { Action } from '@horde/zombicide';
import { m0Game, tableComponentTests, tableGame, useLanguage } from '../test-kit.ts';
import { needsConfirm } from './EndTurnConfirm.tsx';
import { Table } from './Table.tsx';

let rtl: typeof import('@testing-library/react');
tableComponentTests((loaded) => {
  rtl = loaded;
});

/** An M0 game with Hanna and Jeb on the in-browser table, past the setup's questions (Holy Water). */
const game = () => tableGame('M0', true);

const seq = (c: HTMLElement) => Number(c.querySelector('.table')?.getAttribute('data-seq'));
const dialog = () => document.querySelector('[role="alertdialog"]');

describe('End turn with Actions left', () => {
  it('asks first; E again ends the turn', async () => {
    const conn = await game();
    const { container } = rtl.render(h(Table, { conn, onLeave: () => {} }));
    const before = seq(container);
    rtl.fireEvent.keyDown(window, { key: 'e' });
    await rtl.waitFor(() => expect(dialog()).toBeTruthy());
    expect(dialog()!.textContent).toContain('End Hanna’s turn?');
    expect(dialog()!.textContent).toContain('Hanna still has 3 Actions left');
    expect(document.activeElement?.textContent).toMatch(/^End the turn/);
    expect(seq(container)).toBe(before);
    rtl.fireEvent.keyDown(window, { key: 'e' });
    await rtl.waitFor(() => expect(seq(container)).toBeGreaterThan(before));
    expect(conn.current().view.survivors[0].done).toBe(true);
    expect(dialog()).toBeNull();
    conn.close();
  });

  it('Escape and "Keep playing" go back without ending it; the button asks too', async () => {
    const conn = await game();
    const { container } = rtl.render(h(Table, { conn, onLeave: () => {} }));
    const before = seq(container);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: /^End turn/ }));
    await rtl.waitFor(() => expect(dialog()).toBeTruthy());
    rtl.fireEvent.keyDown(window, { key: 'Escape' });
    await rtl.waitFor(() => expect(dialog()).toBeNull());
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: /^End turn/ }));
    await rtl.waitFor(() => expect(dialog()).toBeTruthy());
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: /^Keep playing/ }));
    await rtl.waitFor(() => expect(dialog()).toBeNull());
    expect(seq(container)).toBe(before);
    expect(conn.current().view.survivors[0].done).toBe(false);
    // Another action closes the question and is played.
    rtl.fireEvent.keyDown(window, { key: 'e' });
    await rtl.waitFor(() => expect(dialog()).toBeTruthy());
    rtl.fireEvent.keyDown(window, { key: 'n' });
    await rtl.waitFor(() => expect(seq(container)).toBe(before + 1));
    expect(dialog()).toBeNull();
    conn.close();
  });

  it('asks in French', async () => {
    await useLanguage('fr');
    const conn = await game();
    rtl.render(h(Table, { conn, onLeave: () => {} }));
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: /^Finir le tour/ }));
    await rtl.waitFor(() => expect(dialog()).toBeTruthy());
    expect(dialog()!.textContent).toContain('Finir le tour de Hanna ?');
    expect(dialog()!.textContent).toContain('Il reste 3 Actions à Hanna');
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: /^Continuer à jouer/ }));
    await rtl.waitFor(() => expect(dialog()).toBeNull());
    conn.close();
  });

  it('does not ask when no Action is left, nor outside the players’ phase', () => {
    const { state, view } = m0Game();
    const end: Action = { type: 'endTurn', s: 0 };
    expect(needsConfirm(view(), end)).toBe(true);
    state.survivors[0].actionsUsed = 3;
    expect(needsConfirm(view(), end)).toBe(false);
    state.survivors[0].actionsUsed = 2;
    expect(needsConfirm(view(), end)).toBe(true);
    state.phase = 'zombies';
    expect(needsConfirm(view(), end)).toBe(false);
    expect(needsConfirm(view(), { type: 'search', s: 0 })).toBe(false);
  });
});
