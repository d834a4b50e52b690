/**
 * This seat's event cards (hidden from the others): each card's title, when it may be played and what it does,
 * with the plays the rules allow now (on a player, on a tile, or on a square picked on the map) and the discard.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, ZombiesView } from '@horde/zombies';
import { cardDef } from '../data.ts';
import { describeAction } from '../text/actions.ts';
import type { Names } from '../text/names.ts';

type Play = Extract<Action, { type: 'playEvent' }>;

export function Hand({
  view,
  legal,
  names,
  armed,
  onArm,
  onAct,
}: {
  view: ZombiesView;
  legal: readonly Action[];
  names: Names;
  armed: string | null;
  onArm: (card: string | null) => void;
  onAct: (a: Action) => void;
}): ReactElement | null {
  const { t } = useTranslation('zombies');
  if (!view.hand) return null;
  const me = view.seat === null ? null : view.players[view.seat];
  const seen = new Set<string>();
  return (
    <section className="z-hand" aria-labelledby="z-hand-h">
      <h2 id="z-hand-h">
        {t('hand.heading', { count: view.hand.length })}
        {me?.playedEventThisRound && <small> · {t('hand.playedThisRound')}</small>}
      </h2>
      {view.hand.length === 0 && <p className="z-muted">{t('hand.empty')}</p>}
      <ul>
        {view.hand.map((card, i) => {
          const first = !seen.has(card);
          seen.add(card);
          const plays = first ? legal.filter((a): a is Play => a.type === 'playEvent' && a.card === card) : [];
          const discard = first ? legal.find((a) => a.type === 'discard' && a.card === card) : undefined;
          const onSquares = plays.filter((p) => p.square !== undefined);
          const direct = onSquares.length > 1 ? plays.filter((p) => p.square === undefined) : plays;
          const timing = cardDef(card)?.timing ?? 'own';
          return (
            <li
              key={i}
              className={`z-card${plays.length ? ' playable' : ''}${armed === card ? ' armed' : ''}`}
              data-card={card}
            >
              <div className="z-card-head">
                <strong>{names.card(card)}</strong>
                <span className={`z-timing ${timing}`}>{t(`timing.${timing}`)}</span>
              </div>
              <p>{names.cardText(card)}</p>
              {(plays.length > 0 || discard) && (
                <div className="z-row">
                  {direct.map((p, j) => (
                    <button key={j} type="button" className="primary" data-action="playEvent" onClick={() => onAct(p)}>
                      {describeAction(p, names, t)}
                    </button>
                  ))}
                  {onSquares.length > 1 && (
                    <button
                      type="button"
                      className="primary"
                      data-action="armCard"
                      aria-pressed={armed === card}
                      onClick={() => onArm(armed === card ? null : card)}
                    >
                      {armed === card ? t('hand.cancelSquare') : t('hand.pickSquare', { card: names.card(card) })}
                    </button>
                  )}
                  {discard && (
                    <button type="button" data-action="discard" onClick={() => onAct(discard)}>
                      {t('hand.discard')}
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
