/**
 * The last roll of the game as dice: who rolled, for what, the modifier and the number needed, and whether it
 * succeeded. Read from the events (combat, dodge, shooting, search, movement, the zombies' roll).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEvent } from '@horde/zombies';
import type { Names } from '../text/names.ts';
import { Die } from './Die.tsx';

export interface Roll {
  seat: number;
  purpose: string;
  dice: number[];
  modifier: number;
  need: number | null;
}

/** The most recent roll among the last events, or null. */
export function lastRoll(events: readonly GameEvent[]): Roll | null {
  for (let i = events.length - 1; i >= Math.max(0, events.length - 40); i--) {
    const e = events[i];
    switch (e.type) {
      case 'diceRolled':
        return { seat: e.seat, purpose: e.purpose, dice: e.dice, modifier: e.modifier, need: e.need };
      case 'zombieRoll':
        return { seat: e.seat, purpose: 'zombies', dice: e.dice, modifier: 0, need: null };
      case 'shot':
        return { seat: e.seat, purpose: 'shoot', dice: [e.die], modifier: 0, need: e.need };
      case 'turnStarted':
        return null;
    }
  }
  return null;
}

export function DiceTray({ roll, names }: { roll: Roll | null; names: Names }): ReactElement | null {
  const { t } = useTranslation('zombies');
  if (!roll) return null;
  const tone = (d: number) => (roll.need === null ? 'plain' : d + roll.modifier >= roll.need ? 'hit' : 'miss');
  return (
    <section className="z-dice-tray" aria-label={t('dice.label')}>
      <div className="z-dice-caption">{t(`dice.purpose.${roll.purpose}`, { seat: names.seat(roll.seat) })}</div>
      <div className="z-dice-row">
        {roll.dice.map((d, i) => (
          <Die key={i} value={d} tone={tone(d)} />
        ))}
        {roll.modifier !== 0 && (
          <span className="z-modifier">{roll.modifier > 0 ? `+${roll.modifier}` : roll.modifier}</span>
        )}
        {roll.need !== null && <span className="z-need">{t('dice.need', { need: roll.need })}</span>}
        {roll.purpose === 'zombies' && (
          <span className="z-need">{t('dice.zombies', { count: roll.dice.reduce((a, b) => a + b, 0) })}</span>
        )}
      </div>
    </section>
  );
}
