/**
 * Come to Papa (seed 004 lines 16-23 and 90-103). A player with a Bullet may shoot at a zombie (or, with Eat
 * Them, Not Me!, a player) on a street square they can see along the street, 1 to 6 squares away: 1 Bullet
 * and 1 point of movement a shot, +1 for another point with careful aim; Bullets do not raise the roll; a
 * miss costs nothing else. Deadeye +1, Shakes -1 (lines 124, 136); gun cards add (line 103).
 * DECISION shooting.table: the table's rows overlap at 3 squares; 3 counts as "2 to 3" (5-6 against a
 * zombie), the first row that names it; 4 to 6 squares need a 6. Against a player: 5-6 adjacent, else 6.
 * DECISION shooting.sight: line of sight runs straight along road squares that join each other, from a
 * shooter on a road square; zombies and players do not block it. A shot player loses a Life token.
 * DECISION shooting.inFight: no shooting from a square with zombies (the fight comes first).
 */
import type { Seat } from '@horde/core';
import { killZombie, rollBonus } from '../combat.ts';
import type { RulesContext } from '../context.ts';
import { loseLife } from '../death.ts';
import { playersOn, spendBulletsToBox } from '../players.ts';
import type { GameEvent } from '../actions.ts';
import type { PlayerState, State } from '../state.ts';
import { hostile } from './duel.ts';
import { roll } from '../dice.ts';

export function shotNeed(distance: number, atPlayer: boolean): number {
  if (atPlayer) return distance <= 1 ? 5 : 6;
  if (distance <= 1) return 4;
  if (distance <= 3) return 5;
  return 6;
}

export interface ShotTarget {
  square: number;
  seat?: number;
  distance: number;
}

/** Everything `p` could shoot at now (before movement and Bullets). */
export function shotTargets(state: State, p: PlayerState): ShotTarget[] {
  const out: ShotTarget[] = [];
  const geo = state.geo;
  const from = p.square;
  if (geo.kind[from] !== 'road') return out;
  for (let d = 0; d < 4; d++) {
    let at = from;
    for (let dist = 1; dist <= 6; dist++) {
      const next = geo.nbr[at * 4 + d];
      if (next < 0 || geo.kind[next] !== 'road' || !geo.links[at].includes(next)) break;
      at = next;
      if (state.zombies[at] > 0 && p.role === 'survivor') out.push({ square: at, distance: dist });
      for (const q of playersOn(state, at))
        if (hostile(state, p, q)) out.push({ square: at, seat: q.seat, distance: dist });
    }
  }
  return out;
}

export function canShoot(state: State, p: PlayerState, aim: boolean): boolean {
  if (!state.config.comeToPapa || p.role === 'minion' || p.bullets < 1) return false;
  if (aim && !state.config.carefulAim) return false;
  if (state.zombies[p.square] > 0 && p.role === 'survivor') return false;
  return state.turn.moveLeft >= (aim ? 2 : 1);
}

export function shoot(
  ctx: RulesContext,
  state: State,
  p: PlayerState,
  target: ShotTarget,
  aim: boolean,
  ev: GameEvent[],
): void {
  const t = state.turn;
  spendBulletsToBox(state, p, 1);
  t.moveLeft -= aim ? 2 : 1;
  const atPlayer = target.seat !== undefined;
  const need = shotNeed(target.distance, atPlayer) + (atPlayer ? 0 : t.effects.screwed);
  const die = roll(state);
  const bonus = rollBonus(ctx, state, p, 'shoot', true, ev) + (aim ? 1 : 0);
  const hit = die + bonus >= need;
  ev.push({
    type: 'diceRolled',
    seat: p.seat,
    purpose: 'shoot',
    dice: [die],
    modifier: bonus,
    need,
    rule: 'comeToPapa',
  });
  ev.push({
    type: 'shot',
    seat: p.seat,
    square: target.square,
    target: atPlayer ? (target.seat as Seat) : null,
    distance: target.distance,
    die,
    need,
    hit,
    rule: 'comeToPapa',
  });
  if (!hit) return;
  if (atPlayer) loseLife(ctx, state, state.players[target.seat as Seat], 1, p.seat, 'comeToPapa', ev);
  else killZombie(state, p, target.square, 'comeToPapa', ev);
}
