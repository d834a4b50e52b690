/**
 * Wounds and death. Published: at 0 Life a player goes back to the Town Square with 3 Life and 3 Bullets
 * and loses half their kills; their turn goes on. Last Man Standing and Catch As Catch Can make death final
 * (seed 004 lines 145, 155); It Takes One Bite makes the dead rise (lines 224-234); Eat Them, Not Me! drops
 * the dead player's Bullets in the square and lets those present swap a card with them (line 195).
 */
import type { Seat } from '@horde/core';
import type { RulesContext } from './context.ts';
import { dropSwap } from './options/swap.ts';
import { gainLife, loseLifeToBox, returnZombies, spendBulletsToBox, START_BULLETS, startLife } from './players.ts';
import type { GameEvent, Rule } from './actions.ts';
import type { PlayerState, State } from './state.ts';
import { checkEnd } from './win.ts';

/** The Town Square's centre: where everyone starts (published). */
export const TOWN_SQUARE_CENTRE = 4;

/** Takes Life tokens from `p`; true when that killed them. */
export function loseLife(
  ctx: RulesContext,
  state: State,
  p: PlayerState,
  amount: number,
  by: Seat | null,
  rule: Rule,
  ev: GameEvent[],
): boolean {
  if (p.status !== 'playing' || p.life <= 0) return false;
  loseLifeToBox(state, p, amount);
  ev.push({ type: 'lifeLost', seat: p.seat, amount, life: p.life, by, rule });
  if (p.life > 0) return false;
  die(ctx, state, p, by, ev);
  return true;
}

/** Whether the dead rise (One Bite), sparing those a player killed when that option is on. */
function rises(state: State, by: Seat | null): boolean {
  return state.config.oneBite && !(state.config.oneBiteSparePlayerKills && by !== null);
}

/** DECISION death.halfKills: the dead keep half their kills rounded down (they lose the larger half). */
export function keptKills(kills: number): number {
  return Math.floor(kills / 2);
}

export function die(ctx: RulesContext, state: State, p: PlayerState, by: Seat | null, ev: GameEvent[]): void {
  const square = p.square;
  const c = state.config;
  state.deaths++;
  const final = c.lastManStanding || c.catchAsCatchCan || p.role !== 'survivor';
  const kept = final ? p.kills : keptKills(p.kills);
  const lost = p.kills - kept;
  p.kills = kept;
  returnZombies(state, lost);
  ev.push({ type: 'playerDied', seat: p.seat, square, by, keptKills: kept, lostKills: lost, rule: 'death' });
  if (c.lastManStanding) p.deathOrder = state.deaths;

  // Bullets: dropped where they fell (Eat Them, Not Me!, seed 004 line 195), else back to the box.
  if (c.eatThemNotMe && p.bullets > 0) {
    ev.push({ type: 'bulletsDropped', seat: p.seat, square, amount: p.bullets, rule: 'eatThemNotMe' });
    state.bullets[square] += p.bullets;
    p.bullets = 0;
  } else spendBulletsToBox(state, p, p.bullets);

  // A minion who kills a player gains a Life token (seed 004 line 229).
  if (by !== null) {
    const killer = state.players[by];
    if (killer.role === 'minion' && killer.status === 'playing') {
      const got = gainLife(state, killer, 1);
      if (got) ev.push({ type: 'lifeGained', seat: by, amount: got, life: killer.life, rule: 'oneBite' });
    }
  }

  dropPendingOf(state, p.seat);
  const active = state.turn.seat === p.seat;
  if (active) {
    state.turn.moveLeft = 0;
    state.turn.arrivalDue = false;
    state.turn.weaveInto = -1;
    if (state.turn.step === 'roll' || state.turn.step === 'move') state.turn.step = 'zombies';
  }

  if (final) {
    if (p.role === 'survivor' && rises(state, by)) {
      p.status = 'dead';
      p.corpse = square;
    } else {
      p.status = 'eliminated';
      ev.push({
        type: 'playerEliminated',
        seat: p.seat,
        rule: c.catchAsCatchCan ? 'catchAsCatchCan' : 'lastManStanding',
      });
    }
    p.square = -1;
  } else if (rises(state, by)) {
    p.status = 'dead';
    p.corpse = square;
    p.square = -1;
  } else respawn(state, p, ev);

  dropSwap(state, p, square, ev);
  if (p.status === 'eliminated' && !state.pending.some((x) => x.kind === 'swap' && x.dead === p.seat))
    discardAll(state, p);
  checkEnd(state, ev);
}

/** Published: back on the Town Square's centre with 3 Life (Tough: 4) and 3 Bullets. */
export function respawn(state: State, p: PlayerState, ev: GameEvent[]): void {
  p.status = 'playing';
  p.square = TOWN_SQUARE_CENTRE;
  p.corpse = -1;
  p.life = 0;
  gainLife(state, p, startLife(p));
  const bullets = Math.min(START_BULLETS, state.supply.bullets);
  state.supply.bullets -= bullets;
  p.bullets += bullets;
  ev.push({ type: 'respawned', seat: p.seat, square: p.square, life: p.life, bullets: p.bullets, rule: 'death' });
}

/** A player out of the game lays down their cards and items. */
export function discardAll(state: State, p: PlayerState): void {
  for (const c of p.hand) state.eventDiscard.push(c);
  p.hand = [];
  for (const item of p.items) state.eventDiscard.push(item.card);
  p.items = [];
}

/** Decisions that were the dead player's (or about them) go. */
function dropPendingOf(state: State, seat: Seat): void {
  const keep = state.pending.filter((x) => {
    switch (x.kind) {
      case 'window':
      case 'schtick':
      case 'flaw':
        x.seats = x.seats.filter((y) => y !== seat);
        return true;
      case 'leaveAttack':
        if (x.mover === seat) return false;
        x.seats = x.seats.filter((y) => y !== seat);
        return true;
      case 'swap':
        x.seats = x.seats.filter((y) => y !== seat);
        return true;
      case 'trade':
        return x.seat !== seat && x.from !== seat;
      default:
        return x.seat !== seat;
    }
  });
  state.pending = keep;
}
