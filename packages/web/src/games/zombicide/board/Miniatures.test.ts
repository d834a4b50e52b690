/**
 * The miniatures both Zombicide boards draw (issue 33, part 3: "pieces that read as miniatures on both Zombicide
 * boards", distinguishable at a glance and by colour-blind players): every zombie kind has a silhouette of its
 * own, drawn beside its base with its label (classic/board/Miniatures.test.ts: both boards draw the same).
 */
import { describe, expect, it } from 'vitest';
import { componentTests } from '../../../component-tests.ts';
import { createElement as h } from 'react';
import { ZOMBIE_FIGURES } from './figures.ts';
import { FIGURE_ROOM, ZombieMini } from './Miniatures.tsx';

let rtl: typeof import('@testing-library/react');
componentTests((loaded) => {
  rtl = loaded;
});

describe('the Zombicide miniatures', () => {
  it('give every zombie kind a silhouette of its own', () => {
    const paths = Object.values(ZOMBIE_FIGURES);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('draw the label as the group’s first text, right of the silhouette', () => {
    const look = {
      shape: 'pill' as const,
      figure: 'runner' as const,
      fill: '#7a3b2e',
      stroke: '#000',
      strokeWidth: 1,
      text: '#fff',
    };
    const { container } = rtl.render(
      h('svg', {}, h(ZombieMini, { look, x: 0, w: 28 + FIGURE_ROOM, title: '2 Runners', label: 'R2', fontSize: 11 })),
    );
    const g = container.querySelector('g[data-figure="runner"]');
    expect(g?.querySelector('text')?.textContent).toBe('R2');
    expect(Number(g?.querySelector('text')?.getAttribute('x'))).toBeGreaterThan(FIGURE_ROOM);
    expect(g?.querySelector('path.mini-figure')?.getAttribute('d')).toBe(ZOMBIE_FIGURES.runner);
  });
});
