/**
 * A survivor coming back (Resurrection, Gaming Night) takes his skills anew for the experience he has: the Blue
 * skill, the Yellow "+1 Action", and the players choose again at Orange and Red (seed 001 line 2801 "Choosing new
 * Skills is allowed"; line 2767 "You don't have to choose the same Orange and Red Skills").
 */
import type { GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import type { DangerLevel } from '../../../defs.ts';
import { levelForAp } from '../../../experience.ts';
import { gainSkill, skillKey } from '../../../skills.ts';
import type { State } from '../../../state.ts';
import { levelIndex } from '../../../survivors.ts';
import type { RuleRef } from '../../../rule-ref.ts';

const LEVELS: readonly DangerLevel[] = ['blue', 'yellow', 'orange', 'red'];

/** Survivor `s` at experience `ap` (Ultrared passes kept: he stays Red): his skills from his tree again. */
export function relevel(
  ctx: RulesContext,
  state: State,
  s: number,
  ap: number,
  rule: RuleRef,
  events: GameEvent[],
): void {
  const surv = state.survivors[s];
  surv.ap = ap;
  surv.level = (surv.ultrared ?? 0) > 0 ? 'red' : levelForAp(ap);
  surv.skills = [];
  surv.picked = [];
  const tree = ctx.survivors[surv.id]?.skills;
  if (!tree) return;
  for (const level of LEVELS) {
    if (levelIndex(level) > levelIndex(surv.level)) break;
    const options = tree[level].map(skillKey);
    // Blue and Yellow are given; Orange (1 of 2) and Red (1 of 3) are the player's choice again.
    if (level === 'blue' || level === 'yellow' || options.length === 1) {
      for (const key of level === 'blue' || level === 'yellow' ? options : options.slice(0, 1)) {
        surv.picked.push(`${level}:${key}`);
        gainSkill(ctx, state, s, key);
      }
      continue;
    }
    state.pending.push({ kind: 'chooseSkill', survivor: s, level, options });
    events.push({
      type: 'decisionOpened',
      decision: 'chooseSkill',
    });
  }
}
