/** One zombie kind as the board and its legend draw it: its shape and species colours (zombie-look.ts), a label inside. */
import type { ReactElement } from 'react';
import { ZOMBIE_LETTERS } from '../text/names.ts';
import { ABOMINATION } from '@horde/zombicide/rulesets/classic/index';
import { zombieLook, zombiePath } from './zombie-look.ts';

export function ZombieMark({
  type,
  x,
  w,
  title,
  label,
  fontSize,
  className,
  aBomb = false,
}: {
  type: number;
  /** Left edge and width of the mark (its middle row is y = 0). */
  x: number;
  w: number;
  title: string;
  label: string;
  /** The label's size in a round shape (a triangle's is 2 smaller, set lower). */
  fontSize: number;
  className?: string;
  /** The game's Abomination is the A-Bomb (drawn apart). */
  aBomb?: boolean;
}): ReactElement {
  const look = zombieLook(type, aBomb);
  const triangle = look.shape === 'triangle';
  return (
    <g
      className={className}
      data-zombie={ZOMBIE_LETTERS[type]}
      data-shape={look.shape}
      data-a-bomb={aBomb && type === ABOMINATION ? '' : undefined}
    >
      <title>{title}</title>
      <path
        d={zombiePath(look.shape, x, w)}
        fill={look.fill}
        stroke={look.stroke}
        strokeWidth={look.strokeWidth}
        strokeDasharray={look.dash}
      />
      <text
        x={x + w / 2}
        y={triangle ? 6 : 4}
        textAnchor="middle"
        fontSize={triangle ? fontSize - 2 : fontSize}
        fontWeight="bold"
        fill={look.text}
      >
        {label}
      </text>
    </g>
  );
}
