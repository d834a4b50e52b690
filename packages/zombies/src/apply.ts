/** Does a legal action (checked by legal.ts): one case per action type, each handing over to its rule's file. */
import type { Seat } from '@horde/core';
import { anyAffordable, fight, killZombie, payBullets, woundsFor } from './combat.ts';
import type { Ctx } from './context.ts';
import { discardAll } from './death.ts';
import { discardCard, playCard } from './events.ts';
import { endMove, rollMovement, step } from './movement.ts';
import { dodge, dodgeTo } from './options/dodge.ts';
import { attack, continueDuel, leaveAttack, passLeave, raiseDuel, steal } from './options/duel.ts';
import { swapCard } from './options/swap.ts';
import { placeExtra, sense } from './options/extra-zombies.ts';
import { enterMap } from './options/kings.ts';
import { placePawn } from './options/last-man.ts';
import { find, search } from './options/search.ts';
import { shoot, shotTargets } from './options/shooting.ts';
import { accept, decline, offer } from './options/trade.ts';
import { chooseSchtick, nameFlaw } from './options/traits.ts';
import { layTile } from './tiles.ts';
import type { Action, GameEvent } from './actions.ts';
import type { State } from './state.ts';
import { moveZombie, rollZombieDice } from './zombie-move.ts';
import { endTurn } from './turn.ts';
import { answered, look } from './window-clock.ts';

export function perform(s: State, cx: Ctx, seat: Seat, a: Action, ev: GameEvent[], now: number): void {
  const p = s.players[seat];
  const t = s.turn;
  switch (a.type) {
    case 'chooseSchtick':
      chooseSchtick(s, seat, a.schtick, ev);
      return;
    case 'nameFlaw':
      nameFlaw(s, seat, a.flaw, ev);
      return;
    case 'placePawn':
      placePawn(s, seat, a.square, ev);
      return;
    case 'placeTile': {
      const top = s.pending.shift();
      if (top?.kind !== 'tile') return;
      layTile(s, cx, seat, { tile: top.tile, x: a.x, y: a.y, rotation: a.rotation }, ev);
      t.tile = null;
      t.step = 'roll';
      return;
    }
    case 'rollMove':
      rollMovement(s, cx, p, ev, now);
      return;
    case 'search':
      search(s, cx, p, ev);
      return;
    case 'move':
      step(s, cx, p, a.to, a.weave === true, ev);
      return;
    case 'endMove':
      endMove(s, p, ev);
      return;
    case 'fight':
      s.pending.shift();
      fight(s, cx, p, ev);
      return;
    case 'dodge':
      s.pending.shift();
      dodge(s, cx, p, ev);
      return;
    case 'dodgeTo':
      dodgeTo(s, cx, p, a.square, ev);
      return;
    case 'spendBullets': {
      const top = s.pending[0];
      if (top?.kind !== 'bullets') return;
      const total = top.rolls[a.roll];
      payBullets(s, p, total, top.need, top.context === 'duel' ? 'eatThemNotMe' : 'combat', ev);
      top.rolls.splice(a.roll, 1);
      if (top.context === 'duel') {
        s.pending.shift();
        raiseDuel(s, seat);
        continueDuel(s, cx, ev);
        return;
      }
      killZombie(s, p, p.square, 'combat', ev);
      if (s.phase === 'over') return;
      if (top.rolls.length === 0) s.pending.shift();
      else if (!anyAffordable(p, top.rolls, top.need)) {
        s.pending.shift();
        woundsFor(s, cx, p, top.rolls.length, ev);
      }
      return;
    }
    case 'declineBullets': {
      const top = s.pending.shift();
      if (top?.kind !== 'bullets') return;
      if (top.context === 'duel') continueDuel(s, cx, ev);
      else woundsFor(s, cx, p, top.rolls.length, ev);
      return;
    }
    case 'shoot': {
      const target = shotTargets(s, p).find((x) => x.square === a.square && x.seat === a.seat)!;
      shoot(s, cx, p, target, a.aim, ev);
      return;
    }
    case 'attack': {
      const top = s.pending[0];
      if (top?.kind === 'leaveAttack') leaveAttack(s, cx, seat, ev);
      else attack(s, cx, p, s.players[a.seat], ev);
      return;
    }
    case 'look': {
      const top = s.pending[0];
      if (top?.kind === 'window') look(s, top, seat, now);
      return;
    }
    case 'pass': {
      const top = s.pending[0];
      if (top?.kind === 'window') {
        answered(top, seat);
        ev.push({ type: 'windowPassed', seat, timedOut: false });
      } else passLeave(s, seat);
      return;
    }
    case 'playEvent':
      playCard(s, cx, p, { card: a.card, target: a.target, square: a.square, tile: a.tile }, ev, now);
      return;
    case 'placeZombie':
      placeExtra(s, a.square, ev);
      return;
    case 'chooseFind':
      s.pending.shift();
      find(s, p, a.find, ev);
      return;
    case 'discard': {
      const top = s.pending[0];
      if (top?.kind === 'cycleDiscard') {
        s.pending.shift();
        discardCard(s, p, a.card, ev);
        return;
      }
      discardCard(s, p, a.card, ev);
      endTurn(s, cx, ev, now);
      return;
    }
    case 'keepHand':
      endTurn(s, cx, ev, now);
      return;
    case 'moveZombie':
      moveZombie(s, a.from, a.to, ev);
      return;
    case 'endZombies':
      t.zombiesLeft = 0;
      return;
    case 'rerollZombies':
      s.pending.shift();
      rollZombieDice(s, seat, ev);
      return;
    case 'keepZombies':
      s.pending.shift();
      return;
    case 'offerTrade':
      offer(s, p, { seat: a.seat, give: a.give, giveCard: a.giveCard, take: a.take }, ev);
      return;
    case 'acceptTrade':
      accept(s, p, a.card, ev);
      return;
    case 'declineTrade':
      decline(s, ev);
      return;
    case 'steal':
      steal(s, p, s.players[a.seat], ev);
      return;
    case 'sense':
      sense(s, p, a.square, ev);
      return;
    case 'swapCard':
    case 'noSwap': {
      const top = s.pending[0];
      if (top?.kind !== 'swap') return;
      const dead = s.players[top.dead];
      if (a.type === 'swapCard') swapCard(s, seat, a.give, a.take, ev);
      else swapCard(s, seat, null, null, ev);
      if (top.seats.length === 0 && dead.status === 'eliminated') discardAll(s, dead);
      return;
    }
    case 'enterMap':
      enterMap(s, seat, a.square, ev);
      return;
    case 'timeout':
      return;
  }
}
