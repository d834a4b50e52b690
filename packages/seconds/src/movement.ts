/**
 * Movement (lines 234-255): moving forward or back for the Survivor card's
 * cost, collecting Ability tokens (line 446), releasing the Warehouse on
 * entering row four (line 410), Opportunity Attacks by the standing zombies of
 * the row left when moving to a higher row (line 238), the street (line 106),
 * and standing up (line 247).
 */
import { hasStandingZombie, standingIn } from './alley.ts';
import type { RulesContext } from './cards.ts';
import { survivorDef, survivorMayStand } from './survivor.ts';
import { RELEASE_ROW, releaseWarehouse } from './warehouse.ts';
import type { SecondsEvent } from './actions.ts';
import { STREET, type SecondsState } from './state.ts';

/**
 * Energy to move `rows` rows. Knocked down, the Survivor may not move (line
 * 239), except under Permanent Knockdown when they may not stand up: then a
 * move costs 1E more (line 549).
 */
export function moveCost(ctx: RulesContext, state: SecondsState): number | null {
  const def = survivorDef(ctx, state);
  if (!state.survivor.down) return def.move.cost;
  if (state.config.permanentKnockdown && !survivorMayStand(state)) return def.move.cost + 1;
  return null;
}

// DECISION move.standUp: standing up is not a Movement Action for restrictions.
export function standUpCost(state: SecondsState): number {
  return hasStandingZombie(state, state.survivor.row) ? 2 : 1;
}

/**
 * Puts the Survivor in row `to` and queues the Opportunity Attacks of the row
 * left (when moving up), except those of `ignored` zombies (College Track
 * Star) or all of them (`noAttacks`: Slip Past).
 */
export function moveSurvivor(
  ctx: RulesContext,
  state: SecondsState,
  to: number,
  cost: number,
  rule: 'move' | 'sprint' | 'slipPast' | 'trackStar',
  ignored: readonly string[],
  noAttacks: boolean,
  ev: SecondsEvent[],
): void {
  const sv = state.survivor;
  const from = sv.row;
  sv.row = to;
  ev.push({ type: 'survivorMoved', from, to, cost, rule });
  // Ability tokens in the rows entered go on the Survivor card (line 446).
  const step = to > from ? 1 : -1;
  for (let r = from + step; r !== to + step; r += step) {
    if (r >= 1 && r <= 10 && state.rows[r].abilityTokens > 0) {
      sv.abilityTokens += state.rows[r].abilityTokens;
      ev.push({ type: 'abilityTokenCollected', row: r, tokens: state.rows[r].abilityTokens });
      state.rows[r].abilityTokens = 0;
    }
  }
  // DECISION warehouse.row4: moving from below row four to row four or beyond (a Sprint may skip it) enters row four.
  if (from < RELEASE_ROW && to >= RELEASE_ROW && (state.warehouse.length > 0 || state.timeTokens > 0))
    releaseWarehouse(ctx, state, 'row4', ev);
  // DECISION move.opportunity: the standing zombies of the row left, from the bottom of the alley.
  const queue: string[] = [];
  if (to > from && !noAttacks) {
    for (const z of standingIn(state, from)) if (!ignored.includes(z.id)) queue.push(z.id);
  }
  if (queue.length > 0 || to === STREET) state.opportunity = { queue, to };
}
