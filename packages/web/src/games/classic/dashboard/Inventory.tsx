/**
 * The five slots of a Classic survivor (two Hands, three in reserve), Wounded cards shown as such.
 * In a reorganise window a click picks a slot and a second click on another swaps them (the swaps
 * the rules allow: Undead or Alive's `findSwap`); a card that may be thrown away has its Discard.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, PlayerView } from '@horde/zombicide';
import { findSwap, type SlotRef } from '../../uoa/dashboard/Inventory.tsx';
import { slotsOf } from '../model/survivor.ts';
import { cardName } from '../text/names.ts';
import { CardView } from './CardView.tsx';

export type { SlotRef };

export interface InventoryProps {
  view: PlayerView;
  s: number;
  legal: Action[];
  picked: SlotRef | null;
  onPick?: (ref: SlotRef | null) => void;
  onAction?: (a: Action) => void;
  caption?: string;
  /** Slots to point out (a loseCard prompt: the cards a Wound may cost). */
  highlight?: number[];
}

export function Inventory({
  view,
  s,
  legal,
  picked,
  onPick,
  onAction,
  caption,
  highlight,
}: InventoryProps): ReactElement {
  const { t } = useTranslation('classic');
  const canSwap = legal.some((a) => a.type === 'swap' && (a.a === s || a.b === s));
  return (
    <div className="inventory classic-inventory">
      <span className="label">
        {caption ?? t('dashboard.inventory')}
        {canSwap ? ` — ${t('dashboard.swapHint')}` : ''}
      </span>
      <ol className="slots">
        {slotsOf(view, s).map((sv) => {
          const ref = { s, slot: sv.slot };
          const isPicked = picked?.s === s && picked.slot === sv.slot;
          const swap = picked && !isPicked ? findSwap(legal, picked, ref) : undefined;
          const discard = legal.find((a) => a.type === 'discard' && a.s === s && a.slot === sv.slot);
          const slotName = t(`slot.${sv.slot}`);
          const what = sv.def ? cardName(t, sv.def.id) : t('card.empty');
          const click = () => {
            if (!canSwap || !onPick) return;
            if (isPicked) onPick(null);
            else if (swap) {
              onAction?.(swap);
              onPick(null);
            } else onPick(ref);
          };
          const cls = `slot ${sv.place === 'hand' ? 'hand' : 'backpack'}${sv.wounded ? ' wounded' : ''}${isPicked ? ' picked' : ''}${swap ? ' can-swap' : ''}${highlight?.includes(sv.slot) ? ' at-stake' : ''}`;
          const body = (
            <>
              <span className="slot-name">
                {slotName}
                {swap ? ' ⇄' : ''}
              </span>
              <CardView def={sv.def} loaded={sv.loaded} wounded={sv.wounded} flipped={sv.flipped} />
            </>
          );
          return (
            <li key={sv.slot} className={cls} data-slot={sv.slot} data-card={sv.def?.id ?? ''}>
              {canSwap ? (
                <button
                  type="button"
                  className="slot-button"
                  onClick={click}
                  aria-pressed={isPicked}
                  aria-label={`${slotName}: ${what}${isPicked ? ` (${t('dashboard.picked')})` : swap ? ` (${t('dashboard.swapHere')})` : ''}`}
                >
                  {body}
                </button>
              ) : (
                <div className="slot-button static">{body}</div>
              )}
              {discard && onAction && (
                <span className="slot-tools">
                  <button
                    type="button"
                    className="small"
                    onClick={() => onAction(discard)}
                    aria-label={t('dashboard.discardSlot', { slot: slotName, card: what })}
                  >
                    {t('dashboard.discard')}
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
