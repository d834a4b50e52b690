/**
 * The turn (seed 004 lines 3-10): draw up to 3 event cards, draw and place a map tile, roll for movement (or
 * search), fight and move, roll and move zombies, discard up to 1 event card. `advance` runs everything the
 * rules do by themselves until a player must decide; each decision is a `Choice` (or the active player's
 * free choice in the roll, move and discard steps).
 */
import type { Seat } from '@horde/core';
import type { Ctx } from './context.ts';
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
function settle(s: State, cx: Ctx, ev: GameEvent[]): boolean {
  const top = s.pending[0];
  if (!top) return false;
  switch (top.kind) {
    case 'schtick':
      if (top.seats.length) return false;
      s.pending.shift();
      settleSchticks(s, ev);
      return true;
    case 'flaw':
      if (top.seats.length) return false;
      s.pending.shift();
      settleFlaws(s, ev);
      return true;
    case 'window':
      if (top.seats.length) return false;
      s.pending.shift();
      ev.push({ type: 'windowClosed' });
      return true;
    case 'swap':
      if (top.seats.length) return false;
      s.pending.shift();
      return true;
    case 'leaveAttack': {
      if (top.seats.length || s.turn.duel) return false;
      s.pending.shift();
      const mover = s.players[top.mover];
      if (top.to >= 0 && onMap(mover) && mover.square === top.from) completeStep(s, cx, mover, top.to, 'movement', ev);
      return true;
    }
    default:
      return false;
  }
}

/** Runs the rules until a player must decide (or the game is over). */
export function advance(s: State, cx: Ctx, ev: GameEvent[], now: number): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.phase === 'over') return;
    if (settle(s, cx, ev)) continue;
    if (s.pending.length) return;
    if (s.phase === 'setup') {
      continueSetup(s, cx, ev, now);
      continue;
    }
    const t = s.turn;
    const p = s.players[t.seat];
    switch (t.step) {
      case 'tile': {
        const placer = tilePlacer(s, t.seat);
        if (placer < 0 || s.tileDeck.length === 0) {
          t.step = 'roll';
          continue;
        }
        const id = drawPlaceableTile(s, cx, placer, ev);
        if (id === null) {
          t.step = 'roll';
          continue;
        }
        t.tile = id;
        s.pending.unshift({ kind: 'tile', seat: placer, tile: id });
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
        if (mustFight(s, p)) {
          s.pending.unshift({ kind: 'combat', seat: p.seat, square: p.square });
          return;
        }
        if (t.arrivalDue) {
          t.arrivalDue = false;
          arrivalCheck(s, cx, p, ev);
          continue;
        }
        return;
      case 'zombies':
        if (t.zombieDie === null) {
          if (!startZombiePhase(s, cx, ev)) {
            t.step = 'discard';
            continue;
          }
          if (s.pending.length) return;
        }
        if (t.zombiesLeft <= 0 || !zombieMoveExists(s, cx)) {
          ev.push({ type: 'zombieMovesEnded', seat: t.zombieMover });
          t.zombiesLeft = 0;
          t.step = 'discard';
          continue;
        }
        return;
      case 'discard':
        if (p.hand.length === 0 || p.status !== 'playing') {
          endTurn(s, cx, ev, now);
          continue;
        }
        return;
    }
  }
  throw new Error('Zombies!!!: the rules ran 10,000 steps without a decision');
}

/** Draws event cards up to 3 (seed 004 line 60). */
export function drawUpTo(s: State, seat: Seat, ev: GameEvent[]): void {
  const p = s.players[seat];
  if (p.role === 'minion') return; // seed 004 line 230
  const want = HAND_LIMIT_DRAW - p.hand.length;
  if (want > 0) drawEvents(s, p, want, ev, 'events');
}

/** Starts `seat`'s turn; false when the seat has no turn now (out of the game, a King still waiting). */
function beginTurn(s: State, cx: Ctx, seat: Seat, ev: GameEvent[]): boolean {
  s.turn = freshTurn(seat);
  if (s.frozenUntil === seat) s.frozenUntil = -1;
  const p = s.players[seat];
  if (p.status === 'dead') riseAtTurnStart(s, cx, p, ev);
  if (p.status !== 'playing') return false;
  if (p.role === 'king' && !p.entered) {
    if (!kingMayEnter(s)) {
      ev.push({ type: 'turnSkipped', seat, reason: 'kingWaiting' });
      return false;
    }
    ev.push({ type: 'turnStarted', seat, round: s.round });
    drawUpTo(s, seat, ev);
    s.pending.unshift({ kind: 'enterMap', seat });
    return true;
  }
  ev.push({ type: 'turnStarted', seat, round: s.round });
  drawUpTo(s, seat, ev);
  return true;
}

/** The setup's decisions are made: the next pawn of the 3x3 start, or the first turn. */
function continueSetup(s: State, cx: Ctx, ev: GameEvent[], now: number): void {
  const seat = nextPawnToPlace(s);
  if (seat >= 0) s.pending.unshift({ kind: 'placePawn', seat });
  else firstTurn(s, cx, ev, now);
}

/** The first turn of the game. */
export function firstTurn(s: State, cx: Ctx, ev: GameEvent[], now: number): void {
  s.phase = 'play';
  ev.push({ type: 'roundStarted', round: s.round });
  if (!beginTurn(s, cx, 0, ev)) endTurn(s, cx, ev, now);
}

/** Ends the turn and starts the next seat's that can play (a new round after the last seat). */
export function endTurn(s: State, cx: Ctx, ev: GameEvent[], _now: number): void {
  const n = s.players.length;
  let seat = s.turn.seat;
  ev.push({ type: 'turnEnded', seat });
  for (let i = 0; i < 4 * n; i++) {
    seat = (seat + 1) % n;
    s.turns++;
    if (seat === 0) {
      s.round++;
      if (s.round > s.config.roundLimit) {
        finish(s, 'roundLimit', ev);
        return;
      }
      ev.push({ type: 'roundStarted', round: s.round });
    }
    if (beginTurn(s, cx, seat, ev)) return;
    if (s.phase === 'over') return;
  }
  finish(s, 'roundLimit', ev);
}
