/**
 * A card on the table, small: its face (given by the caller), readable in full by hovering or
 * focusing it, or by tapping its ⓘ. With an action, a click on the card takes it (or opens the
 * menu of its actions); without one, a tap opens the zoom.
 */
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardName } from '../text/names.ts';
import type { CardState } from './CardFace.tsx';
import { useZoom } from './Zoom.tsx';

export interface CardAction {
  /** What a click does ("Attack Runner C with the Pistol", or "3 actions"). */
  label: string;
  onClick: (at: HTMLElement) => void;
  /** Keyboard shortcut shown on the card. */
  hotkey?: string;
}

export function Card({
  id,
  state,
  className = '',
  action,
  children,
}: {
  id: string;
  state?: CardState;
  className?: string;
  action?: CardAction;
  children?: ReactNode;
}): ReactElement {
  const { t } = useTranslation('seconds');
  const zoom = useZoom();
  const name = cardName(t, id);
  const show = () => zoom.show(id, state);
  const hide = () => zoom.hide(id);
  // A card that leaves the table (played, killed) takes its hover zoom with it.
  useEffect(() => () => zoom.hide(id), [zoom, id]);
  return (
    <div className={`card ${className}${action ? ' actionable' : ''}`} data-card={id}>
      <button
        type="button"
        className="card-body"
        onMouseEnter={show}
        onMouseLeave={hide}
        title={action?.label}
        onFocus={show}
        onBlur={hide}
        onClick={(e) => (action ? action.onClick(e.currentTarget) : zoom.pin(id, state))}
      >
        {/* Read as what it does with the card, then the card's face (which stays part of its name: WCAG 2.5.3). */}
        <span className="sr-only">{action ? `${action.label}: ` : `${t('zoom.read', { name })}: `}</span>
        {children}
        {action?.hotkey && <kbd className="hotkey">{action.hotkey}</kbd>}
      </button>
      <button
        type="button"
        className="zoom-btn"
        aria-hidden="true"
        title={t('zoom.read', { name })}
        tabIndex={-1}
        onClick={() => zoom.pin(id, state)}
      >
        i
      </button>
    </div>
  );
}

/** A face-down card: its back only. */
export function CardBack({
  label,
  className = '',
  action,
}: {
  label: string;
  className?: string;
  action?: CardAction;
}): ReactElement {
  return (
    <div className={`card back ${className}${action ? ' actionable' : ''}`}>
      {action ? (
        <button
          type="button"
          className="card-body"
          aria-label={`${action.label} (${label})`}
          title={action.label}
          onClick={(e) => action.onClick(e.currentTarget)}
        >
          <span className="back-label">{label}</span>
        </button>
      ) : (
        <span className="card-body" role="img" aria-label={label}>
          <span className="back-label">{label}</span>
        </span>
      )}
    </div>
  );
}
