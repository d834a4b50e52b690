/**
 * The Companions' place in the Classic rule table (seed 001 "Companions", lines 1942-2110): taking a revealed
 * Companion (tokens.ts), giving Instructions (instructions.ts), the miniatures following the cards after each
 * action (leader.ts), and a Trade handing over only the Searcher's card (the others are Equipment cards traded
 * slot to slot, line 1974).
 */
import type { RuleError } from '@horde/core';
import type { Action } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import { ruleError } from '../../../rule-error.ts';
import type { Rule, RuleTable } from '../../../ruleset.ts';
import type { State } from '../../../state.ts';
import { inPlay } from '../../../survivors.ts';
import { checkInstruct, instructCandidates, performInstruct } from './instructions.ts';
import { companionDef } from './leader.ts';
import { checkTakeCompanion, performTakeCompanion } from './tokens.ts';

export const COMPANION_RULES: RuleTable = {
  rally: { fields: ['s', 'companion'], check: checkTakeCompanion, perform: performTakeCompanion },
  instruct: { fields: ['s', 'companion', 'target'], check: checkInstruct, perform: performInstruct },
};

type GiveCompanion = Extract<Action, { type: 'giveCompanion' }>;

/** A Companion whose card sits in a slot changes Leader with its card; only a slotless one is handed over. */
export function slotlessOnly(rule: Rule<GiveCompanion>): Rule<GiveCompanion> {
  return {
    ...rule,
    check(ctx: RulesContext, state: State, a: GiveCompanion): RuleError | null {
      const card = state.survivors[a.companion]?.card;
      if (card !== undefined && !companionDef(ctx, state, card)?.noSlot) return ruleError('giveCompanion.card');
      return rule.check(ctx, state, a);
    },
  };
}

/** Taking the revealed Companions of the zone, and the Instructions to those survivor `s` leads. */
export function companionCandidates(ctx: RulesContext, state: State, s: number, push: (a: Action) => void): void {
  const zone = state.survivors[s].zone;
  state.survivors.forEach((c, companion) => {
    if (c.card !== undefined && c.leader === -1 && c.zone === zone && inPlay(c)) push({ type: 'rally', s, companion });
  });
  instructCandidates(ctx, state, s, push);
}
