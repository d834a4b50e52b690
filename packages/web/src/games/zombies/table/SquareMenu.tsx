/** Several actions on one square (step or shoot, weave or step): a small menu where the square was clicked. */
import { useEffect, type ReactElement } from 'react';
import { tableKey } from '../../../ui/shortcuts.ts';
import { useTranslation } from 'react-i18next';
import type { Action } from '@horde/zombies';

export function SquareMenu({
  title,
  at,
  options,
  onPick,
  onClose,
}: {
  title: string;
  at: { x: number; y: number };
  options: { action: Action; label: string }[];
  onPick: (a: Action) => void;
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation('zombies');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (!tableKey(e)) return;
      const i = Number(e.key) - 1;
      if (i >= 0 && i < options.length) onPick(options[i].action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [options, onPick, onClose]);
  const left = Math.max(8, Math.min(at.x, (globalThis.innerWidth ?? 800) - 280));
  const top = Math.max(8, Math.min(at.y, (globalThis.innerHeight ?? 600) - 60 - options.length * 40));
  return (
    <div className="z-menu" role="menu" aria-label={title} style={{ left, top }}>
      <div className="z-menu-title">{title}</div>
      {options.map((o, i) => (
        <button key={i} type="button" role="menuitem" data-action={o.action.type} onClick={() => onPick(o.action)}>
          <kbd>{i + 1}</kbd> {o.label}
        </button>
      ))}
      <button type="button" className="z-menu-close" onClick={onClose}>
        {t('menu.close')}
      </button>
    </div>
  );
}
