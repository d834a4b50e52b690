/**
 * The end of the game: why it ended, who won, and each seat's results (kills, zombified ex-players killed,
 * the score when the rules give one, how they ended), then what next.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Finish, ZombiesView } from '@horde/zombies';
import { seatColour } from '../board/colours.ts';
import type { Names } from '../text/names.ts';
import { GameOverPanel, type GameOverProps } from '../../../kit/GameOverPanel.tsx';

/** The scores, when the engine's view carries them (Last Man Standing points); else kills are the score. */
function scoresOf(finish: Finish): number[] | null {
  const scores = (finish as Finish & { scores?: unknown }).scores;
  return Array.isArray(scores) ? (scores as number[]) : null;
}

export function GameOver({
  view,
  names,
  onReplay,
  onNewGame,
  onClose,
}: GameOverProps<ZombiesView> & { names: Names }): ReactElement | null {
  const { t } = useTranslation('zombies');
  const finish = view.finish;
  if (!finish) return null;
  const scores = scoresOf(finish);
  // Zombified ex-players exist only with It Takes One Bite.
  const revenants = view.config.oneBite;
  const mine = view.seat !== null && finish.winners.includes(view.seat);
  const title =
    finish.winners.length === 0
      ? t('over.draw')
      : t('over.winners', { winners: names.list(finish.winners.map(names.seat)), count: finish.winners.length });
  const order = [...view.players].sort(
    (a, b) =>
      Number(finish.winners.includes(b.seat)) - Number(finish.winners.includes(a.seat)) ||
      (scores ? scores[b.seat] - scores[a.seat] : b.kills - a.kills),
  );
  return (
    <GameOverPanel
      title={title}
      titleId="z-over-h"
      reason={t(`finish.${finish.reason}`)}
      outcome={mine ? 'won' : null}
      lookLabel={t('over.look')}
      classes={{ overlay: 'z-overlay', box: 'z-dialog z-over', reason: 'z-reason', buttons: 'z-row' }}
      onReplay={onReplay}
      onNewGame={onNewGame}
      onClose={onClose}
    >
      <table className="z-results">
        <thead>
          <tr>
            <th scope="col">{t('over.player')}</th>
            <th scope="col">{t('over.kills')}</th>
            {revenants && <th scope="col">{t('over.revenants')}</th>}
            {scores && <th scope="col">{t('over.score')}</th>}
            <th scope="col">{t('over.end')}</th>
          </tr>
        </thead>
        <tbody>
          {order.map((p) => (
            <tr key={p.seat} className={finish.winners.includes(p.seat) ? 'winner' : undefined} data-seat={p.seat}>
              <th scope="row">
                <span className="z-dot" style={{ background: seatColour(p.seat, p.role) }} aria-hidden="true" />
                {names.seat(p.seat)}
                {p.role !== 'survivor' && <small> · {t(`seats.role.${p.role}`)}</small>}
                {finish.winners.includes(p.seat) && <span className="z-tag turn">{t('over.won')}</span>}
              </th>
              <td>{p.kills}</td>
              {revenants && <td>{p.revenantKills}</td>}
              {scores && <td>{scores[p.seat]}</td>}
              <td>{t(`seats.status.${p.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="z-muted">{t('over.rounds', { count: Math.min(view.round, view.config.roundLimit) })}</p>
    </GameOverPanel>
  );
}
