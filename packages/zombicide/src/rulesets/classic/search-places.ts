/**
 * Where a Classic survivor may Search (seed 001 "Search", line 532): building zones, but not a hospital room
 * [RM] other than a locker room (lines 1836-1842); the Administrative and Infirmary tents [RM], though they
 * stand on street zones (line 1751). Scavenger searches anywhere (line 2283). The rest is the shared check
 * (zombies in the zone, once per turn, an empty deck).
 */
import { hasPlayedSkill } from './skills/versions.ts';
import type { RuleError } from '@horde/core';
import type { Action } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { ruleError, usedThisTurn } from '../../rule-error.ts';
import { checkSearch, isSearchable } from '../../search.ts';
import { hasSkillActive } from '../../skills.ts';
import type { State } from '../../state.ts';
import { revealedTent } from './tents.ts';

/**
 * Hold your nose (seed 001 line 2235): once per turn, after killing a zombie that turn, a free Search in the zone,
 * whatever the zone (a street, a hospital room, a tent); still one Search per turn.
 */
export function holdYourNose(state: State, s: number): boolean {
  return (
    hasPlayedSkill(state, s, 'holdYourNose') &&
    usedThisTurn(state, s, 'kill') > 0 &&
    usedThisTurn(state, s, 'holdYourNose') === 0
  );
}

export function checkClassicSearch(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'search' }>,
): RuleError | null {
  if (holdYourNose(state, a.s)) return checkSearch(ctx, state, a, () => true, 0);
  const e = checkSearch(ctx, state, a, (zone) => isSearchable(ctx, zone) || revealedTent(ctx, state, zone)?.search);
  if (e) return e;
  const zone = state.survivors[a.s].zone;
  const features = ctx.geo.zones[zone].features;
  if (features.includes('hospital') && !features.includes('lockerRoom') && !hasSkillActive(state, a.s, 'scavenger'))
    return ruleError('search.hospital');
  return null;
}
