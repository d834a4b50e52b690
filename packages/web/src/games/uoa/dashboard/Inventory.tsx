/**
 * The six inventory slots (Hand 1, Hand 2, Favorite, Backpack 1-3). When swaps are legal
 * (a reorganise window), a click picks a slot and a second click on another slot swaps them;
 * the slots that can receive the picked card are marked.
 */
import type { ReactElement } from 'react';
import type { Action, PlayerView } from '@horde/zombicide';
import { CardView } from './CardView.tsx';

export const SLOT_LABELS = ['Hand 1', 'Hand 2', 'Favorite', 'Backpack 1', 'Backpack 2', 'Backpack 3'];

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
  const inv = view.survivors[s].inventory;
  const canSwap = legal.some((a) => a.type === 'swap' && (a.a === s || a.b === s));
  return (
    <div className="inventory">
      <span className="label">
        {caption ?? 'Inventory'}
        {canSwap ? ' — click a slot, then another to swap' : ''}
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
                  aria-label={`${SLOT_LABELS[slot]}: ${card === null ? 'empty' : view.cards[card]?.def}${isPicked ? ' (picked)' : swap ? ' (swap here)' : ''}`}
                >
                  <span className="slot-name">
                    {SLOT_LABELS[slot]}
                    {swap ? ' ⇄' : ''}
                  </span>
                  <CardView view={view} card={card} />
                </button>
              ) : (
                <div className="slot-button static">
                  <span className="slot-name">{SLOT_LABELS[slot]}</span>
                  <CardView view={view} card={card} />
                </div>
              )}
              {(discard || drink) && onAction && (
                <span className="slot-tools">
                  {drink && (
                    <button type="button" className="small" onClick={() => onAction(drink)}>
                      Use
                    </button>
                  )}
                  {discard && (
                    <button
                      type="button"
                      className="small"
                      onClick={() => onAction(discard)}
                      aria-label={`Discard ${SLOT_LABELS[slot]}`}
                    >
                      Discard
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
