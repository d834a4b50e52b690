/** Mission, round, phase, whose turn, decks, and the table's menu buttons. */
import type { ReactElement, ReactNode } from 'react';
import type { PlayerView } from '@horde/zombicide';
import { missionById } from '../data.ts';

export function TopBar({
  view,
  seat,
  children,
}: {
  view: PlayerView;
  seat: number | null;
  children?: ReactNode;
}): ReactElement {
  const mission = missionById(view.mission);
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
      <span className="chip muted" title="Equipment deck / Zombie deck">
        Deck {view.equipmentDeckSize} · Zombies {view.zombieDeckSize}
      </span>
      <span className="spacer" />
      {children}
    </header>
  );
}
