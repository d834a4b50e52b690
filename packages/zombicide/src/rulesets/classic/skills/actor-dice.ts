/**
 * Barbarian (seed 001 line 2167) and Full auto (line 2225): resolving a Melee (a Ranged) Action, the Survivor may
 * replace the Dice number of the weapon(s) he uses by the number of Actors standing in his Zone (in the targeted
 * Zone), himself and the other Survivors included; "+1 die" Skills still apply. The player chooses: the action's
 * `actorDice` (attacks.ts rolls it). Dual weapons: each weapon's Dice is replaced (decision actorDice).
 */
import type { RuleError } from '@horde/core';
import { ruleError } from '../../../rule-error.ts';
import type { State } from '../../../state.ts';
import { hasPlayedSkill } from './versions.ts';

const SKILL = { melee: 'barbarian', ranged: 'fullAuto' } as const;

/** Refused without the Skill of the attack's kind (Barbarian for Melee, Full auto for Ranged). */
export function actorDiceRefused(state: State, s: number, attack: 'melee' | 'ranged'): RuleError | null {
  if (hasPlayedSkill(state, s, SKILL[attack])) return null;
  return attack === 'melee' ? ruleError('melee.barbarian') : ruleError('ranged.fullAuto');
}

/** The same attack rolling the Actors, for a survivor who has the Skill (`skills`: his Skills played). */
export function actorDiceVariant(skills: ReadonlySet<string>, attack: 'melee' | 'ranged'): boolean {
  return skills.has(SKILL[attack]);
}
