/**
 * Time tokens and the Warehouse zombies (lines 396-410): four Time tokens on
 * row one, one removed in each Resolution Phase; when the last is removed, or
 * when the Survivor enters row four, the face-down zombies of row one are
 * released and the remaining Time tokens are removed.
 */
import { putZombie } from './alley.ts';
import type { RulesContext } from './cards.ts';
import type { SecondsEvent } from './actions.ts';
import type { SecondsState } from './state.ts';

export const WAREHOUSE_ROW = 1;
export const RELEASE_ROW = 4;

export function releaseWarehouse(
  ctx: RulesContext,
  state: SecondsState,
  rule: 'lastTimeToken' | 'row4',
  ev: SecondsEvent[],
): void {
  state.timeTokens = 0;
  if (state.warehouse.length === 0) return;
  const released = state.warehouse.splice(0, state.warehouse.length);
  // DECISION warehouse.enter: released zombies enter play in row one, standing, and (like a summoned zombie,
  // line 790) may not attack in the zombie turn in which they were released.
  const zombieTurn = state.active === 'zombie';
  for (const card of released) putZombie(ctx, state, card, WAREHOUSE_ROW, zombieTurn);
  ev.push({ type: 'warehouseReleased', zombies: released, rule });
}

export function removeTimeToken(ctx: RulesContext, state: SecondsState, ev: SecondsEvent[]): void {
  if (state.timeTokens <= 0) return;
  state.timeTokens--;
  ev.push({ type: 'timeTokenRemoved', left: state.timeTokens });
  if (state.timeTokens === 0) releaseWarehouse(ctx, state, 'lastTimeToken', ev);
}
