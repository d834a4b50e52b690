/** The buttons under a game's end screen, for every table: replay it, start a new game, look at the board. */
import type { ReactElement } from 'react';

export function GameOverButtons({
  className,
  labels,
  onReplay,
  onNewGame,
  onClose,
}: {
  className: string;
  /** In the table's own words and language. */
  labels: { replay: string; newGame: string; look: string };
  onReplay?: () => void;
  onNewGame: () => void;
  onClose: () => void;
}): ReactElement {
  return (
    <div className={className}>
      {onReplay && (
        <button type="button" onClick={onReplay}>
          {labels.replay}
        </button>
      )}
      <button type="button" className="primary" onClick={onNewGame}>
        {labels.newGame}
      </button>
      <button type="button" onClick={onClose}>
        {labels.look}
      </button>
    </div>
  );
}
