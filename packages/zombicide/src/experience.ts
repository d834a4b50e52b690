/**
 * Experience and Danger Levels, shared by the rulesets (adrenaline in seed
 * 000, EN "Adrenaline points"; experience in seed 001 "Experience & Danger
 * Level"): Yellow at 7 (its "+1 Action"), Orange at 19
 * (choose 1 of 2), Red at 43 (choose 1 of 3). New skills are usable at once.
 * Ultrared mode sends the tracker back to 0 at Red, the survivor staying Red.
 */
import { withParams } from './rule-ref.ts';
import { CORE_REFS as R } from './rule-refs.ts';
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { DangerLevel } from './defs.ts';
import { gainSkill, skillKey } from './skills.ts';
import type { State } from './state.ts';
import type { RuleRef } from './rule-ref.ts';

export const LEVEL_THRESHOLDS: { level: DangerLevel; ap: number }[] = [
  { level: 'yellow', ap: 7 },
  { level: 'orange', ap: 19 },
  { level: 'red', ap: 43 },
];

const RED = 43;
const LEVEL_RANK: Record<DangerLevel, number> = { blue: 0, yellow: 1, orange: 2, red: 3 };

export function levelForAp(ap: number): DangerLevel {
  let level: DangerLevel = 'blue';
  for (const t of LEVEL_THRESHOLDS) if (ap >= t.ap) level = t.level;
  return level;
}

/** Adds experience to survivor `s` (amount > 0): the levels it crosses and the skills they bring. */
export function addExperience(
  ctx: RulesContext,
  state: State,
  s: number,
  amount: number,
  rule: RuleRef,
  events: GameEvent[],
): void {
  const surv = state.survivors[s];
  const before = surv.ap;
  surv.ap += amount;
  surv.apTotal += amount;
  events.push({ type: 'adrenalineGained', s, ap: amount, total: surv.apTotal, rule });
  let from = before;
  for (;;) {
    for (const t of LEVEL_THRESHOLDS) {
      if (from < t.ap && surv.ap >= t.ap) reachLevel(ctx, state, s, t.level, events);
    }
    if (!state.options.ultrared || surv.ap < RED) break;
    surv.ap -= RED;
    surv.ultrared = (surv.ultrared ?? 0) + 1;
    events.push({
      type: 'ultrared',
      s,
      passes: surv.ultrared,
      rule: R.ultrared,
    });
    from = 0;
  }
}

function reachLevel(ctx: RulesContext, state: State, s: number, level: DangerLevel, events: GameEvent[]): void {
  const surv = state.survivors[s];
  if (LEVEL_RANK[level] > LEVEL_RANK[surv.level]) {
    surv.level = level;
    events.push({ type: 'dangerLevel', s, level, rule: withParams(R.levelReached, { level }) });
  }
  const tree = ctx.survivors[surv.id]?.skills;
  if (!tree) return;
  let options = tree[level].map(skillKey).filter((k) => !surv.picked.includes(`${level}:${k}`));
  // Ultrared: once every skill of the tree is taken, Orange and Red offer any skill of the game (EN 1582).
  const treeDone = (['blue', 'yellow', 'orange', 'red'] as const).every((l) =>
    tree[l].every((ref) => surv.picked.includes(`${l}:${skillKey(ref)}`)),
  );
  if (options.length === 0 && treeDone && (surv.ultrared ?? 0) > 0 && (level === 'orange' || level === 'red')) {
    // Rulesets naming every Skill without brackets (a ruleset's option) offer those; older games the
    // skills without a parameter.
    // skills without a parameter; a Skill the game's rules version does not play yet is never offered.
    const played = ctx.ruleset.skillPlayed;
    options = state.options.freeSkillsNamed
      ? ctx.freeSkills.filter((k) => !surv.skills.includes(k) && (played?.(state, k) ?? true))
      : ctx.skillIds.filter((k) => !surv.skills.includes(k));
  }
  if (options.length === 0) return;
  if (options.length === 1) {
    surv.picked.push(`${level}:${options[0]}`);
    gainSkill(ctx, state, s, options[0]);
    events.push({ type: 'skillGained', s, skill: options[0], rule: withParams(R.levelSkill, { level }) });
    return;
  }
  state.pending.push({ kind: 'chooseSkill', survivor: s, level, options });
  events.push({ type: 'decisionOpened', decision: 'chooseSkill' });
}
