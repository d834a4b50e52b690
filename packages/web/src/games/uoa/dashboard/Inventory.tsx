/**
 * The six inventory slots (Hand 1, Hand 2, Favorite, Backpack 1-3), picked and swapped as zombicide/Inventory.tsx
 * says; Holy Water has its Use.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { type InventoryProps, SlotList } from '../../zombicide/Inventory.tsx';
import { cardName, slotName } from '../text/names.ts';
import { CardView } from './CardView.tsx';

export type { SlotRef } from '../../zombicide/Inventory.tsx';

export function Inventory({ view, ...props }: InventoryProps): ReactElement {
  const { t } = useTranslation('uoa');
  const { s, legal, onAction } = props;
  const slots = view.survivors[s].inventory.map((card, slot) => ({
    slot,
    name: slotName(slot),
    what: card === null ? t('cardLine.empty') : cardName(view.cards[card]?.def ?? '?'),
    card: <CardView view={view} card={card} />,
    className: slot < 3 ? 'hand' : 'backpack',
  }));
  return (
    <SlotList
      {...props}
      className="inventory"
      slots={slots}
      words={{
        label: t('inventory.label'),
        swapHint: t('inventory.swapHint'),
        picked: t('inventory.picked'),
        swapHere: t('inventory.swapHere'),
        discard: t('inventory.discard'),
        discardLabel: (sv) => t('inventory.discardSlot', { slot: sv.name }),
      }}
      tools={(slot) => {
        const drink = legal.find((a) => a.type === 'drinkWater' && a.s === s && a.slot === slot);
        return (
          drink &&
          onAction && (
            <button type="button" className="small" onClick={() => onAction(drink)}>
              {t('inventory.use')}
            </button>
          )
        );
      }}
    />
  );
}
