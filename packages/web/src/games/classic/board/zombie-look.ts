/**
 * How a Classic zombie type is drawn: its kind by its base's shape and its silhouette (Walker a pill, Runner a triangle, Fatty a square,
 * Abomination a hexagon, Crawler a flat pill, Zombie Dog a diamond, Murder of Crows a pair of wings), its species
 * by colour and outline (seed 001 lines 1196-1204: standard grey-toned, Toxic green with a dashed outline,
 * Berserker brown with a thick one, Skinner yellow with a dotted one, Seeker black with a light double-dashed
 * one, Lost magenta with a thick dashed one), so neither colour nor shape alone tells them apart.
 */
import { ABOMINATION, KIND, SPECIES_OF } from '@horde/zombicide/rulesets/classic/index';
import type { ZombieFigure } from '../../zombicide/board/figures.ts';
import type { ZombieLook, ZombieShape } from '../../zombicide/board/Miniatures.tsx';
import { ZOMBIE_FILL } from '../../uoa/board/colors.ts';

const SHAPE: Record<string, ZombieShape> = {
  walker: 'pill',
  runner: 'triangle',
  fatty: 'square',
  abomination: 'hexagon',
  crawler: 'flat',
  dog: 'diamond',
  crow: 'wings',
};
const STANDARD_FILL: Record<string, string> = {
  walker: ZOMBIE_FILL[0],
  runner: ZOMBIE_FILL[1],
  fatty: ZOMBIE_FILL[2],
  abomination: ZOMBIE_FILL[3],
  crawler: '#c9a10c',
  dog: '#5c2a14',
  crow: '#34346b',
};

/**
 * `aBomb`: the game's Abomination is the A-Bomb [RM] (seed 001 line 1583: yellow miniatures): a yellow hexagon
 * with a thick red outline, unlike the Skinners' dotted yellow.
 */
export function zombieLook(type: number, aBomb = false): ZombieLook {
  const kind = KIND[type] ?? 'walker';
  const shape = SHAPE[kind];
  const figure = (kind in SHAPE ? kind : 'walker') as ZombieFigure;
  if (aBomb && type === ABOMINATION)
    return { shape, figure, fill: '#f2d024', stroke: '#b00000', strokeWidth: 3.5, text: '#111' };
  switch (SPECIES_OF[type]) {
    case 'toxic':
      return { shape, figure, fill: '#2f9a2a', stroke: '#0b3d02', strokeWidth: 2, dash: '4 2', text: '#fff' };
    case 'berserker':
      return { shape, figure, fill: '#8a5a2b', stroke: '#2b1606', strokeWidth: 3, text: '#fff' };
    case 'skinner':
      return { shape, figure, fill: '#e3b712', stroke: '#4a3800', strokeWidth: 2, dash: '1.5 2', text: '#111' };
    case 'lost':
      return { shape, figure, fill: '#b0127f', stroke: '#3d0630', strokeWidth: 3, dash: '6 2', text: '#fff' };
    case 'seeker':
      return { shape, figure, fill: '#111', stroke: '#c7c7c7', strokeWidth: 2, dash: '5 1.5 1.5 1.5', text: '#fff' };
    default:
      return {
        shape,
        figure,
        fill: STANDARD_FILL[kind],
        stroke: '#000',
        strokeWidth: 1,
        text: kind === 'crawler' ? '#111' : '#fff',
      };
  }
}
