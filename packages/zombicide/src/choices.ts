/**
 * Answers to pending decisions: where the rulebook says the players choose,
 * the engine stops and only one of these actions moves it on.
 */
import { withParams } from './rule-ref.ts';
import { CORE_REFS as R } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { Choice, State } from './state.ts';
import { ruleError } from './rule-error.ts';
import { applyFriendlyFire, applyHit, answerReroll, dropHit, NO_TARGET } from './combat.ts';
import { assignZombieWound, chooseSplitRoute, chooseZombieTarget } from './zombie-phase.ts';
import { answerKeepFound, checkKeepFound, offerCard } from './search.ts';
import { setLeader } from './companions.ts';
import { gainSkill } from './skills.ts';
import { askConsent, settleTrade } from './trade.ts';

type DecisionAction = Extract<
  Action,
  {
    type:
      | 'assignWound'
      | 'assignHit'
      | 'friendlyFire'
      | 'reroll'
      | 'splitRoute'
      | 'zombieTarget'
      | 'noiseZone'
      | 'keepFound'
      | 'chooseRecipient'
      | 'chooseLeader'
      | 'chooseSkill'
      | 'doneReorganize'
      | 'confirmTrade';
  }
>;

const KIND_OF: Record<DecisionAction['type'], Choice['kind']> = {
  assignWound: 'assignWound',
  assignHit: 'assignHit',
  friendlyFire: 'friendlyFire',
  reroll: 'reroll',
  splitRoute: 'splitRoute',
  zombieTarget: 'zombieTarget',
  noiseZone: 'noiseZone',
  keepFound: 'keepFound',
  chooseRecipient: 'chooseRecipient',
  chooseLeader: 'chooseLeader',
  chooseSkill: 'chooseSkill',
  doneReorganize: 'reorganize',
  confirmTrade: 'confirmTrade',
};

export function isDecisionAction(a: Action): a is DecisionAction {
  return a.type in KIND_OF;
}

/** The answer is not one of the options the pending choice offers. */
function notAmong(): RuleError {
  return ruleError('decision.option');
}

export function checkDecision(ctx: RulesContext, state: State, a: DecisionAction): RuleError | null {
  const d = state.pending[0];
  if (!d) return ruleError('decision.none');
  if (d.kind !== KIND_OF[a.type]) return ruleError('decision.other');
  switch (a.type) {
    case 'assignWound':
      return d.kind === 'assignWound' && d.candidates.includes(a.to) ? null : notAmong();
    case 'assignHit':
      return d.kind === 'assignHit' && d.options.includes(a.zombie) ? null : notAmong();
    case 'friendlyFire':
      return d.kind === 'friendlyFire' && d.candidates.includes(a.to) ? null : notAmong();
    case 'reroll':
      return d.kind === 'reroll' && (a.source === null || d.sources.includes(a.source)) ? null : notAmong();
    case 'splitRoute':
      return d.kind === 'splitRoute' && d.routes.includes(a.route) ? null : notAmong();
    case 'zombieTarget':
      return d.kind === 'zombieTarget' && d.options.includes(a.zone) ? null : notAmong();
    case 'noiseZone':
      return d.kind === 'noiseZone' && d.options.includes(a.zone) ? null : notAmong();
    case 'keepFound':
      return checkKeepFound(ctx, state, a.slot);
    case 'chooseRecipient':
      return d.kind === 'chooseRecipient' && d.candidates.includes(a.s) ? null : notAmong();
    case 'chooseLeader':
      return d.kind === 'chooseLeader' && d.candidates.includes(a.s) ? null : notAmong();
    case 'chooseSkill':
      return d.kind === 'chooseSkill' && d.options.includes(a.skill) ? null : notAmong();
    case 'doneReorganize':
      return null;
    case 'confirmTrade':
      return typeof a.accept === 'boolean' ? null : ruleError('malformed');
  }
}

export function performDecision(ctx: RulesContext, state: State, a: DecisionAction, events: GameEvent[]): void {
  switch (a.type) {
    case 'assignWound':
      assignZombieWound(ctx, state, a.to, events);
      return;
    case 'assignHit':
      state.pending.shift();
      if (a.zombie === NO_TARGET) dropHit(state, events);
      else applyHit(ctx, state, a.zombie, events);
      return;
    case 'friendlyFire':
      state.pending.shift();
      applyFriendlyFire(ctx, state, a.to, events);
      return;
    case 'reroll':
      state.pending.shift();
      answerReroll(ctx, state, a.source, events);
      return;
    case 'splitRoute':
      chooseSplitRoute(ctx, state, a.route, events);
      return;
    case 'zombieTarget':
      chooseZombieTarget(ctx, state, a.zone, events);
      return;
    case 'keepFound':
      answerKeepFound(ctx, state, a.slot, events);
      return;
    case 'chooseRecipient': {
      const d = state.pending.shift();
      if (d?.kind === 'chooseRecipient') offerCard(ctx, state, a.s, d.card, 'setup', events);
      return;
    }
    case 'chooseLeader': {
      const d = state.pending.shift();
      if (d?.kind === 'chooseLeader') {
        setLeader(state, d.companion, a.s, R.companionLinked, events);
        state.survivors[d.companion].zone = state.survivors[a.s].zone;
      }
      return;
    }
    case 'chooseSkill': {
      const d = state.pending.shift();
      if (d?.kind !== 'chooseSkill') return;
      state.survivors[d.survivor].picked.push(`${d.level}:${a.skill}`);
      gainSkill(ctx, state, d.survivor, a.skill);
      events.push({
        type: 'skillGained',
        s: d.survivor,
        skill: a.skill,
        rule: withParams(R.levelChosen, { level: d.level }),
      });
      return;
    }
    case 'doneReorganize': {
      const d = state.pending[0];
      if (d?.kind === 'reorganize' && d.consent) askConsent(state, d, events);
      else state.pending.shift();
      return;
    }
    case 'confirmTrade':
      settleTrade(state, a.accept, events);
      return;
  }
}
