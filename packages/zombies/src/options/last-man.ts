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
import { tileInfo, type Ctx } from '../context.ts';
import { DX, DY, tileIndexAt } from '../geometry.ts';
import { layTile } from '../tiles.ts';
import type { GameEvent } from '../actions.ts';
import type { State } from '../state.ts';

export function amnesty(s: State): boolean {
  return s.round <= s.config.amnestyRounds;
}

export function layGrid(s: State, cx: Ctx, ev: GameEvent[]): void {
  for (let y = -1; y <= 1; y++)
    for (let x = -1; x <= 1; x++) {
      if (x === 0 && y === 0) continue;
      const id = s.tileDeck.pop();
      if (id === undefined) return;
      let best = 0;
      let bestScore = -1;
      for (let r = 0; r < 4; r++) {
        const exits = tileInfo(cx, id).turned[r].exits;
        let score = 0;
        for (let d = 0; d < 4; d++) {
          const n = tileIndexAt(s.geo, x + DX[d], y + DY[d]);
          if (n < 0) continue;
          const t = s.geo.tiles[n];
          if (tileInfo(cx, t.tile).turned[t.rotation].exits[(d + 2) % 4] === exits[d]) score++;
        }
        if (score > bestScore) {
          bestScore = score;
          best = r;
        }
      }
      layTile(s, cx, 0, { tile: id, x, y, rotation: best }, ev, { zombies: s.config.lastManGridZombies });
    }
}

/** The next seat to place its pawn on the 3x3 start, or -1. */
export function nextPawnToPlace(s: State): Seat {
  if (!(s.config.lastManStanding && s.config.lastManStart === 'grid')) return -1;
  for (const p of s.players) if (p.status === 'playing' && p.square < 0) return p.seat;
  return -1;
}

export function pawnSquareIssue(s: State, square: number): string | null {
  if (square < 0 || square >= s.zombies.length) return 'lastManStanding.noSquare';
  if (s.geo.links[square].length === 0) return 'lastManStanding.closedSquare';
  if (s.zombies[square] > 0) return 'lastManStanding.zombiesThere';
  return null;
}

export function pawnSquares(s: State): number[] {
  const out: number[] = [];
  for (let sq = 0; sq < s.zombies.length; sq++) if (pawnSquareIssue(s, sq) === null) out.push(sq);
  return out;
}

export function placePawn(s: State, seat: Seat, square: number, ev: GameEvent[]): void {
  s.players[seat].square = square;
  s.pending.shift();
  ev.push({ type: 'pawnPlaced', seat, square, rule: 'lastManStanding' });
}
