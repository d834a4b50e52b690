/**
 * Players fighting players: Eat Them, Not Me! (seed 004 lines 185-197), and Catch As Catch Can's hunt. All
 * target numbers rise by 1 against a player (line 42): a Combat success is 5 or 6. Entering a player's
 * square (no zombies there) one may attack: a sneak attack, where only the attacker rolls and a miss costs
 * nothing; attacking the same player again that turn, both roll and each success costs the other a Life.
 * A player leaving a square may be attacked by those in it, even off-turn: a hit costs the mover a Life, and
 * the move goes on. Bullets raise these rolls as in Combat. On a death, the dead player's Bullets drop in the
 * square (death.ts) and players there may swap a card with their hand (swap.ts, line 195). Thief (line 127)
 * takes a Bullet from a player in the same square once a turn.
 * DECISION duel.caps: a player makes at most 5 attacks on players per turn (designed: every turn ends).
 * DECISION duel.weave: weaving into a square of players (line 193) needs 2 points of movement (one in, one
 * out), rolls 5+ with the Dodge modifiers, and is open whether or not Duck 'n' Weave is on.
 */
import { rulesFrom } from '../version.ts';
import type { Seat } from '@horde/core';
import { bulletCost, rollBonus } from '../combat.ts';
import type { RulesContext } from '../context.ts';
import { loseLife } from '../death.ts';
import { loseMovement } from '../movement-points.ts';
import { onMap, playersOn, team } from '../players.ts';
import type { GameEvent } from '../actions.ts';
import type { PlayerState, State } from '../state.ts';
import { amnesty } from './last-man.ts';
import { dodgeBonus } from './dodge-bonus.ts';
import { roll } from '../dice.ts';

export const PLAYER_NEED = 5;
export const ATTACKS_PER_TURN = 5;

/** Whether `a` may attack `d` at all (rules on, not in the amnesty, not team-mates of the zombies' side). */
export function hostile(state: State, a: PlayerState, d: PlayerState): boolean {
  if (a === d || !onMap(a) || !onMap(d) || amnesty(state)) return false;
  const c = state.config;
  if (c.catchAsCatchCan) {
    if (team(a) !== team(d)) return true;
    return c.eatThemNotMe && team(a) === 'survivors';
  }
  return c.eatThemNotMe;
}

export function attackTargets(state: State, a: PlayerState): Seat[] {
  const t = state.turn;
  // Players attack only where no zombies are (seed 004 line 191); a King or minion need not mind his own.
  if (t.attacks >= ATTACKS_PER_TURN || (a.role === 'survivor' && state.zombies[a.square] > 0)) return [];
  // DECISION duel.sneakOnEntry (rules version 2, line 191): a first attack needs the attacker's movement into the
  // square this turn; a player already there when the turn began is attacked only as they leave (line 193).
  const entered = !rulesFrom(state, 2) || t.movedIn === true;
  const out: Seat[] = [];
  for (const d of playersOn(state, a.square))
    if (hostile(state, a, d) && (entered || t.attacked.includes(d.seat))) out.push(d.seat);
  return out;
}

/** The active player attacks `d` in their square. */
export function attack(ctx: RulesContext, state: State, a: PlayerState, d: PlayerState, ev: GameEvent[]): void {
  const t = state.turn;
  const again = t.attacked.includes(d.seat);
  if (!again) t.attacked.push(d.seat);
  t.attacks++;
  // Just a Minute: another round of fighting in the square costs a point (the example, seed 004 line 197).
  if (again && state.config.justAMinute && t.moveLeft > 0) loseMovement(state, a.seat, 1, ev, 'justAMinute');
  startDuel(ctx, state, a, d, again ? 'brawl' : 'sneak', ev);
}

export function startDuel(
  ctx: RulesContext,
  state: State,
  a: PlayerState,
  d: PlayerState,
  kind: 'sneak' | 'brawl' | 'leave',
  ev: GameEvent[],
): void {
  const rule = state.config.eatThemNotMe ? 'eatThemNotMe' : 'catchAsCatchCan';
  ev.push({ type: 'attacked', attacker: a.seat, defender: d.seat, kind, rule });
  const die = roll(state);
  const bonus = rollBonus(ctx, state, a, 'combat', true, ev);
  ev.push({ type: 'diceRolled', seat: a.seat, purpose: 'duel', dice: [die], modifier: bonus, need: PLAYER_NEED, rule });
  let defence: number | null = null;
  if (kind === 'brawl') {
    const die2 = roll(state);
    const bonus2 = rollBonus(ctx, state, d, 'combat', true, ev);
    defence = die2 + bonus2;
    ev.push({
      type: 'diceRolled',
      seat: d.seat,
      purpose: 'duel',
      dice: [die2],
      modifier: bonus2,
      need: PLAYER_NEED,
      rule,
    });
  }
  state.turn.duel = {
    attacker: a.seat,
    defender: d.seat,
    kind,
    need: PLAYER_NEED,
    attack: die + bonus,
    defence,
    stage: 'attacker',
  };
  continueDuel(ctx, state, ev);
}

/** The duel goes on: the attacker's bullets, the defender's, then both results at once. */
export function continueDuel(ctx: RulesContext, state: State, ev: GameEvent[]): void {
  const duel = state.turn.duel;
  if (!duel) return;
  const a = state.players[duel.attacker];
  const d = state.players[duel.defender];
  if (duel.stage === 'attacker') {
    duel.stage = 'defender';
    if (duel.attack < duel.need && bulletCost(a, duel.attack, duel.need) !== null) {
      state.pending.unshift({ kind: 'bullets', seat: a.seat, rolls: [duel.attack], need: duel.need, context: 'duel' });
      return;
    }
  }
  if (duel.stage === 'defender') {
    duel.stage = 'done';
    if (duel.defence !== null && duel.defence < duel.need && bulletCost(d, duel.defence, duel.need) !== null) {
      state.pending.unshift({ kind: 'bullets', seat: d.seat, rolls: [duel.defence], need: duel.need, context: 'duel' });
      return;
    }
  }
  state.turn.duel = null;
  const attackerHit = duel.attack >= duel.need;
  const defenderHit = duel.defence !== null && duel.defence >= duel.need;
  const rule = state.config.eatThemNotMe ? 'eatThemNotMe' : 'catchAsCatchCan';
  ev.push({ type: 'duelResolved', attacker: a.seat, defender: d.seat, attackerHit, defenderHit, rule });
  if (attackerHit) loseLife(ctx, state, d, 1, a.seat, rule, ev);
  if (defenderHit && state.phase !== 'over') loseLife(ctx, state, a, 1, d.seat, rule, ev);
}

/** Raises the deciding seat's duel roll to the need (bullets paid by the caller). */
export function raiseDuel(state: State, seat: Seat): void {
  const duel = state.turn.duel;
  if (!duel) return;
  if (seat === duel.attacker) duel.attack = duel.need;
  else duel.defence = duel.need;
}

/** Players in `from` who may attack `mover` as it leaves. */
export function leaveAttackers(state: State, mover: PlayerState, from: number): Seat[] {
  const out: Seat[] = [];
  for (const p of playersOn(state, from)) if (hostile(state, p, mover)) out.push(p.seat);
  return out;
}

export function leaveAttack(ctx: RulesContext, state: State, seat: Seat, ev: GameEvent[]): void {
  const top = state.pending[0];
  if (top?.kind !== 'leaveAttack') return;
  top.seats = top.seats.filter((x) => x !== seat);
  startDuel(ctx, state, state.players[seat], state.players[top.mover], 'leave', ev);
}

export function passLeave(state: State, seat: Seat): void {
  const top = state.pending[0];
  if (top?.kind === 'leaveAttack') top.seats = top.seats.filter((x) => x !== seat);
}

/** Whether a step into `to` may be a weave (seed 004 line 193): players there who might attack, no zombies. */
export function mayWeave(state: State, p: PlayerState, to: number): boolean {
  if (p.role === 'minion' || state.turn.moveLeft < 2 || state.zombies[to] > 0) return false;
  for (const q of playersOn(state, to)) if (hostile(state, q, p)) return true;
  return false;
}

/** The weave roll once in the square: 5+ slips to a square next door; a miss lets them attack. */
export function weaveRoll(state: State, p: PlayerState, ev: GameEvent[]): void {
  const t = state.turn;
  const die = roll(state);
  const bonus = dodgeBonus(state, p);
  t.dodgedInSquare = true;
  const success = die + bonus >= PLAYER_NEED;
  ev.push({
    type: 'diceRolled',
    seat: p.seat,
    purpose: 'dodge',
    dice: [die],
    modifier: bonus,
    need: PLAYER_NEED,
    rule: 'eatThemNotMe',
  });
  ev.push({ type: 'dodged', seat: p.seat, square: p.square, success, rule: 'eatThemNotMe' });
  if (success) {
    state.pending.unshift({ kind: 'dodgeTo', seat: p.seat, from: p.square, rule: 'eatThemNotMe' });
    return;
  }
  const attackers = leaveAttackers(state, p, p.square);
  if (attackers.length)
    state.pending.unshift({ kind: 'leaveAttack', seats: attackers, mover: p.seat, from: p.square, to: -1 });
}

/** Thief: bullets to take from players in the square (once a turn). */
export function stealTargets(state: State, p: PlayerState): Seat[] {
  if (p.schtick !== 'thief' || !p.traitsRevealed || state.turn.stole || p.role === 'minion') return [];
  return playersOn(state, p.square)
    .filter((q) => q !== p && q.bullets > 0)
    .map((q) => q.seat);
}

export function steal(state: State, p: PlayerState, from: PlayerState, ev: GameEvent[]): void {
  from.bullets--;
  p.bullets++;
  state.turn.stole = true;
  ev.push({ type: 'bulletStolen', seat: p.seat, from: from.seat, rule: 'characterTraits' });
}
