/**
 * Hole Zones [AN] (seed 001 lines 813, 1020, 1815-1826): building zones of a damaged tile marked `hole`.
 * - Lines of Sight: a street (board/sight.ts); Search: never (search.ts); spawn: never (doors.ts, missions-check).
 * - Getting out: a Move out of a hole costs 2 more Actions (line 1020), normal ones: no free Action pays them
 *   (decision holeZones). A Move entering a hole ends there (decision holeZones).
 * - Zombies route through a hole as through any zone (line 813) but never step out of one on their own, but the
 *   Zombie Dogz (line 1823); Murders of Crows fly over everything (crows.ts).
 */
import type { RuleError } from '@horde/core';
import type { Action } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { ruleError } from '../../rule-error.ts';
import type { Rule } from '../../ruleset.ts';
import type { State } from '../../state.ts';
import { DOG } from './roster.ts';

/** The 2 more Actions a Move out of a Hole Zone costs (line 1020). */
export const HOLE_EXIT_COST = 2;

export function isHole(ctx: RulesContext, zone: number): boolean {
  return ctx.geo.zones[zone].features.includes('hole');
}

const holed = new WeakMap<object, boolean>();
/** The board has a Hole Zone (most have none, and zombie routes are a hot path). */
export function hasHoles(ctx: RulesContext): boolean {
  let has = holed.get(ctx.geo.zones);
  if (has === undefined) {
    has = ctx.geo.zones.some((z) => z.features.includes('hole'));
    holed.set(ctx.geo.zones, has);
  }
  return has;
}

/** Zombies of `type` in `zone` are trapped there: a hole holds every zombie but the Zombie Dogz (line 1823). */
export function trappedIn(ctx: RulesContext, zone: number, type: number): boolean {
  return type !== DOG && isHole(ctx, zone);
}

type Moving = Extract<Action, { type: 'move' | 'sprint' | 'jump' | 'chargeMove' }>;

/** The zones a Move walks through before its last (a Sprint's or a 2-zone Move's first steps). */
function throughZones(a: Moving): readonly number[] {
  switch (a.type) {
    case 'move':
      return a.via === undefined || a.via < 0 ? [] : [a.via];
    case 'sprint':
      return a.path.slice(0, -1);
    case 'chargeMove':
      return a.via;
    case 'jump':
      // A Jump ignores holes in the intervening zone (line 2239).
      return [];
  }
}

/** The survivor's state with `extra` Actions fewer left (a copy, for a check). */
function withFewerActions(state: State, s: number, extra: number): State {
  const survivors = state.survivors.slice();
  survivors[s] = { ...survivors[s], actionsUsed: survivors[s].actionsUsed + extra };
  return { ...state, survivors };
}

/**
 * Wraps a Move rule: a Move that walks through a Hole Zone stops in it, and one out of a Hole Zone costs 2 more
 * Actions, spent with it.
 */
export function withHoleExit<A extends Moving>(rule: Rule<A>): Rule<A> {
  return {
    fields: rule.fields,
    check(ctx, state, a): RuleError | null {
      const e = rule.check(ctx, state, a);
      if (e || !hasHoles(ctx)) return e;
      if (throughZones(a).some((z) => isHole(ctx, z)))
        // seed 001 line 1020
        return ruleError('hole.endsMove');
      if (!isHole(ctx, state.survivors[a.s].zone)) return null;
      // seed 001 line 1020
      return rule.check(ctx, withFewerActions(state, a.s, HOLE_EXIT_COST), a) ? ruleError('hole.exit') : null;
    },
    perform(ctx, state, a, events) {
      const out = hasHoles(ctx) && isHole(ctx, state.survivors[a.s].zone);
      rule.perform(ctx, state, a, events);
      if (!out) return;
      state.survivors[a.s].actionsUsed += HOLE_EXIT_COST;
      events.push({ type: 'actionSpent', s: a.s, action: 'holeExit', cost: HOLE_EXIT_COST, free: false });
    },
  };
}
