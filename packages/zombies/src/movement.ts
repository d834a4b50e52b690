/**
 * Movement (published base game and seed 004 lines 7-8): roll a die and move up to that many squares, one
 * square at a time, never diagonally (a corner door is the one diagonal step, In Here, Quick!); entering a
 * square with a zombie stops you to fight, and after the fight you may go on with what is left. Modifiers:
 * Quick and Slow (lines 121, 133), It's Only a Flesh Wound (lines 86-88), the Skateboard, a minion's halving
 * (line 228), and the event cards played on you.
 */
import { rulesFrom } from './version.ts';
import type { Seat } from '@horde/core';
import { eventDef, type Ctx } from './context.ts';
import { enterBuilding } from './options/extra-zombies.ts';
import { leaveAttackers, weaveRoll } from './options/duel.ts';
import { openWindow } from './events.ts';
import { onMap, zombiesFight } from './players.ts';
import type { GameEvent, PlayerState, Rule, State } from './types.ts';
import { roll } from './dice.ts';

/** DECISION movement.modifiers: die + Quick/Slow + items, then Flesh Wound (-1 at 2 Life, halved at 1), then a minion's halving; rounded down, never below 0. */
export function movementFor(s: State, cx: Ctx, p: PlayerState, die: number): number {
  let total = die;
  if (p.traitsRevealed) {
    if (p.schtick === 'quick') total += 1;
    if (p.flaw === 'slow') total -= 1;
  }
  for (const item of p.items) {
    const def = eventDef(cx, item.card);
    if (def.effect === 'itemMove') total += def.bonus;
  }
  // Version 1 skipped Flesh Wound for minions; the ruling (and version 2) slows them too, then halves.
  if (s.config.fleshWound && (p.role !== 'minion' || rulesFrom(s, 2))) {
    if (p.life === 2) total -= 1;
    else if (p.life === 1) total = Math.floor(total / 2);
  }
  if (p.role === 'minion') total = Math.floor(total / 2);
  return Math.max(0, total);
}

/** The movement roll: the die, the total, then the reaction window for the other seats. */
export function rollMovement(s: State, cx: Ctx, p: PlayerState, ev: GameEvent[], now: number): void {
  const t = s.turn;
  const die = roll(s);
  t.die = die;
  setMovement(s, p, movementFor(s, cx, p, die), ev, 'movement');
  ev.push({
    type: 'diceRolled',
    seat: p.seat,
    purpose: 'move',
    dice: [die],
    modifier: t.moveTotal - die,
    need: null,
    rule: 'movement',
  });
  t.step = 'move';
  openWindow(s, cx, p.seat, ev, now);
}

export function setMovement(s: State, p: PlayerState, total: number, ev: GameEvent[], rule: Rule): void {
  const t = s.turn;
  t.moveTotal = total;
  t.moveLeft = total;
  ev.push({ type: 'movementSet', seat: p.seat, die: t.die, total, rule });
}

export function loseMovement(s: State, seat: Seat, amount: number, ev: GameEvent[], rule: Rule): void {
  const t = s.turn;
  const lost = Math.min(amount, t.moveLeft);
  t.moveLeft -= lost;
  ev.push({ type: 'movementLost', seat, amount: lost, left: t.moveLeft, rule });
}

/**
 * Whether `p` may step into `to` now, apart from movement points and fights: the link, the cards played on
 * it (Claustrophobia, Fear), Coward (seed 004 line 140). Returns a rule error code or null.
 */
export function stepIssue(s: State, p: PlayerState, from: number, to: number): string | null {
  const geo = s.geo;
  if (!geo.links[from].includes(to)) return 'movement.notAdjacent';
  if (!zombiesFight(p)) return null;
  const e = s.turn.seat === p.seat ? s.turn.effects : null;
  const intoBuilding = geo.kind[to] === 'building' && geo.building[to] !== geo.building[from];
  if (e?.noBuildings && intoBuilding) return 'events.claustrophobia';
  if (e?.noZombieSquares && s.zombies[to] > 0) return 'events.fear';
  if (p.flaw === 'coward' && p.traitsRevealed && s.zombies[to] > 1 && geo.kind[to] === 'road')
    return 'characterTraits.coward';
  return null;
}

/** Whether the active player may take a step to `to` (points left, no fight to finish first). */
export function moveIssue(s: State, p: PlayerState, to: number): string | null {
  const t = s.turn;
  if (t.moveLeft < 1) return 'movement.noPoints';
  if (zombiesFight(p) && s.zombies[p.square] > 0 && t.slipSquare !== p.square) return 'combat.mustFight';
  return stepIssue(s, p, p.square, to);
}

/** A step: players in the square left may attack first (Eat Them, Not Me!), then the step is done. */
export function step(s: State, cx: Ctx, p: PlayerState, to: number, weave: boolean, ev: GameEvent[]): void {
  if (weave) s.turn.weaveInto = to;
  const attackers = leaveAttackers(s, p, p.square);
  if (attackers.length) {
    s.pending.push({ kind: 'leaveAttack', seats: attackers, mover: p.seat, from: p.square, to });
    return;
  }
  completeStep(s, cx, p, to, 'movement', ev);
}

/** The pawn moves one square (a point of movement), then arrives. */
export function completeStep(s: State, cx: Ctx, p: PlayerState, to: number, rule: Rule, ev: GameEvent[]): void {
  const t = s.turn;
  const from = p.square;
  if (t.seat === p.seat) t.moveLeft = Math.max(0, t.moveLeft - 1);
  p.square = to;
  ev.push({ type: 'moved', seat: p.seat, from, to, rule });
  arrive(s, cx, p, from, ev);
  if (t.weaveInto === to && onMap(p)) {
    t.weaveInto = -1;
    weaveRoll(s, p, ev);
  }
}

/** A player entered a square: a new square's fight count, the building's extra zombies, the pick-up to come. */
export function arrive(s: State, cx: Ctx, p: PlayerState, from: number, ev: GameEvent[]): void {
  const t = s.turn;
  if (t.seat === p.seat) {
    t.fightSquare = p.square;
    t.fightRounds = 0;
    t.dodgedInSquare = false;
    t.arrivalDue = true;
    if (t.slipSquare !== p.square) t.slipSquare = -1;
    // DECISION duel.sneakOnEntry: the sneak attack is open once movement took the player into the square.
    if (rulesFrom(s, 2)) t.movedIn = true;
  }
  enterBuilding(s, cx, p, from, ev);
}

export function endMove(s: State, p: PlayerState, ev: GameEvent[]): void {
  s.turn.moveLeft = 0;
  s.turn.step = 'zombies';
  ev.push({ type: 'moveEnded', seat: p.seat });
}
