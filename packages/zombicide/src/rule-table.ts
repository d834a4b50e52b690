/** Looking up an action's rule in a ruleset's table (apply.ts checks and performs with it; turn.ts asks it too). */
import type { Action } from './actions.ts';
import type { Rule, RuleTable } from './ruleset.ts';

/** The rule of an action type in these rules, or undefined for a type they do not play. */
export function ruleOf(rules: RuleTable, type: string): Rule<Action> | undefined {
  return Object.hasOwn(rules, type) ? (rules[type as Action['type']] as Rule<Action>) : undefined;
}
