/** The last roll as dice (Undead or Alive's dice): hits solid with a tick, misses hollow with a cross. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Die } from '../../uoa/table/Dice.tsx';

export interface Roll {
  who: string;
  rolls: number[];
  accuracy: number;
  hits: number;
  reroll?: string;
}

export function DiceTray({ roll }: { roll: Roll | null }): ReactElement | null {
  const { t } = useTranslation('classic');
  if (!roll) return null;
  return (
    <section className="dice-tray" aria-label={t('dice.label')} aria-live="polite">
      <div className="dice-head">
        <strong>{roll.who}</strong> {roll.reroll ? t('dice.rerolled', { source: roll.reroll }) : t('dice.rolled')} ·{' '}
        {t('dice.hitOn', { accuracy: roll.accuracy })} · <strong>{t('dice.hits', { count: roll.hits })}</strong>
      </div>
      <div className="dice">
        {roll.rolls.map((v, i) => {
          const hit = v >= roll.accuracy;
          return <Die key={i} value={v} hit={hit} label={t(hit ? 'dice.hit' : 'dice.miss', { value: v })} />;
        })}
      </div>
    </section>
  );
}
