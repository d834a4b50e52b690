/**
 * The actions that answer a pending choice at both Zombicide tables (the engine's choices.ts and the ruleset's own):
 * the prompt offers these while a choice waits (in alphabetical order: a set). A table adds its ruleset's own answers.
 */
import type { Action } from '@horde/zombicide';

export const ZOMBICIDE_ANSWERS: readonly Action['type'][] = [
  'assignHit',
  'assignWound',
  'chooseExtraTurn',
  'chooseLeader',
  'chooseRecipient',
  'chooseSkill',
  'doneReorganize',
  'friendlyFire',
  'keepFound',
  'noiseZone',
  'reflex',
  'reroll',
  'splitRoute',
  'stepAside',
  'zombieTarget',
];
