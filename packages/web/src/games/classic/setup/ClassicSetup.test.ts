/** The new-game form's Classic part: the six missions with their maps, the six survivors and their seats; EN and FR. */
import { describe, expect, it, vi } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { CatalogGame } from '../../../shell/conn/types.ts';
import type { SetupDraft } from '../../../shell/table-module.ts';
import { loadTestData, useLanguage } from '../test-kit.ts';
import { ClassicSetup, configOf } from './ClassicSetup.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => loadTestData(), after: () => useLanguage('en') },
);

const game: CatalogGame = {
  id: 'classic',
  name: 'Zombicide Classic',
  meta: { rulesVersion: '1', seats: { min: 1, max: 6 }, roles: ['survivors'], cooperative: true },
  entries: ['C0', 'C1', 'C2', 'C3', 'C4', 'C5'].map((id) => ({ id, name: id, label: 'easy' })),
  configSchema: {},
  bots: ['random', 'heuristic'],
  catalogue: {},
};

const last = (fn: ReturnType<typeof vi.fn>): SetupDraft => fn.mock.calls[fn.mock.calls.length - 1][0];

describe('ClassicSetup', () => {
  it('offers C0-C5 with a map, the six survivors, and follows the choices', async () => {
    await useLanguage('en');
    const onChange = vi.fn();
    const { container } = rtl.render(h(ClassicSetup, { game, onChange }));
    expect(rtl.screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'C0',
      'C1',
      'C2',
      'C3',
      'C4',
      'C5',
    ]);
    expect(container.querySelectorAll('.map-preview .door').length).toBeGreaterThan(5);
    expect(last(onChange)).toMatchObject({ entry: 'C0', ready: false, summary: 'C0 with no survivors' });
    rtl.fireEvent.click(container.querySelector('input[data-survivor-id="amy"]')!);
    rtl.fireEvent.click(container.querySelector('input[data-survivor-id="wanda"]')!);
    rtl.fireEvent.change(rtl.screen.getByLabelText("Wanda's seat"), { target: { value: '2' } });
    rtl.fireEvent.click(rtl.screen.getByRole('radio', { name: /C4/ }));
    expect(last(onChange)).toMatchObject({
      entry: 'C4',
      ready: true,
      seats: 2,
      summary: 'C4 with 2 survivors',
      label: 'Amy, Wanda',
      config: {
        mission: 'C4',
        players: 2,
        survivors: [
          { id: 'amy', player: 0 },
          { id: 'wanda', player: 1 },
        ],
      },
    });
    expect(container.querySelector('.mission-text')?.textContent).toContain('Roll the Dice');
  });

  it('speaks French, the mission texts included', async () => {
    await useLanguage('fr');
    const onChange = vi.fn();
    const { container } = rtl.render(h(ClassicSetup, { game, onChange }));
    expect(container.querySelector('.mission-text h3')?.textContent).toBe('Premiers pas');
    expect(container.querySelector('.mission-text .intro')?.textContent).toMatch(/^Deux pâtés de maisons/);
    expect(rtl.screen.getByRole('heading', { name: /Survivants/ })).toBeTruthy();
    expect(last(onChange).summary).toBe('C0 sans survivant');
  });

  it('renumbers the seats densely', () => {
    expect(
      configOf('C0', [
        { id: 'amy', player: 2 },
        { id: 'ned', player: 4 },
      ]),
    ).toEqual({
      config: {
        mission: 'C0',
        players: 2,
        survivors: [
          { id: 'amy', player: 0 },
          { id: 'ned', player: 1 },
        ],
      },
      seats: 2,
    });
  });
});
