/**
 * The Survivor's card: health (five at most, line 510; zero loses, line 422),
 * Energy (4E per turn, line 195), Ability tokens (line 445), knockdown
 * (line 239), Concussion (advanced rule, lines 541-545) and the end of the
 * game on the street or at zero health (line 226).
 */
import type { Cards } from './cards.ts';
import { computeScore } from './scoring.ts';
import type { SecondsEvent } from './actions.ts';
import type { SurvivorDef } from './content-types.ts';
import type { OutcomeReason, SecondsState, Side } from './state.ts';

/** No character ever has more than five health (line 510; the tracking cards show five, line 418). */
// DECISION survivor.maxHealth.
export const MAX_HEALTH = 5;
/** Concussion tokens that cost an Energy token (line 543). */
export const CONCUSSION_LIMIT = 3;

export function survivorDef(c: Cards, s: SecondsState): SurvivorDef {
  const def = c.survivors.get(s.survivor.kind);
  if (!def) throw new Error(`unknown survivor ${s.survivor.kind}`);
  return def;
}

export function spend(s: SecondsState, side: Side, amount: number, ev: SecondsEvent[]): void {
  if (amount <= 0) return;
  if (side === 'survivor') {
    s.survivor.energy -= amount;
    ev.push({ type: 'energySpent', side, amount, left: s.survivor.energy });
  } else {
    s.zombies.energy -= amount;
    ev.push({ type: 'energySpent', side, amount, left: s.zombies.energy });
  }
}

export function gainEnergy(s: SecondsState, side: Side, amount: number, ev: SecondsEvent[]): void {
  if (side === 'survivor') s.survivor.energy += amount;
  else s.zombies.energy += amount;
  ev.push({ type: 'energyGained', side, amount, energy: side === 'survivor' ? s.survivor.energy : s.zombies.energy });
}

/**
 * Permanent Knockdown (line 549): a knocked-down character with one health
 * may not stand up; the Survivor may again once back to two health.
 */
export function survivorMayStand(s: SecondsState): boolean {
  return !(s.config.permanentKnockdown && s.survivor.health <= 1);
}

/** Knocks the Survivor down (standee on its side, line 138); a Concussion token under that rule (line 543). */
export function knockSurvivorDown(s: SecondsState, by: string | null, ev: SecondsEvent[]): void {
  const sv = s.survivor;
  // DECISION knockdown.again: knocking down a Survivor already down changes nothing (no second Concussion token).
  if (sv.down) return;
  sv.down = true;
  ev.push({ type: 'survivorKnockedDown', by });
  if (!s.config.concussion) return;
  sv.concussion++;
  if (sv.concussion >= CONCUSSION_LIMIT) {
    sv.concussion = 0;
    sv.energyTokens = Math.max(0, sv.energyTokens - 1);
  }
  ev.push({ type: 'concussion', tokens: sv.concussion, energyTokens: sv.energyTokens });
}

export function heal(s: SecondsState, amount: number): number {
  const before = s.survivor.health;
  s.survivor.health = Math.min(MAX_HEALTH, before + amount);
  return s.survivor.health - before;
}

/** Ends the game (line 226): the street, zero health, or the designed round limit. */
export function endGame(c: Cards, s: SecondsState, winner: Side, reason: OutcomeReason, ev: SecondsEvent[]): void {
  if (s.phase === 'over') return;
  s.phase = 'over';
  s.pending = [];
  s.attack = null;
  s.zombieAttack = null;
  s.opportunity = null;
  s.automaton = null;
  s.timer.endsAt = null;
  s.timer.paused = null;
  delete s.timer.held;
  const score = s.mode === 'solo' && s.config.scoring ? computeScore(c, s, winner === 'survivor') : null;
  s.result = { winner, reason, turns: s.turn, score };
  ev.push({ type: 'gameOver', winner, reason, turns: s.turn, score });
}
