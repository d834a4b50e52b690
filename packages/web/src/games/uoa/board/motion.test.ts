/**
 * Pieces glide to their new zone: a survivor that changes zones, and a group of zombies arriving by a zombie
 * move (the step on screen), start where they stood and slide there (a CSS animation from an offset kept for
 * the element's life); nothing glides on the first drawing, nor when nothing moved; reduced motion stops it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { setZombies, type GameEvent, type PlayerView } from '@horde/zombicide';
import { geometryOf, missionById } from '../data.ts';
import { m0Game, tableComponentTests } from '../test-kit.ts';
import { zoneBoxes } from './layout.ts';
import type { Motion } from './motion.ts';
import { Pieces } from './Pieces.tsx';

let rtl: typeof import('@testing-library/react');
tableComponentTests((loaded) => {
  rtl = loaded;
});

const geo = () => geometryOf(missionById('M0'));

function draw(view: PlayerView, motion?: Motion) {
  const g = geo();
  return h(
    'svg',
    null,
    h(Pieces, { view, geo: g, boxes: zoneBoxes(g), exits: [], selected: null, actors: [], motion }),
  );
}

const offset = (el: Element | null) => {
  const style = (el as SVGElement | null)?.style;
  return style ? [style.getPropertyValue('--glide-x'), style.getPropertyValue('--glide-y')] : null;
};

describe('motion', () => {
  it('glides a survivor to its new zone, once', () => {
    const v = m0Game().view();
    const g = geo();
    const { rerender, container } = rtl.render(draw(v));
    const hanna = () => container.querySelector('.survivor[data-survivor="0"]');
    expect(hanna()?.classList.contains('glide')).toBe(false);
    const moved: PlayerView = {
      ...v,
      survivors: v.survivors.map((s, i) => (i === 0 ? { ...s, zone: g.byLabel['2R:s5'] } : s)),
    };
    rerender(draw(moved));
    expect(hanna()?.classList.contains('glide')).toBe(true);
    const [dx, dy] = offset(hanna())!;
    expect(dx).toMatch(/^-?\d+(\.\d+)?px$/);
    expect(Math.abs(Number.parseFloat(dx)) + Math.abs(Number.parseFloat(dy))).toBeGreaterThan(20);
    // Drawn again with nothing moved: the same element, its glide neither restarted nor cut short.
    const el = hanna();
    rerender(draw({ ...moved }));
    expect(hanna()).toBe(el);
    expect(offset(hanna())).toEqual([dx, dy]);
    // Jeb did not move: no glide.
    expect(container.querySelector('.survivor[data-survivor="1"]')?.classList.contains('glide')).toBe(false);
  });

  it('glides zombies from the zone they left, as the step of the zombies’ phase says', () => {
    const g = geo();
    const v = m0Game().view();
    const { rerender, container } = rtl.render(draw(v));
    const from = g.byLabel['2R:s3'];
    const to = g.byLabel['2R:s5'];
    const after: PlayerView = { ...v, zombies: [...v.zombies] };
    setZombies(after, from, 0, 0);
    setZombies(after, to, 0, 1);
    const step: GameEvent = {
      type: 'zombieMoved',
      from,
      to,
      zombie: 0,
      count: 1,
      target: g.byLabel['2R:s4'],
      rule: { code: 'zombieMove', params: { reason: 'moveNoise' } },
    };
    rerender(draw(after, { key: 'p1', events: [step] }));
    const walker = container.querySelector('[data-zone="2R:s5"] .zombies[data-zombie="W"]');
    expect(walker?.classList.contains('glide')).toBe(true);
    // It starts from where it stood in 2R:s3 (alone in both zones: each time at the zone's anchor).
    const boxes = zoneBoxes(g);
    const [dx, dy] = offset(walker)!.map((x) => Number.parseFloat(x));
    expect(dx).toBeCloseTo(boxes[from].cx - boxes[to].cx, 3);
    expect(dy).toBeCloseTo(boxes[from].cy - boxes[to].cy, 3);
    expect(Math.abs(dx) + Math.abs(dy)).toBeGreaterThan(20);
  });

  it('is turned off for reduced motion', () => {
    const css = readFileSync(new URL('../uoa.css', import.meta.url), 'utf8');
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.pieces \.glide \{\s*animation: none;/);
  });
});
