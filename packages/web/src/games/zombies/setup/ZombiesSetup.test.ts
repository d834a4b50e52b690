/** The new-game form's Zombies!!! part: seats, the numbers the switches cannot say, the presets; EN and FR. */
import { describe, expect, it, vi } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { CatalogGame } from '../../../shell/conn/types.ts';
import type { SetupDraft } from '../../../shell/table-module.ts';
import { messages } from '../test-kit.ts';
import { ZombiesSetup } from './ZombiesSetup.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { after: () => messages('en') },
);

const game: CatalogGame = {
  id: 'zombies',
  name: 'Zombies!!!',
  meta: { rulesVersion: '1', seats: { min: 2, max: 6 }, roles: ['survivor', 'king'], cooperative: false },
  entries: [
    { id: 'standard', name: 'Zombies!!!', label: 'published rules' },
    { id: 'last-man-standing', name: 'Last Man Standing', label: 'no way out' },
  ],
  configSchema: {},
  bots: ['random'],
  catalogue: {
    presets: [
      { id: 'standard', name: 'Zombies!!!', config: {} },
      {
        id: 'last-man-standing',
        name: 'Last Man Standing',
        config: { lastManStanding: true, lastManStart: 'grid', amnestyRounds: 3, eatThemNotMe: true },
      },
    ],
  },
};

const last = (fn: ReturnType<typeof vi.fn>): SetupDraft => fn.mock.calls[fn.mock.calls.length - 1][0];

describe('ZombiesSetup', () => {
  it('starts 3 players on the published rules and follows the choices', async () => {
    await messages('en');
    const onChange = vi.fn();
    rtl.render(h(ZombiesSetup, { game, onChange }));
    expect(last(onChange)).toMatchObject({
      entry: 'standard',
      seats: 3,
      ready: true,
      summary: 'Zombies!!! for 3 players',
      config: { seats: 3, killsToWin: 25, roundLimit: 40 },
    });
    rtl.fireEvent.click(rtl.screen.getByRole('radio', { name: '5' }));
    rtl.fireEvent.change(rtl.screen.getByLabelText('Kills to win'), { target: { value: '10' } });
    rtl.fireEvent.change(rtl.screen.getByLabelText('Round limit'), { target: { value: '3' } });
    expect(last(onChange)).toMatchObject({ seats: 5, config: { seats: 5, killsToWin: 10, roundLimit: 3 } });
  });

  it("takes a preset's rules and numbers, and says which switches it turns on", async () => {
    await messages('en');
    const onChange = vi.fn();
    rtl.render(h(ZombiesSetup, { game, onChange }));
    rtl.fireEvent.click(rtl.screen.getByRole('radio', { name: /Last Man Standing/ }));
    expect(last(onChange)).toMatchObject({
      entry: 'last-man-standing',
      config: { lastManStanding: true, eatThemNotMe: true, lastManStart: 'grid', amnestyRounds: 3 },
    });
    expect(rtl.screen.getByText(/This game also turns on: Last Man Standing, Eat Them, Not Me!/)).toBeTruthy();
    expect((rtl.screen.getByLabelText('Amnesty rounds') as HTMLInputElement).value).toBe('3');
  });

  it('speaks French', async () => {
    await messages('fr');
    const onChange = vi.fn();
    rtl.render(h(ZombiesSetup, { game, onChange }));
    expect(rtl.screen.getByText('Joueurs autour de la table')).toBeTruthy();
    expect(rtl.screen.getByLabelText('Victimes pour gagner')).toBeTruthy();
    expect(last(onChange).summary).toBe('Zombies!!! pour 3 joueurs');
  });
});
