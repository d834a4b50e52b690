/**
 * The map: tiles with their names and Z numbers, pieces on their squares, marked squares that act on a click or
 * the keyboard, tile spots; and the plan of what a click does (a step, a walk of several steps, a zombie to
 * pick then its square).
 */
import { describe, expect, it, vi } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import type { State } from '@horde/zombies';
import { planMap } from '../model/mapPlan.ts';
import { engine } from '../rules.ts';
import { messages, newGame, playUntil } from '../test-kit.ts';
import { namer } from '../text/names.ts';
import { MapBoard, type SquareMark } from './MapBoard.tsx';

let rtl: typeof import('@testing-library/react');
componentTests(
  (loaded) => {
    rtl = loaded;
  },
  { before: () => messages('en'), after: () => messages('en') },
);

const moving = (s: State) =>
  s.phase === 'play' && s.turn.step === 'move' && s.pending.length === 0 && s.turn.moveLeft >= 3;

describe('MapBoard', () => {
  it('draws the tiles with their names, Z numbers and pieces', () => {
    const game = newGame({}, 4);
    playUntil(game, (s) => s.geo.tiles.some((t) => t.tile === 'hospital' || t.tile === 'police-station'), 6);
    const view = game.view(0);
    const { container } = rtl.render(h(MapBoard, { view, marks: new Map() }));
    expect(container.querySelectorAll('.z-tile').length).toBe(view.geo.tiles.length);
    expect(rtl.screen.getByText('Town Square')).toBeTruthy();
    expect(container.querySelector('.z-number text')?.textContent).toMatch(/^Z\d$/);
    expect(container.querySelectorAll('.z-pawn').length).toBe(3);
    expect(container.querySelectorAll('.z-zombie').length).toBe(view.zombies.reduce((a, b) => a + b, 0));
  });

  it('sends a click or a key press on a marked square, and a click on a tile spot', () => {
    const view = newGame().view(0);
    const onSquare = vi.fn();
    const onSpot = vi.fn();
    const marks = new Map<number, SquareMark>([[1, { kind: 'step', label: 'Step north' }]]);
    rtl.render(
      h(MapBoard, { view, marks, spots: [{ x: 0, y: -1, label: 'Here', selected: false }], onSquare, onSpot }),
    );
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Step north' }));
    expect(onSquare).toHaveBeenCalledWith(1, expect.anything());
    rtl.fireEvent.keyDown(rtl.screen.getByRole('button', { name: 'Step north' }), { key: 'Enter' });
    expect(onSquare).toHaveBeenCalledTimes(2);
    rtl.fireEvent.click(rtl.screen.getByRole('button', { name: 'Here' }));
    expect(onSpot).toHaveBeenCalledWith(0, -1);
  });
});

describe('planMap', () => {
  it('marks the legal steps, and farther squares walked from a legal first step', async () => {
    const i18n = await messages('en');
    const game = newGame({}, 8);
    expect(playUntil(game, moving, 3)).toBe(true);
    const seat = game.state.turn.seat;
    const view = game.view(seat);
    const legal = game.legal(seat);
    const plan = planMap({
      view,
      legal,
      names: namer(i18n.t, view.geo, 'en'),
      t: i18n.t,
      zombieFrom: null,
      armedCard: null,
    });
    const steps = legal.flatMap((a) => (a.type === 'move' ? [a.to] : []));
    for (const sq of steps) expect(plan.marks.get(sq)?.kind).toBe('step');
    const walks = [...plan.clicks.values()].flatMap((c) => ('walk' in c ? [c.walk] : []));
    expect(walks.length).toBeGreaterThan(0);
    for (const path of walks) {
      expect(steps).toContain(path[0]);
      expect(path.length).toBeLessThanOrEqual(view.turn.moveLeft);
    }
  });

  it('moves a zombie in two clicks: the zombie, then its square', async () => {
    const i18n = await messages('en');
    const game = newGame({}, 8);
    expect(
      playUntil(game, (s) => s.turn.step === 'zombies' && s.pending.length === 0 && s.turn.zombiesLeft > 0, 5),
    ).toBe(true);
    const seat = engine().awaiting(game.state)[0];
    const view = game.view(seat);
    const legal = game.legal(seat);
    const names = namer(i18n.t, view.geo, 'en');
    const first = planMap({ view, legal, names, t: i18n.t, zombieFrom: null, armedCard: null });
    const from = [...first.marks].find(([, m]) => m.kind === 'zombie')![0];
    expect(first.clicks.get(from)).toEqual({ pick: from });
    const second = planMap({ view, legal, names, t: i18n.t, zombieFrom: from, armedCard: null });
    expect(second.marks.get(from)?.kind).toBe('selected');
    const targets = [...second.clicks].flatMap(([, c]) => ('actions' in c ? c.actions : []));
    expect(targets.length).toBeGreaterThan(0);
    for (const a of targets) expect(a).toMatchObject({ type: 'moveZombie', from });
  });
});
