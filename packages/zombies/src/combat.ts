/**
 * Combat (seed 004 lines 12-14): same square only; a roll of 4 or more kills the zombie, which the player
 * keeps; on a failure the player may spend Bullets, +1 each, to reach 4, or loses a Life token and fights
 * again. With It's Zombie a Go-Go (lines 107-111) one roll per zombie in the square. Just a Minute (lines
 * 78-82, and "Time", line 40): each round after the first in a square costs 1 movement. Bruiser/Weak,
 * Brawler, Trigger Happy (lines 122, 126, 134, 138) and the weapon cards modify the rolls.
 */
import { eventDef, type RulesContext } from './context.ts';
import { loseLife } from './death.ts';
import { loseMovement } from './movement-points.ts';
import { maxLife as maxLifeOf, onMap, spendBulletsToBox, zombiesFight } from './players.ts';
import type { GameEvent, Rule } from './actions.ts';
import type { PlayerState, State } from './state.ts';
import { checkKills, takeOff } from './win.ts';
import { roll } from './dice.ts';

/** Zombies per square: 1, or 3 with It's Zombie a Go-Go Out There (seed 004 line 107). */
export function capacity(state: State): number {
  return state.config.zombieAGoGo ? 3 : 1;
}

/** A survivor in a square with zombies must fight before anything else (unless a card let them slip away). */
export function mustFight(state: State, p: PlayerState): boolean {
  return onMap(p) && zombiesFight(p) && state.zombies[p.square] > 0 && state.turn.slipSquare !== p.square;
}

/** The kill target against zombies this turn: 4, +1 with We're Screwed on the player. */
export function zombieNeed(state: State, p: PlayerState): number {
  return 4 + (state.turn.seat === p.seat ? state.turn.effects.screwed : 0);
}

/**
 * The modifier of one Combat (or Shooting, `gun`) roll: traits and cards; `consume` spends a charge of the
 * charged items used (each roll uses one: "the next 3 Combat rolls").
 */
export function rollBonus(
  ctx: RulesContext,
  state: State,
  p: PlayerState,
  kind: 'combat' | 'shoot',
  consume: boolean,
  ev: GameEvent[],
): number {
  let bonus = 0;
  if (p.traitsRevealed) {
    if (kind === 'combat') {
      if (p.schtick === 'bruiser') bonus += 1;
      if (p.flaw === 'weak') bonus -= 1;
    } else {
      if (p.schtick === 'deadeye') bonus += 1;
      if (p.flaw === 'shakes') bonus -= 1;
    }
  }
  if (kind === 'combat' && state.turn.seat === p.seat) bonus += state.turn.effects.nerves;
  for (let i = 0; i < p.items.length; i++) {
    const item = p.items[i];
    const def = eventDef(ctx, item.card);
    if (def.effect === 'itemPermanent' && kind === 'combat') bonus += def.bonus;
    if (def.effect === 'itemCombat' && (kind === 'combat' || def.gun)) {
      bonus += def.bonus;
      if (consume) {
        item.charges--;
        if (item.charges <= 0) {
          p.items.splice(i, 1);
          i--;
          state.eventDiscard.push(def.id);
          ev.push({ type: 'itemUsedUp', seat: p.seat, card: def.id });
        }
      }
    }
  }
  return bonus;
}

/**
 * The bullets that raise `total` to `need`: Brawler makes each worth 2 (seed 004 line 126); Trigger Happy
 * spends 2 per raise when it can (line 138). Null when the player cannot reach it (or may not use Bullets).
 */
export function bulletCost(p: PlayerState, total: number, need: number): number | null {
  if (p.role === 'minion') return null; // seed 004 line 231
  const deficit = need - total;
  if (deficit <= 0) return 0;
  const per = p.schtick === 'brawler' && p.traitsRevealed ? 2 : 1;
  const raises = Math.ceil(deficit / per);
  if (p.bullets < raises) return null;
  return p.flaw === 'triggerHappy' && p.traitsRevealed ? Math.min(2 * raises, p.bullets) : raises;
}

export function anyAffordable(p: PlayerState, rolls: readonly number[], need: number): boolean {
  for (const r of rolls) if (bulletCost(p, r, need) !== null) return true;
  return false;
}

/** A fight round begins: Just a Minute charges rounds after the first in the square. */
export function startRound(state: State, p: PlayerState, ev: GameEvent[]): void {
  const t = state.turn;
  if (t.fightSquare !== p.square) {
    t.fightSquare = p.square;
    t.fightRounds = 0;
    t.dodgedInSquare = false;
  }
  if (t.fightRounds >= 1 && state.config.justAMinute && t.moveLeft > 0)
    loseMovement(state, p.seat, 1, ev, 'justAMinute');
  t.fightRounds++;
}

/** Kills one zombie in `square` for `p` (a revenant first: the freshest dead). */
export function killZombie(state: State, p: PlayerState, square: number, rule: Rule, ev: GameEvent[]): void {
  if (state.zombies[square] <= 0) return;
  state.zombies[square]--;
  const r = state.revenants.findIndex((x) => x.square === square);
  let revenant: number | null = null;
  if (r >= 0) {
    revenant = state.revenants[r].seat;
    state.revenants.splice(r, 1);
    p.revenantKills++;
  }
  // Fahsands Ov Em: the dead go back in the box (never runs out); otherwise the player keeps the zombie.
  p.kills++;
  ev.push({ type: 'zombieKilled', seat: p.seat, square, revenant, rule });
  checkKills(state, p, ev);
}

/** Removes a zombie from a square without a kill (back to the box), its revenant first. */
export function removeZombie(state: State, square: number): void {
  if (state.zombies[square] <= 0) return;
  state.zombies[square]--;
  const r = state.revenants.findIndex((x) => x.square === square);
  if (r >= 0) state.revenants.splice(r, 1);
  if (state.supply.zombies >= 0) state.supply.zombies++;
}

/** One round of Combat: a roll per zombie (Go-Go) or one; failures go to the bullets decision. */
export function fight(ctx: RulesContext, state: State, p: PlayerState, ev: GameEvent[]): void {
  const square = p.square;
  startRound(state, p, ev);
  const need = zombieNeed(state, p);
  const count = state.config.zombieAGoGo ? state.zombies[square] : 1;
  ev.push({
    type: 'fightStarted',
    seat: p.seat,
    square,
    zombies: state.zombies[square],
    round: state.turn.fightRounds,
    rule: 'combat',
  });
  const fails: number[] = [];
  for (let i = 0; i < count; i++) {
    const die = roll(state);
    const bonus = rollBonus(ctx, state, p, 'combat', true, ev);
    ev.push({
      type: 'diceRolled',
      seat: p.seat,
      purpose: 'combat',
      dice: [die],
      modifier: bonus,
      need,
      rule: 'combat',
    });
    if (die + bonus >= need) {
      killZombie(state, p, square, 'combat', ev);
      if (state.phase === 'over') return;
    } else fails.push(die + bonus);
  }
  afterRolls(ctx, state, p, fails, need, ev);
}

/** Failed rolls: the bullets decision when one can be raised, else a Life token each. */
export function afterRolls(
  ctx: RulesContext,
  state: State,
  p: PlayerState,
  fails: number[],
  need: number,
  ev: GameEvent[],
): void {
  if (fails.length === 0) return;
  if (anyAffordable(p, fails, need)) {
    state.pending.unshift({ kind: 'bullets', seat: p.seat, rolls: fails, need, context: 'zombie' });
    return;
  }
  woundsFor(ctx, state, p, fails.length, ev);
}

/** Each failed roll costs a Life token (seed 004 line 14), until death. */
export function woundsFor(ctx: RulesContext, state: State, p: PlayerState, count: number, ev: GameEvent[]): void {
  for (let i = 0; i < count; i++) if (loseLife(ctx, state, p, 1, null, 'combat', ev)) return;
}

/** Raises a failed roll with bullets (the cost checked by the caller). */
export function payBullets(
  state: State,
  p: PlayerState,
  total: number,
  need: number,
  rule: Rule,
  ev: GameEvent[],
): void {
  const cost = bulletCost(p, total, need) ?? 0;
  spendBulletsToBox(state, p, cost);
  ev.push({ type: 'bulletsSpent', seat: p.seat, count: cost, roll: total, raisedTo: need, rule });
}

/** The player's square is clear after arriving: pick up its tokens, and the Helicopter takes off if there. */
export function arrivalCheck(ctx: RulesContext, state: State, p: PlayerState, ev: GameEvent[]): void {
  const sq = p.square;
  if (state.life[sq] > 0 || state.bullets[sq] > 0) pickUp(state, p, ev);
  if (sq === state.geo.helicopter) takeOff(ctx, state, p, ev);
}

/** Published: a player takes the tokens of a square they enter; Life never above the maximum (the rest stays). */
export function pickUp(state: State, p: PlayerState, ev: GameEvent[]): void {
  const sq = p.square;
  let life = 0;
  if (p.role !== 'minion') {
    life = Math.min(state.life[sq], Math.max(0, maxLifeOf(p) - p.life));
    state.life[sq] -= life;
    p.life += life;
  }
  let bullets = 0;
  if (p.role !== 'minion') {
    bullets = state.bullets[sq];
    state.bullets[sq] = 0;
    p.bullets += bullets;
  }
  if (life || bullets) ev.push({ type: 'tokensTaken', seat: p.seat, square: sq, life, bullets, rule: 'pickup' });
}
