/** One Classic zombie kind as the board and its legend draw it: the shared miniature with its species' look. */
import type { ReactElement } from 'react';
import { ZOMBIE_LETTERS } from '../text/names.ts';
import { ABOMINATION } from '@horde/zombicide/rulesets/classic/index';
import { ZombieMini } from '../../zombicide/board/Miniatures.tsx';
import { zombieLook } from './zombie-look.ts';

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
  /** Left edge and width of the mark, its silhouette included (its middle row is y = 0). */
  x: number;
  w: number;
  title: string;
  label: string;
  fontSize: number;
  className?: string;
  /** The game's Abomination is the A-Bomb (drawn apart). */
  aBomb?: boolean;
}): ReactElement {
  return (
    <ZombieMini
      look={zombieLook(type, aBomb)}
      x={x}
      w={w}
      title={title}
      label={label}
      fontSize={fontSize}
      className={className}
      data={{
        'data-zombie': ZOMBIE_LETTERS[type],
        'data-a-bomb': aBomb && type === ABOMINATION ? '' : undefined,
      }}
    />
  );
}
