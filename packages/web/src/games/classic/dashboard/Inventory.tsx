/**
 * The five slots of a Classic survivor (two Hands, three in reserve), Wounded cards shown as such, picked and
 * swapped as zombicide/Inventory.tsx says.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { type InventoryProps as SharedProps, SlotList } from '../../zombicide/Inventory.tsx';
import { slotsOf } from '../model/survivor.ts';
import { cardName } from '../text/names.ts';
import { CardView } from './CardView.tsx';

export type { SlotRef } from '../../zombicide/Inventory.tsx';

export interface InventoryProps extends SharedProps {
  /** Slots to point out (a loseCard prompt: the cards a Wound may cost). */
  highlight?: number[];
}

export function Inventory({ view, highlight, ...props }: InventoryProps): ReactElement {
  const { t } = useTranslation('classic');
  const slots = slotsOf(view, props.s).map((sv) => ({
    slot: sv.slot,
    name: t(`slot.${sv.slot}`),
    what: sv.def ? cardName(t, sv.def.id) : t('card.empty'),
    card: <CardView def={sv.def} loaded={sv.loaded} wounded={sv.wounded} flipped={sv.flipped} />,
    className: `${sv.place === 'hand' ? 'hand' : 'backpack'}${sv.wounded ? ' wounded' : ''}${highlight?.includes(sv.slot) ? ' at-stake' : ''}`,
    cardId: sv.def?.id ?? '',
  }));
  return (
    <SlotList
      {...props}
      className="inventory classic-inventory"
      slots={slots}
      words={{
        label: t('dashboard.inventory'),
        swapHint: t('dashboard.swapHint'),
        picked: t('dashboard.picked'),
        swapHere: t('dashboard.swapHere'),
        discard: t('dashboard.discard'),
        discardLabel: (sv) => t('dashboard.discardSlot', { slot: sv.name, card: sv.what }),
      }}
    />
  );
}
