/**
 * "Draw by discarding two cards" (line 261): the player picks the two cards to discard, one toggle per card of
 * the hand, then draws; not a list of every pair, and no number that reads as a cost (issue 33).
 */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondsAction } from '@horde/seconds';
import { Backdrop } from '../cards/Zoom.tsx';
import { cardName } from '../text/names.ts';
import { popoverAt } from './OfferMenu.tsx';

type Draw = Extract<SecondsAction, { type: 'drawTactics' }>;

/** The legal draw that discards exactly `picked` (in either order), or null. */
export function drawFor(actions: readonly SecondsAction[], picked: readonly string[]): Draw | null {
  if (picked.length !== 2) return null;
  const found = actions.find(
    (a): a is Draw =>
      a.type === 'drawTactics' && !!a.discard && [...a.discard].sort().join() === [...picked].sort().join(),
  );
  return found ?? null;
}

export function PairPicker({
  actions,
  at,
  onPick,
  onClose,
}: {
  actions: readonly SecondsAction[];
  at: { x: number; y: number };
  onPick: (a: SecondsAction) => void;
  onClose: () => void;
}): ReactElement {
  const { t } = useTranslation('seconds');
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      onClose();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onClose]);
  const cards = [...new Set(actions.flatMap((a) => (a.type === 'drawTactics' && a.discard ? [...a.discard] : [])))];
  const toggle = (card: string) =>
    setPicked((p) => (p.includes(card) ? p.filter((c) => c !== card) : [...p, card].slice(-2)));
  const draw = drawFor(actions, picked);
  const style = popoverAt(at, 120 + cards.length * 38);
  return (
    <div className="menu-layer">
      <Backdrop label={t('menu.cancel')} onClose={onClose} />
      <div className="offer-menu pair-picker" role="dialog" aria-label={t('pair.title')} style={style}>
        <p className="menu-title">{t('pair.title')}</p>
        <p className="hint">{t('pair.hint', { count: picked.length })}</p>
        {cards.map((card, i) => (
          <button
            key={card}
            type="button"
            aria-pressed={picked.includes(card)}
            className={picked.includes(card) ? 'picked' : undefined}
            onClick={() => toggle(card)}
            autoFocus={i === 0}
          >
            {cardName(t, card)}
          </button>
        ))}
        <button type="button" className="primary" disabled={!draw} onClick={() => draw && onPick(draw)}>
          {t('pair.draw')}
        </button>
        <button type="button" className="menu-cancel" onClick={onClose}>
          {t('menu.cancel')}
        </button>
      </div>
    </div>
  );
}
