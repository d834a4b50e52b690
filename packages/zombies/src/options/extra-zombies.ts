/**
 * Where in Hell Did They Come From? (seed 004 lines 46-58 and 169-177). Whenever a player enters a building
 * where no other player is, they roll a die: in a named building, at most its Z number gives 1 extra
 * zombie, at most half of it 2, at most a quarter of it 3; in an unnamed building (In Here, Quick!) a 2 gives
 * 1 zombie and a 1 gives 1D3. The player who had the preceding turn places them. At the Helipad the roll is
 * made only on entering the Helicopter itself. Sixth Sense (line 128) rolls from the square next door.
 * DECISION extra.fractions: "half or less" and "a quarter or less" compare the die with the exact fraction,
 * no rounding (Z 5: 3 zombies on a 1, since 1 <= 1.25; 2 on a 2, since 2 <= 2.5; 1 on 3-5).
 * DECISION extra.d3: 1D3 is a die halved, rounded up.
 * DECISION extra.room: extra zombies go only where the square has room; what does not fit stays in the box.
 */
import type { Seat } from '@horde/core';
import { capacity } from '../combat.ts';
import type { RulesContext } from '../context.ts';
import { playersOn, previousSeat, takeZombies, zombiesFight } from '../players.ts';
import type { GameEvent } from '../actions.ts';
import type { PlayerState, State } from '../state.ts';
import { roll } from '../dice.ts';

/** Extra zombies for a die in a building of number `z` (named) or an unnamed building (z = null). */
export function extraFor(die: number, z: number | null, d3: () => number): number {
  if (z === null) {
    if (die === 2) return 1;
    if (die === 1) return d3();
    return 0;
  }
  if (4 * die <= z) return 3;
  if (2 * die <= z) return 2;
  if (die <= z) return 1;
  return 0;
}

/** The building whose roll entering `to` from `from` would make, or -1 (none: no rule, road, same building, someone inside). */
export function triggeredBuilding(state: State, p: PlayerState, from: number, to: number): number {
  if (!state.config.whereDidTheyComeFrom || !zombiesFight(p)) return -1;
  const geo = state.geo;
  const b = geo.building[to];
  if (b < 0) return -1;
  const building = geo.buildings[b];
  const helipad = geo.helicopter >= 0 && building.squares.includes(geo.helicopter);
  if (helipad) {
    if (to !== geo.helicopter || from === to) return -1;
  } else if (geo.building[from] === b) return -1;
  for (const sq of building.squares) for (const other of playersOn(state, sq)) if (other.seat !== p.seat) return -1;
  if (state.turn.seat === p.seat && state.turn.sensed.includes(b)) return -1;
  return b;
}

/** Rolls a building's extra zombies and asks the previous player to place them. */
export function rollExtra(state: State, p: PlayerState, b: number, ev: GameEvent[]): void {
  const building = state.geo.buildings[b];
  const die = roll(state);
  const extra = extraFor(die, building.named ? building.z : null, () => Math.ceil(roll(state) / 2));
  const placer: Seat = previousSeat(state, state.turn.seat);
  ev.push({ type: 'extraZombiesRolled', seat: p.seat, building: b, die, extra, placer, rule: 'whereDidTheyComeFrom' });
  const room = roomIn(state, b);
  const left = Math.min(extra, room);
  if (left > 0) state.pending.unshift({ kind: 'extraZombies', seat: placer, building: b, left });
}

function roomIn(state: State, b: number): number {
  let room = 0;
  for (const sq of state.geo.buildings[b].squares) room += Math.max(0, capacity(state) - state.zombies[sq]);
  return state.supply.zombies < 0 ? room : Math.min(room, state.supply.zombies);
}

export function enterBuilding(_ctx: RulesContext, state: State, p: PlayerState, from: number, ev: GameEvent[]): void {
  const b = triggeredBuilding(state, p, from, p.square);
  if (b >= 0) rollExtra(state, p, b, ev);
}

export function extraSquares(state: State, b: number): number[] {
  return state.geo.buildings[b].squares.filter((sq) => state.zombies[sq] < capacity(state));
}

export function placeExtra(state: State, square: number, ev: GameEvent[]): void {
  const top = state.pending[0];
  if (top?.kind !== 'extraZombies') return;
  if (takeZombies(state, 1) === 1) {
    state.zombies[square]++;
    ev.push({ type: 'zombiesPlaced', squares: [square], rule: 'whereDidTheyComeFrom' });
  }
  top.left--;
  if (top.left <= 0 || extraSquares(state, top.building).length === 0 || state.supply.zombies === 0)
    state.pending.shift();
}

/** Sixth Sense: squares next to the player whose building would roll on entering (seed 004 line 128). */
export function senseSquares(state: State, p: PlayerState): number[] {
  if (p.schtick !== 'sixthSense' || !p.traitsRevealed || !state.config.whereDidTheyComeFrom) return [];
  const out: number[] = [];
  const seen: number[] = [];
  for (const sq of state.geo.links[p.square]) {
    const b = triggeredBuilding(state, p, p.square, sq);
    if (b >= 0 && !seen.includes(b)) {
      seen.push(b);
      out.push(sq);
    }
  }
  return out;
}

export function sense(state: State, p: PlayerState, square: number, ev: GameEvent[]): void {
  const b = triggeredBuilding(state, p, p.square, square);
  state.turn.sensed.push(b);
  rollExtra(state, p, b, ev);
}
