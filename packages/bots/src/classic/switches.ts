/**
 * Pull a Switch [PO] as the Classic bot weighs it (seed 001 lines 750-758). The shared heuristic knows no Switch
 * and gives the action a neutral score, so the posse walked to a linked Objective, found Take Objective refused
 * there and never pulled (C9's blue Objective, and the cells behind its doors, stayed out of reach).
 *
 * - a Switch whose linked Objective is still there: pulling is the only way to take it, worth an Objective;
 * - a Switch of doors, closed, with an Objective not taken behind them: it opens the way;
 * - a Switch of doors already open: pulling would lock them up, never done;
 * - a gate's Switch: left to the shared heuristic (a gate turned opens one way and closes another).
 */
import type { Action, RulesContext, State } from '@horde/zombicide';
import { doorsOfSwitch } from '@horde/zombicide/rulesets/classic/switch-doors';

type PullSwitch = Extract<Action, { type: 'pullSwitch' }>;

/** The shared heuristic's worth of taking an Objective (../uoa/player-scoring.ts). */
export const LINKED_OBJECTIVE_PULL = 500;
/** Opening doors to an Objective: below taking one, above a plain move toward it. */
export const DOORS_TO_OBJECTIVE_PULL = 40;

/** Is an Objective not taken yet in the zones the doors join, or in the buildings behind them? */
function objectiveBehind(ctx: RulesContext, state: State, doors: readonly number[]): boolean {
  const zones = new Set<number>();
  const buildings = new Set<number>();
  for (const d of doors)
    for (const z of ctx.geo.doors[d].zones) {
      zones.add(z);
      if (ctx.geo.zones[z].building >= 0) buildings.add(ctx.geo.zones[z].building);
    }
  return state.objectives.some((o) => !o.taken && (zones.has(o.zone) || buildings.has(ctx.geo.zones[o.zone].building)));
}

export function switchTune(ctx: RulesContext, state: State, a: PullSwitch, score: number): number {
  const sw = ctx.mission.switches?.[a.switch];
  if (!sw) return score;
  if (sw.objective) {
    const zone = ctx.geo.byLabel[sw.zone];
    if (state.objectives.some((o) => o.zone === zone && o.color === sw.objective && !o.taken))
      return Math.max(score, LINKED_OBJECTIVE_PULL);
  }
  const doors = doorsOfSwitch(ctx, a.switch);
  if (doors.length === 0) return score;
  const open = state.doors ?? [];
  if (doors.every((d) => open.includes(d))) return Math.min(score, -3);
  return objectiveBehind(ctx, state, doors) ? Math.max(score, DOORS_TO_OBJECTIVE_PULL) : Math.min(score, -1);
}
