/**
 * Born leader (seed 001 line 2177, the standard version): during its Activation, free, the survivor gives
 * another survivor 1 Action for the recipient's next Activation (lost if unused). The updated version of
 * line 2351 (used at once) is Undead or Alive's and the shared engine's `bornLeader` skill.
 */
import { CORE_REFS as R } from '../../rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { checkActor, markUsed, ruleError, spendActions, usedThisTurn } from '../../rule-error.ts';
import { hasSkillActive } from '../../skills.ts';
import type { State } from '../../state.ts';
import { inPlay } from '../../survivors.ts';

type Give = Extract<Action, { type: 'bornLeader' }>;

// Asked for every survivor after every action: each key is made once.
const GIFT_KEYS: string[] = [];
const giftKey = (s: number) => (GIFT_KEYS[s] ??= `bornLeader:${s}`);

export function checkGiveAction(_ctx: RulesContext, state: State, a: Give): RuleError | null {
  const e = checkActor(state, a.s, 0);
  if (e) return e;
  if (!hasSkillActive(state, a.s, 'bornLeaderClassic')) return ruleError('bornLeader.skill');
  if (usedThisTurn(state, a.s, 'bornLeader') >= 1) return ruleError('bornLeader.once');
  const other = state.survivors[a.to];
  if (!other || a.to === a.s || other.companion || !inPlay(other)) return ruleError('bornLeader.to');
  if (state.missionState[giftKey(a.to)] !== undefined || other.actionsUsed < 0) return ruleError('bornLeader.given');
  return null;
}

export function performGiveAction(_ctx: RulesContext, state: State, a: Give, events: GameEvent[]): void {
  spendActions(state, a.s, 0, 'bornLeader', events);
  markUsed(state, a.s, 'bornLeader');
  const other = state.survivors[a.to];
  // Its next Activation: this round's if it has not played yet, else the next round's.
  if (!other.done && other.actionsUsed === 0) other.actionsUsed = -1;
  else state.missionState[giftKey(a.to)] = state.round + 1;
  events.push({
    type: 'actionGiven',
    from: a.s,
    to: a.to,
    rule: R.bornLeader,
  });
}

/** Between actions: a given Action becomes the recipient's once its next round has begun. */
export function deliverGivenActions(state: State): void {
  for (let s = 0; s < state.survivors.length; s++) {
    const round = state.missionState[giftKey(s)];
    if (round === undefined || state.round < Number(round) || state.phase !== 'players') continue;
    delete state.missionState[giftKey(s)];
    const surv = state.survivors[s];
    if (inPlay(surv) && surv.actionsUsed === 0) surv.actionsUsed = -1;
  }
}
