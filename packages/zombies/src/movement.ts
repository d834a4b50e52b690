/**
 * Movement (published base game and seed 004 lines 7-8): roll a die and move up to that many squares, one
 * square at a time, never diagonally (a corner door is the one diagonal step, In Here, Quick!); entering a
 * square with a zombie stops you to fight, and after the fight you may go on with what is left. The points
 * and their modifiers are counted in movement-points.ts.
 */
import { rulesFrom } from './version.ts';
import type { RulesContext } from './context.ts';
import { movementFor, setMovement } from './movement-points.ts';
import { enterBuilding } from './options/extra-zombies.ts';
import { leaveAttackers, weaveRoll } from './options/duel.ts';
import { openWindow } from './events.ts';
import { onMap, zombiesFight } from './players.ts';
import type { GameEvent, Rule } from './actions.ts';
import type { PlayerState, State } from './state.ts';
import { roll } from './dice.ts';

/** The movement roll: the die, the total, then the reaction window for the other seats. */
export function rollMovement(ctx: RulesContext, state: State, p: PlayerState, ev: GameEvent[], now: number): void {
  const t = state.turn;
  const die = roll(state);
  t.die = die;
  const total = movementFor(ctx, state, p, die);
  // The roll is told before what it gives ("rolls 5", then "may move 5 squares").
  ev.push({
    type: 'diceRolled',
    seat: p.seat,
    purpose: 'move',
    dice: [die],
    modifier: total - die,
    need: null,
    rule: 'movement',
  });
  setMovement(state, p, total, ev, 'movement');
  t.step = 'move';
  openWindow(ctx, state, p.seat, ev, now);
}

/**
 * Whether `p` may step into `to` now, apart from movement points and fights: the link, the cards played on
 * it (Claustrophobia, Fear), Coward (seed 004 line 140). Returns a rule error code or null.
 */
export function stepIssue(state: State, p: PlayerState, from: number, to: number): string | null {
  const geo = state.geo;
  if (!geo.links[from].includes(to)) return 'movement.notAdjacent';
  if (!zombiesFight(p)) return null;
  const e = state.turn.seat === p.seat ? state.turn.effects : null;
  const intoBuilding = geo.kind[to] === 'building' && geo.building[to] !== geo.building[from];
  if (e?.noBuildings && intoBuilding) return 'events.claustrophobia';
  if (e?.noZombieSquares && state.zombies[to] > 0) return 'events.fear';
  if (p.flaw === 'coward' && p.traitsRevealed && state.zombies[to] > 1 && geo.kind[to] === 'road')
    return 'characterTraits.coward';
  return null;
}

/** Whether the active player may take a step to `to` (points left, no fight to finish first). */
export function moveIssue(state: State, p: PlayerState, to: number): string | null {
  const t = state.turn;
  if (t.moveLeft < 1) return 'movement.noPoints';
  if (zombiesFight(p) && state.zombies[p.square] > 0 && t.slipSquare !== p.square) return 'combat.mustFight';
  return stepIssue(state, p, p.square, to);
}

/** A step: players in the square left may attack first (Eat Them, Not Me!), then the step is done. */
export function step(
  ctx: RulesContext,
  state: State,
  p: PlayerState,
  to: number,
  weave: boolean,
  ev: GameEvent[],
): void {
  if (weave) state.turn.weaveInto = to;
  const attackers = leaveAttackers(state, p, p.square);
  if (attackers.length) {
    state.pending.unshift({ kind: 'leaveAttack', seats: attackers, mover: p.seat, from: p.square, to });
    return;
  }
  completeStep(ctx, state, p, to, 'movement', ev);
}

/** The pawn moves one square (a point of movement), then arrives. */
export function completeStep(
  ctx: RulesContext,
  state: State,
  p: PlayerState,
  to: number,
  rule: Rule,
  ev: GameEvent[],
): void {
  const t = state.turn;
  const from = p.square;
  if (t.seat === p.seat) t.moveLeft = Math.max(0, t.moveLeft - 1);
  p.square = to;
  ev.push({ type: 'moved', seat: p.seat, from, to, rule });
  arrive(ctx, state, p, from, ev);
  if (t.weaveInto === to && onMap(p)) {
    t.weaveInto = -1;
    weaveRoll(state, p, ev);
  }
}

/** A player entered a square: a new square's fight count, the building's extra zombies, the pick-up to come. */
export function arrive(ctx: RulesContext, state: State, p: PlayerState, from: number, ev: GameEvent[]): void {
  const t = state.turn;
  if (t.seat === p.seat) {
    t.fightSquare = p.square;
    t.fightRounds = 0;
    t.dodgedInSquare = false;
    t.arrivalDue = true;
    if (t.slipSquare !== p.square) t.slipSquare = -1;
    // DECISION duel.sneakOnEntry: the sneak attack is open once movement took the player into the square.
    if (rulesFrom(state, 2)) t.movedIn = true;
  }
  enterBuilding(ctx, state, p, from, ev);
}

export function endMove(state: State, p: PlayerState, ev: GameEvent[]): void {
  state.turn.moveLeft = 0;
  state.turn.step = 'zombies';
  ev.push({ type: 'moveEnded', seat: p.seat });
}
