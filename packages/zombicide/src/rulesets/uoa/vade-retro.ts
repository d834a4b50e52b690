/**
 * Vade Retro tokens (EN 943, FR 1420): a Faithful puts one in a zone in sight
 * holding zombies; when those zombies activate, all tokens there are removed
 * and they lose the whole activation. Tokens leave by themselves when their
 * zone holds no zombie.
 */
import { UOA_REFS as U } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { GameEvent } from '../../actions.ts';
import type { UoaAction } from './actions.ts';
import { rangeTo } from '../../attacks.ts';
import type { RulesContext } from '../../context.ts';
import { checkActor, markUsed, ruleError, spendActions, usedThisTurn } from '../../rule-error.ts';
import { countSkill } from '../../skills.ts';
import type { State, ZombiePhaseState } from '../../state.ts';
import { activeZombies } from '../../zombie-phase.ts';
import { zombieTotal } from '../../zombies.ts';
import { classActive } from './classes.ts';
import { UOA_ROSTER } from './roster.ts';
import { uoaPart } from './state.ts';

export const MAX_VADE_RETRO_TOKENS = 2;

export function cleanVadeRetro(state: State, events: GameEvent[]): void {
  const part = uoaPart(state);
  if (part.vadeRetro.length === 0) return;
  const kept: number[] = [];
  for (const zone of part.vadeRetro) {
    if (zombieTotal(state, zone) > 0) kept.push(zone);
    else
      events.push({
        type: 'vadeRetroRemoved',
        zone,
        rule: U.vadeRetroClean,
      });
  }
  part.vadeRetro = kept;
}

/** Zombies in a zone holding tokens lose their whole activation; the tokens are removed. */
export function haltByVadeRetro(
  ctx: RulesContext,
  state: State,
  zp: ZombiePhaseState,
  mask: number,
  events: GameEvent[],
): void {
  const part = uoaPart(state);
  const remaining: number[] = [];
  for (const zone of part.vadeRetro) {
    const halted: number[] = [];
    for (let t = 0; t < UOA_ROSTER.size; t++) {
      const n = activeZombies(state, zp, zone, t, mask);
      if (n > 0) {
        zp.halted.push(zone, t, n);
        halted.push(t);
      }
    }
    if (halted.length > 0) {
      events.push({
        type: 'vadeRetroHalted',
        zone,
        zombies: halted,
        rule: U.vadeRetroHalt,
      });
    } else remaining.push(zone);
  }
  part.vadeRetro = remaining;
}

type VadeRetroAction = Extract<UoaAction, { type: 'vadeRetro' }>;

export function checkVadeRetro(ctx: RulesContext, state: State, a: VadeRetroAction): RuleError | null {
  const part = uoaPart(state);
  const e = checkActor(state, a.s, 1, { kind: 'vadeRetro' });
  if (e) return e;
  if (!classActive(state, a.s, 'faithful')) return ruleError('vadeRetro.notFaithful');
  // Once per Turn, plus one per "+1 Vade Retro per Turn" (EN Skills).
  if (usedThisTurn(state, a.s, 'vadeRetro') >= 1 + countSkill(state, a.s, 'plus1VadeRetroPerTurn'))
    return ruleError('vadeRetro.oncePerTurn');
  if (rangeTo(ctx, state, a.s, a.zone) < 0) return ruleError('vadeRetro.sight');
  if (zombieTotal(state, a.zone) === 0) return ruleError('vadeRetro.noZombies');
  if (part.vadeRetro.length >= MAX_VADE_RETRO_TOKENS) {
    if (!part.vadeRetro.includes(a.replace)) return ruleError('vadeRetro.replace');
  } else if (a.replace !== -1) return ruleError('vadeRetro.replace');
  return null;
}

/** Places a token; with both tokens already out, the players choose one and move it (FR 1420). */
export function performVadeRetro(ctx: RulesContext, state: State, a: VadeRetroAction, events: GameEvent[]): void {
  const part = uoaPart(state);
  spendActions(state, a.s, 1, 'vadeRetro', events, { kind: 'vadeRetro' });
  markUsed(state, a.s, 'vadeRetro');
  if (a.replace >= 0) part.vadeRetro.splice(part.vadeRetro.indexOf(a.replace), 1);
  part.vadeRetro.push(a.zone);
  events.push({ type: 'vadeRetroPlaced', s: a.s, zone: a.zone });
}
