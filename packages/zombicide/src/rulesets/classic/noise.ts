/**
 * Noise (seed 001 "Noise", lines 1028-1042): each noisy Action leaves one
 * Noise token in its zone; each Survivor counts as one more (a Ninja does
 * not). Zombies that see Survivors go to the noisiest zone in sight, at any
 * distance; seeing none, to the noisiest zone of the board; tied zones split
 * them (seed 001 "Splitting"); already in the noisiest zone, they stay. The
 * End Phase removes every token.
 */
import { LOUD_NOISE, loudZone } from './skills/loud.ts';
import { isRotten } from './skills/rotten.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { RuleError } from '@horde/core';
import type { Action, GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { checkActor, spendActions } from '../../rule-error.ts';
import type { NoiseRules } from '../../ruleset.ts';
import { hasSkillActive } from '../../skills.ts';
import type { State } from '../../state.ts';
import { inPlay } from '../../survivors.ts';
import { aboardFlying, flyingHelicopterZone } from './helicopter.ts';
import type { RuleRef } from '../../rule-ref.ts';
import { classicPart } from './state.ts';

/** Noise tokens in a zone. */
export function tokensIn(state: State, zone: number): number {
  return classicPart(state).noiseTokens?.[zone] ?? 0;
}

/** Survivors in play in a zone who count as noise (a Ninja makes none, seed 001 "Ninja"). */
function noisySurvivors(state: State, zone: number): number {
  let n = 0;
  for (let i = 0; i < state.survivors.length; i++) {
    const survivor = state.survivors[i];
    // A Rotten survivor is no Noise token (skills/rotten.ts).
    if (
      survivor.zone === zone &&
      inPlay(survivor) &&
      !hasSkillActive(state, i, 'ninja') &&
      !aboardFlying(state, i) &&
      !isRotten(state, i)
    )
      n++;
  }
  return n;
}

/** Noise above any count of tokens: the zone of a flying helicopter (lines 708, 1036). */
export const LOUDEST = 1000;

/**
 * A zone's noise: its tokens plus the survivors in it (not those aboard a flying helicopter, decision
 * helicopterAboard); a flying helicopter's zone is the noisiest of the board, as the last Loud (line 1036).
 */
export function noiseIn(state: State, zone: number): number {
  const loud =
    classicPart(state).cars && flyingHelicopterZone(state) === zone
      ? LOUDEST
      : loudZone(state) === zone
        ? LOUD_NOISE
        : 0;
  return loud + tokensIn(state, zone) + noisySurvivors(state, zone);
}

/** Zombies see the survivors of a zone, not those inside a flying helicopter (line 706). */
function survivorsSeen(state: State, zone: number): boolean {
  for (let i = 0; i < state.survivors.length; i++) {
    const survivor = state.survivors[i];
    if (survivor.zone === zone && inPlay(survivor) && !aboardFlying(state, i) && !isRotten(state, i)) return true;
  }
  return false;
}

/**
 * Sets the Noise tokens of a zone. The list stays dense (zeros up to the zone): a list with holes is not plain
 * data, and would come back with nulls from JSON (a stored game, a client's view).
 */
export function setNoiseTokens(state: State, zone: number, tokens: number): void {
  const list = (classicPart(state).noiseTokens ??= []);
  while (list.length < zone) list.push(0);
  list[zone] = tokens;
}

export function makeNoise(state: State, zone: number, _loud: boolean, rule: RuleRef, events: GameEvent[]): void {
  const tokens = tokensIn(state, zone) + 1;
  setNoiseTokens(state, zone, tokens);
  events.push({ type: 'noiseMade', zone, tokens, rule });
}

/** Why zombies go where they go, as codes: the noisiest zone in sight, of the board, or nowhere. */
const REASONS = ['reasonSight', 'reasonBoard', 'reasonNowhere'];

/** The zombies of `zone`: where they go (seed 001 "Move", lines 797-800). */
export function classicDestination(
  ctx: RulesContext,
  state: State,
  zone: number,
): { targets: number[]; reason: string; split?: boolean } {
  let most = 0;
  let best: number[] = [];
  for (const { zone: seen } of ctx.geo.sight[zone]) {
    if (!survivorsSeen(state, seen)) continue;
    const n = noiseIn(state, seen);
    if (n > most) {
      most = n;
      best = [seen];
    } else if (n === most) best.push(seen);
  }
  if (best.length > 0) return settle(zone, best, 0);
  for (let z = 0; z < ctx.geo.zones.length; z++) {
    const n = noiseIn(state, z);
    if (n === 0) continue;
    if (n > most) {
      most = n;
      best = [z];
    } else if (n === most) best.push(z);
  }
  return best.length > 0 ? settle(zone, best, 1) : { targets: [zone], reason: REASONS[2] };
}

/** Zombies already in one of the noisiest zones do nothing (seed 001 line 777); tied zones split them. */
function settle(zone: number, targets: number[], reason: number) {
  if (targets.includes(zone)) return { targets: [zone], reason: REASONS[2] };
  return { targets, reason: REASONS[reason], split: true };
}

/** End Phase: every Noise token leaves the board (seed 001 line 1042). */
function clearNoise(_ctx: RulesContext, state: State, events: GameEvent[]): boolean {
  const part = classicPart(state);
  if (part.noiseTokens?.some((n) => n > 0)) {
    part.noiseTokens = [];
    events.push({ type: 'noiseCleared', rule: C.noiseCleared });
  }
  return false;
}

export const CLASSIC_NOISE: NoiseRules = {
  make: makeNoise,
  destination: classicDestination,
  reasons: REASONS,
  zombiesMoved: () => {},
  endPhase: clearNoise,
};

/** Make Some Noise! (seed 001): one Action, one Noise token in the survivor's zone. */
export function checkMakeNoise(
  _ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'makeNoise' }>,
): RuleError | null {
  return checkActor(state, a.s, 1);
}

export function performMakeNoise(
  _ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'makeNoise' }>,
  events: GameEvent[],
): void {
  spendActions(state, a.s, 1, 'makeNoise', events);
  makeNoise(state, state.survivors[a.s].zone, false, C.makeNoise, events);
}
