/** Reading rows of games where one damaged row must not stop the others. */
import { DamagedGameError } from './types.ts';

/**
 * The rows that read; a row whose columns do not read (DamagedGameError) is
 * left out of the list. Fetched by id, the same row gives the error and its
 * reason (the server keeps that game out of play and says why).
 */
export function readable<Row, T>(rows: readonly Row[], read: (row: Row) => T): T[] {
  const out: T[] = [];
  for (const row of rows) {
    try {
      out.push(read(row));
    } catch (e) {
      if (!(e instanceof DamagedGameError)) throw e;
    }
  }
  return out;
}
