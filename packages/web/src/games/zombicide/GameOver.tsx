/**
 * The end of a Zombicide game, either table: won or lost, why, the rounds, the kills, any figures of the table's
 * own (`children`), and each survivor's state, experience and level. Each table passes its words.
 */
import type { ReactElement, ReactNode } from 'react';
import type { PlayerView } from '@horde/zombicide';
import { GameOverPanel, type GameOverProps } from '../../kit/GameOverPanel.tsx';

type Survivor = PlayerView['survivors'][number];

export interface ZombicideGameOverWords {
  /** The table's translator (its namespace: `over.won`, `over.lost`, `over.rounds`, `over.kills`, `over.survivor`). */
  t: (key: string, params?: Record<string, unknown>) => string;
  /** Why the game ended, said. */
  reason: string;
  /** A survivor's name, its state (eliminated, escaped or standing) and level, said. */
  survivor: (s: Survivor) => { name: string; state: string; level: string };
}

export function ZombicideGameOver({
  view,
  onReplay,
  onNewGame,
  onClose,
  words,
  children,
  after,
}: GameOverProps<PlayerView> & {
  words: ZombicideGameOverWords;
  children?: ReactNode;
  /** What comes after the figures (Classic's next mission). */
  after?: ReactNode;
}): ReactElement {
  const { t } = words;
  const won = view.phase === 'won';
  const kills = view.stats.kills.reduce((a, b) => a + b, 0);
  return (
    <GameOverPanel
      title={won ? t('over.won') : t('over.lost')}
      reason={words.reason}
      outcome={won ? 'won' : 'lost'}
      onReplay={onReplay}
      onNewGame={onNewGame}
      onClose={onClose}
    >
      <ul className="figures">
        <li>
          {t('over.rounds')} <strong>{view.round}</strong>
        </li>
        <li>
          {t('over.kills')} <strong>{kills}</strong>
        </li>
        {children}
        {view.survivors.map((s, i) => (
          <li key={i}>{t('over.survivor', { ...words.survivor(s), count: s.apTotal })}</li>
        ))}
      </ul>
      {after}
    </GameOverPanel>
  );
}

/** Which of the three a survivor is at the end. */
export function endState(s: Survivor): 'eliminated' | 'escaped' | 'standing' {
  return s.eliminated ? 'eliminated' : s.exited ? 'escaped' : 'standing';
}
