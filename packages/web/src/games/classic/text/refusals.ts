/**
 * A refused action in this table's words, by the rules' code (refusals.<language>.json shared by both Zombicide
 * tables; the shell says the codes every game shares), with the survivor's name and the Actions it needs.
 */
import type { Action, PlayerView } from '@horde/zombicide';
import { type Refusal, tableRefusal } from '../../../shell/conn/refusal.ts';
import { refusalValues } from '../../zombicide/refusal-values.ts';
import { engine } from '../rules.ts';

/** The Actions survivor action `a` would spend, as the rules answer for the seat that would take it. */
function costOf(view: PlayerView, a: Action): number | null {
  const seat = view.seat ?? ('s' in a ? (view.survivors[a.s]?.player ?? view.currentPlayer) : view.currentPlayer);
  return engine().explain(view, seat, a).cost?.actions ?? null;
}

export function explainRefusal(
  view: PlayerView,
  survivor: (s: number) => string,
  a: Action,
  r: Refusal,
): string | null {
  return tableRefusal(
    'classic',
    r,
    refusalValues(view, a, r, survivor, r.code === 'noActions' ? costOf(view, a) : null),
  );
}
