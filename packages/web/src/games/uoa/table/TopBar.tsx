/** Mission, round, phase, whose turn, decks, and the table's menu buttons. */
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import { highestDangerLevel } from '@horde/zombicide/survivors';
import { missionById } from '../data.ts';
import { readOnlyState } from '../model/rules-view.ts';

export function TopBar({
  view,
  seat,
  children,
}: {
  view: PlayerView;
  seat: number | null;
  children?: ReactNode;
}): ReactElement {
  const { t } = useTranslation('uoa');
  const mission = missionById(view.mission);
  // The posse's Danger Level, read on the Zombie cards: the highest among survivors in play.
  const danger = highestDangerLevel(readOnlyState(view));
  const phase =
    view.phase === 'players'
      ? `Seat ${view.currentPlayer + 1} to play`
      : view.phase === 'zombies'
        ? "Zombies' phase"
        : view.phase === 'won'
          ? 'Won'
          : 'Lost';
  return (
    <header className="topbar">
      <h1>
        <span className="brand">Horde</span>{' '}
        <span className="mission-name">
          {mission.id} · {mission.name}
        </span>
      </h1>
      <span className="chip" role="status" aria-label={`Round ${view.round}`}>
        Round {view.round}
      </span>
      <span className="chip phase">{phase}</span>
      {seat !== null && <span className="chip">You: seat {seat + 1}</span>}
      <span className={`chip danger-chip level-chip ${danger}`} title={t('top.dangerTitle')} data-danger={danger}>
        {t('top.danger', { level: t(`level.${danger}`) })}
      </span>
      <span className="chip muted decks" title={t('top.decksTitle')}>
        {t('top.decks', { equipment: view.equipmentDeckSize, zombies: view.zombieDeckSize })}
      </span>
      <span className="spacer" />
      {children}
    </header>
  );
}
