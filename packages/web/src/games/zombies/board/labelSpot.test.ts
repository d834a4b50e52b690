/** A tile's name is placed on free cells only (issue 33: names were drawn over pawns, zombies and tokens). */
import { describe, expect, it } from 'vitest';
import { labelRun } from './labelSpot.ts';

const bits = (...cells: number[]) => cells.reduce((b, c) => b | (1 << c), 0);

describe('labelRun', () => {
  it('takes the longest free row of a wide building, skipping the busy cells', () => {
    // A building on the top two rows; a zombie in cell 1 breaks the top row.
    expect(labelRun([0, 1, 2, 3, 4, 5], bits(1), false)).toEqual({ vertical: false, line: 1, from: 0, to: 2 });
  });
  it('prefers a column in a tall building, and falls back to a shorter run', () => {
    expect(labelRun([0, 3, 6], 0, true)).toEqual({ vertical: true, line: 0, from: 0, to: 2 });
    expect(labelRun([0, 3, 6], bits(3), true)).toEqual({ vertical: true, line: 0, from: 0, to: 0 });
  });
  it('gives nothing when every cell holds a piece', () => {
    expect(labelRun([0, 1], bits(0, 1), false)).toBeNull();
  });
});
