/**
 * How a Classic zombie type is drawn: its kind by shape (Walker a pill, Runner a triangle, Fatty a square,
 * Abomination a hexagon, Crawler a flat pill, Zombie Dog a diamond, Murder of Crows a pair of wings), its species
 * by colour and outline (seed 001 lines 1196-1204: standard grey-toned, Toxic green with a dashed outline,
 * Berserker brown with a thick one, Skinner yellow with a dotted one, Seeker black with a light double-dashed
 * one, Lost magenta with a thick dashed one), so neither colour nor shape alone tells them apart.
 */
import { ABOMINATION, KIND, SPECIES_OF } from '@horde/zombicide/rulesets/classic/index';
import { ZOMBIE_FILL } from '../../uoa/board/colors.ts';

export type ZombieShape = 'pill' | 'triangle' | 'square' | 'hexagon' | 'flat' | 'diamond' | 'wings';

export interface ZombieLook {
  shape: ZombieShape;
  fill: string;
  stroke: string;
  strokeWidth: number;
  /** SVG dash pattern of the outline (species), absent for a solid one. */
  dash?: string;
  /** The colour of the letter and count on it. */
  text: string;
}

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
  if (aBomb && type === ABOMINATION)
    return { shape, fill: '#f2d024', stroke: '#b00000', strokeWidth: 3.5, text: '#111' };
  switch (SPECIES_OF[type]) {
    case 'toxic':
      return { shape, fill: '#2f9a2a', stroke: '#0b3d02', strokeWidth: 2, dash: '4 2', text: '#fff' };
    case 'berserker':
      return { shape, fill: '#8a5a2b', stroke: '#2b1606', strokeWidth: 3, text: '#fff' };
    case 'skinner':
      return { shape, fill: '#e3b712', stroke: '#4a3800', strokeWidth: 2, dash: '1.5 2', text: '#111' };
    case 'lost':
      return { shape, fill: '#b0127f', stroke: '#3d0630', strokeWidth: 3, dash: '6 2', text: '#fff' };
    case 'seeker':
      return { shape, fill: '#111', stroke: '#c7c7c7', strokeWidth: 2, dash: '5 1.5 1.5 1.5', text: '#fff' };
    default:
      return {
        shape,
        fill: STANDARD_FILL[kind],
        stroke: '#000',
        strokeWidth: 1,
        text: kind === 'crawler' ? '#111' : '#fff',
      };
  }
}

/** The outline of a shape `w` wide at (x, 0), centred on y = 0. */
export function zombiePath(shape: ZombieShape, x: number, w: number): string {
  switch (shape) {
    case 'triangle':
      return `M${x} 8L${x + w / 2} -9L${x + w} 8Z`;
    case 'hexagon':
      return `M${x} 0L${x + 7} -9L${x + w - 7} -9L${x + w} 0L${x + w - 7} 9L${x + 7} 9Z`;
    case 'diamond':
      return `M${x} 0L${x + w / 2} -10L${x + w} 0L${x + w / 2} 10Z`;
    case 'wings':
      return `M${x} -9L${x + w / 2} -2L${x + w} -9L${x + w - 3} 9L${x + w / 2} 4L${x + 3} 9Z`;
    case 'flat':
      return `M${x + 6} -6H${x + w - 6}A6 6 0 0 1 ${x + w - 6} 6H${x + 6}A6 6 0 0 1 ${x + 6} -6Z`;
    case 'square':
      return `M${x + 2} -9H${x + w - 2}Q${x + w} -9 ${x + w} -7V7Q${x + w} 9 ${x + w - 2} 9H${x + 2}Q${x} 9 ${x} 7V-7Q${x} -9 ${x + 2} -9Z`;
    default:
      return `M${x + 9} -9H${x + w - 9}A9 9 0 0 1 ${x + w - 9} 9H${x + 9}A9 9 0 0 1 ${x + 9} -9Z`;
  }
}
