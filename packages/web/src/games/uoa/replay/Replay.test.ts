/**
 * The replay names the zones as the table and the log do ("2R:h1"): it drew the bare "h1" while the log said
 * "room 2R:h1" (found replaying a finished M0).
 */
import { describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { tableComponentTests } from '../test-kit.ts';
import { Replay } from './Replay.tsx';

let rtl: typeof import('@testing-library/react');
tableComponentTests((loaded) => {
  rtl = loaded;
});

describe('Replay', () => {
  it("labels each zone with its tile, as the table's board does", () => {
    const record = {
      game: 'uoa',
      config: { mission: 'M0', survivors: [{ id: 'hanna' }, { id: 'jeb' }] },
      seed: 1,
      actions: [],
    };
    const { container } = rtl.render(h(Replay, { record, onLeave: () => {} }));
    const labels = [...container.querySelectorAll('.board-svg text')].map((e) => e.textContent ?? '');
    expect(labels).toContain('2R:h1');
    expect(labels).not.toContain('h1');
  });
});
