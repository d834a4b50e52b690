/** The decision at hand in words and buttons: a fight, bullets after a failed roll, the reaction window; EN and FR. */
import { describe, expect, it, vi } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { State } from '@horde/zombies';
import { engine } from '../rules.ts';
import { messages, NO_PLACEMENT, newGame, playUntil, type TestGame } from '../test-kit.ts';
import { namer } from '../text/names.ts';
import { Prompt } from './Prompt.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => messages('en'), after: () => messages('en') },
);

const top = (s: State) => s.pending[0];

/** Renders the prompt of the seat the game waits on, at the first moment `until` holds. */
async function promptAt(
  until: (s: State) => boolean,
  config = {},
  language: 'en' | 'fr' = 'en',
): Promise<{
  game: TestGame;
  onAct: ReturnType<typeof vi.fn>;
}> {
  const i18n = await messages(language);
  const game = newGame(config, 3);
  expect(playUntil(game, until, 2)).toBe(true);
  const seat = engine().awaiting(game.state)[0];
  const view = game.view(seat);
  const onAct = vi.fn();
  rtl.render(
    h(Prompt, {
      view,
      legal: game.legal(seat),
      names: namer(i18n.t, view.geo, language),
      placement: NO_PLACEMENT,
      onAct,
    }),
  );
  return { game, onAct };
}

describe('Prompt', () => {
  it('asks to fight the zombies in the square', async () => {
    const { onAct } = await promptAt((s) => top(s)?.kind === 'combat');
    expect(rtl.screen.getByRole('heading', { name: /zombies? .*!$/i })).toBeTruthy();
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Fight' }));
    expect(onAct).toHaveBeenCalledWith({ type: 'fight' });
  });

  it('shows the failed rolls and offers bullets to raise them', async () => {
    const { game, onAct } = await promptAt((s) => {
      const p = top(s);
      return (
        p?.kind === 'bullets' &&
        engine()
          .legalActions(s, p.seat)
          .some((a) => a.type === 'spendBullets')
      );
    });
    const p = top(game.state);
    if (p?.kind !== 'bullets') throw new Error('no bullets decision');
    expect(rtl.screen.getByRole('heading', { name: 'Spend Bullets?' })).toBeTruthy();
    expect(rtl.screen.getAllByRole('img').map((d) => d.getAttribute('aria-label'))).toEqual(p.rolls.map(String));
    const spend = rtl.screen.getAllByRole('button', { name: /^Spend Bullets: make the \d a \d$/ });
    rtl.fireEvent.click(spend[0]);
    expect(onAct).toHaveBeenCalledWith(expect.objectContaining({ type: 'spendBullets' }));
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Take the failure' }));
    expect(onAct).toHaveBeenLastCalledWith({ type: 'declineBullets' });
  });

  it('opens the reaction window on another player’s roll, in French', async () => {
    const { onAct } = await promptAt((s) => top(s)?.kind === 'window', {}, 'fr');
    expect(rtl.screen.getByRole('heading', { name: /^Joueur \d a lancé son déplacement$/ })).toBeTruthy();
    expect(rtl.screen.getByText(/passer ne trahit rien/)).toBeTruthy();
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Passer' }));
    expect(onAct).toHaveBeenCalledWith({ type: 'pass' });
  });

  it('asks for a Schtick with each trait explained', async () => {
    await promptAt((s) => top(s)?.kind === 'schtick', { characterTraits: true });
    expect(rtl.screen.getByRole('heading', { name: 'Character Traits: your Schtick' })).toBeTruthy();
    expect(rtl.screen.getByRole('button', { name: /^Quick\+1 to every Movement roll\.$/ })).toBeTruthy();
    expect(rtl.screen.getByRole('button', { name: 'No Schtick (and no Flaw)' })).toBeTruthy();
  });
});
