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
import type { Ctx } from '../context.ts';
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
export function hostile(s: State, a: PlayerState, d: PlayerState): boolean {
  if (a === d || !onMap(a) || !onMap(d) || amnesty(s)) return false;
  const c = s.config;
  if (c.catchAsCatchCan) {
    if (team(a) !== team(d)) return true;
    return c.eatThemNotMe && team(a) === 'survivors';
  }
  return c.eatThemNotMe;
}

export function attackTargets(s: State, a: PlayerState): Seat[] {
  const t = s.turn;
  // Players attack only where no zombies are (seed 004 line 191); a King or minion need not mind his own.
  if (t.attacks >= ATTACKS_PER_TURN || (a.role === 'survivor' && s.zombies[a.square] > 0)) return [];
  // DECISION duel.sneakOnEntry (rules version 2, line 191): a first attack needs the attacker's movement into the
  // square this turn; a player already there when the turn began is attacked only as they leave (line 193).
  const entered = !rulesFrom(s, 2) || t.movedIn === true;
  const out: Seat[] = [];
  for (const d of playersOn(s, a.square))
    if (hostile(s, a, d) && (entered || t.attacked.includes(d.seat))) out.push(d.seat);
  return out;
}

/** The active player attacks `d` in their square. */
export function attack(s: State, cx: Ctx, a: PlayerState, d: PlayerState, ev: GameEvent[]): void {
  const t = s.turn;
  const again = t.attacked.includes(d.seat);
  if (!again) t.attacked.push(d.seat);
  t.attacks++;
  // Just a Minute: another round of fighting in the square costs a point (the example, seed 004 line 197).
  if (again && s.config.justAMinute && t.moveLeft > 0) loseMovement(s, a.seat, 1, ev, 'justAMinute');
  startDuel(s, cx, a, d, again ? 'brawl' : 'sneak', ev);
}

export function startDuel(
  s: State,
  cx: Ctx,
  a: PlayerState,
  d: PlayerState,
  kind: 'sneak' | 'brawl' | 'leave',
  ev: GameEvent[],
): void {
  const rule = s.config.eatThemNotMe ? 'eatThemNotMe' : 'catchAsCatchCan';
  ev.push({ type: 'attacked', attacker: a.seat, defender: d.seat, kind, rule });
  const die = roll(s);
  const bonus = rollBonus(s, cx, a, 'combat', true, ev);
  ev.push({ type: 'diceRolled', seat: a.seat, purpose: 'duel', dice: [die], modifier: bonus, need: PLAYER_NEED, rule });
  let defence: number | null = null;
  if (kind === 'brawl') {
    const die2 = roll(s);
    const bonus2 = rollBonus(s, cx, d, 'combat', true, ev);
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
  s.turn.duel = {
    attacker: a.seat,
    defender: d.seat,
    kind,
    need: PLAYER_NEED,
    attack: die + bonus,
    defence,
    stage: 'attacker',
  };
  continueDuel(s, cx, ev);
}

/** The duel goes on: the attacker's bullets, the defender's, then both results at once. */
export function continueDuel(s: State, cx: Ctx, ev: GameEvent[]): void {
  const duel = s.turn.duel;
  if (!duel) return;
  const a = s.players[duel.attacker];
  const d = s.players[duel.defender];
  if (duel.stage === 'attacker') {
    duel.stage = 'defender';
    if (duel.attack < duel.need && bulletCost(a, duel.attack, duel.need) !== null) {
      s.pending.unshift({ kind: 'bullets', seat: a.seat, rolls: [duel.attack], need: duel.need, context: 'duel' });
      return;
    }
  }
  if (duel.stage === 'defender') {
    duel.stage = 'done';
    if (duel.defence !== null && duel.defence < duel.need && bulletCost(d, duel.defence, duel.need) !== null) {
      s.pending.unshift({ kind: 'bullets', seat: d.seat, rolls: [duel.defence], need: duel.need, context: 'duel' });
      return;
    }
  }
  s.turn.duel = null;
  const attackerHit = duel.attack >= duel.need;
  const defenderHit = duel.defence !== null && duel.defence >= duel.need;
  const rule = s.config.eatThemNotMe ? 'eatThemNotMe' : 'catchAsCatchCan';
  ev.push({ type: 'duelResolved', attacker: a.seat, defender: d.seat, attackerHit, defenderHit, rule });
  if (attackerHit) loseLife(s, cx, d, 1, a.seat, rule, ev);
  if (defenderHit && s.phase !== 'over') loseLife(s, cx, a, 1, d.seat, rule, ev);
}

/** Raises the deciding seat's duel roll to the need (bullets paid by the caller). */
export function raiseDuel(s: State, seat: Seat): void {
  const duel = s.turn.duel;
  if (!duel) return;
  if (seat === duel.attacker) duel.attack = duel.need;
  else duel.defence = duel.need;
}

/** Players in `from` who may attack `mover` as it leaves. */
export function leaveAttackers(s: State, mover: PlayerState, from: number): Seat[] {
  const out: Seat[] = [];
  for (const p of playersOn(s, from)) if (hostile(s, p, mover)) out.push(p.seat);
  return out;
}

export function leaveAttack(s: State, cx: Ctx, seat: Seat, ev: GameEvent[]): void {
  const top = s.pending[0];
  if (top?.kind !== 'leaveAttack') return;
  top.seats = top.seats.filter((x) => x !== seat);
  startDuel(s, cx, s.players[seat], s.players[top.mover], 'leave', ev);
}

export function passLeave(s: State, seat: Seat): void {
  const top = s.pending[0];
  if (top?.kind === 'leaveAttack') top.seats = top.seats.filter((x) => x !== seat);
}

/** Whether a step into `to` may be a weave (seed 004 line 193): players there who might attack, no zombies. */
export function mayWeave(s: State, p: PlayerState, to: number): boolean {
  if (p.role === 'minion' || s.turn.moveLeft < 2 || s.zombies[to] > 0) return false;
  for (const q of playersOn(s, to)) if (hostile(s, q, p)) return true;
  return false;
}

/** The weave roll once in the square: 5+ slips to a square next door; a miss lets them attack. */
export function weaveRoll(s: State, p: PlayerState, ev: GameEvent[]): void {
  const t = s.turn;
  const die = roll(s);
  const bonus = dodgeBonus(s, p);
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
    s.pending.unshift({ kind: 'dodgeTo', seat: p.seat, from: p.square, rule: 'eatThemNotMe' });
    return;
  }
  const attackers = leaveAttackers(s, p, p.square);
  if (attackers.length)
    s.pending.unshift({ kind: 'leaveAttack', seats: attackers, mover: p.seat, from: p.square, to: -1 });
}

/** Thief: bullets to take from players in the square (once a turn). */
export function stealTargets(s: State, p: PlayerState): Seat[] {
  if (p.schtick !== 'thief' || !p.traitsRevealed || s.turn.stole || p.role === 'minion') return [];
  return playersOn(s, p.square)
    .filter((q) => q !== p && q.bullets > 0)
    .map((q) => q.seat);
}

export function steal(s: State, p: PlayerState, from: PlayerState, ev: GameEvent[]): void {
  from.bullets--;
  p.bullets++;
  s.turn.stole = true;
  ev.push({ type: 'bulletStolen', seat: p.seat, from: from.seat, rule: 'characterTraits' });
}
