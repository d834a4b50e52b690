/**
 * You Wanna Trade? (seed 004 line 201): an offer to a player in your square, built from the offers the rules
 * list: whom, what you give (a token or one of your cards) and what you want back.
 */
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, TradeItem } from '@horde/zombies';
import type { Names } from '../text/names.ts';

type Offer = Extract<Action, { type: 'offerTrade' }>;

export function TradeForm({
  legal,
  names,
  onOffer,
}: {
  legal: readonly Action[];
  names: Names;
  onOffer: (a: Action) => void;
}): ReactElement | null {
  const { t } = useTranslation('zombies');
  const offers = legal.filter((a): a is Offer => a.type === 'offerTrade');
  const [seat, setSeat] = useState<number | null>(null);
  const [give, setGive] = useState<string>('');
  const [take, setTake] = useState<TradeItem | ''>('');
  if (offers.length === 0) return null;
  const partners = [...new Set(offers.map((o) => o.seat))];
  const partner = seat !== null && partners.includes(seat) ? seat : partners[0];
  const mine = offers.filter((o) => o.seat === partner);
  const giveKey = (o: Offer) => (o.give === 'card' ? `card:${o.giveCard}` : o.give);
  const gives = [...new Set(mine.map(giveKey))];
  const g = gives.includes(give) ? give : gives[0];
  const takes = [...new Set(mine.filter((o) => giveKey(o) === g).map((o) => o.take))];
  const k = take && takes.includes(take) ? take : takes[0];
  const offer = mine.find((o) => giveKey(o) === g && o.take === k);
  const giveLabel = (key: string) =>
    key.startsWith('card:') ? names.card(key.slice(5)) : names.tradeItem(key as TradeItem, null);
  return (
    <details className="z-trade">
      <summary>{t('trade.heading')}</summary>
      <label>
        {t('trade.with')}{' '}
        <select value={partner} onChange={(e) => setSeat(Number(e.target.value))}>
          {partners.map((s) => (
            <option key={s} value={s}>
              {names.seat(s)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('trade.give')}{' '}
        <select value={g} onChange={(e) => setGive(e.target.value)}>
          {gives.map((x) => (
            <option key={x} value={x}>
              {giveLabel(x)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('trade.take')}{' '}
        <select value={k} onChange={(e) => setTake(e.target.value as TradeItem)}>
          {takes.map((x) => (
            <option key={x} value={x}>
              {names.tradeItem(x, null)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" disabled={!offer} onClick={() => offer && onOffer(offer)}>
        {t('trade.offer')}
      </button>
    </details>
  );
}
