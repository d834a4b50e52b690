/**
 * "End turn" while the survivor still has Actions left asks first: a small dialog next to the action bar
 * (the zone menu's look, fixed near the End turn button). E or Enter (or a click) ends the turn, Escape or
 * "Keep playing" goes back; focus moves to it and back to the action bar. With no Action left the table
 * ends the turn at once (Table.tsx decides; see `needsConfirm`).
 * The browser tests' helpers treat an open popover (`.zone-menu`) as the table having answered a key.
 */
import { useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, PlayerView } from '@horde/zombicide';
import { actionsLeftOf } from '../model/rules-view.ts';
import { useFocusTrap } from '../../../ui/useFocusTrap.ts';

/** Does ending this turn need a confirmation (an End turn for a survivor with Actions left)? */
export function needsConfirm(view: PlayerView, a: Action): boolean {
  return a.type === 'endTurn' && view.phase === 'players' && actionsLeftOf(view, a.s) > 0;
}

export function EndTurnConfirm({
  who,
  left,
  onConfirm,
  onCancel,
}: {
  who: string;
  left: number;
  onConfirm: () => void;
  onCancel: () => void;
}): ReactElement {
  const { t } = useTranslation('uoa');
  const box = useRef<HTMLDivElement | null>(null);
  // Holds the focus (Tab goes round its two buttons), Escape goes back, and the focus returns to the End turn button.
  useFocusTrap(box, { onEscape: onCancel });
  // Near the End turn button, inside the window.
  const anchor = typeof document !== 'undefined' ? document.querySelector('.action-bar .end-turn') : null;
  const r = anchor?.getBoundingClientRect();
  const width = 330;
  const vw = typeof window !== 'undefined' ? window.innerWidth : 1280;
  const vh = typeof window !== 'undefined' ? window.innerHeight : 800;
  const x = Math.max(8, Math.min((r?.right ?? vw / 2) - width, vw - width - 8));
  const y = Math.max(8, Math.min((r?.bottom ?? vh / 2) + 6, vh - 150));
  return (
    <div
      ref={box}
      className="zone-menu end-turn-confirm"
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="end-turn-title"
      aria-describedby="end-turn-detail"
      style={{ left: x, top: y }}
    >
      <div className="zone-menu-title" id="end-turn-title">
        {t('confirmEnd.title', { who })}
      </div>
      <p id="end-turn-detail" className="end-turn-detail">
        {t('confirmEnd.detail', { who, count: left })}
      </p>
      <button type="button" className="primary" onClick={onConfirm} data-confirm="endTurn" data-autofocus="">
        {t('confirmEnd.yes')} <kbd>E</kbd>
      </button>
      <button type="button" onClick={onCancel}>
        {t('confirmEnd.no')} <kbd>Esc</kbd>
      </button>
    </div>
  );
}
