/**
 * A survivor's slots, either Zombicide table. When swaps are legal (a reorganise window) a click picks a slot and
 * a second click on another swaps them (the slots that can receive the picked card are marked); a card that may be
 * thrown away has its Discard. Each table gives its slots (name, card, drawing) and its words.
 */
import type { ReactElement, ReactNode } from 'react';
import type { Action, PlayerView } from '@horde/zombicide';

export interface SlotRef {
  s: number;
  slot: number;
}

/** The legal swap between two slots, either way round. */
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

/** One slot as a table shows it. */
export interface SlotShown {
  slot: number;
  name: string;
  /** What is in it, said (a card's name, or "empty"). */
  what: string;
  /** The card drawn. */
  card: ReactNode;
  /** Classes beside `slot`, `picked` and `can-swap` (hand or backpack, wounded...). */
  className: string;
  cardId?: string;
}

export interface InventoryWords {
  label: string;
  swapHint: string;
  picked: string;
  swapHere: string;
  discard: string;
  discardLabel: (slot: SlotShown) => string;
}

export function SlotList({
  s,
  legal,
  picked,
  onPick,
  onAction,
  caption,
  className,
  slots,
  words,
  tools,
}: Omit<InventoryProps, 'view'> & {
  className: string;
  slots: readonly SlotShown[];
  words: InventoryWords;
  /** A table's own buttons beside Discard (Undead or Alive's Use of Holy Water). */
  tools?: (slot: number) => ReactNode;
}): ReactElement {
  const canSwap = legal.some((a) => a.type === 'swap' && (a.a === s || a.b === s));
  return (
    <div className={className}>
      <span className="label">
        {caption ?? words.label}
        {canSwap ? ` — ${words.swapHint}` : ''}
      </span>
      <ol className="slots">
        {slots.map((sv) => {
          const ref = { s, slot: sv.slot };
          const isPicked = picked?.s === s && picked.slot === sv.slot;
          const swap = picked && !isPicked ? findSwap(legal, picked, ref) : undefined;
          const discard = legal.find((a) => a.type === 'discard' && a.s === s && a.slot === sv.slot);
          const own = tools?.(sv.slot);
          const click = () => {
            if (!canSwap || !onPick) return;
            if (isPicked) onPick(null);
            else if (swap) {
              onAction?.(swap);
              onPick(null);
            } else onPick(ref);
          };
          const body = (
            <>
              <span className="slot-name">
                {sv.name}
                {swap ? ' ⇄' : ''}
              </span>
              {sv.card}
            </>
          );
          return (
            <li
              key={sv.slot}
              className={`slot ${sv.className}${isPicked ? ' picked' : ''}${swap ? ' can-swap' : ''}`}
              data-slot={sv.slot}
              data-card={sv.cardId}
            >
              {canSwap ? (
                <button
                  type="button"
                  className="slot-button"
                  onClick={click}
                  aria-pressed={isPicked}
                  aria-label={`${sv.name}: ${sv.what}${isPicked ? ` (${words.picked})` : swap ? ` (${words.swapHere})` : ''}`}
                >
                  {body}
                </button>
              ) : (
                <div className="slot-button static">{body}</div>
              )}
              {(discard || own) && onAction && (
                <span className="slot-tools">
                  {own}
                  {discard && (
                    <button
                      type="button"
                      className="small"
                      onClick={() => onAction(discard)}
                      aria-label={words.discardLabel(sv)}
                    >
                      {words.discard}
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
