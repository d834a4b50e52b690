/** Dice as dice: pips on a face; hits are drawn solid with a tick, misses hollow with a cross. */
import type { ReactElement } from 'react';
import { PIPS } from '../../../ui/pips.ts';

/** `label`: what a screen reader says, in another language (default: "5, hit" in English). */
export function Die({ value, hit, label }: { value: number; hit: boolean; label?: string }): ReactElement {
  return (
    <span
      className={`die ${hit ? 'hit' : 'miss'}`}
      role="img"
      aria-label={label ?? `${value}, ${hit ? 'hit' : 'miss'}`}
    >
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        <rect x="2" y="2" width="36" height="36" rx="7" />
        {(PIPS[value] ?? []).map(([x, y], i) => (
          <circle key={i} cx={x * 9 + 2} cy={y * 9 + 2} r="3.6" />
        ))}
      </svg>
      <span className="die-mark" aria-hidden="true">
        {hit ? '✓' : '✗'}
      </span>
    </span>
  );
}

export interface Roll {
  who: string;
  rolls: number[];
  accuracy: number;
  hits: number;
  rule?: string;
  reroll?: string;
}

export function DiceTray({ roll }: { roll: Roll | null }): ReactElement | null {
  if (!roll) return null;
  return (
    <section className="dice-tray" aria-label="Last roll" aria-live="polite">
      <div className="dice-head">
        <strong>{roll.who}</strong> {roll.reroll ? `rerolled (${roll.reroll})` : 'rolled'} · hit on {roll.accuracy}+ ·{' '}
        <strong>
          {roll.hits} hit{roll.hits === 1 ? '' : 's'}
        </strong>
      </div>
      <div className="dice">
        {roll.rolls.map((v, i) => (
          <Die key={i} value={v} hit={v >= roll.accuracy} />
        ))}
      </div>
    </section>
  );
}
