/**
 * Objectives linked to a Switch [PO] (seed 001 line 758): "The first Survivor to pull the Switch takes the linked
 * Objective for free and gains the associated benefits. This is the only way to take an Objective linked to a
 * Switch." A Switch names the colour of its Objective (`objective`), which stands in the Switch's zone, face up
 * and alone there (the mission validation checks it; decision linkedObjective).
 */
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { ObjectiveState, State } from '../../state.ts';
import { ruleError } from '../../rule-error.ts';

/** The Objective linked to the mission's switch `i`, if any (the one of its colour in its zone). */
function linkedObjective(ctx: RulesContext, state: State, i: number): ObjectiveState | undefined {
  const sw = ctx.mission.switches?.[i];
  if (!sw?.objective) return undefined;
  const zone = ctx.geo.byLabel[sw.zone];
  return state.objectives.find((o) => o.zone === zone && o.color === sw.objective);
}

/** The survivor who pulls switch `i` takes its linked Objective, the first time: free, with what it gives. */
export function takeLinkedObjective(ctx: RulesContext, state: State, s: number, i: number, events: GameEvent[]): void {
  const obj = linkedObjective(ctx, state, i);
  if (!obj || obj.taken) return;
  obj.taken = true;
  obj.hidden = false;
  events.push({
    type: 'objectiveTaken',
    s,
    zone: obj.zone,
    color: obj.color,
    rule: C.switchObjective,
  });
  ctx.ruleset.mission.objectiveTaken(ctx, state, s, obj, events);
}

/** Take Objective in `zone` is refused while the Objective there is linked to a Switch and not taken. */
export function linkedObjectiveRefused(ctx: RulesContext, state: State, zone: number): RuleError | null {
  const switches = ctx.mission.switches;
  if (!switches) return null;
  for (let i = 0; i < switches.length; i++) {
    if (!switches[i].objective) continue;
    const obj = linkedObjective(ctx, state, i);
    if (obj && obj.zone === zone && !obj.taken)
      // seed 001 line 758
      return ruleError('objective.linked');
  }
  return null;
}
