/**
 * The end of a game, at every table: the outcome and why, the table's own figures, and what next (replay it,
 * a new game, a last look at the board). It holds the focus; Escape, as the last look, closes it.
 */
import { useRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../ui/useFocusTrap.ts';

/** What a table's end screen gets: the final view, and what next. */
export interface GameOverProps<View> {
  view: View;
  onReplay?: () => void;
  onNewGame: () => void;
  onClose: () => void;
}

export interface GameOverClasses {
  overlay: string;
  box: string;
  reason: string;
  buttons: string;
}

const CLASSES: GameOverClasses = { overlay: 'overlay', box: 'gameover', reason: 'reason', buttons: 'buttons' };

export function GameOverPanel({
  title,
  titleId = 'gameover-title',
  reason,
  outcome,
  lookLabel,
  classes = CLASSES,
  onReplay,
  onNewGame,
  onClose,
  children,
}: {
  title: string;
  titleId?: string;
  reason: ReactNode;
  /** This screen's outcome, when it has one (a spectator of a competitive game has none). */
  outcome: 'won' | 'lost' | null;
  /** What the last look is at, when not the board ("the map", "the alley"). */
  lookLabel?: string;
  classes?: GameOverClasses;
  onReplay?: () => void;
  onNewGame: () => void;
  onClose: () => void;
  /** The table's figures. */
  children: ReactNode;
}): ReactElement {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement | null>(null);
  useFocusTrap(box, { onEscape: onClose });
  const reasonId = `${titleId}-reason`;
  return (
    <div
      className={classes.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={reasonId}
    >
      <div className={`${classes.box}${outcome ? ` ${outcome}` : ''}`} data-outcome={outcome ?? undefined} ref={box}>
        <h2 id={titleId} tabIndex={-1} data-autofocus="">
          {title}
        </h2>
        <p className={classes.reason} id={reasonId}>
          {reason}
        </p>
        {children}
        <div className={classes.buttons}>
          {onReplay && (
            <button type="button" onClick={onReplay}>
              {t('kit.over.replay')}
            </button>
          )}
          <button type="button" className="primary" onClick={onNewGame}>
            {t('kit.over.newGame')}
          </button>
          <button type="button" onClick={onClose}>
            {lookLabel ?? t('kit.over.look')}
          </button>
        </div>
      </div>
    </div>
  );
}
