/**
 * The cards in front of a player: the Survivor's three weapon slots (ammo, durability or armour
 * left) and hand, or the Zombie player's hand. A card that offers actions is a button (one
 * action: a click takes it; several: a menu).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondsView } from '@horde/seconds';
import { Card } from '../cards/Card.tsx';
import { printedUses, supplyDef } from '../data.ts';
import { anchorKey } from '../model/offers.ts';
import { cardName } from '../text/names.ts';
import type { ActionFor } from './Alley.tsx';

/** Slots the Survivor has (three at most, line 252). */
const SLOTS = 3;

function Profiles({ id }: { id: string }): ReactElement | null {
  const { t } = useTranslation('seconds');
  const def = supplyDef(id);
  if (!def || def.attacks.length === 0) return null;
  return (
    <span className="mini-profiles">
      {def.attacks.map((p, i) => (
        <span key={i} className="mini-profile">
          {t('card.short', {
            cost: p.cost,
            range: p.range[0] === p.range[1] ? p.range[0] : `${p.range[0]}-${p.range[1]}`,
            damage: p.damage,
          })}
        </span>
      ))}
    </span>
  );
}

function Uses({ id, uses }: { id: string; uses: number | null | undefined }): ReactElement | null {
  const { t } = useTranslation('seconds');
  const def = supplyDef(id);
  if (!def) return null;
  const printed = printedUses(def);
  if (printed === null) return null;
  const left = uses ?? printed;
  const key = def.ammo !== null ? 'table.ammo' : def.durability !== null ? 'table.durability' : 'table.armour';
  return (
    <span className="uses" title={t(key, { count: left, printed })}>
      {t(key, { count: left, printed })}
    </span>
  );
}

export function Equipped({ view, actionFor }: { view: SecondsView; actionFor: ActionFor }): ReactElement {
  const { t } = useTranslation('seconds');
  const eq = view.survivor.equipped;
  return (
    <section className="equipped" aria-label={t('panel.equipped')}>
      <h2>{t('panel.equipped')}</h2>
      <div className="slots">
        {eq.map((e) => {
          // The card reads as a card (a click shows it in full); what it offers (Drop) is a small button below.
          const offer = actionFor(anchorKey({ kind: 'card', id: e.card }));
          return (
            <div key={e.card} className="equipped-slot">
              <Card id={e.card} state={{ uses: e.uses }} className={`weapon cat-${supplyDef(e.card)?.category ?? 'x'}`}>
                <span className="c-name">{cardName(t, e.card)}</span>
                <Uses id={e.card} uses={e.uses} />
                <Profiles id={e.card} />
              </Card>
              {offer && (
                <button type="button" className="card-offer small" onClick={(ev) => offer.onClick(ev.currentTarget)}>
                  {offer.label}
                </button>
              )}
            </div>
          );
        })}
        {Array.from({ length: Math.max(0, SLOTS - eq.length) }, (_, i) => (
          <div key={`empty-${i}`} className="card slot-empty">
            {t('panel.emptySlot')}
          </div>
        ))}
      </div>
    </section>
  );
}

export function SurvivorHand({ view, actionFor }: { view: SecondsView; actionFor: ActionFor }): ReactElement | null {
  const { t } = useTranslation('seconds');
  const hand = view.survivor.hand;
  if (hand === null) return null;
  return (
    <section className="hand" aria-label={t('panel.hand', { count: hand.length })}>
      <h2>{t('panel.hand', { count: hand.length })}</h2>
      <div className="hand-cards">
        {hand.length === 0 && <p className="muted">{t('panel.emptyHand')}</p>}
        {hand.map((id) => {
          const supply = supplyDef(id);
          return (
            <Card
              key={id}
              id={id}
              state={{ uses: view.survivor.handUses?.[id] ?? null }}
              className={supply ? `supply-card cat-${supply.category}` : 'tactics-card'}
              action={actionFor(anchorKey({ kind: 'card', id }))}
            >
              <span className="c-deck">{supply ? t('decks.supply') : t('decks.tactics')}</span>
              <span className="c-name">{cardName(t, id)}</span>
              {supply && <Uses id={id} uses={view.survivor.handUses?.[id]} />}
            </Card>
          );
        })}
      </div>
    </section>
  );
}

export function ZombieHand({ view, actionFor }: { view: SecondsView; actionFor: ActionFor }): ReactElement | null {
  const { t } = useTranslation('seconds');
  const hand = view.zombieSide.hand;
  if (hand === null) return null;
  return (
    <section className="hand zombie-hand" aria-label={t('panel.zombieHand', { count: hand.length })}>
      <h2>{t('panel.zombieHand', { count: hand.length })}</h2>
      <div className="hand-cards">
        {hand.length === 0 && <p className="muted">{t('panel.emptyHand')}</p>}
        {hand.map((id) => (
          <Card key={id} id={id} className="zombie-hand-card" action={actionFor(anchorKey({ kind: 'card', id }))}>
            <span className="c-name">{cardName(t, id)}</span>
          </Card>
        ))}
      </div>
    </section>
  );
}
