/**
 * What a newcomer cannot see in a list of legal actions: what each costs, and why an expected one
 * is missing (a Move that needs more Actions than are left, a Search refused in a street). The
 * reasons are the engine's (rules-view.ts), in the chosen language by their code (zombicide/refusals.<language>.json); a
 * code without words is the shell's "not allowed now" line with the code.
 */
import { type Refusal, refusalWords, tableRefusal } from '../../../shell/conn/refusal.ts';
import type { Action, PlayerView } from '@horde/zombicide';
import type { BoardGeometry } from '@horde/zombicide/board/index';
import { i18n } from '../../../i18n/index.ts';
import type { Namer } from '../text/names.ts';
import { actionZone, type Offer } from './actions.ts';
import { costOf, whyNot } from './rules-view.ts';
import { refusalValues } from '../../zombicide/refusal-values.ts';

/** "2 Actions", "1 Action", "free": what an offer costs, when it spends the survivor's Actions. */
export function costLabel(cost: number | null): string | undefined {
  if (cost === null) return undefined;
  return cost === 0 ? i18n.t('uoa:cost.free') : i18n.t('uoa:cost.actions', { count: cost });
}

/** The offer with its cost (none for End turn and for answers to a decision). */
export function withCost(view: PlayerView, offer: Offer): Offer {
  if (offer.action.type === 'endTurn') return offer;
  const label = costLabel(costOf(view, offer.action));
  return label ? { ...offer, cost: label } : offer;
}

/** The rules' reason in words, for survivor `s`'s action `a` refused with `e`. */
export function reasonText(view: PlayerView, n: Namer, a: Action, e: Refusal): string {
  return explainRefusal(view, n, a, e) ?? refusalWords(e);
}

/** The rules' reason in this table's words, or null for a code it has none for (the shell says it then). */
export function explainRefusal(view: PlayerView, n: Namer, a: Action, e: Refusal): string | null {
  return tableRefusal(
    'uoa',
    e,
    refusalValues(view, a, e, (s) => n.survivor(s), costOf(view, a)),
  );
}

import type { Missing } from '../../zombicide/offer.ts';

export type { Missing };

/**
 * Why the actions a player expects of survivor `s` are not offered: a Move to each neighbouring
 * zone (grouped by reason), Search, Take the Objective in its zone, Escape through its exit.
 * Only refusals the rules explain; nothing when the survivor may not act at all (see `lockReason`).
 */
export function missingActions(
  view: PlayerView,
  geo: BoardGeometry,
  legal: readonly Action[],
  s: number,
  n: Namer,
  exits: readonly number[],
): Missing[] {
  const surv = view.survivors[s];
  if (!surv || surv.eliminated || surv.exited || view.pending.length > 0 || view.phase !== 'players') return [];
  if (lockReason(view, legal, s, n)) return [];
  const mine = legal.filter((a) => 's' in a && a.s === s);
  const out: Missing[] = [];
  // Moves: each neighbour no offer reaches, grouped by the reason.
  const reached = new Set(
    mine
      .filter((a) => a.type === 'move' || a.type === 'sprint' || a.type === 'jump' || a.type === 'charge')
      .map((a) => actionZone(view, a)),
  );
  const byReason = new Map<string, { zones: number[]; code: string }>();
  for (const to of geo.neighbors[surv.zone] ?? []) {
    if (reached.has(to) || geo.zones[to]?.kind === 'impassable') continue;
    const move: Action = { type: 'move', s, to };
    const e = whyNot(view, move);
    if (!e) continue;
    const reason = reasonText(view, n, move, e);
    const group = byReason.get(reason) ?? { zones: [], code: e.code };
    group.zones.push(to);
    byReason.set(reason, group);
  }
  for (const [reason, { zones, code }] of byReason)
    out.push({ label: i18n.t('uoa:why.move', { zones: zones.map(n.zone).join(', ') }), reason, code });
  const single = (a: Action, label: string) => {
    if (mine.some((x) => x.type === a.type)) return;
    const e = whyNot(view, a);
    if (e) out.push({ label, reason: reasonText(view, n, a, e), code: e.code });
  };
  single({ type: 'search', s }, i18n.t('uoa:why.search'));
  if (view.objectives.some((o) => o.zone === surv.zone && !o.taken))
    single({ type: 'objective', s }, i18n.t('uoa:why.objective'));
  if (exits.includes(surv.zone)) single({ type: 'exit', s }, i18n.t('uoa:why.exit'));
  return out;
}

/**
 * Why survivor `s` may do nothing at all now, in words (one survivor at a time, turn ended,
 * another seat's turn), or null when it may act or the table is busy with something else.
 */
export function lockReason(view: PlayerView, legal: readonly Action[], s: number, n: Namer): string | null {
  const surv = view.survivors[s];
  if (!surv || view.pending.length > 0 || view.phase !== 'players') return null;
  if (legal.some((a) => 's' in a && a.s === s && a.type !== 'discard' && a.type !== 'drinkWater')) return null;
  const probe: Action = { type: 'endTurn', s };
  const e = whyNot(view, probe);
  return e ? reasonText(view, n, probe, e) : null;
}
