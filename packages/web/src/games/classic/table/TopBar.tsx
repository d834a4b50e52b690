/** Mission, round, phase, whose turn, decks, the spawn mode, and the table's buttons. */
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import { missionById } from '../data.ts';
import { missionName } from '../text/missions.ts';
import { teamScores } from '../model/competitive.ts';
import { ZombicideTopBar } from '../../zombicide/TopBar.tsx';
import { capitalized, seatWords, type SeatWords } from '../text/seats.ts';

export function TopBar({
  view,
  seat,
  seats = seatWords(),
  children,
}: {
  view: PlayerView;
  seat: number | null;
  /** How seats are named (their players' names at an online table). */
  seats?: SeatWords;
  children?: ReactNode;
}): ReactElement {
  const { t } = useTranslation('classic');
  const mission = missionById(view.mission);
  const dice = Number(view.missionState.spawnDice ?? 0);
  return (
    <ZombicideTopBar
      view={view}
      t={t}
      mission={`${mission.id} · ${missionName(t, mission)}`}
      toPlay={t('top.seatToPlay', { who: capitalized(seats.said(view.currentPlayer)) })}
      you={seat === null ? null : t('top.you', { who: seats.label(seat) })}
      chips={
        <>
          <span className="chip muted" title={t('top.decksTitle')}>
            {t('top.decks', { equipment: view.equipmentDeckSize, zombies: view.zombieDeckSize })}
          </span>
          <span className="chip muted" title={t(dice ? 'top.spawnDiceTitle' : 'top.spawnOrderTitle')}>
            {dice ? t('top.spawnDice', { count: dice }) : t('top.spawnOrder')}
          </span>
          {view.options.ultrared && <span className="chip muted">{t('top.ultrared')}</span>}
          {teamScores(view)?.map((team) => (
            <span key={team.seat} className="chip team-score" title={t('top.teamXpTitle')}>
              {t('top.teamXp', { who: capitalized(seats.label(team.seat)), count: team.xp })}
            </span>
          ))}
        </>
      }
    >
      {children}
    </ZombicideTopBar>
  );
}
