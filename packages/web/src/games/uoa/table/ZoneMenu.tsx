/** The choice of actions on one zone (move, shoot with which weapon, charge, ...), near the click. */
import { useEffect, useRef, type ReactElement } from 'react';
import type { Action } from '@horde/zombicide';
import type { Offer } from '../model/actions.ts';

export interface ZoneMenuProps {
  title: string;
  offers: Offer[];
  at: { x: number; y: number };
  onPick: (a: Action) => void;
  onClose: () => void;
  /** The close button's name in another language (default: English). */
  closeLabel?: string;
}

export function ZoneMenu({ title, offers, at, onPick, onClose, closeLabel = 'Close' }: ZoneMenuProps): ReactElement {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
        return;
      }
      const i = Number(e.key) - 1;
      if (Number.isInteger(i) && i >= 0 && i < Math.min(9, offers.length)) {
        e.preventDefault();
        e.stopImmediatePropagation();
        onPick(offers[i].action);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [offers, onPick, onClose]);
  const left = Math.min(at.x, (typeof window !== 'undefined' ? window.innerWidth : 1280) - 340);
  const top = Math.min(at.y, (typeof window !== 'undefined' ? window.innerHeight : 800) - 60 - offers.length * 44);
  return (
    <div
      ref={ref}
      className="zone-menu"
      role="menu"
      aria-label={title}
      style={{ left: Math.max(8, left), top: Math.max(8, top) }}
    >
      <div className="zone-menu-title">
        {title}
        <button type="button" className="close" onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      {offers.map((o, i) => (
        <button
          key={i}
          type="button"
          role="menuitem"
          onClick={() => onPick(o.action)}
          className={o.warning ? 'warn' : undefined}
        >
          {i < 9 && <kbd>{i + 1}</kbd>} {o.label}
          {o.cost && <span className="cost">{o.cost}</span>}
          {o.warning && <span className="warning">⚠ {o.warning}</span>}
        </button>
      ))}
    </div>
  );
}
