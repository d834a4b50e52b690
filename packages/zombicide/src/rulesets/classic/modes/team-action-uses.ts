/**
 * Who may still use a Team Action this Players' Phase, and which card (seed 001 lines 1889 and 2145):
 * - the team's own Team Action, 1 per Players' Phase (line 1889);
 * - the "+1 free Team Action" skill (line 2145): one more during the survivor's Activation, even when the team
 *   used its own, "selecting the Team Action card that hasn't been used yet this game round".
 * Decision teamActionSkill: each card of a team serves once per round, whichever use pays for it (line 2145's
 * last sentence: the same Team Action twice in a Players' Phase only with identical cards). The skill's extra is
 * spent before the team's own one, which then stays for a teammate: the player never loses by it, so he is not
 * asked.
 */
import type { RuleError } from '@horde/core';
import { activeSkills } from '../../../skills.ts';
import type { State } from '../../../state.ts';

/** The skill of line 2145 (content classic/skills.ts). */
export const TEAM_ACTION_SKILL = 'plus1FreeTeamAction';

const teamUsedKey = (team: number) => `teamActionUsed:${team}`;
const cardsUsedKey = (team: number) => `teamCardsUsed:${team}`;

/** The indexes of the team's cards used this round ("round:i,j" in the mission state). */
export function cardsUsedThisRound(state: State, team: number): number[] {
  const held = state.missionState[cardsUsedKey(team)];
  if (typeof held !== 'string') return [];
  const [round, list] = held.split(':');
  return Number(round) === state.round && list ? list.split(',').map(Number) : [];
}

function teamUseLeft(state: State, team: number): boolean {
  return state.missionState[teamUsedKey(team)] !== state.round;
}

function skillUseLeft(state: State, s: number): boolean {
  return !state.survivors[s].used.teamActionSkill && activeSkills(state, s).includes(TEAM_ACTION_SKILL);
}

/** Can survivor `s` use a Team Action at all now (his team's, or his skill's)? */
export function teamActionLeft(state: State, s: number): boolean {
  return skillUseLeft(state, s) || teamUseLeft(state, state.survivors[s].player);
}

/** Why survivor `s` cannot use his team's card #`card` now, or null. */
export function useRefused(state: State, s: number, card: number): RuleError | null {
  const team = state.survivors[s].player;
  // Each team uses only 1 Team Action card per Players' Phase.
  if (!teamActionLeft(state, s)) return { code: 'teamAction.used' };
  if (cardsUsedThisRound(state, team).includes(card)) return { code: 'teamAction.cardUsed' };
  return null;
}

/** Records the use of card #`card` by survivor `s`: his skill's extra first, else his team's own. */
export function recordUse(state: State, s: number, card: number): void {
  const team = state.survivors[s].player;
  if (skillUseLeft(state, s)) state.survivors[s].used.teamActionSkill = 1;
  else state.missionState[teamUsedKey(team)] = state.round;
  state.missionState[cardsUsedKey(team)] = `${state.round}:${[...cardsUsedThisRound(state, team), card].join(',')}`;
}
