/**
 * It Takes One Bite To Be The Same (seed 004 lines 222-234). The dead player's pawn stays where they fell
 * and, on their next turn, is replaced by a zombie (giving those nearby a chance to get away). In Catch As
 * Catch Can the dead play on as the King's minions: half movement, 1 Life (+1 per player they kill), no
 * event cards, no Bullets, no Duck 'n' Weave, no zombie moves, no map tiles.
 * DECISION oneBite.respawn: outside Catch As Catch Can and Last Man Standing the player, once their zombie is
 * up, starts again at the Town Square (the published death rule) and plays that turn.
 * DECISION oneBite.minion: a minion rises on the square where it fell; its cards and items are discarded.
 * DECISION oneBite.full: when the square already holds all the zombies it may, no zombie rises there.
 */
import { capacity } from '../combat.ts';
import type { Ctx } from '../context.ts';
import { discardAll, respawn } from '../death.ts';
import { gainLife, loseLifeToBox, takeZombies } from '../players.ts';
import type { GameEvent } from '../actions.ts';
import type { PlayerState, State } from '../state.ts';

export function riseAtTurnStart(s: State, _cx: Ctx, p: PlayerState, ev: GameEvent[]): void {
  const square = p.corpse;
  p.corpse = -1;
  if (s.config.catchAsCatchCan) {
    p.role = 'minion';
    p.status = 'playing';
    p.square = square;
    discardAll(s, p);
    loseLifeToBox(s, p, p.life);
    gainLife(s, p, 1);
    ev.push({ type: 'becameMinion', seat: p.seat, rule: 'oneBite' });
    return;
  }
  if (s.zombies[square] < capacity(s) && takeZombies(s, 1) === 1) {
    s.zombies[square]++;
    s.revenants.push({ seat: p.seat, square });
    ev.push({ type: 'becameZombie', seat: p.seat, square, rule: 'oneBite' });
  }
  if (s.config.lastManStanding) {
    p.status = 'eliminated';
    discardAll(s, p);
    ev.push({ type: 'playerEliminated', seat: p.seat, rule: 'lastManStanding' });
    return;
  }
  respawn(s, p, ev);
}
