/**
 * The choice of actions on one zone (move, shoot with which weapon, charge, ...), near the click. A menu
 * (menu items only, its title and close button beside it) that holds the focus while open: digits pick,
 * arrows go from item to item, Tab goes round, Escape closes and gives the focus back to the zone.
 */
import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactElement } from 'react';
import type { Action } from '@horde/zombicide';
import type { Offer } from '../model/actions.ts';
import { tableKey } from '../../../ui/shortcuts.ts';
import { focusQuietly, useFocusTrap } from '../../../ui/useFocusTrap.ts';

export interface ZoneMenuProps {
  title: string;
  offers: Offer[];
  at: { x: number; y: number };
  onPick: (a: Action) => void;
  onClose: () => void;
  /** The close button's name in another language (default: English). */
  closeLabel?: string;
}

/** Up, Down, Home and End between the items of a menu. */
function moveInMenu(e: ReactKeyboardEvent<HTMLElement>): void {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const to =
    e.key === 'ArrowDown'
      ? (at + 1) % items.length
      : e.key === 'ArrowUp'
        ? (at - 1 + items.length) % items.length
        : e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? items.length - 1
            : -1;
  if (to < 0 || items.length === 0) return;
  e.preventDefault();
  e.stopPropagation();
  focusQuietly(items[to]);
}

export function ZoneMenu({ title, offers, at, onPick, onClose, closeLabel = 'Close' }: ZoneMenuProps): ReactElement {
  const ref = useRef<HTMLDivElement | null>(null);
  const titleId = useId();
  useFocusTrap(ref, { onEscape: onClose });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!tableKey(e)) return;
      const i = Number(e.key) - 1;
      if (Number.isInteger(i) && i >= 0 && i < Math.min(9, offers.length)) {
        e.preventDefault();
        e.stopImmediatePropagation();
        onPick(offers[i].action);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [offers, onPick]);
  const left = Math.min(at.x, (typeof window !== 'undefined' ? window.innerWidth : 1280) - 340);
  const top = Math.min(at.y, (typeof window !== 'undefined' ? window.innerHeight : 800) - 60 - offers.length * 44);
  return (
    <div ref={ref} className="zone-menu" style={{ left: Math.max(8, left), top: Math.max(8, top) }}>
      <div className="zone-menu-title">
        <span id={titleId}>{title}</span>
        <button type="button" className="close" onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      <div className="zone-menu-items" role="menu" aria-labelledby={titleId} onKeyDown={moveInMenu}>
        {offers.map((o, i) => (
          <button
            key={i}
            type="button"
            role="menuitem"
            data-autofocus={i === 0 ? '' : undefined}
            onClick={() => onPick(o.action)}
            className={o.warning ? 'warn' : undefined}
          >
            {i < 9 && <kbd>{i + 1}</kbd>} {o.label}
            {o.cost && <span className="cost">{o.cost}</span>}
            {o.warning && <span className="warning">⚠ {o.warning}</span>}
          </button>
        ))}
      </div>
    </div>
  );
}
