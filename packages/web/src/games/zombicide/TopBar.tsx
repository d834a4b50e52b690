/**
 * The top bar of either Zombicide table (over the kit's): the mission, the round, the phase (whose turn), the seat
 * this screen plays, then the table's own chips and its buttons.
 */
import type { ReactElement, ReactNode } from 'react';
import type { PlayerView } from '@horde/zombicide';
import { TopBar as KitTopBar } from '../../kit/TopBar.tsx';

export function ZombicideTopBar({
  view,
  t,
  mission,
  toPlay,
  you,
  className,
  headingTitle,
  chips,
  children,
}: {
  view: PlayerView;
  /** The table's translator (`top.round`, `top.zombies`, `top.won`, `top.lost`). */
  t: (key: string, params?: Record<string, unknown>) => string;
  /** "M0 · The tutorial". */
  mission: string;
  /** The players' phase, said with whose turn it is. */
  toPlay: string;
  /** The seat this screen plays, said (null: a spectator or every seat). */
  you: string | null;
  className?: string;
  headingTitle?: string;
  /** The table's own chips after these. */
  chips: ReactNode;
  children?: ReactNode;
}): ReactElement {
  const phase =
    view.phase === 'players'
      ? toPlay
      : view.phase === 'zombies'
        ? t('top.zombies')
        : view.phase === 'won'
          ? t('top.won')
          : t('top.lost');
  return (
    <KitTopBar
      className={className}
      headingTitle={headingTitle}
      heading={
        <>
          <span className="brand">Horde</span> <span className="mission-name">{mission}</span>
        </>
      }
      chips={
        <>
          <span className="chip" role="status" aria-label={t('top.round', { round: view.round })}>
            {t('top.round', { round: view.round })}
          </span>
          <span className="chip phase">{phase}</span>
          {you !== null && <span className="chip">{you}</span>}
          {chips}
        </>
      }
    >
      {children}
    </KitTopBar>
  );
}
