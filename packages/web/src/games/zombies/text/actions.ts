/** A legal action as a button's words, in the chosen language. */
import type { TFunction } from 'i18next';
import type { Action } from '@horde/zombies';
import type { Names } from './names.ts';

export function describeAction(a: Action, n: Names, t: TFunction): string {
  const say = (key: string, params: Record<string, unknown> = {}) => t(`zombies:act.${key}`, params);
  switch (a.type) {
    case 'chooseSchtick':
      return a.schtick ? say('chooseSchtick', { schtick: n.schtick(a.schtick) }) : say('noSchtick');
    case 'nameFlaw':
      return say('nameFlaw', { flaw: n.flaw(a.flaw) });
    case 'placePawn':
      return say('placePawn', { place: n.place(a.square) });
    case 'placeTile':
      return say('placeTile');
    case 'rollMove':
      return say('rollMove');
    case 'search':
      return say('search');
    case 'move':
      return say(a.weave ? 'weave' : 'move', { place: n.place(a.to) });
    case 'endMove':
      return say('endMove');
    case 'fight':
      return say('fight');
    case 'dodge':
      return say('dodge');
    case 'dodgeTo':
      return say('dodgeTo', { place: n.place(a.square) });
    case 'spendBullets':
      return say('spendBullets', { n: a.roll + 1 });
    case 'declineBullets':
      return say('declineBullets');
    case 'shoot': {
      const target = a.seat === undefined ? t('zombies:log.aZombie') : n.seat(a.seat);
      return say(a.aim ? 'shootAim' : 'shoot', { target, place: n.place(a.square) });
    }
    case 'attack':
      return say('attack', { seat: n.seat(a.seat) });
    case 'pass':
      return say('pass');
    case 'playEvent':
      if (a.target !== undefined) return say('playOn', { card: n.card(a.card), target: n.seat(a.target) });
      if (a.tile !== undefined) return say('playOn', { card: n.card(a.card), target: n.laidTile(a.tile) });
      if (a.square !== undefined) return say('playAt', { card: n.card(a.card), place: n.place(a.square) });
      return say('play', { card: n.card(a.card) });
    case 'placeZombie':
      return say('placeZombie', { place: n.place(a.square) });
    case 'chooseFind':
      return say(`find.${a.find}`);
    case 'discard':
      return say('discard', { card: n.card(a.card) });
    case 'keepHand':
      return say('keepHand');
    case 'moveZombie':
      return say('moveZombie', { from: n.place(a.from), to: n.place(a.to) });
    case 'endZombies':
      return say('endZombies');
    case 'rerollZombies':
      return say('rerollZombies');
    case 'keepZombies':
      return say('keepZombies');
    case 'offerTrade':
      return say('offerTrade', {
        seat: n.seat(a.seat),
        give: n.tradeItem(a.give, a.giveCard ?? null),
        take: n.tradeItem(a.take, null),
      });
    case 'acceptTrade':
      return a.card ? say('acceptTradeCard', { card: n.card(a.card) }) : say('acceptTrade');
    case 'declineTrade':
      return say('declineTrade');
    case 'steal':
      return say('steal', { seat: n.seat(a.seat) });
    case 'sense':
      return say('sense', { place: n.place(a.square) });
    case 'swapCard':
      return say('swapCard', { give: n.card(a.give), take: n.card(a.take) });
    case 'noSwap':
      return say('noSwap');
    case 'enterMap':
      return say('enterMap', { place: n.place(a.square) });
    case 'timeout':
      return say('timeout');
    case 'look':
      return say('look', { seat: n.seat(a.seat) });
  }
}

/** The square an action is aimed at on the map, or null (a button). */
export function actionSquare(a: Action): number | null {
  switch (a.type) {
    case 'move':
      return a.to;
    case 'shoot':
    case 'dodgeTo':
    case 'placeZombie':
    case 'enterMap':
    case 'placePawn':
    case 'sense':
      return a.square;
    default:
      return null;
  }
}
