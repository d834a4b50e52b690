/** One card in a slot, in the chosen language: name, weapon line (range, dice, accuracy, damage, noise, door), loaded; a Wounded card as such. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ClassicCardDef } from '../data.ts';
import { cardName, cardText } from '../text/names.ts';

export function weaponLine(t: TFunction, def: ClassicCardDef | null): string {
  const w = def?.weapon;
  const parts: string[] = [];
  if (w) {
    parts.push(w.attack === 'melee' ? t('card.melee') : t('card.range', { min: w.minRange, max: w.maxRange }));
    parts.push(t('card.dice', { count: w.dice, accuracy: w.accuracy }), t('card.damage', { damage: w.damage }));
    if (w.noise !== 'silent') parts.push(t('card.noisy'));
    if (w.dual) parts.push(t('card.dual'));
  }
  if (def?.door) parts.push(t(def.door === 'noisy' ? 'card.doorNoisy' : 'card.doorSilent'));
  return parts.join(' · ');
}

export function CardView({
  def,
  loaded,
  wounded,
  flipped = false,
}: {
  def: ClassicCardDef | null;
  loaded: boolean;
  wounded: boolean;
  /** Turned upside down (a Bulletproof Vest that took a first Wound). */
  flipped?: boolean;
}): ReactElement {
  const { t } = useTranslation('classic');
  if (!def) return <span className="card empty">{t('card.empty')}</span>;
  if (wounded)
    return (
      <span className="card wounded-card" title={cardText(t, def.id)}>
        <span className="card-name">✚ {cardName(t, def.id)}</span>
        <span className="card-stats">{t('card.woundedLine')}</span>
      </span>
    );
  const line = weaponLine(t, def);
  const text = cardText(t, def.id);
  return (
    <span className="card" title={text || undefined}>
      <span className="card-name">{cardName(t, def.id)}</span>
      {line && <span className="card-stats">{line}</span>}
      {!def.weapon && text && <span className="card-stats">{text}</span>}
      {!loaded && <span className="card-empty">⟳ {t('card.notLoaded')}</span>}
      {flipped && <span className="card-empty">↯ {t('card.turnedOver')}</span>}
    </span>
  );
}
