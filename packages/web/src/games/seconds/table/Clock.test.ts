/** The clock: running, hurried, paused, off in solo; its pause and sound buttons; in English and French. */
import { describe, expect, it, vi } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { SecondsView } from '@horde/seconds';
import { i18n } from '../../../i18n/index.ts';
import { formatClock } from '../model/clock.ts';
import { engine } from '../rules.ts';
import { startState, useLanguage } from '../test-kit.ts';
import { Clock } from './Clock.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => useLanguage('en'), after: () => i18n.changeLanguage('en') },
);

function timed(patch: Partial<SecondsView['timer']> = {}): SecondsView {
  const v = engine().view(startState({ mode: 'two-player', timer: '30' }, 1, 0), 0);
  return { ...v, phase: 'survivorAction', active: 'survivor', timer: { ...v.timer, endsAt: 30_000, ...patch } };
}

const props = { clockActions: [], onAction: () => {}, sound: false, onSound: () => {} };

describe('Clock', () => {
  it('counts the Action Phase down, big, and hurries in the last seconds', () => {
    const { container, rerender } = rtl.render(h(Clock, { ...props, view: timed(), serverNow: () => 3_000 }));
    const clock = rtl.screen.getByRole('timer');
    expect(clock.getAttribute('aria-label')).toBe('27 seconds left: Survivor’s turn, Action Phase');
    expect(container.querySelector('.clock-digits')?.textContent).toBe('27s');
    expect(clock.className).toMatch(/calm/);
    rerender(h(Clock, { ...props, view: timed(), serverNow: () => 26_400 }));
    expect(rtl.screen.getByRole('timer').className).toMatch(/critical/);
    expect(container.querySelector('.clock-digits')?.textContent).toBe('3.6s');
  });

  it('says a timed game that has ended has its timer stopped, not that it had none (it said "No timer in this game")', () => {
    rtl.render(h(Clock, { ...props, view: { ...timed(), phase: 'over' }, serverNow: () => 3_000 }));
    expect(rtl.screen.getByRole('timer').getAttribute('aria-label')).toBe('The timer has stopped');
  });

  it('tells the seat that answers a window to answer, and the seat that waits that it waits (issue 33)', () => {
    const pending = {
      kind: 'react',
      side: 'survivor',
      endsAt: 9_000,
      cards: null,
      zombies: null,
      limit: null,
    } as const;
    const asSurvivor = { ...timed(), side: 'survivor', pending } as SecondsView;
    const { container, rerender } = rtl.render(h(Clock, { ...props, view: asSurvivor, serverNow: () => 2_000 }));
    expect(container.querySelector('.clock-window')?.textContent).toBe('Answer within 7 s');
    rerender(h(Clock, { ...props, view: { ...asSurvivor, side: 'zombie' }, serverNow: () => 2_000 }));
    expect(container.querySelector('.clock-window')?.textContent).toBe('Waiting for an answer: 7 s');
  });

  it('shows a pause and offers to resume; switches the sound', () => {
    const onAction = vi.fn();
    const onSound = vi.fn();
    rtl.render(
      h(Clock, {
        ...props,
        onAction,
        onSound,
        view: timed({ paused: { remaining: 12_000, until: 70_000 } }),
        serverNow: () => 20_000,
        clockActions: [{ type: 'resume' }],
      }),
    );
    expect(rtl.screen.getByRole('timer').textContent).toMatch(/12s.*Timer paused/);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Resume the timer' }));
    expect(onAction).toHaveBeenCalledWith({ type: 'resume' });
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: /Sound off/ }));
    expect(onSound).toHaveBeenCalledWith(true);
  });

  it('says a solo game has no timer, in French too', async () => {
    const solo = engine().view(startState({ mode: 'solo' }), 0);
    rtl.render(h(Clock, { ...props, view: solo, serverNow: () => 0 }));
    expect(rtl.screen.getByRole('timer').getAttribute('aria-label')).toBe('Solo: no timer');
    await rtl.act(() => i18n.changeLanguage('fr'));
    expect(rtl.screen.getByRole('timer').getAttribute('aria-label')).toBe('Solo : pas de minuteur');
  });

  it('formats whole seconds, tenths in the last ten, minutes above one', () => {
    expect([formatClock(90_000), formatClock(29_001), formatClock(9_950), formatClock(0)]).toEqual([
      '1:30',
      '30',
      '9.9',
      '0',
    ]);
  });
});
