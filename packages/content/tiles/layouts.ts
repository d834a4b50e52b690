// How each mission's tiles are laid out on the table (DESIGNED for Horde: the seeds list each mission's tiles,
// "Dalles requises", but their map drawings were lost in the scans). Used by the tile tests (every zone of every
// mission map is reachable) and by the pictures in docs/img/tiles/. A mission's own data may place its tiles
// differently; these layouts only show that the listed tiles join into one connected map.
//
// Rules of thumb: 3 tiles wide, row-major, mostly in the order of the rulebook list, rotation 0 (north up), except:
// - 2R and 3R predate the border pattern of the other tiles (streets at the two middle cells of every side):
//   2R keeps the north-west corner (its north and west sides face the board edge), 3R sits with its west and east
//   sides (main street) facing its neighbours;
// - the train tiles 10, 11, 12 always fill one row, the track running west-east; the locomotive (10R) faces east,
//   so an immobile or departing train has 10R at the east end (cars to the west of it), and a train that enters
//   (M1, M8) comes in on 10V at the west end and runs east;
// - M1 (6 tiles, 2 of them train tiles) is 2 wide so the railroad spans the board; M0 is 2R + 3R side by side.

export interface LayoutTile {
  tile: string;
  rotation: 0 | 90 | 180 | 270;
  col: number;
  row: number;
}

/** Each mission's tiles, from the rulebook (FR "Dalles requises"; digest section 3). */
export const MISSION_TILES: Readonly<Record<string, readonly string[]>> = {
  M0: ['2R', '3R'],
  M1: ['1R', '2R', '5V', '8V', '10V', '12V'],
  M2: ['1R', '2V', '3R', '4R', '5V', '9V', '10R', '11R', '12R'],
  M3: ['1V', '3R', '4R', '5V', '6R', '7V', '10R', '11V', '12V'],
  M4: ['1R', '2R', '3R', '4R', '5V', '7R', '8V', '9R'],
  M5: ['1R', '3R', '4R', '5R', '6R', '8V', '10R', '12R'],
  M6: ['1R', '2R', '3R', '5R', '7R', '8V'],
  M7: ['1V', '2V', '3R', '5R', '7V', '9V', '10R', '11R', '12R'],
  M8: ['1R', '2R', '3R', '4R', '8V', '9V', '10V', '11V', '12V'],
  M9: ['1R', '2R', '4V', '6R', '8V', '9V', '10R', '11R', '12R'],
  M10: ['2R', '3R', '5R', '6R', '8V', '9V'],
};

/** Rows of tile ids (west to east), all at rotation 0. */
const ROWS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  M0: [['2R', '3R']],
  M1: [
    ['1R', '2R'],
    ['5V', '8V'],
    ['10V', '12V'],
  ],
  M2: [
    ['1R', '2V', '3R'],
    ['4R', '5V', '9V'],
    ['11R', '12R', '10R'],
  ],
  M3: [
    ['1V', '3R', '4R'],
    ['5V', '6R', '7V'],
    ['10R', '11V', '12V'],
  ],
  M4: [
    ['2R', '3R', '1R'],
    ['4R', '5V', '7R'],
    ['8V', '9R'],
  ],
  M5: [
    ['1R', '3R', '4R'],
    ['5R', '6R', '8V'],
    ['12R', '10R'],
  ],
  M6: [
    ['2R', '3R', '1R'],
    ['5R', '7R', '8V'],
  ],
  M7: [
    ['1V', '2V', '3R'],
    ['5R', '7V', '9V'],
    ['11R', '12R', '10R'],
  ],
  M8: [
    ['2R', '3R', '1R'],
    ['4R', '8V', '9V'],
    ['10V', '11V', '12V'],
  ],
  M9: [
    ['2R', '1R', '4V'],
    ['6R', '8V', '9V'],
    ['11R', '12R', '10R'],
  ],
  M10: [
    ['2R', '3R', '5R'],
    ['6R', '8V', '9V'],
  ],
};

/** The placed tiles of each mission's layout. */
export const MISSION_LAYOUTS: Readonly<Record<string, readonly LayoutTile[]>> = Object.fromEntries(
  Object.entries(ROWS).map(([m, rows]) => [
    m,
    rows.flatMap((ids, row) => ids.map((tile, col): LayoutTile => ({ tile, rotation: 0, col, row }))),
  ]),
);
