/** The end of a game: won or lost, why, a few figures, and what next. */
import type { ReactElement } from 'react';
import type { PlayerView } from '@horde/zombicide';
import { namedText, survivorName } from '../text/names.ts';

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
  const won = view.phase === 'won';
  const kills = view.stats.kills.reduce((a, b) => a + b, 0);
  return (
    <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="gameover-title">
      <div className={`gameover ${won ? 'won' : 'lost'}`}>
        <h2 id="gameover-title">{won ? '★ Victory!' : '✝ Defeat'}</h2>
        <p className="reason">{readableReason(view)}</p>
        <ul className="figures">
          <li>
            Rounds played: <strong>{view.round}</strong>
          </li>
          <li>
            Zombies killed: <strong>{kills}</strong>
          </li>
          {view.survivors.map((s, i) => (
            <li key={i}>
              {survivorName(s.id)}: {s.eliminated ? 'eliminated' : s.exited ? 'escaped' : 'standing'}, {s.apTotal} AP,{' '}
              {s.level}
            </li>
          ))}
        </ul>
        <div className="buttons">
          {onReplay && (
            <button type="button" onClick={onReplay}>
              Replay the game
            </button>
          )}
          <button type="button" className="primary" onClick={onNewGame}>
            New game
          </button>
          <button type="button" onClick={onClose}>
            Look at the board
          </button>
        </div>
      </div>
    </div>
  );
}

/** The engine's reason with survivor ids turned into their names ("concepcion was eliminated" -> "Concepción was eliminated"). */
function readableReason(view: PlayerView): string {
  return namedText(view.outcomeReason, view.survivors);
}
