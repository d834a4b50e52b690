/**
 * The single Noise token (EN "Bang! Bang!"): equal or greater noise moves it
 * to where the action happened; a Boom ignores Bangs until the End Phase.
 */
import type { GameEvent } from './actions.ts';
import type { RulesContext } from './context.ts';
import type { State } from './state.ts';
import { survivorsInZone } from './survivors.ts';

export function makeNoise(state: State, zone: number, boom: boolean, rule: string, events: GameEvent[]): void {
  if (state.noise.boom && !boom) return; // a Boom is stronger: Bangs are ignored until the End Phase
  state.noise.zone = zone;
  state.noise.boom = boom;
  events.push({ type: 'noiseMoved', zone, boom, rule });
}

/** Zones holding the most survivors in play (candidates when the token goes "to the zone with the most Survivors"). */
export function zonesWithMostSurvivors(ctx: RulesContext, state: State): number[] {
  let best = 0;
  let zones: number[] = [];
  for (let z = 0; z < ctx.geo.zones.length; z++) {
    const n = survivorsInZone(state, z).length;
    if (n === 0) continue;
    if (n > best) {
      best = n;
      zones = [z];
    } else if (n === best) zones.push(z);
  }
  return zones;
}

/**
 * Moves the token to the zone with the most survivors, on its Bang side.
 * Returns the candidate zones when players must choose (a tie), else null.
 */
export function relocateNoise(ctx: RulesContext, state: State, rule: string, events: GameEvent[]): number[] | null {
  const zones = zonesWithMostSurvivors(ctx, state);
  if (zones.length === 0) return null;
  if (zones.length > 1) return zones;
  state.noise.zone = zones[0];
  state.noise.boom = false;
  events.push({ type: 'noiseMoved', zone: zones[0], boom: false, rule });
  return null;
}

import type { RuleError } from '@horde/core';
import type { Action } from './actions.ts';
import { checkActor, ruleError, spendActions } from './rule-error.ts';

export function checkMakeNoise(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'makeNoise' }>,
): RuleError | null {
  const e = checkActor(state, a.s, 1, 'Make Noise');
  if (e) return e;
  if (state.noise.boom) return ruleError('makeNoise.boom', 'Make Noise: not while a Boom is on the board');
  return null;
}

export function performMakeNoise(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'makeNoise' }>,
  events: GameEvent[],
): void {
  spendActions(state, a.s, 1, 'makeNoise', events);
  makeNoise(state, state.survivors[a.s].zone, false, "Make Noise: Bang in the survivor's zone", events);
}
