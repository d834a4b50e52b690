/**
 * Loud (seed 001 lines 2245-2247): once per Activation, the Survivor makes a huge amount of noise: until his next
 * Activation, the zone he used it in counts as having the most Noise tokens of the board. Only the last Survivor who
 * used it applies; a flying helicopter is always the last (noise.ts: it stays the loudest). The seed names no
 * Action for it: free (decision loudFree). It ends when its survivor's next Activation starts.
 */
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import { checkActor, markUsed, ruleError, spendActions, usedThisTurn } from '../../../rule-error.ts';
import type { State } from '../../../state.ts';
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import { hasPlayedSkill } from './versions.ts';

type Loud = Extract<Action, { type: 'loud' }>;

const ZONE = 'loud';
const BY = 'loudBy';
const ROUND = 'loudRound';

/** Noise a Loud zone counts: above any count of tokens and survivors, below a flying helicopter's. */
export const LOUD_NOISE = 500;

/** The zone Loud makes the noisiest, or -1. */
export function loudZone(state: State): number {
  const zone = state.missionState[ZONE];
  return typeof zone === 'number' ? zone : -1;
}

export function checkLoud(_ctx: RulesContext, state: State, a: Loud): RuleError | null {
  if (!hasPlayedSkill(state, a.s, 'loud')) return ruleError('loud.skill');
  const e = checkActor(state, a.s, 0);
  if (e) return e;
  if (usedThisTurn(state, a.s, 'loud') > 0) return ruleError('loud.once');
  return null;
}

export function performLoud(_ctx: RulesContext, state: State, a: Loud, events: GameEvent[]): void {
  spendActions(state, a.s, 0, 'loud', events);
  markUsed(state, a.s, 'loud');
  const zone = state.survivors[a.s].zone;
  state.missionState[ZONE] = zone;
  state.missionState[BY] = a.s;
  state.missionState[ROUND] = state.round;
  events.push({ type: 'noiseMade', zone, tokens: LOUD_NOISE, rule: C.loud });
}

/** After each action: Loud ends when its survivor's next Activation starts (a later round's). */
export function endLoud(state: State, events: readonly GameEvent[]): void {
  if (loudZone(state) < 0 || state.round <= Number(state.missionState[ROUND])) return;
  const s = Number(state.missionState[BY]);
  if (!events.some((e) => e.type === 'survivorActivated' && e.s === s)) return;
  delete state.missionState[ZONE];
  delete state.missionState[BY];
  delete state.missionState[ROUND];
}
