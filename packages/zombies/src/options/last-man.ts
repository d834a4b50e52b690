/**
 * Last Man Standing (seed 004 lines 143-149): no way out, no respawn; the last player alive wins (win.ts),
 * or the most points. Its 3x3 start: 9 map tiles laid in a square, with or without their zombies, then the
 * pawns placed one at a time on any square. Its amnesty: the first rounds nobody may attack another
 * (duel.ts and shooting.ts ask `amnesty`).
 * DECISION lastMan.grid: the Town Square in the middle and the next 8 tiles of the deck around it, in reading
 * order, each turned the first way that matches its laid neighbours (the most edges when none matches all).
 * DECISION lastMan.pawns: a pawn goes on any square a player may stand on, but not among zombies.
 */
import type { Seat } from '@horde/core';
import { tileInfo, type RulesContext } from '../context.ts';
import { DX, DY, tileIndexAt } from '../geometry.ts';
import { layTile } from '../tiles.ts';
import type { GameEvent } from '../actions.ts';
import type { State } from '../state.ts';

export function amnesty(state: State): boolean {
  return state.round <= state.config.amnestyRounds;
}

export function layGrid(ctx: RulesContext, state: State, ev: GameEvent[]): void {
  for (let y = -1; y <= 1; y++)
    for (let x = -1; x <= 1; x++) {
      if (x === 0 && y === 0) continue;
      const id = state.tileDeck.pop();
      if (id === undefined) return;
      let best = 0;
      let bestScore = -1;
      for (let r = 0; r < 4; r++) {
        const exits = tileInfo(ctx, id).turned[r].exits;
        let score = 0;
        for (let d = 0; d < 4; d++) {
          const n = tileIndexAt(state.geo, x + DX[d], y + DY[d]);
          if (n < 0) continue;
          const t = state.geo.tiles[n];
          if (tileInfo(ctx, t.tile).turned[t.rotation].exits[(d + 2) % 4] === exits[d]) score++;
        }
        if (score > bestScore) {
          bestScore = score;
          best = r;
        }
      }
      layTile(ctx, state, 0, { tile: id, x, y, rotation: best }, ev, { zombies: state.config.lastManGridZombies });
    }
}

/** The next seat to place its pawn on the 3x3 start, or -1. */
export function nextPawnToPlace(state: State): Seat {
  if (!(state.config.lastManStanding && state.config.lastManStart === 'grid')) return -1;
  for (const p of state.players) if (p.status === 'playing' && p.square < 0) return p.seat;
  return -1;
}

export function pawnSquareIssue(state: State, square: number): string | null {
  if (square < 0 || square >= state.zombies.length) return 'lastManStanding.noSquare';
  if (state.geo.links[square].length === 0) return 'lastManStanding.closedSquare';
  if (state.zombies[square] > 0) return 'lastManStanding.zombiesThere';
  return null;
}

export function pawnSquares(state: State): number[] {
  const out: number[] = [];
  for (let sq = 0; sq < state.zombies.length; sq++) if (pawnSquareIssue(state, sq) === null) out.push(sq);
  return out;
}

export function placePawn(state: State, seat: Seat, square: number, ev: GameEvent[]): void {
  state.players[seat].square = square;
  state.pending.shift();
  ev.push({ type: 'pawnPlaced', seat, square, rule: 'lastManStanding' });
}
