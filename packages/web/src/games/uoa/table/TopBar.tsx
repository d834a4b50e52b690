/** Mission, round, phase, whose turn, Danger Level, decks, and the table's menu buttons. */
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import { highestDangerLevel } from '@horde/zombicide/survivors';
import { ZombicideTopBar } from '../../zombicide/TopBar.tsx';
import { missionById } from '../data.ts';
import { readOnlyState } from '../model/rules-view.ts';
import { missionName } from '../text/missions.ts';
import { capitalized } from '../text/names.ts';
import { seatWords, type SeatWords } from './seats.ts';

export function TopBar({
  view,
  seat,
  seats = seatWords(),
  children,
}: {
  view: PlayerView;
  seat: number | null;
  /** How seats are named (their players' names online). */
  seats?: SeatWords;
  children?: ReactNode;
}): ReactElement {
  const { t } = useTranslation('uoa');
  const mission = missionById(view.mission);
  // The posse's Danger Level, read on the Zombie cards: the highest among survivors in play.
  const danger = highestDangerLevel(readOnlyState(view));
  const name = missionName(mission);
  const decks = t('top.decks', { equipment: view.equipmentDeckSize, zombies: view.zombieDeckSize });
  return (
    <ZombicideTopBar
      view={view}
      t={t}
      mission={`${mission.id} · ${name}`}
      className="topbar uoa-topbar"
      headingTitle={`${mission.id} · ${name}`}
      toPlay={t('top.seatToPlay', { who: capitalized(seats.said(view.currentPlayer)) })}
      you={seat === null ? null : t('top.you', { who: seats.label(seat) })}
      chips={
        <>
          <span className={`chip danger-chip level-chip ${danger}`} title={t('top.dangerTitle')} data-danger={danger}>
            {t('top.danger', { level: t(`level.${danger}`) })}
          </span>
          <span className="chip muted decks" title={`${decks} — ${t('top.decksTitle')}`}>
            {decks}
          </span>
        </>
      }
    >
      {children}
    </ZombicideTopBar>
  );
}
