/**
 * Applying an action: `check`, the one question the rules answer about an action (is it legal for this seat now,
 * and if not, the rule that forbids it), shared by `apply` and `explain`; and `perform`, one case per action type,
 * each handing over to its rule's file.
 */
import {
  ACTION_MALFORMED,
  GAME_OVER,
  illegal,
  ok,
  SEAT_NOT_YOURS,
  type ApplyResult,
  type RuleError,
  type Seat,
} from '@horde/core';
import { actionSchema } from './action-schema.ts';
import { bulletCost, mustFight } from './combat.ts';
import type { RulesContext } from './context.ts';
import { cardPlayIssue, discardCard, playCard } from './events.ts';
import { endMove, moveIssue, rollMovement, step } from './movement.ts';
import { attack, leaveAttack, mayWeave, steal } from './options/duel.ts';
import { sense } from './options/extra-zombies.ts';
import { search, searchIssue } from './options/search.ts';
import { shoot, shotTargets } from './options/shooting.ts';
import { offer } from './options/trade.ts';
import { legalActions } from './legal.ts';
import { onMap } from './players.ts';
import { placementIssue } from './tiles.ts';
import type { Action, GameEvent } from './actions.ts';
import { isChoiceAnswer, performChoice } from './choices.ts';
import type { PlayerState, State } from './state.ts';
import { moveZombie, zombieMoveIssue } from './zombie-move.ts';
import { awaitingSeats } from './seats.ts';
import { advance, endTurn } from './turn.ts';
import { rulesFrom } from './version.ts';
import { answered, timedOut } from './window-clock.ts';

/** Checks an action (its sender, form and legality) and performs it, or refuses it and leaves the state untouched. */
export function applyAction(
  ctx: RulesContext,
  state: State,
  a: Action,
  c: { by: number | 'system'; now: number },
): ApplyResult<GameEvent> {
  if (state.phase === 'over') return illegal(GAME_OVER);
  const isTimeout = (a as { type?: unknown } | null)?.type === 'timeout';
  if (c.by === 'system') {
    if (!isTimeout) return illegal(SEAT_NOT_YOURS);
    const top = state.pending[0];
    if (top?.kind !== 'window' || top.endsAt === null) return illegal('timeout.none');
    if (c.now < top.endsAt) return illegal('timeout.early');
    const ev: GameEvent[] = [];
    for (const seat of timedOut(top, c.now)) {
      answered(top, seat);
      ev.push({ type: 'windowPassed', seat, timedOut: true });
    }
    advance(ctx, state, ev, c.now);
    return ok(ev);
  }
  if (isTimeout) return illegal('timeout.systemOnly');
  if (!actionSchema.safeParse(a).success) return illegal(ACTION_MALFORMED);
  const refusal = check(ctx, state, c.by, a);
  if (refusal) return illegal(refusal.code, refusal.params);
  const ev: GameEvent[] = [];
  perform(ctx, state, c.by, a, ev, c.now);
  advance(ctx, state, ev, c.now);
  return ok(ev);
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
export function check(ctx: RulesContext, state: State, seat: Seat, a: Action): RuleError | null {
  if (state.phase === 'over') return refusal(GAME_OVER);
  if (!awaitingSeats(state).includes(seat)) return refusal(SEAT_NOT_YOURS);
  const top = state.pending[0];
  const t = state.turn;
  const p = state.players[seat];
  switch (a.type) {
    case 'moveZombie':
      if (!top && t.step === 'zombies') return issue(zombieMoveIssue(state, a.from, a.to));
      break;
    case 'move':
      if (!top && t.step === 'move' && seat === t.seat && onMap(p)) {
        if (a.to < 0 || a.to >= state.zombies.length) return refusal('movement.notAdjacent');
        const why = moveIssue(state, p, a.to);
        if (why) return refusal(why);
        return a.weave === undefined || (a.weave === true && mayWeave(state, p, a.to)) ? null : refusal(NOT_LEGAL);
      }
      break;
    case 'placeTile':
      if (top?.kind === 'tile') return issue(placementIssue(ctx, state, top.tile, a.x, a.y, a.rotation));
      break;
    case 'spendBullets':
      if (top?.kind === 'bullets')
        return a.roll < top.rolls.length && bulletCost(p, top.rolls[a.roll], top.need) !== null
          ? null
          : refusal(NOT_LEGAL);
      break;
  }
  if (legalActions(ctx, state, seat).some((x) => sameAction(x, a))) return null;
  return reason(ctx, state, p, a);
}

const NOT_LEGAL = 'action.notLegal';

/**
 * Every refusal code of a player's action beyond those every game shares, each with a developer's note of its rule
 * (the tables word each code in EN and FR).
 */
export const REFUSAL_CODES: readonly string[] = [
  'game.over', // The game is over
  'seat.notYours', // It is not your decision now
  'decision.other', // Answer the decision the game is waiting for first
  'movement.noPoints', // Movement: no points of movement left
  'movement.notAdjacent', // Movement: one square at a time, to a square joined to yours (no diagonals)
  'combat.mustFight', // Combat: zombies in your square must be fought first
  'events.claustrophobia', // Claustrophobia: you may not enter a building this turn
  'events.fear', // Fear: you may not enter a square with a zombie this turn
  'characterTraits.coward', // Coward: you will not enter a street square with more than one zombie
  'events.notInHand', // Event cards: you do not hold that card
  'events.unknown', // Event cards: no such card
  'events.onePerRound', // Event cards: one card per round
  'events.notNow', // Event cards: you may not play a card now
  'events.notPlayable', // Event cards: that card cannot be played like this now
  'events.lookOwn', // Reaction window: each seat starts only its own clock, once
  'zombieMove.noneLeft', // Zombie moves: no moves left
  'zombieMove.all', // Zombie moves: move as many zombies as the roll while a legal move is left (seed 004 line 44)
  'zombieMove.noZombie', // Zombie moves: no zombie there that has not moved
  'zombieMove.notAdjacent', // Zombie moves: one square, to a joined square
  'zombieMove.full', // Zombie moves: that square holds all the zombies it may
  'characterTraits.troubleMagnet', // Trouble Magnet: your zombies must move closer to you
  'tiles.occupied', // Map tiles: a tile is already there
  'tiles.notAdjacent', // Map tiles: a tile goes next to the map
  'tiles.noRoadJoins', // Map tiles: a road of the tile must join a road of the map
  'tiles.edgeMismatch', // Map tiles: roads must meet roads, never the back of a building
  'tiles.rotation', // Map tiles: a rotation is 0 to 3 quarter turns
  'whatsThis.off', // What's This?: searching needs the rule
  'whatsThis.minion', // What's This?: minions do not search
  'whatsThis.notInBuilding', // What's This?: search inside a building
  'whatsThis.zombiesPresent', // What's This?: no search with zombies in the square
  'whatsThis.searchedHere', // What's This?: you searched this square already
  'action.notLegal', // That is not a legal action now
];

function refusal(code: string): RuleError {
  return { code };
}

function issue(code: string | null): RuleError | null {
  return code === null ? null : refusal(code);
}

/** Why an action that is not legal was refused: the rule that forbids it, when one names it. */
function reason(ctx: RulesContext, state: State, p: PlayerState, a: Action): RuleError {
  const top = state.pending[0];
  if (a.type === 'move' && !top && state.turn.step === 'move') {
    const why = a.to >= 0 && a.to < state.zombies.length ? moveIssue(state, p, a.to) : 'movement.notAdjacent';
    if (why) return refusal(why);
  }
  if (a.type === 'endZombies' && !top && state.turn.step === 'zombies' && rulesFrom(state, 2))
    return refusal('zombieMove.all');
  if (a.type === 'moveZombie' && !top && state.turn.step === 'zombies') {
    const why = zombieMoveIssue(state, a.from, a.to);
    if (why) return refusal(why);
  }
  if (a.type === 'placeTile' && top?.kind === 'tile') {
    const why = placementIssue(ctx, state, top.tile, a.x, a.y, a.rotation);
    if (why) return refusal(why);
  }
  if (a.type === 'playEvent') {
    const why = cardPlayIssue(ctx, state, p, a);
    if (why) return refusal(why);
  }
  if (a.type === 'look' && top?.kind === 'window') return refusal('events.lookOwn');
  if (a.type === 'search' && !top) {
    const why = searchIssue(state, p);
    if (why) return refusal(why);
  }
  if (top && mustFight(state, p) && (a.type === 'move' || a.type === 'endMove')) return refusal('combat.mustFight');
  if (top && a.type !== 'playEvent') return { code: 'decision.other', params: { kind: top.kind } };
  return refusal(NOT_LEGAL);
}

/** Does a legal action (checked by `check`): one case per action type, each handing over to its rule's file. */
export function perform(ctx: RulesContext, state: State, seat: Seat, a: Action, ev: GameEvent[], now: number): void {
  if (isChoiceAnswer(a)) {
    performChoice(ctx, state, seat, a, ev, now);
    return;
  }
  const p = state.players[seat];
  const t = state.turn;
  switch (a.type) {
    case 'rollMove':
      rollMovement(ctx, state, p, ev, now);
      return;
    case 'search':
      search(ctx, state, p, ev);
      return;
    case 'move':
      step(ctx, state, p, a.to, a.weave === true, ev);
      return;
    case 'endMove':
      endMove(state, p, ev);
      return;
    case 'shoot': {
      const target = shotTargets(state, p).find((x) => x.square === a.square && x.seat === a.seat)!;
      shoot(ctx, state, p, target, a.aim, ev);
      return;
    }
    case 'attack': {
      const top = state.pending[0];
      if (top?.kind === 'leaveAttack') leaveAttack(ctx, state, seat, ev);
      else attack(ctx, state, p, state.players[a.seat], ev);
      return;
    }
    case 'playEvent':
      playCard(ctx, state, p, { card: a.card, target: a.target, square: a.square, tile: a.tile }, ev, now);
      return;
    case 'discard': {
      const top = state.pending[0];
      if (top?.kind === 'cycleDiscard') {
        state.pending.shift();
        discardCard(state, p, a.card, ev);
        return;
      }
      discardCard(state, p, a.card, ev);
      endTurn(ctx, state, ev, now);
      return;
    }
    case 'keepHand':
      endTurn(ctx, state, ev, now);
      return;
    case 'moveZombie':
      moveZombie(state, a.from, a.to, ev);
      return;
    case 'endZombies':
      t.zombiesLeft = 0;
      return;
    case 'offerTrade':
      offer(state, p, { seat: a.seat, give: a.give, giveCard: a.giveCard, take: a.take }, ev);
      return;
    case 'steal':
      steal(state, p, state.players[a.seat], ev);
      return;
    case 'sense':
      sense(state, p, a.square, ev);
      return;
    case 'timeout':
      return;
  }
}
