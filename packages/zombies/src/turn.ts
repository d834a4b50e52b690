/**
 * The turn (seed 004 lines 3-10): draw up to 3 event cards, draw and place a map tile, roll for movement (or
 * search), fight and move, roll and move zombies, discard up to 1 event card. `advance` runs everything the
 * rules do by themselves until a player must decide; each decision is a `Choice` (or the active player's
 * free choice in the roll, move and discard steps).
 */
import type { Seat } from '@horde/core';
import type { RulesContext } from './context.ts';
import { arrivalCheck, mustFight } from './combat.ts';
import { drawEvents } from './events.ts';
import { riseAtTurnStart } from './options/one-bite.ts';
import { kingMayEnter, tilePlacer } from './options/kings.ts';
import { nextPawnToPlace } from './options/last-man.ts';
import { settleFlaws, settleSchticks } from './options/traits.ts';
import { completeStep } from './movement.ts';
import { onMap } from './players.ts';
import { drawPlaceableTile } from './tiles.ts';
import type { GameEvent } from './actions.ts';
import type { State, TurnState } from './state.ts';
import { finish } from './win.ts';
import { startZombiePhase, zombieMoveExists } from './zombie-move.ts';

export const HAND_LIMIT_DRAW = 3;

export function freshTurn(seat: Seat): TurnState {
  return {
    seat,
    step: 'tile',
    tile: null,
    moveLeft: 0,
    die: null,
    moveTotal: 0,
    searched: false,
    fightSquare: -1,
    fightRounds: 0,
    dodgedInSquare: false,
    attacked: [],
    stole: false,
    trades: 0,
    attacks: 0,
    slipSquare: -1,
    arrivalDue: false,
    weaveInto: -1,
    sensed: [],
    effects: {
      halveMove: false,
      noMove: false,
      noBuildings: false,
      noZombieSquares: false,
      screwed: 0,
      nerves: 0,
      zombieMaster: false,
    },
    duel: null,
    zombieMover: seat,
    zombieDie: null,
    zombiesLeft: 0,
    zombiesMoved: [],
  };
}

/** Pops decisions whose seats all answered, doing what comes after each. Returns whether one was popped. */
function settle(ctx: RulesContext, state: State, ev: GameEvent[]): boolean {
  const top = state.pending[0];
  if (!top) return false;
  switch (top.kind) {
    case 'schtick':
      if (top.seats.length) return false;
      state.pending.shift();
      settleSchticks(state, ev);
      return true;
    case 'flaw':
      if (top.seats.length) return false;
      state.pending.shift();
      settleFlaws(state, ev);
      return true;
    case 'window':
      if (top.seats.length) return false;
      state.pending.shift();
      ev.push({ type: 'windowClosed' });
      return true;
    case 'swap':
      if (top.seats.length) return false;
      state.pending.shift();
      return true;
    case 'leaveAttack': {
      if (top.seats.length || state.turn.duel) return false;
      state.pending.shift();
      const mover = state.players[top.mover];
      if (top.to >= 0 && onMap(mover) && mover.square === top.from)
        completeStep(ctx, state, mover, top.to, 'movement', ev);
      return true;
    }
    default:
      return false;
  }
}

/** Runs the rules until a player must decide (or the game is over). */
export function advance(ctx: RulesContext, state: State, ev: GameEvent[], now: number): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (state.phase === 'over') return;
    if (settle(ctx, state, ev)) continue;
    if (state.pending.length) return;
    if (state.phase === 'setup') {
      continueSetup(ctx, state, ev, now);
      continue;
    }
    const t = state.turn;
    const p = state.players[t.seat];
    switch (t.step) {
      case 'tile': {
        const placer = tilePlacer(state, t.seat);
        if (placer < 0 || state.tileDeck.length === 0) {
          t.step = 'roll';
          continue;
        }
        const id = drawPlaceableTile(ctx, state, placer, ev);
        if (id === null) {
          t.step = 'roll';
          continue;
        }
        t.tile = id;
        state.pending.unshift({ kind: 'tile', seat: placer, tile: id });
        return;
      }
      case 'roll':
        if (!onMap(p)) {
          t.step = 'zombies';
          continue;
        }
        return;
      case 'move':
        if (!onMap(p)) {
          t.step = 'zombies';
          continue;
        }
        if (mustFight(state, p)) {
          state.pending.unshift({ kind: 'combat', seat: p.seat, square: p.square });
          return;
        }
        if (t.arrivalDue) {
          t.arrivalDue = false;
          arrivalCheck(ctx, state, p, ev);
          continue;
        }
        return;
      case 'zombies':
        if (t.zombieDie === null) {
          if (!startZombiePhase(ctx, state, ev)) {
            t.step = 'discard';
            continue;
          }
          if (state.pending.length) return;
        }
        if (t.zombiesLeft <= 0 || !zombieMoveExists(ctx, state)) {
          ev.push({ type: 'zombieMovesEnded', seat: t.zombieMover });
          t.zombiesLeft = 0;
          t.step = 'discard';
          continue;
        }
        return;
      case 'discard':
        if (p.hand.length === 0 || p.status !== 'playing') {
          endTurn(ctx, state, ev, now);
          continue;
        }
        return;
    }
  }
  throw new Error('Zombies!!!: the rules ran 10,000 steps without a decision');
}

/** Draws event cards up to 3 (seed 004 line 60). */
export function drawUpTo(state: State, seat: Seat, ev: GameEvent[]): void {
  const p = state.players[seat];
  if (p.role === 'minion') return; // seed 004 line 230
  const want = HAND_LIMIT_DRAW - p.hand.length;
  if (want > 0) drawEvents(state, p, want, ev, 'events');
}

/** Starts `seat`'s turn; false when the seat has no turn now (out of the game, a King still waiting). */
function beginTurn(ctx: RulesContext, state: State, seat: Seat, ev: GameEvent[]): boolean {
  state.turn = freshTurn(seat);
  if (state.frozenUntil === seat) state.frozenUntil = -1;
  const p = state.players[seat];
  if (p.status === 'dead') riseAtTurnStart(ctx, state, p, ev);
  if (p.status !== 'playing') return false;
  if (p.role === 'king' && !p.entered) {
    if (!kingMayEnter(state)) {
      ev.push({ type: 'turnSkipped', seat, reason: 'kingWaiting' });
      return false;
    }
    ev.push({ type: 'turnStarted', seat, round: state.round });
    drawUpTo(state, seat, ev);
    state.pending.unshift({ kind: 'enterMap', seat });
    return true;
  }
  ev.push({ type: 'turnStarted', seat, round: state.round });
  drawUpTo(state, seat, ev);
  return true;
}

/** The setup's decisions are made: the next pawn of the 3x3 start, or the first turn. */
function continueSetup(ctx: RulesContext, state: State, ev: GameEvent[], now: number): void {
  const seat = nextPawnToPlace(state);
  if (seat >= 0) state.pending.unshift({ kind: 'placePawn', seat });
  else firstTurn(ctx, state, ev, now);
}

/** The first turn of the game. */
export function firstTurn(ctx: RulesContext, state: State, ev: GameEvent[], now: number): void {
  state.phase = 'play';
  ev.push({ type: 'roundStarted', round: state.round });
  if (!beginTurn(ctx, state, 0, ev)) endTurn(ctx, state, ev, now);
}

/** Ends the turn and starts the next seat's that can play (a new round after the last seat). */
export function endTurn(ctx: RulesContext, state: State, ev: GameEvent[], _now: number): void {
  const n = state.players.length;
  let seat = state.turn.seat;
  ev.push({ type: 'turnEnded', seat });
  for (let i = 0; i < 4 * n; i++) {
    seat = (seat + 1) % n;
    state.turns++;
    if (seat === 0) {
      state.round++;
      if (state.round > state.config.roundLimit) {
        finish(state, 'roundLimit', ev);
        return;
      }
      ev.push({ type: 'roundStarted', round: state.round });
    }
    if (beginTurn(ctx, state, seat, ev)) return;
    if (state.phase === 'over') return;
  }
  finish(state, 'roundLimit', ev);
}
