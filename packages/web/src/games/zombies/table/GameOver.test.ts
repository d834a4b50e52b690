/** The end screen: winners, why, each seat's results, what next; EN and FR. */
import { describe, expect, it, vi } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { ZombiesView } from '@horde/zombies';
import { messages, newGame } from '../test-kit.ts';
import { namer } from '../text/names.ts';
import { GameOver } from './GameOver.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { after: () => messages('en') },
);

function finished(): ZombiesView {
  const view = newGame().view(0);
  view.players[1].kills = 25;
  view.players[0].kills = 7;
  return { ...view, phase: 'over', finish: { reason: 'kills', winners: [1] } };
}

describe('GameOver', () => {
  it('names the winner, the reason and every seat’s kills', async () => {
    const i18n = await messages('en');
    const view = finished();
    const onReplay = vi.fn();
    rtl.render(
      h(GameOver, { view, names: namer(i18n.t, view.geo, 'en'), onReplay, onNewGame: () => {}, onClose: () => {} }),
    );
    expect(rtl.screen.getByRole('heading', { name: 'Player 2 wins!' })).toBeTruthy();
    expect(rtl.screen.getByText('Killed enough zombies to win.')).toBeTruthy();
    const rows = rtl.screen.getAllByRole('row').slice(1);
    expect(rows[0].textContent).toMatch(/^Player 2.*winner25/);
    expect(rows.map((r) => r.getAttribute('data-seat'))).toEqual(['1', '0', '2']);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Replay the game' }));
    expect(onReplay).toHaveBeenCalled();
  });

  it('speaks French', async () => {
    const i18n = await messages('fr');
    const view = finished();
    rtl.render(h(GameOver, { view, names: namer(i18n.t, view.geo, 'fr'), onNewGame: () => {}, onClose: () => {} }));
    expect(rtl.screen.getByRole('heading', { name: 'Joueur 2 gagne !' })).toBeTruthy();
    expect(rtl.screen.getByRole('button', { name: 'Nouvelle partie' })).toBeTruthy();
  });
});
