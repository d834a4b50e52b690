/** The end of a game (zombicide/GameOver.tsx): why, said from the engine's outcome code, and the teams' experience. */
import type { ReactElement } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import type { GameOverProps } from '../../../kit/GameOverPanel.tsx';
import { endState, ZombicideGameOver } from '../../zombicide/GameOver.tsx';
import { missionById } from '../data.ts';
import { missionName } from '../text/missions.ts';
import { cardName, survivorName } from '../text/names.ts';
import { teamScores, type TeamScore } from '../model/competitive.ts';
import { capitalized, seatWords, type SeatWords } from '../text/seats.ts';
import type { SequelHooks } from '../../../shell/table-module.ts';
import { NextMission } from './NextMission.tsx';

/**
 * A team's line, named by its player as the rest of the table names seats (text/seats.ts): English starts the line
 * with the name ("Ana's team", "Seat 2's team"), French puts it after "de" ("Équipe d’Ana", "Équipe de la place 2").
 */
export function teamLine(t: TFunction, team: TeamScore, seats: SeatWords): string {
  return t(team.rank === 1 ? 'over.teamBest' : 'over.team', {
    who: seats.said(team.seat),
    whoFirst: capitalized(seats.label(team.seat)),
    count: team.xp,
    rank: team.rank,
  });
}

/**
 * `sequel`: the next mission of a campaign, for a player of the game (a spectator has no seat to carry over);
 * `seats`: how the table names seats (its players' names online).
 */
export function GameOver({
  sequel,
  seats = seatWords(),
  ...props
}: GameOverProps<PlayerView> & { sequel?: SequelHooks; seats?: SeatWords }): ReactElement {
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
          {teamLine(t, team, seats)}
        </li>
      ))}
    </ZombicideGameOver>
  );
}
