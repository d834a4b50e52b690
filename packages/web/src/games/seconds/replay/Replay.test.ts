/** A finished game's record replayed step by step, and its end screen; in English and French. */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import { i18n } from '../../../i18n/index.ts';
import { buildSteps } from '../model/replay.ts';
import { engine } from '../rules.ts';
import { GameOver } from '../table/GameOver.tsx';
import { botGame, useLanguage } from '../test-kit.ts';
import { Replay } from './Replay.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => useLanguage('en'), after: () => i18n.changeLanguage('en') },
);

const game = botGame({ mode: 'solo', automaton: 'fast', survivor: 'antonio' }, 21);

describe('Replay', () => {
  it('rebuilds every position of the record, to the end', () => {
    const steps = buildSteps(engine(), game.record, 0);
    expect(steps).toHaveLength(game.record.actions.length + 1);
    expect(steps.at(-1)!.view.result).toEqual(game.state.result);
  });

  it('steps through the game with its log and controls', () => {
    const { container } = rtl.render(h(Replay, { record: game.record, onLeave: () => {} }));
    const last = game.record.actions.length;
    expect(container.querySelector('.replay')?.getAttribute('data-step')).toBe(String(last));
    expect(rtl.screen.getByRole('region', { name: 'What happened' }).textContent).toMatch(
      /The Survivor (reaches the street|falls)|overruns/,
    );
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'First move' }));
    expect(container.querySelector('.replay')?.getAttribute('data-step')).toBe('0');
    expect(container.querySelector('.replay-pos')?.textContent).toBe(`move 0 of ${last}: the setup`);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Next move' }));
    expect(container.querySelector('.replay-pos')?.textContent).toMatch(new RegExp(`^move 1 of ${last}: .+`));
  });

  it('ends with the outcome, the solo score and the figures, in French too', async () => {
    const view = buildSteps(engine(), game.record, 0).at(-1)!.view;
    const { rerender } = rtl.render(h(GameOver, { view, onNewGame: () => {}, onClose: () => {}, onReplay: () => {} }));
    const dialog = rtl.screen.getByRole('dialog');
    const won = view.result?.winner === 'survivor';
    expect(dialog.querySelector('h2')?.textContent).toBe(won ? 'You escaped!' : 'You lost');
    expect(dialog.textContent).toMatch(/Solo score: -?\d+/);
    // Issue 33: the score says what it counts and how to read it (seed 003 lines 775-786).
    expect(dialog.textContent).toContain('a lower score means an easier win');
    expect(dialog.textContent).toContain('the health of every zombie in the discard pile');
    expect(rtl.screen.getByRole('button', { name: 'Replay the game' })).toBeTruthy();
    await rtl.act(() => i18n.changeLanguage('fr'));
    rerender(h(GameOver, { view, onNewGame: () => {}, onClose: () => {} }));
    expect(rtl.screen.getByRole('dialog').querySelector('h2')?.textContent).toBe(
      won ? 'Vous vous êtes échappé !' : 'Vous avez perdu',
    );
  });
});
