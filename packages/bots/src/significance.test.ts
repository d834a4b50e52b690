/** The binomial tail against values worked by hand. */
import { describe, expect, it } from 'vitest';
import { binomialTail } from './significance.ts';

describe('binomialTail', () => {
  it('gives the exact one-sided tail', () => {
    // 9 or 10 heads of 10 fair tosses: (10 + 1) / 1024.
    expect(binomialTail(9, 10, 0.5)).toBeCloseTo(11 / 1024, 12);
    // 2 or more successes of 3 at p = 1/4: 3 * (1/16) * (3/4) + 1/64 = 10/64.
    expect(binomialTail(2, 3, 0.25)).toBeCloseTo(10 / 64, 12);
    expect(binomialTail(0, 5, 0.3)).toBe(1);
    expect(binomialTail(6, 5, 0.3)).toBe(0);
    expect(binomialTail(5, 5, 0.3)).toBeCloseTo(0.3 ** 5, 12);
  });
});
