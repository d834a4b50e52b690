/**
 * Dice as dice, at the tables that roll six-sided dice against an accuracy: pips on a face; hits drawn solid
 * with a tick, misses hollow with a cross; and the last roll's tray (who rolled, what hit on what).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { PIPS } from '../ui/pips.ts';

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
  /** What rerolled, in words (a card or a skill). */
  reroll?: string;
}

export function DiceTray({ roll }: { roll: Roll | null }): ReactElement | null {
  const { t } = useTranslation();
  if (!roll) return null;
  return (
    <section className="dice-tray" aria-label={t('kit.dice.label')} aria-live="polite">
      <div className="dice-head">
        <strong>{roll.who}</strong>{' '}
        {roll.reroll ? t('kit.dice.rerolled', { source: roll.reroll }) : t('kit.dice.rolled')} ·{' '}
        {t('kit.dice.hitOn', { accuracy: roll.accuracy })} · <strong>{t('kit.dice.hits', { count: roll.hits })}</strong>
      </div>
      <div className="dice">
        {roll.rolls.map((v, i) => {
          const hit = v >= roll.accuracy;
          return <Die key={i} value={v} hit={hit} label={t(hit ? 'kit.dice.hit' : 'kit.dice.miss', { value: v })} />;
        })}
      </div>
    </section>
  );
}
