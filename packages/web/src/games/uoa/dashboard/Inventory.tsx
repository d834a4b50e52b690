/**
 * The six inventory slots (Hand 1, Hand 2, Favorite, Backpack 1-3). When swaps are legal
 * (a reorganise window), a click picks a slot and a second click on another slot swaps them;
 * the slots that can receive the picked card are marked.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, PlayerView } from '@horde/zombicide';
import { cardName, slotName } from '../text/names.ts';
import { CardView } from './CardView.tsx';

export interface SlotRef {
  s: number;
  slot: number;
}

export function findSwap(legal: Action[], a: SlotRef, b: SlotRef): Action | undefined {
  return legal.find(
    (x) =>
      x.type === 'swap' &&
      ((x.a === a.s && x.slotA === a.slot && x.b === b.s && x.slotB === b.slot) ||
        (x.a === b.s && x.slotA === b.slot && x.b === a.s && x.slotB === a.slot)),
  );
}

export interface InventoryProps {
  view: PlayerView;
  s: number;
  legal: Action[];
  picked: SlotRef | null;
  onPick?: (ref: SlotRef | null) => void;
  onAction?: (a: Action) => void;
  caption?: string;
}

export function Inventory({ view, s, legal, picked, onPick, onAction, caption }: InventoryProps): ReactElement {
  const { t } = useTranslation('uoa');
  const inv = view.survivors[s].inventory;
  const canSwap = legal.some((a) => a.type === 'swap' && (a.a === s || a.b === s));
  return (
    <div className="inventory">
      <span className="label">
        {caption ?? t('inventory.label')}
        {canSwap ? ` — ${t('inventory.swapHint')}` : ''}
      </span>
      <ol className="slots">
        {inv.map((card, slot) => {
          const ref = { s, slot };
          const isPicked = picked?.s === s && picked.slot === slot;
          const swap = picked && !isPicked ? findSwap(legal, picked, ref) : undefined;
          const discard = legal.find((a) => a.type === 'discard' && a.s === s && a.slot === slot);
          const drink = legal.find((a) => a.type === 'drinkWater' && a.s === s && a.slot === slot);
          const click = () => {
            if (!canSwap || !onPick) return;
            if (isPicked) onPick(null);
            else if (swap) {
              onAction?.(swap);
              onPick(null);
            } else onPick(ref);
          };
          return (
            <li
              key={slot}
              className={`slot${slot < 3 ? ' hand' : ' backpack'}${isPicked ? ' picked' : ''}${swap ? ' can-swap' : ''}`}
            >
              {canSwap ? (
                <button
                  type="button"
                  className="slot-button"
                  onClick={click}
                  aria-pressed={isPicked}
                  aria-label={`${slotName(slot)}: ${card === null ? t('cardLine.empty') : cardName(view.cards[card]?.def ?? '?')}${isPicked ? ` (${t('inventory.picked')})` : swap ? ` (${t('inventory.swapHere')})` : ''}`}
                >
                  <span className="slot-name">
                    {slotName(slot)}
                    {swap ? ' ⇄' : ''}
                  </span>
                  <CardView view={view} card={card} />
                </button>
              ) : (
                <div className="slot-button static">
                  <span className="slot-name">{slotName(slot)}</span>
                  <CardView view={view} card={card} />
                </div>
              )}
              {(discard || drink) && onAction && (
                <span className="slot-tools">
                  {drink && (
                    <button type="button" className="small" onClick={() => onAction(drink)}>
                      {t('inventory.use')}
                    </button>
                  )}
                  {discard && (
                    <button
                      type="button"
                      className="small"
                      onClick={() => onAction(discard)}
                      aria-label={t('inventory.discardSlot', { slot: slotName(slot) })}
                    >
                      {t('inventory.discard')}
                    </button>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
