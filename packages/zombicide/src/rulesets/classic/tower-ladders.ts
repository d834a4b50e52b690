/**
 * Observation towers [PO] are entered only by their ladders (seed 001 lines 1024, 1716-1720): "Using a ladder is
 * done in the same way as crossing an open door". Plain and multi-zone Moves (+1 Zone per Move, Sprint) walk the
 * board's adjacency, where a tower meets only the zone at the foot of its ladders; a Jump lands 2 zones away in
 * sight, and sight does reach into a tower, so a Jump into one is refused here.
 */
import type { Action } from '../../actions.ts';
import { ruleError } from '../../rule-error.ts';
import type { Rule } from '../../ruleset.ts';

type JumpAction = Extract<Action, { type: 'jump' }>;

/** The Jump rule, refusing a landing in an observation tower. */
export function noJumpIntoTower(rule: Rule<JumpAction>): Rule<JumpAction> {
  return {
    ...rule,
    check(ctx, state, a) {
      if (ctx.geo.zones[a.to]?.kind === 'tower')
        // seed 001 lines 1024, 1716
        return ruleError('jump.tower');
      return rule.check(ctx, state, a);
    },
  };
}
