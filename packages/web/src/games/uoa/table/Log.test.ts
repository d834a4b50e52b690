import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import type { GameEvent } from '@horde/zombicide';
import { Log } from './Log.tsx';
import { installDom, loadTestData, m0Game, useLanguage } from '../test-kit.ts';
import { geometryOf, missionById } from '../data.ts';
import { namer } from '../text/names.ts';

let rtl: typeof import('@testing-library/react');
let render: typeof rtl.render, screen: typeof rtl.screen;
beforeAll(async () => {
  await loadTestData();
  await installDom();
  await useLanguage('en');
  rtl = await import('@testing-library/react');
  ({ render, screen } = rtl);
});
afterEach(() => rtl.cleanup());

function names() {
  const { view } = m0Game();
  return namer(view(), geometryOf(missionById('M0')));
}

const geo = () => geometryOf(missionById('M0'));

/** Fatties moving from street 3R:s2 to 3R:s1 toward the Noise (no Survivor in sight). */
function fattiesMoved(count: number): GameEvent {
  const g = geo();
  return {
    type: 'zombieMoved',
    from: g.byLabel['3R:s2'],
    to: g.byLabel['3R:s1'],
    zombie: 2,
    count,
    target: 0,
    rule: { code: 'zombieMove', params: { reason: 'moveNoise' } },
  };
}

describe('Log', () => {
  it('lists events with the rule they name', () => {
    const events: GameEvent[] = [
      fattiesMoved(1),
      {
        type: 'diceRolled',
        s: 0,
        rolls: [6, 2],
        accuracy: 4,
        hits: 1,
        rule: { code: 'dice', params: { kind: 'ranged', accuracy: 4, bonus: 0 } },
      },
    ];
    render(h(Log, { events, names: names() }));
    expect(screen.getByText('1 Fatty moves from street 3R:s2 to street 3R:s1.')).toBeTruthy();
    expect(
      screen.getByText('Zombie Move: 1 zone along the shortest path toward the Noise token: no Survivor in sight'),
    ).toBeTruthy();
    expect(screen.getByText('Hanna rolls 6 2 (hit on 4+): 1 hit.')).toBeTruthy();
  });

  it('speaks French: the lines, the names and the rules', async () => {
    await useLanguage('fr');
    const events: GameEvent[] = [fattiesMoved(2), { type: 'survivorEliminated', s: 0, rule: { code: 'zombieWound' } }];
    render(h(Log, { events, names: names() }));
    expect(screen.getByText('2 Balèzes quittent la rue 3R:s2 pour la rue 3R:s1.')).toBeTruthy();
    expect(
      screen.getByText(
        'Déplacement des zombies : 1 zone par le plus court chemin vers le pion Bruit (aucun survivant en vue)',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Hanna est hors de combat.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Journal de la partie' })).toBeTruthy();
    await useLanguage('en');
  });

  it('hides routine lines unless verbose', () => {
    const events: GameEvent[] = [{ type: 'survivorActivated', s: 1 }];
    const { rerender } = render(h(Log, { events, names: names() }));
    expect(screen.queryByText('Jeb acts.')).toBeNull();
    rerender(h(Log, { events, names: names(), verbose: true }));
    expect(screen.getByText('Jeb acts.')).toBeTruthy();
  });

  it('is a live region, so screen readers hear new lines', () => {
    render(
      h(Log, {
        events: [{ type: 'gameWon', reason: { code: 'goalsDone', params: { mission: 'M0' } } }],
        names: names(),
      }),
    );
    expect(screen.getByRole('list').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Victory: every goal of Facing the Zombies is done.')).toBeTruthy();
  });
});
