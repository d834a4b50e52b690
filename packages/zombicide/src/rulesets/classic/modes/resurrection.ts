/**
 * Resurrection (seed 001 lines 2783-2805, example lines 2806-2824): a standard survivor's second Wound lays him
 * down with the Equipment he did not lose; at the next Players' Phase his Zombivor stands in his place, his
 * Wounded cards discarded, with his Equipment and experience, choosing his Orange and Red skills again. A
 * Zombivor is eliminated at 5 Wounded cards (line 1405), which fill his inventory (digest §11.8).
 * Decision zombivorSkills: the seed prints no Zombivor skill tree; a Zombivor uses his survivor's tree.
 */
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import type { GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import type { State } from '../../../state.ts';
import { standUp } from './comeback.ts';
import { relevel } from './relevel.ts';

/** Wounded cards that eliminate a Zombivor (seed 001 lines 787, 1405). */
export const ZOMBIVOR_WOUNDS = 5;

export function resurrect(ctx: RulesContext, state: State, s: number, events: GameEvent[]): void {
  const surv = state.survivors[s];
  standUp(ctx, state, s);
  surv.zombivor = true;
  surv.health = ZOMBIVOR_WOUNDS;
  events.push({
    type: 'survivorReturned',
    s,
    zombivor: true,
    rule: C.resurrection,
  });
  relevel(ctx, state, s, surv.ap, C.resurrection, events);
}
