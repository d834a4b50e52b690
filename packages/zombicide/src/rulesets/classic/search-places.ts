/**
 * Where a Classic survivor may Search (seed 001 "Search", line 532): building zones, but not a hospital room
 * [RM] other than a locker room (lines 1836-1842); the Administrative and Infirmary tents [RM], though they
 * stand on street zones (line 1751). Scavenger searches anywhere (line 2283). The rest is the shared check
 * (zombies in the zone, once per turn, an empty deck).
 */
import type { RuleError } from '@horde/core';
import type { Action } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import { ruleError } from '../../rule-error.ts';
import { checkSearch, isSearchable } from '../../search.ts';
import { hasSkillActive } from '../../skills.ts';
import type { State } from '../../state.ts';
import { revealedTent } from './tents.ts';

export function checkClassicSearch(
  ctx: RulesContext,
  state: State,
  a: Extract<Action, { type: 'search' }>,
): RuleError | null {
  const e = checkSearch(ctx, state, a, (zone) => isSearchable(ctx, zone) || revealedTent(ctx, state, zone)?.search);
  if (e) return e;
  const zone = state.survivors[a.s].zone;
  const features = ctx.geo.zones[zone].features;
  if (features.includes('hospital') && !features.includes('lockerRoom') && !hasSkillActive(state, a.s, 'scavenger'))
    return ruleError('search.hospital', 'Search: a hospital room cannot be Searched, but for a locker room');
  return null;
}
