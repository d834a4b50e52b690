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
import type { RulesContext } from '../context.ts';
import { discardAll, respawn } from '../death.ts';
import { gainLife, loseLifeToBox, takeZombies } from '../players.ts';
import type { GameEvent } from '../actions.ts';
import type { PlayerState, State } from '../state.ts';

export function riseAtTurnStart(_ctx: RulesContext, state: State, p: PlayerState, ev: GameEvent[]): void {
  const square = p.corpse;
  p.corpse = -1;
  if (state.config.catchAsCatchCan) {
    p.role = 'minion';
    p.status = 'playing';
    p.square = square;
    discardAll(state, p);
    loseLifeToBox(state, p, p.life);
    gainLife(state, p, 1);
    ev.push({ type: 'becameMinion', seat: p.seat, rule: 'oneBite' });
    return;
  }
  if (state.zombies[square] < capacity(state) && takeZombies(state, 1) === 1) {
    state.zombies[square]++;
    state.revenants.push({ seat: p.seat, square });
    ev.push({ type: 'becameZombie', seat: p.seat, square, rule: 'oneBite' });
  }
  if (state.config.lastManStanding) {
    p.status = 'eliminated';
    discardAll(state, p);
    ev.push({ type: 'playerEliminated', seat: p.seat, rule: 'lastManStanding' });
    return;
  }
  respawn(state, p, ev);
}
