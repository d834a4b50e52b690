/** Mission, round, phase, whose turn, decks, the spawn mode, and the table's buttons. */
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import { missionById } from '../data.ts';
import { missionName } from '../text/missions.ts';
import { teamScores } from '../model/competitive.ts';
import { TopBar as KitTopBar } from '../../../kit/TopBar.tsx';

export function TopBar({
  view,
  seat,
  children,
}: {
  view: PlayerView;
  seat: number | null;
  children?: ReactNode;
}): ReactElement {
  const { t } = useTranslation('classic');
  const mission = missionById(view.mission);
  const phase =
    view.phase === 'players'
      ? t('top.seatToPlay', { seat: view.currentPlayer + 1 })
      : view.phase === 'zombies'
        ? t('top.zombies')
        : view.phase === 'won'
          ? t('top.won')
          : t('top.lost');
  const dice = Number(view.missionState.spawnDice ?? 0);
  return (
    <KitTopBar
      heading={
        <>
          <span className="brand">Horde</span>{' '}
          <span className="mission-name">
            {mission.id} · {missionName(t, mission)}
          </span>
        </>
      }
      chips={
        <>
          <span className="chip" role="status" aria-label={t('top.round', { round: view.round })}>
            {t('top.round', { round: view.round })}
          </span>
          <span className="chip phase">{phase}</span>
          {seat !== null && <span className="chip">{t('top.you', { seat: seat + 1 })}</span>}
          <span className="chip muted" title={t('top.decksTitle')}>
            {t('top.decks', { equipment: view.equipmentDeckSize, zombies: view.zombieDeckSize })}
          </span>
          <span className="chip muted" title={t(dice ? 'top.spawnDiceTitle' : 'top.spawnOrderTitle')}>
            {dice ? t('top.spawnDice', { count: dice }) : t('top.spawnOrder')}
          </span>
          {view.options.ultrared && <span className="chip muted">{t('top.ultrared')}</span>}
          {teamScores(view)?.map((team) => (
            <span key={team.seat} className="chip team-score" title={t('top.teamXpTitle')}>
              {t('top.teamXp', { seat: team.seat + 1, count: team.xp })}
            </span>
          ))}
        </>
      }
    >
      {children}
    </KitTopBar>
  );
}
