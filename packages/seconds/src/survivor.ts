/**
 * The Survivor's card: health (five at most, line 510; zero loses, line 422),
 * Energy (4E per turn, line 195), Ability tokens (line 445), knockdown
 * (line 239), Concussion (advanced rule, lines 541-545) and the end of the
 * game on the street or at zero health (line 226).
 */
import type { RulesContext } from './cards.ts';
import { computeScore } from './scoring.ts';
import type { SecondsEvent } from './actions.ts';
import type { SurvivorDef } from './content-types.ts';
import type { OutcomeReason, SecondsState, Side } from './state.ts';

/** No character ever has more than five health (line 510; the tracking cards show five, line 418). */
// DECISION survivor.maxHealth.
export const MAX_HEALTH = 5;
/** Concussion tokens that cost an Energy token (line 543). */
export const CONCUSSION_LIMIT = 3;

export function survivorDef(ctx: RulesContext, state: SecondsState): SurvivorDef {
  const def = ctx.survivors.get(state.survivor.kind);
  if (!def) throw new Error(`unknown survivor ${state.survivor.kind}`);
  return def;
}

export function spend(state: SecondsState, side: Side, amount: number, ev: SecondsEvent[]): void {
  if (amount <= 0) return;
  if (side === 'survivor') {
    state.survivor.energy -= amount;
    ev.push({ type: 'energySpent', side, amount, left: state.survivor.energy });
  } else {
    state.zombies.energy -= amount;
    ev.push({ type: 'energySpent', side, amount, left: state.zombies.energy });
  }
}

export function gainEnergy(state: SecondsState, side: Side, amount: number, ev: SecondsEvent[]): void {
  if (side === 'survivor') state.survivor.energy += amount;
  else state.zombies.energy += amount;
  ev.push({
    type: 'energyGained',
    side,
    amount,
    energy: side === 'survivor' ? state.survivor.energy : state.zombies.energy,
  });
}

/**
 * Permanent Knockdown (line 549): a knocked-down character with one health
 * may not stand up; the Survivor may again once back to two health.
 */
export function survivorMayStand(state: SecondsState): boolean {
  return !(state.config.permanentKnockdown && state.survivor.health <= 1);
}

/** Knocks the Survivor down (standee on its side, line 138); a Concussion token under that rule (line 543). */
export function knockSurvivorDown(state: SecondsState, by: string | null, ev: SecondsEvent[]): void {
  const sv = state.survivor;
  // DECISION knockdown.again: knocking down a Survivor already down changes nothing (no second Concussion token).
  if (sv.down) return;
  sv.down = true;
  ev.push({ type: 'survivorKnockedDown', by });
  if (!state.config.concussion) return;
  sv.concussion++;
  if (sv.concussion >= CONCUSSION_LIMIT) {
    sv.concussion = 0;
    sv.energyTokens = Math.max(0, sv.energyTokens - 1);
  }
  ev.push({ type: 'concussion', tokens: sv.concussion, energyTokens: sv.energyTokens });
}

export function heal(state: SecondsState, amount: number): number {
  const before = state.survivor.health;
  state.survivor.health = Math.min(MAX_HEALTH, before + amount);
  return state.survivor.health - before;
}

/** Ends the game (line 226): the street, zero health, or the designed round limit. */
export function endGame(
  ctx: RulesContext,
  state: SecondsState,
  winner: Side,
  reason: OutcomeReason,
  ev: SecondsEvent[],
): void {
  if (state.phase === 'over') return;
  state.phase = 'over';
  state.pending = [];
  state.attack = null;
  state.zombieAttack = null;
  state.opportunity = null;
  state.automaton = null;
  state.timer.endsAt = null;
  state.timer.paused = null;
  delete state.timer.held;
  const score = state.mode === 'solo' && state.config.scoring ? computeScore(ctx, state, winner === 'survivor') : null;
  state.result = { winner, reason, turns: state.turn, score };
  ev.push({ type: 'gameOver', winner, reason, turns: state.turn, score });
}
