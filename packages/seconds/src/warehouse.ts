/**
 * Time tokens and the Warehouse zombies (lines 396-410): four Time tokens on
 * row one, one removed in each Resolution Phase; when the last is removed, or
 * when the Survivor enters row four, the face-down zombies of row one are
 * released and the remaining Time tokens are removed.
 */
import { putZombie } from './alley.ts';
import type { Cards } from './cards.ts';
import type { SecondsEvent } from './actions.ts';
import type { SecondsState } from './state.ts';

export const WAREHOUSE_ROW = 1;
export const RELEASE_ROW = 4;

export function releaseWarehouse(c: Cards, s: SecondsState, rule: 'lastTimeToken' | 'row4', ev: SecondsEvent[]): void {
  s.timeTokens = 0;
  if (s.warehouse.length === 0) return;
  const released = s.warehouse.splice(0, s.warehouse.length);
  // DECISION warehouse.enter: released zombies enter play in row one, standing, and (like a summoned zombie,
  // line 790) may not attack in the zombie turn in which they were released.
  const zombieTurn = s.active === 'zombie';
  for (const card of released) putZombie(c, s, card, WAREHOUSE_ROW, zombieTurn);
  ev.push({ type: 'warehouseReleased', zombies: released, rule });
}

export function removeTimeToken(c: Cards, s: SecondsState, ev: SecondsEvent[]): void {
  if (s.timeTokens <= 0) return;
  s.timeTokens--;
  ev.push({ type: 'timeTokenRemoved', left: s.timeTokens });
  if (s.timeTokens === 0) releaseWarehouse(c, s, 'lastTimeToken', ev);
}
