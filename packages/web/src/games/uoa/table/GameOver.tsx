/** The end of a game: won or lost, why (a sentence from the engine's outcome), a few figures, and what next. */
import { useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import { GameOverButtons } from '../../../ui/GameOverButtons.tsx';
import { useFocusTrap } from '../../../ui/useFocusTrap.ts';
import { levelName, survivorName } from '../text/names.ts';
import { outcomeSaid } from '../text/rule-text.ts';

export function GameOver({
  view,
  onReplay,
  onNewGame,
  onClose,
}: {
  view: PlayerView;
  onReplay?: () => void;
  onNewGame: () => void;
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation('uoa');
  const won = view.phase === 'won';
  const kills = view.stats.kills.reduce((a, b) => a + b, 0);
  // Holds the focus (nothing behind it takes a key); Escape, as "Look at the board", closes it.
  const box = useRef<HTMLDivElement | null>(null);
  useFocusTrap(box, { onEscape: onClose });
  return (
    <div
      className="overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby="gameover-title"
      aria-describedby="gameover-reason"
    >
      <div className={`gameover ${won ? 'won' : 'lost'}`} ref={box}>
        <h2 id="gameover-title" tabIndex={-1} data-autofocus="">
          {won ? t('over.won') : t('over.lost')}
        </h2>
        <p className="reason" id="gameover-reason">
          {view.outcomeReason ? outcomeSaid(view.outcomeReason, { survivors: view.survivors }) : ''}
        </p>
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
        <GameOverButtons
          className="buttons"
          labels={{ replay: t('over.replay'), newGame: t('over.newGame'), look: t('over.look') }}
          onReplay={onReplay}
          onNewGame={onNewGame}
          onClose={onClose}
        />
      </div>
    </div>
  );
}
