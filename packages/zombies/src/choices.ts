/**
 * Answers to the choice in front of `pending` (DESIGN.md, "Choices belong to players"): where the rulebook says a
 * player chooses, the game stops and only one of these actions moves it on. Their candidates are listed by
 * legal.ts and judged by `check` (apply.ts) like every action; an answer that is also a free action (`attack`,
 * `discard`, `playEvent`) is performed by apply.ts.
 */
import type { Seat } from '@horde/core';
import { anyAffordable, fight, killZombie, payBullets, woundsFor } from './combat.ts';
import type { Ctx } from './context.ts';
import { discardAll } from './death.ts';
import { dodge, dodgeTo } from './options/dodge.ts';
import { continueDuel, passLeave, raiseDuel } from './options/duel.ts';
import { placeExtra } from './options/extra-zombies.ts';
import { enterMap } from './options/kings.ts';
import { placePawn } from './options/last-man.ts';
import { find } from './options/search.ts';
import { swapCard } from './options/swap.ts';
import { accept, decline } from './options/trade.ts';
import { chooseSchtick, nameFlaw } from './options/traits.ts';
import { layTile } from './tiles.ts';
import type { Action, GameEvent } from './actions.ts';
import type { State } from './state.ts';
import { rollZombieDice } from './zombie-move.ts';
import { answered, look } from './window-clock.ts';

/** The actions that only ever answer a pending choice. */
export type ChoiceAnswer = Extract<
  Action,
  {
    type:
      | 'chooseSchtick'
      | 'nameFlaw'
      | 'placePawn'
      | 'placeTile'
      | 'fight'
      | 'dodge'
      | 'dodgeTo'
      | 'spendBullets'
      | 'declineBullets'
      | 'look'
      | 'pass'
      | 'placeZombie'
      | 'chooseFind'
      | 'rerollZombies'
      | 'keepZombies'
      | 'acceptTrade'
      | 'declineTrade'
      | 'swapCard'
      | 'noSwap'
      | 'enterMap';
  }
>;

// A record, not a list: the compiler checks that every answer is here.
const ANSWERS: Record<ChoiceAnswer['type'], true> = {
  chooseSchtick: true,
  nameFlaw: true,
  placePawn: true,
  placeTile: true,
  fight: true,
  dodge: true,
  dodgeTo: true,
  spendBullets: true,
  declineBullets: true,
  look: true,
  pass: true,
  placeZombie: true,
  chooseFind: true,
  rerollZombies: true,
  keepZombies: true,
  acceptTrade: true,
  declineTrade: true,
  swapCard: true,
  noSwap: true,
  enterMap: true,
};

export function isChoiceAnswer(a: Action): a is ChoiceAnswer {
  return a.type in ANSWERS;
}

/** Does a legal answer (checked by `check`): one case per answer, each handing over to its rule's file. */
export function performChoice(s: State, cx: Ctx, seat: Seat, a: ChoiceAnswer, ev: GameEvent[], now: number): void {
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
    case 'placeZombie':
      placeExtra(s, a.square, ev);
      return;
    case 'chooseFind':
      s.pending.shift();
      find(s, p, a.find, ev);
      return;
    case 'rerollZombies':
      s.pending.shift();
      rollZombieDice(s, seat, ev);
      return;
    case 'keepZombies':
      s.pending.shift();
      return;
    case 'acceptTrade':
      accept(s, p, a.card, ev);
      return;
    case 'declineTrade':
      decline(s, ev);
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
  }
}
