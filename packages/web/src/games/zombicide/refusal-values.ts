/**
 * What a Zombicide table adds to a refusal's params for its words (refusals.<language>.json, shared by both tables):
 * the survivor's name, the one acting, the seat whose turn it is, the Actions it needs and has left.
 */
import type { Action, PlayerView } from '@horde/zombicide';
import { actionsLeft } from '@horde/zombicide/survivors';
import type { Refusal } from '../../shell/conn/refusal.ts';

/** `cost`: the Actions the action would spend (null: none of the survivor's own). */
export function refusalValues(
  view: PlayerView,
  a: Action,
  r: Refusal,
  survivor: (s: number) => string,
  cost: number | null,
): Record<string, string | number> {
  const s = 's' in a && typeof a.s === 'number' ? a.s : -1;
  const surv = s >= 0 ? view.survivors[s] : undefined;
  const values: Record<string, string | number> = { name: surv ? survivor(s) : '' };
  if (r.code === 'noActions') {
    values.count = cost ?? 1;
    values.left = surv ? actionsLeft(surv) : 0;
  }
  if (r.code === 'oneAtATime' || r.code === 'extraTurn' || r.code === 'bornLeader')
    values.other = view.survivors[view.active] ? survivor(view.active) : '';
  if (r.code === 'notYourTurn') values.seat = view.currentPlayer + 1;
  return values;
}
