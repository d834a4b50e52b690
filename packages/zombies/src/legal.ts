/**
 * What a seat may do now: the answers to the choice at the front of `pending`, or the active player's free
 * choices of the step (roll, move, zombies, discard). `check` (apply.ts) asks the same question for one action.
 */
import { rulesFrom } from './version.ts';
import { mayLook } from './window-clock.ts';
import type { Seat } from '@horde/core';
import { bulletCost } from './combat.ts';
import type { RulesContext } from './context.ts';
import { cardPlays } from './events.ts';
import { moveIssue } from './movement.ts';
import { canDodge, dodgeSquares } from './options/dodge.ts';
import { attackTargets, mayWeave, stealTargets } from './options/duel.ts';
import { extraSquares, senseSquares } from './options/extra-zombies.ts';
import { enterSquares } from './options/kings.ts';
import { pawnSquares } from './options/last-man.ts';
import { searchIssue } from './options/search.ts';
import { canShoot, shotTargets } from './options/shooting.ts';
import { acceptCards, offers } from './options/trade.ts';
import { flawsOffered, schticksOffered } from './options/traits.ts';
import { onMap } from './players.ts';
import { legalPlacements } from './tiles.ts';
import type { Action } from './actions.ts';
import type { State } from './state.ts';
import { awaitingSeats } from './seats.ts';
import { zombieMoves } from './zombie-move.ts';

function distinct(cards: readonly string[]): string[] {
  return [...new Set(cards)];
}

export function legalActions(ctx: RulesContext, state: State, seat: Seat): Action[] {
  const out: Action[] = [];
  if (state.phase === 'over' || !awaitingSeats(state).includes(seat)) return out;
  const p = state.players[seat];
  const top = state.pending[0];
  if (top) {
    switch (top.kind) {
      case 'schtick':
        out.push({ type: 'chooseSchtick', schtick: null });
        for (const x of schticksOffered(state.config)) out.push({ type: 'chooseSchtick', schtick: x });
        break;
      case 'flaw':
        for (const x of flawsOffered(state.config)) out.push({ type: 'nameFlaw', flaw: x });
        break;
      case 'placePawn':
        for (const sq of pawnSquares(state)) out.push({ type: 'placePawn', square: sq });
        break;
      case 'tile':
        for (const pl of legalPlacements(ctx, state, top.tile)) out.push({ type: 'placeTile', ...pl });
        break;
      case 'window':
        if (mayLook(top, seat)) out.push({ type: 'look', seat });
        out.push({ type: 'pass' });
        for (const play of cardPlays(ctx, state, p)) out.push({ type: 'playEvent', ...play });
        break;
      case 'combat':
        out.push({ type: 'fight' });
        if (canDodge(state, p)) out.push({ type: 'dodge' });
        for (const play of cardPlays(ctx, state, p)) out.push({ type: 'playEvent', ...play });
        break;
      case 'bullets':
        top.rolls.forEach((r, i) => {
          if (bulletCost(p, r, top.need) !== null) out.push({ type: 'spendBullets', roll: i });
        });
        out.push({ type: 'declineBullets' });
        break;
      case 'dodgeTo':
        for (const sq of dodgeSquares(state, p, top.from)) out.push({ type: 'dodgeTo', square: sq });
        break;
      case 'extraZombies':
        for (const sq of extraSquares(state, top.building)) out.push({ type: 'placeZombie', square: sq });
        break;
      case 'find':
        for (const f of top.options) out.push({ type: 'chooseFind', find: f });
        break;
      case 'cycleDiscard':
        for (const c of distinct(p.hand)) out.push({ type: 'discard', card: c });
        break;
      case 'leaveAttack':
        out.push({ type: 'attack', seat: top.mover });
        out.push({ type: 'pass' });
        break;
      case 'trade':
        for (const c of acceptCards(state, p))
          out.push(c === undefined ? { type: 'acceptTrade' } : { type: 'acceptTrade', card: c });
        out.push({ type: 'declineTrade' });
        break;
      case 'swap': {
        const dead = state.players[top.dead];
        for (const give of distinct(p.hand))
          for (const take of distinct(dead.hand)) out.push({ type: 'swapCard', give, take });
        out.push({ type: 'noSwap' });
        break;
      }
      case 'zombieReroll':
        out.push({ type: 'rerollZombies' }, { type: 'keepZombies' });
        break;
      case 'enterMap':
        for (const sq of enterSquares(state)) out.push({ type: 'enterMap', square: sq });
        break;
    }
    return out;
  }
  const t = state.turn;
  switch (t.step) {
    case 'roll':
      out.push({ type: 'rollMove' });
      if (searchIssue(state, p) === null) out.push({ type: 'search' });
      for (const play of cardPlays(ctx, state, p)) out.push({ type: 'playEvent', ...play });
      break;
    case 'move':
      if (!onMap(p)) break;
      for (const to of state.geo.links[p.square])
        if (moveIssue(state, p, to) === null) {
          out.push({ type: 'move', to });
          if (mayWeave(state, p, to)) out.push({ type: 'move', to, weave: true });
        }
      out.push({ type: 'endMove' });
      for (const aim of [false, true])
        if (canShoot(state, p, aim))
          for (const target of shotTargets(state, p))
            out.push(
              target.seat === undefined
                ? { type: 'shoot', square: target.square, aim }
                : { type: 'shoot', square: target.square, seat: target.seat, aim },
            );
      for (const d of attackTargets(state, p)) out.push({ type: 'attack', seat: d });
      for (const o of offers(state, p)) out.push({ type: 'offerTrade', ...o });
      for (const d of stealTargets(state, p)) out.push({ type: 'steal', seat: d });
      for (const sq of senseSquares(state, p)) out.push({ type: 'sense', square: sq });
      for (const play of cardPlays(ctx, state, p)) out.push({ type: 'playEvent', ...play });
      break;
    case 'zombies':
      for (const m of zombieMoves(state)) out.push({ type: 'moveZombie', from: m.from, to: m.to });
      // DECISION zombieMove.all: from rules version 2 the mover moves the whole roll; the step ends by itself once
      // no legal move is left (turn.ts). Version 1 let the mover stop early.
      if (!rulesFrom(state, 2)) out.push({ type: 'endZombies' });
      break;
    case 'discard':
      for (const c of distinct(p.hand)) out.push({ type: 'discard', card: c });
      out.push({ type: 'keepHand' });
      break;
    default:
      break;
  }
  return out;
}
