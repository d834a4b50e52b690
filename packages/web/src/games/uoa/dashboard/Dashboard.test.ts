import { describe, expect, it, vi } from 'vitest';
import { createElement as h } from 'react';
import type { Action } from '@horde/zombicide';
import { Dashboard } from './Dashboard.tsx';
import { DangerBar } from './DangerBar.tsx';
import { m0Game, tableComponentTests } from '../test-kit.ts';

let rtl: typeof import('@testing-library/react');
let render: typeof rtl.render, screen: typeof rtl.screen, fireEvent: typeof rtl.fireEvent, within: typeof rtl.within;
tableComponentTests((loaded) => {
  rtl = loaded;
  ({ render, screen, fireEvent, within } = rtl);
});

describe('Dashboard', () => {
  it("shows no Actions left over from the players' phase during the zombies' phase", () => {
    const { state, view } = m0Game();
    state.survivors[0].actionsUsed = 1;
    state.phase = 'zombies';
    render(h(Dashboard, { view: view(), s: 0, legal: [] }));
    expect(screen.getByLabelText("none during the zombies' phase")).toBeTruthy();
    expect(screen.queryByLabelText('2 of 3 actions left')).toBeNull();
  });

  it('shows name, actions left, health, adrenaline, skills and the inventory', () => {
    const { state, view } = m0Game();
    state.survivors[0].actionsUsed = 1;
    state.survivors[0].wounds = 1;
    state.survivors[0].ap = 9;
    render(h(Dashboard, { view: view(), s: 0, legal: [] }));
    expect(screen.getByRole('heading', { name: 'Hanna' })).toBeTruthy();
    expect(screen.getByLabelText('2 of 3 actions left')).toBeTruthy();
    expect(screen.getByLabelText('1 wound of 2: 1 left')).toBeTruthy();
    expect(screen.getByRole('meter').getAttribute('aria-valuetext')).toContain('9 adrenaline points');
    expect(screen.getByText('Favorite')).toBeTruthy();
    expect(screen.getByText('Springfield')).toBeTruthy();
    // Skills: the blue one unlocked, the others locked, said in text (not by colour only).
    const skills = screen.getByText('Skills').parentElement!;
    expect(within(skills).getAllByText(/^unlocked:/).length).toBeGreaterThan(0);
    expect(within(skills).getAllByText(/^locked:/).length).toBeGreaterThan(0);
  });

  it('swaps two slots by two clicks when a reorganise window is open', () => {
    const { view } = m0Game();
    const swap: Action = { type: 'swap', a: 0, slotA: 2, b: 0, slotB: 3 };
    const onAction = vi.fn();
    render(h(Dashboard, { view: view(), s: 0, legal: [swap], onAction }));
    fireEvent.click(screen.getByRole('button', { name: /^Favorite:/ }));
    expect(screen.getByRole('button', { name: /^Favorite:.*\(picked\)/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Backpack 1:.*swap here/ }));
    expect(onAction).toHaveBeenCalledWith(swap);
  });

  it('offers Discard on a card when the engine allows it', () => {
    const { view } = m0Game();
    const discard: Action = { type: 'discard', s: 0, slot: 2 };
    const onAction = vi.fn();
    render(h(Dashboard, { view: view(), s: 0, legal: [discard], onAction }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard Favorite' }));
    expect(onAction).toHaveBeenCalledWith(discard);
  });
});

describe('DangerBar', () => {
  it('names the level and the next threshold', () => {
    render(h(DangerBar, { ap: 20, level: 'orange' }));
    expect(screen.getByText('Orange')).toBeTruthy();
    expect(screen.getByText('20 AP · Red at 43')).toBeTruthy();
  });
});
