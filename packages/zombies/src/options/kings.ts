/**
 * Catch As Catch Can (seed 004 lines 151-163). The King Zombie is a player in charge of the zombies: he lays
 * every map tile anywhere legal and, after every player's turn, rolls for and moves the zombies; his pawn
 * enters the map anywhere once 9 tiles are laid, and he takes the last turn of each round. Several Kings
 * sit spaced round the table and take turns at laying tiles and moving zombies. The other players hunt him;
 * death is final for them (death.ts), and the game is won as win.ts says.
 * DECISION kings.zombies: zombies never fight a King or his minions, and do not stop their moves; a King
 * fights players as players fight each other (target +1, duel.ts) whether or not Eat Them, Not Me! is on.
 * DECISION kings.entry: "9 map tiles placed" counts tiles laid after the Town Square; he also enters when
 * the tile deck is empty. He enters on any open square.
 * DECISION kings.life: a King starts like a player: 3 Life, 3 Bullets, 3 cards.
 * DECISION kings.target: the Target is drawn at random among the players at setup; every player (not the
 * Kings) knows it.
 * DECISION kings.buildings: a King or a minion entering a building brings no extra zombies.
 */
import type { Seat } from '@horde/core';
import { tilesLaid } from '../tiles.ts';
import type { GameEvent } from '../actions.ts';
import type { State } from '../state.ts';

/** King seats for `kings` Kings at `seats` seats: spaced evenly, the last seat always one (6 seats, 2 Kings: 3rd and 6th). */
export function kingSeats(seats: number, kings: number): Seat[] {
  const out: Seat[] = [];
  for (let k = 1; k <= kings; k++) out.push(Math.round((seats * k) / kings) - 1);
  return out;
}

function livingKings(state: State): Seat[] {
  return state.kings.filter((k) => state.players[k].status === 'playing');
}

/** DECISION kings.alternate: which living King acts on this turn (they alternate, player turn by turn, line 163). */
function kingOnDuty(state: State): Seat {
  const kings = livingKings(state);
  return kings.length ? kings[state.turns % kings.length] : -1;
}

/** Who lays this turn's tile: the King (Catch As Catch Can), else the player; -1: none (a minion's turn). */
export function tilePlacer(state: State, active: Seat): Seat {
  if (state.players[active].role === 'minion') return -1; // seed 004 line 234
  if (!state.config.catchAsCatchCan) return active;
  return kingOnDuty(state);
}

/** Who moves the zombies this turn: the King (Catch As Catch Can), else the player; -1: nobody. */
export function zombieMover(state: State, active: Seat): Seat {
  if (state.config.catchAsCatchCan) return kingOnDuty(state);
  const p = state.players[active];
  return p.status === 'playing' ? active : -1;
}

export function kingMayEnter(state: State): boolean {
  return tilesLaid(state) >= 9 || state.tileDeck.length === 0;
}

export function enterSquares(state: State): number[] {
  const out: number[] = [];
  for (let sq = 0; sq < state.zombies.length; sq++) if (state.geo.links[sq].length > 0) out.push(sq);
  return out;
}

export function enterMap(state: State, seat: Seat, square: number, ev: GameEvent[]): void {
  const p = state.players[seat];
  p.square = square;
  p.entered = true;
  state.pending.shift();
  ev.push({ type: 'kingEntered', seat, square, rule: 'catchAsCatchCan' });
}
