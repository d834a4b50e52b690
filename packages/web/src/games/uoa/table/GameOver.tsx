/** The end of a game: won or lost, why (a sentence from the engine's outcome), a few figures, and what next. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import { GameOverPanel, type GameOverProps } from '../../../kit/GameOverPanel.tsx';
import { levelName, survivorName } from '../text/names.ts';
import { outcomeSaid } from '../text/rule-text.ts';

export function GameOver({ view, onReplay, onNewGame, onClose }: GameOverProps<PlayerView>): ReactElement {
  const { t } = useTranslation('uoa');
  const won = view.phase === 'won';
  const kills = view.stats.kills.reduce((a, b) => a + b, 0);
  return (
    <GameOverPanel
      title={won ? t('over.won') : t('over.lost')}
      reason={view.outcomeReason ? outcomeSaid(view.outcomeReason, { survivors: view.survivors }) : ''}
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
        {view.survivors.map((s, i) => (
          <li key={i}>
            {t('over.survivor', {
              name: survivorName(s.id),
              state: t(s.eliminated ? 'over.eliminated' : s.exited ? 'over.escaped' : 'over.standing'),
              count: s.apTotal,
              level: levelName(s.level),
            })}
          </li>
        ))}
      </ul>
    </GameOverPanel>
  );
}
