/** The end of a game (zombicide/GameOver.tsx): why, said from the engine's outcome code, and the teams' experience. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import type { GameOverProps } from '../../../kit/GameOverPanel.tsx';
import { endState, ZombicideGameOver } from '../../zombicide/GameOver.tsx';
import { missionById } from '../data.ts';
import { missionName } from '../text/missions.ts';
import { cardName, survivorName } from '../text/names.ts';
import { teamScores } from '../model/competitive.ts';
import type { SequelHooks } from '../../../shell/table-module.ts';
import { NextMission } from './NextMission.tsx';

/** `sequel`: the next mission of a campaign, for a player of the game (a spectator has no seat to carry over). */
export function GameOver({ sequel, ...props }: GameOverProps<PlayerView> & { sequel?: SequelHooks }): ReactElement {
  const { t } = useTranslation('classic');
  const { view } = props;
  const mission = missionName(t, missionById(view.mission));
  return (
    <ZombicideGameOver
      {...props}
      words={{
        t,
        reason: t(`over.reason.${view.outcomeReason?.code ?? view.outcomeCode}`, { mission }),
        survivor: (s) => ({
          // A Companion by his card's name.
          name: s.card === undefined ? survivorName(s.id) : cardName(t, view.cards[s.card]?.def ?? ''),
          state: t(`status.${endState(s)}`),
          level: t(`names.level.${s.level}`),
        }),
      }}
      after={sequel && view.seat !== null && <NextMission view={view} sequel={sequel} />}
    >
      {/* Competitive: the teams by experience, the most experienced winning (seed 001 line 2691). */}
      {teamScores(view)?.map((team) => (
        <li key={`team${team.seat}`} className="team-score" data-rank={team.rank}>
          {t(team.rank === 1 ? 'over.teamBest' : 'over.team', { seat: team.seat + 1, count: team.xp, rank: team.rank })}
        </li>
      ))}
    </ZombicideGameOver>
  );
}
