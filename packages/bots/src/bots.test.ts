import { describe, expect, it } from 'vitest';
import { randomBot } from './index.ts';

describe('bots', () => {
  it('the random bot is uniform over the legal actions and reproducible for a seed', () => {
    const a = randomBot<null, number>(3),
      b = randomBot<null, number>(3);
    const legal = [0, 1, 2, 3];
    const picks = Array.from({ length: 4000 }, () => a.choose(null, legal, 0));
    expect(Array.from({ length: 4000 }, () => b.choose(null, legal, 0))).toEqual(picks);
    for (const x of legal) expect(picks.filter((p) => p === x).length).toBeGreaterThan(850);
  });
});
