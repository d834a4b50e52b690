/** One equipment card in a slot: name, weapon line, and whether it is loaded. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '@horde/zombicide';
import { i18n } from '../../../i18n/index.ts';
import { equipmentById } from '../data.ts';
import { cardText } from '../text/cards.ts';
import { cardName } from '../text/names.ts';

/** A weapon's line: "Range 1-3 · 2d 4+ · Dmg 1 · Bang", in the chosen language. */
export function weaponLine(defId: string): string {
  const w = equipmentById[defId]?.weapon;
  if (!w) return '';
  const say = (key: string, values?: Record<string, unknown>) => i18n.t(`uoa:cardLine.${key}`, values ?? {}) as string;
  return [
    w.attack === 'melee' ? say('melee') : say('range', { min: w.minRange, max: w.maxRange }),
    say('dice', { count: w.dice, accuracy: w.accuracy }),
    say('damage', { damage: w.damage }),
    ...(w.noise !== 'silent' ? [w.noise === 'boom' ? 'Boom' : 'Bang'] : []),
    ...(w.dual ? [say('dual')] : []),
  ].join(' · ');
}

export function CardView({ view, card }: { view: PlayerView; card: number | null }): ReactElement {
  const { t } = useTranslation('uoa');
  if (card === null) return <span className="card empty">{t('cardLine.empty')}</span>;
  const c = view.cards[card];
  const line = weaponLine(c?.def ?? '');
  return (
    <span className="card" title={cardText(c?.def ?? '').join('\n') || undefined}>
      <span className="card-name">{cardName(c?.def ?? '?')}</span>
      {line && <span className="card-stats">{line}</span>}
      {c && !c.loaded && <span className="card-empty">⟳ {t('cardLine.notLoaded')}</span>}
    </span>
  );
}
