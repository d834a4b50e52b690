/**
 * The single Noise token (EN "Bang! Bang!"): equal or greater noise moves it
 * to where the action happened; a Boom ignores Bangs until the End Phase.
 * Zombies go to the zone in sight with Survivors and the token, else to the
 * visible zone with the most Survivors, else to the token; reaching it sends
 * it to the zone with the most Survivors. The End Phase flips a Boom to Bang,
 * or moves the Bang to the zone with the most Survivors.
 */
import { UOA_REFS as U } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { GameEvent } from '../../actions.ts';
import type { UoaAction } from './actions.ts';
import type { RulesContext } from '../../context.ts';
import { checkActor, ruleError, spendActions } from '../../rule-error.ts';
import type { NoiseRules } from '../../ruleset.ts';
import type { State } from '../../state.ts';
import { survivorsInZone } from '../../survivors.ts';
import type { RuleRef } from '../../rule-ref.ts';

export function makeNoise(state: State, zone: number, boom: boolean, rule: RuleRef, events: GameEvent[]): void {
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
export function relocateNoise(ctx: RulesContext, state: State, rule: RuleRef, events: GameEvent[]): number[] | null {
  const zones = zonesWithMostSurvivors(ctx, state);
  if (zones.length === 0) return null;
  if (zones.length > 1) return zones;
  state.noise.zone = zones[0];
  state.noise.boom = false;
  events.push({ type: 'noiseMoved', zone: zones[0], boom: false, rule });
  return null;
}

/** Why zombies go where they go, as codes: toward the noisiest zone in sight, the most Survivors, the Noise token. */
const MOVE_REASONS = ['moveNoisiestInSight', 'moveMostSurvivors', 'moveNoise'];

/**
 * Destination (EN "Zombies select their destination Zone"): the zone in sight
 * with Survivors and the Noise token; else the visible zone with the most
 * Survivors (players choose on a tie); else the Noise token. Distance never matters.
 */
export function zombieDestination(
  ctx: RulesContext,
  state: State,
  zone: number,
): { targets: number[]; reason: string } {
  let most = 0;
  let best: number[] = [];
  for (const { zone: seen } of ctx.geo.sight[zone]) {
    const n = survivorsInZone(state, seen).length;
    if (n === 0) continue;
    if (seen === state.noise.zone) return { targets: [seen], reason: MOVE_REASONS[0] };
    if (n > most) {
      most = n;
      best = [seen];
    } else if (n === most) best.push(seen);
  }
  if (best.length > 0) return { targets: best, reason: MOVE_REASONS[1] };
  return { targets: [state.noise.zone], reason: MOVE_REASONS[2] };
}

/** Move plan entries: from, to, type, count, destination, reason code. */
const PLAN_STRIDE = 6;

/** Zombies reached the Noise token: it goes to the zone with the most Survivors, on its Bang side. */
function zombiesMoved(ctx: RulesContext, state: State, plan: readonly number[], events: GameEvent[]): void {
  let reachedNoise = false;
  for (let i = 1; i < plan.length; i += PLAN_STRIDE) if (plan[i] === state.noise.zone) reachedNoise = true;
  if (!reachedNoise) return;
  const tie = relocateNoise(ctx, state, U.noiseReached, events);
  if (tie) {
    state.pending.push({ kind: 'noiseZone', options: tie, boom: false });
    events.push({
      type: 'decisionOpened',
      decision: 'noiseZone',
    });
  }
}

/** End Phase (EN "End Phase"): the Boom flips to Bang; a Bang goes to the zone with the most Survivors (players choose on a tie). */
function endPhaseNoise(ctx: RulesContext, state: State, events: GameEvent[]): boolean {
  if (state.noise.boom) {
    state.noise.boom = false;
    events.push({
      type: 'noiseMoved',
      zone: state.noise.zone,
      boom: false,
      rule: U.endPhaseBoom,
    });
    return false;
  }
  const tie = relocateNoise(ctx, state, U.endPhaseBang, events);
  if (!tie) return false;
  state.pending.push({ kind: 'noiseZone', options: tie, boom: false });
  events.push({
    type: 'decisionOpened',
    decision: 'noiseZone',
  });
  return true;
}

export const UOA_NOISE: NoiseRules = {
  make: makeNoise,
  destination: zombieDestination,
  reasons: MOVE_REASONS,
  zombiesMoved,
  endPhase: endPhaseNoise,
};

/** Answer to a noiseZone decision: the token goes there, on its Bang side. */
export function answerNoiseZone(
  ctx: RulesContext,
  state: State,
  a: Extract<UoaAction, { type: 'noiseZone' }>,
  events: GameEvent[],
): void {
  state.pending.shift();
  state.noise = { zone: a.zone, boom: false };
  events.push({
    type: 'noiseMoved',
    zone: a.zone,
    boom: false,
    rule: U.noiseSet,
  });
}

export function checkMakeNoise(
  ctx: RulesContext,
  state: State,
  a: Extract<UoaAction, { type: 'makeNoise' }>,
): RuleError | null {
  const e = checkActor(state, a.s, 1);
  if (e) return e;
  if (state.noise.boom) return ruleError('makeNoise.boom');
  return null;
}

export function performMakeNoise(
  ctx: RulesContext,
  state: State,
  a: Extract<UoaAction, { type: 'makeNoise' }>,
  events: GameEvent[],
): void {
  spendActions(state, a.s, 1, 'makeNoise', events);
  makeNoise(state, state.survivors[a.s].zone, false, U.makeNoise, events);
}
