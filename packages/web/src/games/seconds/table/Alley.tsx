/**
 * The alley as its 11 cards: the street at the top, row 10 down to row 1 (the Warehouse door,
 * with its Time tokens and face-down Warehouse zombies). Each row holds the Survivor's standee
 * when there, its zombies, its Supply cards and Ability tokens; rows the Survivor may move to
 * are buttons, and so are the zombies and cards that offer an action.
 */
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowView, SecondsView } from '@horde/seconds';
import { Card, CardBack, type CardAction } from '../cards/Card.tsx';
import { alleyCard } from '../data.ts';
import { anchorKey } from '../model/offers.ts';
import { cardName, rowName } from '../text/names.ts';
import { AlleySupply, Standee, Tokens, ZombieCard } from './pieces.tsx';

export type ActionFor = (key: string) => CardAction | undefined;

export interface Focus {
  zombies: ReadonlySet<string>;
  rows: ReadonlySet<number>;
}

function RowHead({ row, view, action }: { row: number; view: SecondsView; action?: CardAction }): ReactElement {
  const { t } = useTranslation('seconds');
  const def = alleyCard(row);
  const name = def ? cardName(t, def.id) : '';
  const distance = row - view.survivor.row;
  // Moving up past standing zombies draws their Opportunity Attacks: said on the way, never decided here.
  const standing =
    action && distance > 0 ? (view.rows[view.survivor.row - 1]?.zombies.filter((z) => !z.knockdown).length ?? 0) : 0;
  const warning = standing > 0 ? t('table.standingHere', { count: standing }) : '';
  const content = (
    <>
      <span className="row-number">{row >= 11 ? '➜' : row}</span>
      <span className="row-name">{row >= 11 ? rowName(t, row) : name}</span>
      {distance !== 0 && row < 11 && (
        <span className="row-range" title={t('table.rangeTitle')}>
          {t('table.range', { count: Math.abs(distance) })}
        </span>
      )}
      {action && (
        <span className={`move-badge${warning ? ' risky' : ''}`} title={warning || undefined}>
          {t('table.moveHere')}
          {warning && ` ⚠ ${standing}`}
        </span>
      )}
    </>
  );
  if (action)
    return (
      <button
        type="button"
        className="row-head"
        title={warning ? `${action.label}. ${warning}` : action.label}
        onClick={(e) => action.onClick(e.currentTarget)}
      >
        {/* Read as what it does, then the row it shows (its visible text stays part of its name: WCAG 2.5.3). */}
        <span className="sr-only">{warning ? `${action.label}. ${warning}. ` : `${action.label}: `}</span>
        {content}
      </button>
    );
  return <div className="row-head">{content}</div>;
}

function AlleyRow({
  row,
  rv,
  view,
  actionFor,
  focus,
}: {
  row: number;
  rv: RowView | undefined;
  view: SecondsView;
  actionFor: ActionFor;
  focus: Focus;
}): ReactElement {
  const { t } = useTranslation('seconds');
  const here = view.survivor.row === row;
  const move = actionFor(anchorKey({ kind: 'row', row }));
  const street = row >= 11;
  return (
    <li
      className={`alley-row${here ? ' here' : ''}${move ? ' can-move' : ''}${street ? ' street' : ''}${focus.rows.has(row) ? ' focus' : ''}`}
      data-row={row}
      aria-label={rowName(t, row)}
    >
      <RowHead row={row} view={view} action={move} />
      <div className="row-survivor">
        {here && <Standee kind={view.survivor.kind} down={view.survivor.down} escaped={street} />}
      </div>
      <div className="row-zombies">
        {rv?.zombies.map((z) => (
          <ZombieCard
            key={z.id}
            z={z}
            action={actionFor(anchorKey({ kind: 'zombie', id: z.id }))}
            focus={focus.zombies.has(z.id)}
          />
        ))}
        {row === 1 && <Warehouse view={view} />}
      </div>
      <div className="row-supply">
        {rv?.supply.map((s, index) => (
          <AlleySupply
            key={s.card ?? `down-${index}`}
            s={s}
            action={actionFor(anchorKey({ kind: 'supply', row, index }))}
          />
        ))}
      </div>
      <div className="row-tokens">
        <Tokens
          n={rv?.abilityTokens ?? 0}
          kind="ability"
          label={t('table.abilityTokensInRow', { count: rv?.abilityTokens ?? 0 })}
        />
        {row === 1 && (
          <Tokens n={view.timeTokens} kind="time" label={t('table.timeTokens', { count: view.timeTokens })} />
        )}
      </div>
    </li>
  );
}

/** The Warehouse zombies: face down in row 1 (the Zombie player sees them). */
function Warehouse({ view }: { view: SecondsView }): ReactElement | null {
  const { t } = useTranslation('seconds');
  if (view.warehouse.count === 0) return null;
  return (
    <span className="warehouse" role="group" aria-label={t('table.warehouse', { count: view.warehouse.count })}>
      {view.warehouse.cards
        ? view.warehouse.cards.map((id) => (
            <Card key={id} id={id} className="zombie hidden-to-survivor">
              <span className="z-name">{cardName(t, id)}</span>
              <span className="flag muted">{t('table.warehouseShort')}</span>
            </Card>
          ))
        : Array.from({ length: view.warehouse.count }, (_, i) => (
            <CardBack key={i} label={t('table.warehouseShort')} className="warehouse-back" />
          ))}
    </span>
  );
}

export function Alley({
  view,
  actionFor,
  focus,
}: {
  view: SecondsView;
  actionFor: ActionFor;
  focus: Focus;
}): ReactElement {
  const { t } = useTranslation('seconds');
  const rows = Array.from({ length: 11 }, (_, i) => 11 - i);
  const box = useRef<HTMLElement | null>(null);
  const row = view.survivor.row;
  // Where the alley scrolls in a box of its own (a phone: the hand stays in view below it), the Survivor's row
  // is brought to its middle whenever the Survivor moves or the box or its rows change size (row 1 at the start:
  // the bottom).
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const centre = () => {
      const here = el.querySelector(`[data-row="${row}"]`);
      if (!here || el.scrollHeight <= el.clientHeight) return;
      const r = here.getBoundingClientRect();
      el.scrollTop += r.top - el.getBoundingClientRect().top - (el.clientHeight - r.height) / 2;
    };
    centre();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(centre);
    observer.observe(el);
    // The rows grow too (cards dealt, zombies come): the row is centred again.
    for (const child of el.children) observer.observe(child);
    return () => observer.disconnect();
  }, [row]);
  return (
    <section className="alley" ref={box} aria-label={t('table.alley')}>
      <ol className="alley-rows">
        {rows.map((row) => (
          <AlleyRow key={row} row={row} rv={view.rows[row - 1]} view={view} actionFor={actionFor} focus={focus} />
        ))}
      </ol>
    </section>
  );
}
