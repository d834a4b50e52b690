/**
 * The 11 Alley cards (seed 003 line 82: rows one to ten and the street) and
 * where the six starting Supply cards lie (line 88 says "as shown": the
 * picture is not in the seed, so the rows are designed).
 */
import type { AlleyCardDef } from '@horde/seconds';

const names = [
  'Warehouse Door',
  'Loading Dock',
  'Dumpsters',
  'Fire Escape',
  'Broken Fence',
  'Back Door',
  'Overturned Cart',
  'Trash Heap',
  'Chain-link Gate',
  'Alley Mouth',
];

/** Rows that get one face-up (two-player) or face-down (solo) Supply card at setup: designed. */
const SUPPLY_ROWS = [2, 3, 5, 6, 7, 9];

export const alley: AlleyCardDef[] = [
  ...names.map((name, i) => ({
    id: `row${i + 1}`,
    row: i + 1,
    name,
    setupSupply: SUPPLY_ROWS.includes(i + 1) ? 1 : 0,
    source: 'seed 003 line 82; name and setupSupply designed',
  })),
  { id: 'street', row: 11, name: 'The Street', setupSupply: 0, source: 'seed 003 lines 82, 106' },
];
