/**
 * What a seat may do now: the answers to the choice at the front of `pending`, or the active player's free
 * choices of the step (roll, move, zombies, discard); and `check`, the same question for one action, with the
 * rule that forbids it when it is not.
 */
import { rulesFrom } from './version.ts';
import { mayLook } from './window-clock.ts';
import { GAME_OVER, SEAT_NOT_YOURS, type RuleError, type Seat } from '@horde/core';
import { bulletCost, mustFight } from './combat.ts';
import type { Ctx } from './context.ts';
import { cardPlays, cardPlayIssue } from './events.ts';
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
import { legalPlacements, placementIssue } from './tiles.ts';
import type { Action } from './actions.ts';
import type { PlayerState, State } from './state.ts';
import { awaitingSeats } from './turn.ts';
import { zombieMoveIssue, zombieMoves } from './zombie-move.ts';

function distinct(cards: readonly string[]): string[] {
  return [...new Set(cards)];
}

export function legalActions(s: State, cx: Ctx, seat: Seat): Action[] {
  const out: Action[] = [];
  if (s.phase === 'over' || !awaitingSeats(s).includes(seat)) return out;
  const p = s.players[seat];
  const top = s.pending[0];
  if (top) {
    switch (top.kind) {
      case 'schtick':
        out.push({ type: 'chooseSchtick', schtick: null });
        for (const x of schticksOffered(s.config)) out.push({ type: 'chooseSchtick', schtick: x });
        break;
      case 'flaw':
        for (const x of flawsOffered(s.config)) out.push({ type: 'nameFlaw', flaw: x });
        break;
      case 'placePawn':
        for (const sq of pawnSquares(s)) out.push({ type: 'placePawn', square: sq });
        break;
      case 'tile':
        for (const pl of legalPlacements(s, cx, top.tile)) out.push({ type: 'placeTile', ...pl });
        break;
      case 'window':
        if (mayLook(top, seat)) out.push({ type: 'look', seat });
        out.push({ type: 'pass' });
        for (const play of cardPlays(s, cx, p)) out.push({ type: 'playEvent', ...play });
        break;
      case 'combat':
        out.push({ type: 'fight' });
        if (canDodge(s, p)) out.push({ type: 'dodge' });
        for (const play of cardPlays(s, cx, p)) out.push({ type: 'playEvent', ...play });
        break;
      case 'bullets':
        top.rolls.forEach((r, i) => {
          if (bulletCost(p, r, top.need) !== null) out.push({ type: 'spendBullets', roll: i });
        });
        out.push({ type: 'declineBullets' });
        break;
      case 'dodgeTo':
        for (const sq of dodgeSquares(s, p, top.from)) out.push({ type: 'dodgeTo', square: sq });
        break;
      case 'extraZombies':
        for (const sq of extraSquares(s, top.building)) out.push({ type: 'placeZombie', square: sq });
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
        for (const c of acceptCards(s, p))
          out.push(c === undefined ? { type: 'acceptTrade' } : { type: 'acceptTrade', card: c });
        out.push({ type: 'declineTrade' });
        break;
      case 'swap': {
        const dead = s.players[top.dead];
        for (const give of distinct(p.hand))
          for (const take of distinct(dead.hand)) out.push({ type: 'swapCard', give, take });
        out.push({ type: 'noSwap' });
        break;
      }
      case 'zombieReroll':
        out.push({ type: 'rerollZombies' }, { type: 'keepZombies' });
        break;
      case 'enterMap':
        for (const sq of enterSquares(s)) out.push({ type: 'enterMap', square: sq });
        break;
    }
    return out;
  }
  const t = s.turn;
  switch (t.step) {
    case 'roll':
      out.push({ type: 'rollMove' });
      if (searchIssue(s, p) === null) out.push({ type: 'search' });
      for (const play of cardPlays(s, cx, p)) out.push({ type: 'playEvent', ...play });
      break;
    case 'move':
      if (!onMap(p)) break;
      for (const to of s.geo.links[p.square])
        if (moveIssue(s, p, to) === null) {
          out.push({ type: 'move', to });
          if (mayWeave(s, p, to)) out.push({ type: 'move', to, weave: true });
        }
      out.push({ type: 'endMove' });
      for (const aim of [false, true])
        if (canShoot(s, p, aim))
          for (const target of shotTargets(s, p))
            out.push(
              target.seat === undefined
                ? { type: 'shoot', square: target.square, aim }
                : { type: 'shoot', square: target.square, seat: target.seat, aim },
            );
      for (const d of attackTargets(s, p)) out.push({ type: 'attack', seat: d });
      for (const o of offers(s, p)) out.push({ type: 'offerTrade', ...o });
      for (const d of stealTargets(s, p)) out.push({ type: 'steal', seat: d });
      for (const sq of senseSquares(s, p)) out.push({ type: 'sense', square: sq });
      for (const play of cardPlays(s, cx, p)) out.push({ type: 'playEvent', ...play });
      break;
    case 'zombies':
      for (const m of zombieMoves(s)) out.push({ type: 'moveZombie', from: m.from, to: m.to });
      // DECISION zombieMove.all: from rules version 2 the mover moves the whole roll; the step ends by itself once
      // no legal move is left (turn.ts). Version 1 let the mover stop early.
      if (!rulesFrom(s, 2)) out.push({ type: 'endZombies' });
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

/** Same action (key order and absent optional keys do not matter). */
export function sameAction(a: Action, b: Action): boolean {
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  for (const k of ka) if ((a as Record<string, unknown>)[k] !== (b as Record<string, unknown>)[k]) return false;
  return true;
}

/**
 * The one question the rules answer about an action: may `seat` send `a` now, and if not, why (the code `apply`
 * refuses with). Legal means listed by `legalActions`; the actions sent most (steps, zombie moves, tiles, bullets)
 * are judged directly instead of by building the whole list.
 */
export function check(s: State, cx: Ctx, seat: Seat, a: Action): RuleError | null {
  if (s.phase === 'over') return refusal(GAME_OVER);
  if (!awaitingSeats(s).includes(seat)) return refusal(SEAT_NOT_YOURS);
  const top = s.pending[0];
  const t = s.turn;
  const p = s.players[seat];
  switch (a.type) {
    case 'moveZombie':
      if (!top && t.step === 'zombies') return issue(zombieMoveIssue(s, a.from, a.to));
      break;
    case 'move':
      if (!top && t.step === 'move' && seat === t.seat && onMap(p)) {
        if (a.to < 0 || a.to >= s.zombies.length) return refusal('movement.notAdjacent');
        const why = moveIssue(s, p, a.to);
        if (why) return refusal(why);
        return a.weave === undefined || (a.weave === true && mayWeave(s, p, a.to)) ? null : refusal(NOT_LEGAL);
      }
      break;
    case 'placeTile':
      if (top?.kind === 'tile') return issue(placementIssue(s, cx, top.tile, a.x, a.y, a.rotation));
      break;
    case 'spendBullets':
      if (top?.kind === 'bullets')
        return a.roll < top.rolls.length && bulletCost(p, top.rolls[a.roll], top.need) !== null
          ? null
          : refusal(NOT_LEGAL);
      break;
  }
  if (legalActions(s, cx, seat).some((x) => sameAction(x, a))) return null;
  return reason(s, cx, p, a);
}

const NOT_LEGAL = 'action.notLegal';

/** Developer notes of the refusal codes (the tables word each code in EN and FR). */
const MESSAGES: Record<string, string> = {
  'game.over': 'The game is over',
  'seat.notYours': 'It is not your decision now',
  'decision.other': 'Answer the decision the game is waiting for first',
  'movement.noPoints': 'Movement: no points of movement left',
  'movement.notAdjacent': 'Movement: one square at a time, to a square joined to yours (no diagonals)',
  'combat.mustFight': 'Combat: zombies in your square must be fought first',
  'events.claustrophobia': 'Claustrophobia: you may not enter a building this turn',
  'events.fear': 'Fear: you may not enter a square with a zombie this turn',
  'characterTraits.coward': 'Coward: you will not enter a street square with more than one zombie',
  'events.notInHand': 'Event cards: you do not hold that card',
  'events.unknown': 'Event cards: no such card',
  'events.onePerRound': 'Event cards: one card per round',
  'events.notNow': 'Event cards: you may not play a card now',
  'events.notPlayable': 'Event cards: that card cannot be played like this now',
  'events.lookOwn': 'Reaction window: each seat starts only its own clock, once',
  'zombieMove.noneLeft': 'Zombie moves: no moves left',
  'zombieMove.all': 'Zombie moves: move as many zombies as the roll while a legal move is left (seed 004 line 44)',
  'zombieMove.noZombie': 'Zombie moves: no zombie there that has not moved',
  'zombieMove.notAdjacent': 'Zombie moves: one square, to a joined square',
  'zombieMove.full': 'Zombie moves: that square holds all the zombies it may',
  'characterTraits.troubleMagnet': 'Trouble Magnet: your zombies must move closer to you',
  'tiles.occupied': 'Map tiles: a tile is already there',
  'tiles.notAdjacent': 'Map tiles: a tile goes next to the map',
  'tiles.noRoadJoins': 'Map tiles: a road of the tile must join a road of the map',
  'tiles.edgeMismatch': 'Map tiles: roads must meet roads, never the back of a building',
  'tiles.rotation': 'Map tiles: a rotation is 0 to 3 quarter turns',
  'whatsThis.off': "What's This?: searching needs the rule",
  'whatsThis.minion': "What's This?: minions do not search",
  'whatsThis.notInBuilding': "What's This?: search inside a building",
  'whatsThis.zombiesPresent': "What's This?: no search with zombies in the square",
  'whatsThis.searchedHere': "What's This?: you searched this square already",
  'action.notLegal': 'That is not a legal action now',
};

function refusal(code: string): RuleError {
  return { code, message: MESSAGES[code] ?? code };
}

function issue(code: string | null): RuleError | null {
  return code === null ? null : refusal(code);
}

/** Why an action that is not legal was refused: the rule that forbids it, when one names it. */
function reason(s: State, cx: Ctx, p: PlayerState, a: Action): RuleError {
  const top = s.pending[0];
  if (a.type === 'move' && !top && s.turn.step === 'move') {
    const why = a.to >= 0 && a.to < s.zombies.length ? moveIssue(s, p, a.to) : 'movement.notAdjacent';
    if (why) return refusal(why);
  }
  if (a.type === 'endZombies' && !top && s.turn.step === 'zombies' && rulesFrom(s, 2)) return refusal('zombieMove.all');
  if (a.type === 'moveZombie' && !top && s.turn.step === 'zombies') {
    const why = zombieMoveIssue(s, a.from, a.to);
    if (why) return refusal(why);
  }
  if (a.type === 'placeTile' && top?.kind === 'tile') {
    const why = placementIssue(s, cx, top.tile, a.x, a.y, a.rotation);
    if (why) return refusal(why);
  }
  if (a.type === 'playEvent') {
    const why = cardPlayIssue(s, cx, p, a);
    if (why) return refusal(why);
  }
  if (a.type === 'look' && top?.kind === 'window') return refusal('events.lookOwn');
  if (a.type === 'search' && !top) {
    const why = searchIssue(s, p);
    if (why) return refusal(why);
  }
  if (top && mustFight(s, p) && (a.type === 'move' || a.type === 'endMove')) return refusal('combat.mustFight');
  if (top && a.type !== 'playEvent')
    return { code: 'decision.other', message: `${MESSAGES['decision.other']} (${top.kind})` };
  return refusal(NOT_LEGAL);
}
