/** A recorded game replayed move by move, with its log; and the rules reference with the engine's decisions. */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import { createRng, describeRefusal, randomInt } from '@horde/core';
import { RULINGS, type Action } from '@horde/zombies';
import { engine } from '../rules.ts';
import { RulesReference } from '../table/RulesReference.tsx';
import { messages } from '../test-kit.ts';
import type { ZRecord } from '../types.ts';
import { buildSteps } from './buildSteps.ts';
import { Replay } from './Replay.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { after: () => messages('en') },
);

/** A record of `n` random legal actions. */
function record(n: number): ZRecord {
  const g = engine();
  const config = { seats: 2, comeToPapa: true };
  const setup = g.setup(config, { seed: 21, now: 0 });
  if (!setup.ok) throw new Error('setup');
  const rng = createRng(2);
  const actions: Action[] = [];
  for (let i = 0; i < n; i++) {
    const seat = g.awaiting(setup.state)[0];
    const legal = g.legalActions(setup.state, seat);
    const a = legal[randomInt(rng, legal.length)];
    if (g.apply(setup.state, a, { by: seat, now: 0 }).ok) actions.push(a);
  }
  return { game: 'zombies', config, seed: 21, actions };
}

/**
 * A server record (no times) where two seats looked at a reaction window at different times and ran out of
 * time one after the other (rules version 3, DECISION events.windowClock): the replay must reach its end.
 */
function clocksRecord(): ZRecord {
  const g = engine();
  const config = { seats: 3 };
  const setup = g.setup(config, { seed: 5, now: 0 });
  if (!setup.ok) throw new Error('setup');
  const s = setup.state;
  const actions: Action[] = [];
  const play = (by: number | 'system', a: Action, now: number) => {
    const r = g.apply(s, a, { by: by as number, now });
    if (!r.ok) throw new Error(`${a.type}: ${describeRefusal(r.error)}`);
    actions.push(a);
  };
  // Seat 0 places its tile and rolls: the others are asked.
  const place = g.legalActions(s, 0).find((a) => a.type === 'placeTile')!;
  play(0, place, 1_000);
  play(0, { type: 'rollMove' }, 2_000);
  const top = () => s.pending[0];
  if (top()?.kind !== 'window') throw new Error('no window');
  play(1, { type: 'look', seat: 1 }, 3_000);
  play(2, { type: 'look', seat: 2 }, 9_000);
  play('system', { type: 'timeout' }, 23_000); // seat 1's clock
  play('system', { type: 'timeout' }, 29_000); // seat 2's
  if (top()?.kind === 'window') throw new Error('the window stayed open');
  play(0, { type: 'endMove' }, 30_000);
  return { game: 'zombies', config, seed: 5, actions };
}

describe('Replay', () => {
  it('replays reaction clocks that ran out one after the other, from a record without times', () => {
    const rec = clocksRecord();
    expect(buildSteps(rec)).toHaveLength(rec.actions.length + 1);
  });

  it('rebuilds every position of the record', () => {
    const r = record(60);
    expect(buildSteps(r)).toHaveLength(61);
  });

  it('steps back and forth with the log following', async () => {
    await messages('en');
    rtl.render(h(Replay, { record: record(40), onLeave: () => {} }));
    expect(rtl.screen.getByText(/^move 40 of 40 · /)).toBeTruthy();
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'First move' }));
    expect(rtl.screen.getByText('move 0 of 40 · the start')).toBeTruthy();
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Next move' }));
    expect(rtl.screen.getByText(/^move 1 of 40 · Place the tile$/)).toBeTruthy();
    expect(rtl.screen.getByText(/Player 1 lays the /)).toBeTruthy();
  });
});

describe('RulesReference', () => {
  it('lists the rules on and every engine decision with its seed passage, in French', async () => {
    await messages('fr');
    const view = { killsToWin: 25, roundLimit: 40, comeToPapa: true, duckNWeave: true } as const;
    rtl.render(h(RulesReference, { config: view as never, onClose: () => {} }));
    expect(rtl.screen.getByRole('heading', { name: 'Règles de cette partie' })).toBeTruthy();
    expect(rtl.screen.getByText('Viens voir papa')).toBeTruthy();
    const decisions = document.querySelectorAll('[data-decision]');
    expect(decisions).toHaveLength(RULINGS.length);
    expect(rtl.screen.getByText('La table de tir')).toBeTruthy();
    expect(rtl.screen.getByText(/Livret : « Case voisine 4-6/)).toBeTruthy();
    // Issue 37: the rulebook's lines only in the source note under the decision, the rulebook named in words.
    const order = document.querySelector('[data-decision="turn.order"]');
    expect(order?.querySelector('dt')?.textContent).toBe("L'ordre d'un tour");
    expect(order?.querySelector('dd .rule-source')?.textContent).toBe('Source : le livret de Zombies!!!, lignes 5-10');
  });
});
