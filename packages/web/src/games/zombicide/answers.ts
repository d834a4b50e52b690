/**
 * The actions that answer a pending choice at both Zombicide tables (the engine's choices.ts and the ruleset's own):
 * the prompt offers these while a choice waits. A table adds its ruleset's own answers.
 */
import type { Action } from '@horde/zombicide';

export const ZOMBICIDE_ANSWERS: readonly Action['type'][] = [
  'assignWound',
  'assignHit',
  'friendlyFire',
  'reroll',
  'splitRoute',
  'zombieTarget',
  'noiseZone',
  'keepFound',
  'chooseRecipient',
  'chooseLeader',
  'chooseSkill',
  'doneReorganize',
  'reflex',
  'chooseExtraTurn',
  'stepAside',
];
