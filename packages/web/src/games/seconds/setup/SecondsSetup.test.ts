/** The new-game form's Seconds to Live part: mode, Survivor, timer; the config, seats and summary it gives; EN and FR. */
import { describe, expect, it, vi } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import { i18n } from '../../../i18n/index.ts';
import type { CatalogGame } from '../../../shell/conn/types.ts';
import { useLanguage } from '../test-kit.ts';
import { SecondsSetup } from './SecondsSetup.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => useLanguage('en'), after: () => i18n.changeLanguage('en') },
);

const game: CatalogGame = {
  id: 'seconds',
  name: 'Seconds to Live',
  meta: { rulesVersion: '1', seats: { min: 1, max: 2 }, roles: ['survivor', 'zombies'], cooperative: false },
  entries: [
    { id: 'solo-fast', name: 'Solo vs Fast Attack zombies' },
    { id: 'solo-swarm', name: 'Solo vs Swarm zombies' },
    { id: 'duel', name: 'Survivor vs Zombies' },
    { id: 'duel-untimed', name: 'Survivor vs Zombies, untimed' },
  ],
  configSchema: {},
  bots: ['random', 'survivor', 'zombie'],
  catalogue: {},
};

describe('SecondsSetup', () => {
  it('starts solo against Fast Attack with Lenny, untimed, on one seat', () => {
    const onChange = vi.fn();
    rtl.render(h(SecondsSetup, { game, onChange }));
    expect(onChange).toHaveBeenLastCalledWith({
      entry: 'solo-fast',
      config: { survivor: 'lenny', roundLimit: 30, mode: 'solo', automaton: 'fast' },
      seats: 1,
      ready: true,
      summary: 'a solo game: Lenny vs Fast Attack',
      label: 'Lenny vs Fast Attack',
    });
    expect(rtl.screen.getByText(/Solo games are played without the timer/)).toBeTruthy();
    expect(
      rtl.screen.getAllByRole('radio', { name: /./ }).filter((r) => r.hasAttribute('data-survivor-id')),
    ).toHaveLength(16);
  });

  it('makes a two-player game with the timer the players agree', () => {
    const onChange = vi.fn();
    rtl.render(h(SecondsSetup, { game, onChange }));
    rtl.fireEvent.click(rtl.screen.getByRole('radio', { name: /Two players/ }));
    rtl.fireEvent.click(rtl.screen.getByRole('radio', { name: /Sophia/ }));
    rtl.fireEvent.click(rtl.screen.getByRole('radio', { name: /A length you agree/ }));
    rtl.fireEvent.change(rtl.screen.getByRole('spinbutton', { name: /Seconds per Action Phase/ }), {
      target: { value: '45' },
    });
    const last = onChange.mock.calls.at(-1)![0];
    expect(last.entry).toBe('duel');
    expect(last.seats).toBe(2);
    expect(last.config).toEqual({
      survivor: 'sophia',
      roundLimit: 30,
      mode: 'two-player',
      timer: 'custom',
      timerSeconds: 45,
      reactSeconds: 10,
    });
    expect(last.summary).toBe('a two-player game: Sophia vs the Zombies, 45 s timer');
    rtl.fireEvent.click(rtl.screen.getByRole('radio', { name: /^Off/ }));
    expect(onChange.mock.calls.at(-1)![0].entry).toBe('duel-untimed');
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    const onChange = vi.fn();
    rtl.render(h(SecondsSetup, { game, onChange }));
    expect(rtl.screen.getByRole('group', { name: 'Qui joue' })).toBeTruthy();
    expect(rtl.screen.getByText('Instructeur de tir')).toBeTruthy();
    expect(onChange.mock.calls.at(-1)![0].summary).toBe('une partie solo : Lenny contre l’Attaque rapide');
  });
});
