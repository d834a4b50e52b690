/**
 * Silhouettes of the Zombicide miniatures, our own drawings (issue 33, part 3): each figure a path centred on
 * 0,0 about 14 units tall (a survivor's bust 26), told apart by its outline alone (a Walker stands with an arm
 * out, a Runner leans into a stride, a Fatty is round, an Abomination hulks with horns, a Crawler lies flat,
 * a Dog runs on four legs, a Crow spreads its wings), so neither colour nor the letter is needed to see them.
 */

export type ZombieFigure = 'walker' | 'runner' | 'fatty' | 'abomination' | 'crawler' | 'dog' | 'crow';

export const ZOMBIE_FIGURES: Record<ZombieFigure, string> = {
  walker:
    'M-2.2 -5A2.2 2.2 0 1 0 2.2 -5A2.2 2.2 0 1 0 -2.2 -5Z' +
    'M-2.5 -2.2H1.8L2.2 -0.4H6.5V1.2H2.2L2.6 7H0.9L0 3.2L-0.9 7H-2.6L-2.2 2.2Z',
  runner:
    'M-0.2 -5A2.2 2.2 0 1 0 4.2 -5A2.2 2.2 0 1 0 -0.2 -5Z' +
    'M-1.2 -2.4L2.6 -2.6L4.2 -0.2L7 -1.2L7.4 0.3L3.6 1.9L2.4 2.3L3.8 4.9L5.8 5.8L5.3 7.1L2.6 6.5L0.6 3.8L-1.4 6L-4.6 6.6L-4.7 5.2L-2.4 4.5L-1.3 1.2Z',
  fatty:
    'M-1.9 -5.4A1.9 1.9 0 1 0 1.9 -5.4A1.9 1.9 0 1 0 -1.9 -5.4Z' +
    'M-5.5 1A5.5 4.6 0 1 0 5.5 1A5.5 4.6 0 1 0 -5.5 1Z' +
    'M-3.4 4.5H-1V7H-3.4ZM1 4.5H3.4V7H1Z',
  abomination:
    'M-2.6 -7.2L-1.2 -4.4H1.2L2.6 -7.2L3 -3.6L6.4 -3L7.4 2.4H5.2L4.6 0L4.2 7H1.2L0 4.2L-1.2 7H-4.2L-4.6 0L-5.2 2.4H-7.4L-6.4 -3L-3 -3.6Z',
  crawler:
    'M2.8 0.4A2.2 2.2 0 1 0 7.2 0.4A2.2 2.2 0 1 0 2.8 0.4Z' +
    'M-7.2 4.4L-6 2.2L-2 1.2L3 0.6L3.6 2.8L1 3.8L-2.2 3.8L-5.4 5.4Z' +
    'M3 2.4L6.4 5.2L5.4 6L2 3.6Z',
  dog: 'M-7.4 -1.4L-5 -2.2H3L4 -4.2L5.6 -4.8L7.4 -3.2L6.8 -1.6H5.2L4.6 0.2V6H3.3L3 1.6H-4L-4.4 6H-5.7L-6 1Z',
  crow: 'M-7.4 -3.4C-4 -4.4 -2 -2.2 0 1C2 -2.2 4 -4.4 7.4 -3.4C5.4 -1.2 3.2 2.2 0 4.4C-3.2 2.2 -5.4 -1.2 -7.4 -3.4Z',
};

/** A survivor's bust: the head over the shoulders, the chest wide enough for two letters. */
export const SURVIVOR_BUST = {
  head: { cy: -8.2, r: 5.4 },
  body: 'M-11.5 12.5V5.5C-11.5 0.4 -7.4 -2 -3.4 -2H3.4C7.4 -2 11.5 0.4 11.5 5.5V12.5Z',
  /** Where the initials sit on the chest. */
  labelY: 9.6,
};

export type VehicleFigure = 'car' | 'van' | 'helicopter';

/** Vehicles seen from the side, about 18 units wide: a car, a van, a helicopter (for the Classic vehicles). */
export const VEHICLE_FIGURES: Record<VehicleFigure, string> = {
  car:
    'M-9 2.2V-0.6L-6.2 -1.2L-3.8 -4.2H3.6L6 -1.2L9 -0.4V2.2Z' +
    'M-7.4 2.4A2 2 0 1 0 -3.4 2.4A2 2 0 1 0 -7.4 2.4ZM3.4 2.4A2 2 0 1 0 7.4 2.4A2 2 0 1 0 3.4 2.4Z',
  van:
    'M-9 2.4V-4.6H4L8 -1L9 -0.6V2.4Z' +
    'M-7.2 2.6A2 2 0 1 0 -3.2 2.6A2 2 0 1 0 -7.2 2.6ZM3.2 2.6A2 2 0 1 0 7.2 2.6A2 2 0 1 0 3.2 2.6Z',
  helicopter:
    'M-2 0A4.2 3.2 0 1 0 6.4 0A4.2 3.2 0 1 0 -2 0Z' +
    'M-2 -0.8H-9V0.8H-2ZM-9.6 -2.4H-8V0.6H-9.6Z' +
    'M-6 -4.6H9V-3.6H-6ZM1.6 -3.8H2.8V-2.8H1.6Z' +
    'M-0.6 3.8H6.8V4.6H-0.6Z',
};
