/**
 * The pieces of the alley: a zombie card (type, letter, health, Knockdown token), a Supply card
 * lying in a row (face up or down), the Survivor's standee (standing or down), and token rows.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlleySupplyView, ZombieView } from '@horde/seconds';
import { Card, CardBack, type CardAction } from '../cards/Card.tsx';
import { cardName, survivorName, zombieLetter } from '../text/names.ts';

/** Health as hearts (full and lost), with the number for screen readers. */
export function Hearts({ health, max, label }: { health: number; max: number; label: string }): ReactElement {
  return (
    <span className="hearts" role="img" aria-label={label}>
      {Array.from({ length: Math.max(max, health) }, (_, i) => (
        <span key={i} className={i < health ? 'heart full' : 'heart lost'} aria-hidden="true">
          {i < health ? '♥' : '♡'}
        </span>
      ))}
    </span>
  );
}

/** A row of n small tokens of one kind. */
export function Tokens({ n, kind, label }: { n: number; kind: string; label: string }): ReactElement | null {
  if (n <= 0) return null;
  return (
    <span className={`tokens ${kind}`} role="img" aria-label={label} title={label}>
      {Array.from({ length: n }, (_, i) => (
        <span key={i} className="token" aria-hidden="true" />
      ))}
    </span>
  );
}

export function ZombieCard({
  z,
  action,
  focus,
}: {
  z: ZombieView;
  action?: CardAction;
  focus?: boolean;
}): ReactElement {
  const { t } = useTranslation('seconds');
  const name = cardName(t, z.id);
  return (
    <Card
      id={z.id}
      state={{ health: z.health, maxHealth: z.maxHealth, knockdown: z.knockdown }}
      className={`zombie type-${z.type}${z.knockdown ? ' knocked' : ''}${focus ? ' focus' : ''}`}
      action={action}
    >
      <span className="z-letter" aria-hidden="true">
        {zombieLetter(z.id)}
      </span>
      <span className="z-name">{name}</span>
      <Hearts health={z.health} max={z.maxHealth} label={t('table.health', { health: z.health, max: z.maxHealth })} />
      <span className="z-flags">
        {z.knockdown && (
          <span className="kd-token" title={t('table.knockdownToken')}>
            {t('table.kd')}
          </span>
        )}
        {z.supply && (
          <span className="flag" role="img" title={t('card.supplyIcon')} aria-label={t('card.supplyIcon')}>
            S
          </span>
        )}
        {z.attacked && <span className="flag muted">{t('table.attacked')}</span>}
        {z.summoned && <span className="flag muted">{t('table.new')}</span>}
      </span>
    </Card>
  );
}

export function AlleySupply({ s, action }: { s: AlleySupplyView; action?: CardAction }): ReactElement {
  const { t } = useTranslation('seconds');
  if (!s.card) return <CardBack label={t('table.supplyBack')} className="supply" action={action} />;
  return (
    <Card id={s.card} state={{ uses: s.uses }} className="supply face-up" action={action}>
      <span className="s-name">{cardName(t, s.card)}</span>
      {s.uses !== null && <span className="uses">{t('table.uses', { count: s.uses })}</span>}
    </Card>
  );
}

export function Standee({ kind, down, escaped }: { kind: string; down: boolean; escaped?: boolean }): ReactElement {
  const { t } = useTranslation('seconds');
  const name = survivorName(kind);
  const state = escaped ? t('table.escaped') : down ? t('table.down') : t('table.standing');
  return (
    <span
      className={`standee${down ? ' down' : ''}`}
      role="img"
      aria-label={t('table.standee', { name, state })}
      title={`${name}: ${state}`}
    >
      <span className="standee-figure" aria-hidden="true">
        {name.charAt(0)}
      </span>
      <span className="standee-name">{name}</span>
      {down && <span className="standee-state">{t('table.kd')}</span>}
    </span>
  );
}
