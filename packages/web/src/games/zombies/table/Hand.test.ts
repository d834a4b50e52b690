/** This seat's cards: titles, when to play them, what they do, the plays and the discard the rules allow; EN and FR. */
import { describe, expect, it, vi } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { Action } from '@horde/zombies';
import { messages, newGame } from '../test-kit.ts';
import { namer } from '../text/names.ts';
import { Hand } from './Hand.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { after: () => messages('en') },
);

function renderHand(language: 'en' | 'fr', hand: string[], legal: Action[], armed: string | null = null) {
  return messages(language).then((i18n) => {
    const view = { ...newGame().view(0), hand };
    const onAct = vi.fn();
    const onArm = vi.fn();
    rtl.render(h(Hand, { view, legal, names: namer(i18n.t, view.geo, language), armed, onArm, onAct }));
    return { onAct, onArm };
  });
}

describe('Hand', () => {
  it('shows each card with its timing and text, and the plays the rules list', async () => {
    const play: Action = { type: 'playEvent', card: 'first-aid-kit' };
    const { onAct } = await renderHand('en', ['first-aid-kit', 'fear', 'grenade'], [play]);
    expect(rtl.screen.getByRole('heading', { name: 'Your cards (3)' })).toBeTruthy();
    expect(rtl.screen.getByText(/gain 2 Life tokens \(3 in the Hospital/)).toBeTruthy();
    expect(rtl.screen.getByText("on another's roll")).toBeTruthy();
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Play First Aid Kit' }));
    expect(onAct).toHaveBeenCalledWith(play);
    // Cards that cannot be played now have no button.
    expect(rtl.screen.getAllByRole('button')).toHaveLength(1);
  });

  it('plays a card on a player, and picks a square on the map when several are possible', async () => {
    const onTarget: Action = { type: 'playEvent', card: 'fear', target: 1 };
    const blasts: Action[] = [
      { type: 'playEvent', card: 'grenade', square: 3 },
      { type: 'playEvent', card: 'grenade', square: 5 },
    ];
    const { onAct, onArm } = await renderHand('en', ['fear', 'grenade'], [onTarget, ...blasts]);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Play Fear on Player 2' }));
    expect(onAct).toHaveBeenCalledWith(onTarget);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Play Grenade: pick a square' }));
    expect(onArm).toHaveBeenCalledWith('grenade');
  });

  it('offers the discard at the end of the turn, in French', async () => {
    const { onAct } = await renderHand('fr', ['skateboard'], [{ type: 'discard', card: 'skateboard' }]);
    expect(rtl.screen.getByRole('heading', { name: 'Vos cartes (1)' })).toBeTruthy();
    expect(rtl.screen.getByText(/À jouer au skate shop et à garder devant vous/)).toBeTruthy();
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Défausser' }));
    expect(onAct).toHaveBeenCalledWith({ type: 'discard', card: 'skateboard' });
  });
});
