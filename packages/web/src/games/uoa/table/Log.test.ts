import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import type { GameEvent } from '@horde/zombicide';
import { Log } from './Log.tsx';
import { installDom, loadTestData, m0Game } from '../test-kit.ts';
import { geometryOf, missionById } from '../data.ts';
import { namer } from '../text/names.ts';

let rtl: typeof import('@testing-library/react');
let render: typeof rtl.render, screen: typeof rtl.screen;
beforeAll(async () => {
  await loadTestData();
  await installDom();
  rtl = await import('@testing-library/react');
  ({ render, screen } = rtl);
});
afterEach(() => rtl.cleanup());

function names() {
  const { view } = m0Game();
  return namer(view(), geometryOf(missionById('M0')));
}

const geo = () => geometryOf(missionById('M0'));

describe('Log', () => {
  it('lists events with the rule they name', () => {
    const g = geo();
    const events: GameEvent[] = [
      {
        type: 'zombieMoved',
        from: g.byLabel['3R:s2'],
        to: g.byLabel['3R:s1'],
        zombie: 2,
        count: 1,
        target: 0,
        rule: 'Zombie Move: toward the Noise token',
      },
      { type: 'diceRolled', s: 0, rolls: [6, 2], accuracy: 4, hits: 1, rule: 'Ranged Action' },
    ];
    render(h(Log, { events, names: names() }));
    expect(screen.getByText('1 Fatty moves from street 3R:s2 to street 3R:s1.')).toBeTruthy();
    expect(screen.getByText('Zombie Move: toward the Noise token')).toBeTruthy();
    expect(screen.getByText('Hanna rolls 6 2 (hit on 4+): 1 hit.')).toBeTruthy();
  });

  it('hides routine lines unless verbose', () => {
    const events: GameEvent[] = [{ type: 'survivorActivated', s: 1 }];
    const { rerender } = render(h(Log, { events, names: names() }));
    expect(screen.queryByText('Jeb acts.')).toBeNull();
    rerender(h(Log, { events, names: names(), verbose: true }));
    expect(screen.getByText('Jeb acts.')).toBeTruthy();
  });

  it('is a live region, so screen readers hear new lines', () => {
    render(h(Log, { events: [{ type: 'gameWon', reason: 'All objectives taken' }], names: names() }));
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Victory! All objectives taken')).toBeTruthy();
  });
});
