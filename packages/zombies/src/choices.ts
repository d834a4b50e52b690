/**
 * Answers to the choice in front of `pending` (DESIGN.md, "Choices belong to players"): where the rulebook says a
 * player chooses, the game stops and only one of these actions moves it on. Their candidates are listed by
 * legal.ts and judged by `check` (apply.ts) like every action; an answer that is also a free action (`attack`,
 * `discard`, `playEvent`) is performed by apply.ts.
 */
import type { Seat } from '@horde/core';
import { anyAffordable, fight, killZombie, payBullets, woundsFor } from './combat.ts';
import type { RulesContext } from './context.ts';
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
export function performChoice(
  ctx: RulesContext,
  state: State,
  seat: Seat,
  a: ChoiceAnswer,
  ev: GameEvent[],
  now: number,
): void {
  const p = state.players[seat];
  const t = state.turn;
  switch (a.type) {
    case 'chooseSchtick':
      chooseSchtick(state, seat, a.schtick, ev);
      return;
    case 'nameFlaw':
      nameFlaw(state, seat, a.flaw, ev);
      return;
    case 'placePawn':
      placePawn(state, seat, a.square, ev);
      return;
    case 'placeTile': {
      const top = state.pending.shift();
      if (top?.kind !== 'tile') return;
      layTile(ctx, state, seat, { tile: top.tile, x: a.x, y: a.y, rotation: a.rotation }, ev);
      t.tile = null;
      t.step = 'roll';
      return;
    }
    case 'fight':
      state.pending.shift();
      fight(ctx, state, p, ev);
      return;
    case 'dodge':
      state.pending.shift();
      dodge(ctx, state, p, ev);
      return;
    case 'dodgeTo':
      dodgeTo(ctx, state, p, a.square, ev);
      return;
    case 'spendBullets': {
      const top = state.pending[0];
      if (top?.kind !== 'bullets') return;
      const total = top.rolls[a.roll];
      payBullets(state, p, total, top.need, top.context === 'duel' ? 'eatThemNotMe' : 'combat', ev);
      top.rolls.splice(a.roll, 1);
      if (top.context === 'duel') {
        state.pending.shift();
        raiseDuel(state, seat);
        continueDuel(ctx, state, ev);
        return;
      }
      killZombie(state, p, p.square, 'combat', ev);
      if (state.phase === 'over') return;
      if (top.rolls.length === 0) state.pending.shift();
      else if (!anyAffordable(p, top.rolls, top.need)) {
        state.pending.shift();
        woundsFor(ctx, state, p, top.rolls.length, ev);
      }
      return;
    }
    case 'declineBullets': {
      const top = state.pending.shift();
      if (top?.kind !== 'bullets') return;
      if (top.context === 'duel') continueDuel(ctx, state, ev);
      else woundsFor(ctx, state, p, top.rolls.length, ev);
      return;
    }
    case 'look': {
      const top = state.pending[0];
      if (top?.kind === 'window') look(state, top, seat, now);
      return;
    }
    case 'pass': {
      const top = state.pending[0];
      if (top?.kind === 'window') {
        answered(top, seat);
        ev.push({ type: 'windowPassed', seat, timedOut: false });
      } else passLeave(state, seat);
      return;
    }
    case 'placeZombie':
      placeExtra(state, a.square, ev);
      return;
    case 'chooseFind':
      state.pending.shift();
      find(state, p, a.find, ev);
      return;
    case 'rerollZombies':
      state.pending.shift();
      rollZombieDice(state, seat, ev);
      return;
    case 'keepZombies':
      state.pending.shift();
      return;
    case 'acceptTrade':
      accept(state, p, a.card, ev);
      return;
    case 'declineTrade':
      decline(state, ev);
      return;
    case 'swapCard':
    case 'noSwap': {
      const top = state.pending[0];
      if (top?.kind !== 'swap') return;
      const dead = state.players[top.dead];
      if (a.type === 'swapCard') swapCard(state, seat, a.give, a.take, ev);
      else swapCard(state, seat, null, null, ev);
      if (top.seats.length === 0 && dead.status === 'eliminated') discardAll(state, dead);
      return;
    }
    case 'enterMap':
      enterMap(state, seat, a.square, ev);
      return;
  }
}
