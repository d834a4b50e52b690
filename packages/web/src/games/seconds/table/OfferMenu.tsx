/**
 * The actions a card, zombie or button offers when it offers several: a small menu beside it,
 * answered by a click or a number key; Escape closes it.
 */
import { useEffect, type ReactElement } from 'react';
import { tableKey } from '../../../ui/shortcuts.ts';
import { useTranslation } from 'react-i18next';
import type { SecondsAction } from '@horde/seconds';
import { Backdrop } from '../cards/Zoom.tsx';

/** Where a small popover of `height` pixels goes near `at`, kept on the screen. */
export function popoverAt(at: { x: number; y: number }, height: number): { left: number; top: number } {
  return {
    left: Math.max(4, Math.min(at.x, (globalThis.innerWidth ?? 800) - 300)),
    top: Math.max(4, Math.min(at.y, (globalThis.innerHeight ?? 600) - height)),
  };
}

export interface MenuItem {
  action: SecondsAction;
  label: string;
}

export function OfferMenu({
  title,
  items,
  at,
  onPick,
  onClose,
}: {
  title: string;
  items: MenuItem[];
  at: { x: number; y: number };
  onPick: (a: SecondsAction) => void;
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation('seconds');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onClose();
        return;
      }
      if (!tableKey(e)) return;
      const n = Number(e.key);
      if (n >= 1 && n <= items.length && n <= 9) {
        e.preventDefault();
        e.stopPropagation();
        onPick(items[n - 1].action);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [items, onPick, onClose]);
  const style = popoverAt(at, 40 + items.length * 38);
  return (
    <div className="menu-layer">
      <Backdrop label={t('menu.cancel')} onClose={onClose} />
      <div className="offer-menu" role="menu" aria-label={title} style={style}>
        <p className="menu-title">{title}</p>
        {items.map((item, i) => (
          <button key={i} type="button" role="menuitem" onClick={() => onPick(item.action)} autoFocus={i === 0}>
            {i < 9 && <kbd>{i + 1}</kbd>} {item.label}
          </button>
        ))}
        <button type="button" className="menu-cancel" onClick={onClose}>
          {t('menu.cancel')}
        </button>
      </div>
    </div>
  );
}
