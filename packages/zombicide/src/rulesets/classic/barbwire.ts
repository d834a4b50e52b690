/**
 * Barbwire fences and observation towers [PO] in the zombies' routes (seed 001 lines 811, 1012, 1018, 1763-1779).
 * - Barbwire (a `barbwire` door of the board, torn = open): zombies route as if there were no fence and pile up at
 *   it until a shorter route opens or it is torn (line 811); an Abomination crosses it, tearing it first: the torn
 *   fence links the two zones for everyone (cars included), then every zombie of the step plans its move again
 *   (line 1778).
 * - Observation towers: zombies never enter one; routed toward a survivor up there, they stop at the foot of the
 *   ladder (line 1018).
 */
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { GameEvent } from '../../actions.ts';
import type { Door } from '../../board/types.ts';
import type { RulesContext } from '../../context.ts';
import type { State } from '../../state.ts';
import { PLAN_STRIDE } from '../../zombie-phase.ts';
import { isAbomination } from './roster.ts';

/** The board's barbwire fences still whole. */
export function wholeBarbwire(ctx: RulesContext, state: State): Door[] {
  const out: Door[] = [];
  for (const d of ctx.geo.doors) if (d.barbwire && !state.doors?.includes(d.id)) out.push(d);
  return out;
}

/** Boards (geometries) holding a barbwire fence: most have none, and zombie routes are a hot path. */
const fenced = new WeakMap<object, boolean>();

/** The context zombies route on: the board with every barbwire fence torn (the same context when none is whole). */
export function routingContext(ctx: RulesContext, state: State): RulesContext {
  let has = fenced.get(ctx.geo);
  if (has === undefined) {
    has = ctx.geo.doors.some((d) => d.barbwire);
    fenced.set(ctx.geo, has);
  }
  if (!has) return ctx;
  const whole = wholeBarbwire(ctx, state);
  if (whole.length === 0) return ctx;
  return ctx.refresh({ ...state, doors: [...(state.doors ?? []), ...whole.map((d) => d.id)].sort((a, b) => a - b) });
}

/** The whole barbwire fence between two zones, or undefined. */
function barbwireBetween(ctx: RulesContext, state: State, a: number, b: number): Door | undefined {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  return ctx.geo.doors.find(
    (d) => d.barbwire && d.zones[0] === lo && d.zones[1] === hi && !state.doors?.includes(d.id),
  );
}

/**
 * The steps zombies of `type` may take among the routing hops: into a real neighbour, or across a whole barbwire
 * fence for an Abomination; never into an observation tower. The others pile up where they are.
 */
export function zombieSteps(
  ctx: RulesContext,
  state: State,
  from: number,
  hops: readonly number[],
  type: number,
): readonly number[] {
  let out: number[] | undefined;
  for (let i = 0; i < hops.length; i++) {
    const to = hops[i];
    const ok =
      ctx.geo.zones[to].kind !== 'tower' &&
      (ctx.geo.neighbors[from].includes(to) || (isAbomination(type) && !!barbwireBetween(ctx, state, from, to)));
    if (ok && out) out.push(to);
    if (!ok && !out) out = hops.slice(0, i);
  }
  return out ?? hops;
}

/**
 * A planned step of an Abomination across a whole barbwire fence: the fence is torn first (a "torn barbwire" token
 * links the two zones) and the step is planned again (line 1778). True when a fence was torn.
 */
export function tearBarbwire(ctx: RulesContext, state: State, plan: readonly number[], events: GameEvent[]): boolean {
  const torn: number[] = [];
  for (let i = 0; i < plan.length; i += PLAN_STRIDE) {
    const [from, to, type] = [plan[i], plan[i + 1], plan[i + 2]];
    if (!isAbomination(type) || ctx.geo.neighbors[from].includes(to)) continue;
    const fence = barbwireBetween(ctx, state, from, to);
    if (!fence || torn.includes(fence.id)) continue;
    torn.push(fence.id);
    events.push({
      type: 'missionEvent',
      text: withParams(C.barbwireTorn, { fence: fence.label }),
      rule: C.barbwireTorn,
    });
  }
  if (torn.length === 0) return false;
  state.doors = [...new Set([...(state.doors ?? []), ...torn])].sort((a, b) => a - b);
  state.missionState.boardChanged = true;
  return true;
}
