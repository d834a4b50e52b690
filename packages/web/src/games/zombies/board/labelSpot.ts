/**
 * Where a tile's name goes (issue 33: never over a pawn, a zombie, a token or a step number): the longest run
 * of the tile's free cells in a row or a column, among the cells the name belongs to (a building's, or the
 * Town Square's). A tall building prefers a column, any other a row; then the first run found.
 */

/** Cells `from`..`to` of one row (`vertical` false) or one column (true), tile cells 0-8. */
export interface Run {
  vertical: boolean;
  /** The row's or the column's index. */
  line: number;
  from: number;
  to: number;
}

const cellAt = (vertical: boolean, line: number, i: number) => (vertical ? i * 3 + line : line * 3 + i);

/** The best run of cells in `cells` not in `busy` (a bit per cell), or null when every cell is taken. */
export function labelRun(cells: readonly number[], busy: number, tall: boolean): Run | null {
  const free = new Set(cells.filter((c) => (busy & (1 << c)) === 0));
  let best: Run | null = null;
  const length = (r: Run) => r.to - r.from + 1;
  for (const vertical of tall ? [true, false] : [false, true])
    for (let line = 0; line < 3; line++) {
      let from = -1;
      for (let i = 0; i <= 3; i++) {
        const open = i < 3 && free.has(cellAt(vertical, line, i));
        if (open && from < 0) from = i;
        if (!open && from >= 0) {
          const run = { vertical, line, from, to: i - 1 };
          if (!best || length(run) > length(best)) best = run;
          from = -1;
        }
      }
    }
  return best;
}
