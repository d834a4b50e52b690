/**
 * You Wanna Trade? (seed 004 line 201): players in the same square trade Bullets, Life and event cards at
 * whatever rate they agree.
 * DECISION trade.offers: on their move, the active player offers one thing (or nothing) for one thing (or
 * nothing) to a player in the square, who accepts or declines; any rate is a run of such offers. At most 3
 * offers a turn (designed, so turns end). DECISION trade.lifeMax: nobody gives away their last Life or takes Life
 * above their maximum (refused, not wasted); minions have nothing to trade. Which card changes hands is seen only by the two traders.
 */
import type { Seat } from '@horde/core';
import { maxLife, onMap, playersOn } from '../players.ts';
import type { GameEvent } from '../actions.ts';
import type { PlayerState, State, TradeItem } from '../state.ts';

export const OFFERS_PER_TURN = 3;

export interface Offer {
  seat: Seat;
  give: TradeItem;
  giveCard?: string;
  take: TradeItem;
}

function canGive(p: PlayerState, q: PlayerState, item: TradeItem): boolean {
  switch (item) {
    case 'none':
      return true;
    case 'life':
      return p.life >= 2 && q.life < maxLife(q);
    case 'bullet':
      return p.bullets >= 1;
    case 'card':
      return p.hand.length >= 1;
  }
}

export function tradePartners(state: State, p: PlayerState): PlayerState[] {
  if (!state.config.youWannaTrade || p.role === 'minion' || state.turn.trades >= OFFERS_PER_TURN) return [];
  if (state.zombies[p.square] > 0) return [];
  return playersOn(state, p.square).filter((q) => q !== p && q.role !== 'minion' && onMap(q));
}

export function offers(state: State, p: PlayerState): Offer[] {
  const out: Offer[] = [];
  const items: TradeItem[] = ['none', 'life', 'bullet', 'card'];
  const cards = [...new Set(p.hand)];
  for (const q of tradePartners(state, p))
    for (const give of items) {
      if (!canGive(p, q, give)) continue;
      for (const take of items) {
        if (give === 'none' && take === 'none') continue;
        if (!canGive(q, p, take)) continue;
        if (give === 'card') for (const c of cards) out.push({ seat: q.seat, give, giveCard: c, take });
        else out.push({ seat: q.seat, give, take });
      }
    }
  return out;
}

export function offerIssue(state: State, p: PlayerState, o: Offer): string | null {
  const q = tradePartners(state, p).find((x) => x.seat === o.seat);
  if (!q) return 'youWannaTrade.noPartner';
  if (o.give === 'none' && o.take === 'none') return 'youWannaTrade.empty';
  if (!canGive(p, q, o.give) || !canGive(q, p, o.take)) return 'youWannaTrade.cannotGive';
  if (o.give === 'card' ? o.giveCard === undefined || !p.hand.includes(o.giveCard) : o.giveCard !== undefined)
    return 'youWannaTrade.card';
  return null;
}

export function offer(state: State, p: PlayerState, o: Offer, ev: GameEvent[]): void {
  state.turn.trades++;
  const giveCard = o.give === 'card' ? (o.giveCard ?? null) : null;
  state.pending.unshift({ kind: 'trade', seat: o.seat, from: p.seat, give: o.give, giveCard, take: o.take });
  ev.push({ type: 'tradeOffered', from: p.seat, to: o.seat, give: o.give, giveCard, take: o.take });
}

/** The cards the answering player may hand over when the offer takes one. */
export function acceptCards(state: State, q: PlayerState): (string | undefined)[] {
  const top = state.pending[0];
  if (top?.kind !== 'trade') return [];
  const p = state.players[top.from];
  if (!canGive(p, q, top.give) || !canGive(q, p, top.take)) return [];
  if (top.take !== 'card') return [undefined];
  return [...new Set(q.hand)];
}

function move(state: State, from: PlayerState, to: PlayerState, item: TradeItem, card: string | null): void {
  if (item === 'life') {
    from.life--;
    to.life++;
  } else if (item === 'bullet') {
    from.bullets--;
    to.bullets++;
  } else if (item === 'card' && card !== null) {
    from.hand.splice(from.hand.indexOf(card), 1);
    to.hand.push(card);
  }
  void state;
}

export function accept(state: State, q: PlayerState, card: string | undefined, ev: GameEvent[]): void {
  const top = state.pending.shift();
  if (top?.kind !== 'trade') return;
  const p = state.players[top.from];
  move(state, p, q, top.give, top.giveCard);
  move(state, q, p, top.take, card ?? null);
  ev.push({
    type: 'tradeDone',
    from: p.seat,
    to: q.seat,
    give: top.give,
    giveCard: top.giveCard,
    take: top.take,
    takeCard: card ?? null,
  });
}

export function decline(state: State, ev: GameEvent[]): void {
  const top = state.pending.shift();
  if (top?.kind === 'trade') ev.push({ type: 'tradeDeclined', from: top.from, to: top.seat });
}
