/** The end of a game: won or lost, why (the engine's outcome code, said in the language), a few figures, what next. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import { GameOverPanel, type GameOverProps } from '../../../kit/GameOverPanel.tsx';
import { missionById } from '../data.ts';
import { missionName } from '../text/missions.ts';
import { cardName, survivorName } from '../text/names.ts';
import { teamScores } from '../model/competitive.ts';

export function GameOver({ view, onReplay, onNewGame, onClose }: GameOverProps<PlayerView>): ReactElement {
  const { t } = useTranslation('classic');
  const won = view.phase === 'won';
  const kills = view.stats.kills.reduce((a, b) => a + b, 0);
  const mission = missionName(t, missionById(view.mission));
  return (
    <GameOverPanel
      title={won ? t('over.won') : t('over.lost')}
      reason={t(`over.reason.${view.outcomeReason?.code ?? view.outcomeCode}`, { mission })}
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
        {/* Competitive: the teams by experience, the most experienced winning (seed 001 line 2691). */}
        {teamScores(view)?.map((team) => (
          <li key={`team${team.seat}`} className="team-score" data-rank={team.rank}>
            {t(team.rank === 1 ? 'over.teamBest' : 'over.team', {
              seat: team.seat + 1,
              count: team.xp,
              rank: team.rank,
            })}
          </li>
        ))}
        {view.survivors.map((s, i) => (
          <li key={i}>
            {t('over.survivor', {
              // A Companion by his card's name.
              name: s.card === undefined ? survivorName(s.id) : cardName(t, view.cards[s.card]?.def ?? ''),
              state: t(`status.${s.eliminated ? 'eliminated' : s.exited ? 'escaped' : 'standing'}`),
              count: s.apTotal,
              level: t(`names.level.${s.level}`),
            })}
          </li>
        ))}
      </ul>
    </GameOverPanel>
  );
}
