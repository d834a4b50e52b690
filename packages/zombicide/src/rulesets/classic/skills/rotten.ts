/**
 * Rotten (seed 001 line 2279): at the end of his Activation, a Survivor who took no Combat Action, did not drive a
 * car or pilot a helicopter and produced no Noise token gets a Rotten token. With it, every zombie ignores him: they
 * do not see, target or attack him, and he is no Noise token (noise.ts, the ruleset's `unreachable`); he still pays
 * to leave a zone with zombies. He loses it when he takes a Combat Action or makes noise. What he did is read from
 * each action's events (decision rottenActions).
 */
import type { GameEvent } from '../../../actions.ts';
import type { State } from '../../../state.ts';
import { withParams } from '../../../rule-ref.ts';
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import { hasPlayedSkill } from './versions.ts';

// Read after every action: each key is made once.
const TOKEN_KEYS: string[] = [];
const SPOILED_KEYS: string[] = [];
const tokenKey = (s: number) => (TOKEN_KEYS[s] ??= `rotten:${s}`);
const spoiledKey = (s: number) => (SPOILED_KEYS[s] ??= `rottenSpoiled:${s}`);

/** Actions that spoil Rotten: Combat Actions, driving, piloting. */
const LOUD_ACTIONS: ReadonlySet<string> = new Set([
  'melee',
  'ranged',
  'improvised',
  'teamAttack',
  'meleeRival',
  'drive',
  'fly',
  'takeOff',
  'land',
]);

/** Does survivor `s` carry a Rotten token (ignored by every zombie)? */
export function isRotten(state: State, s: number): boolean {
  return state.missionState[tokenKey(s)] === true;
}

/** After each action: a Combat Action, driving, piloting or a noise spoils this Activation and takes the token. */
export function noteRotten(state: State, events: readonly GameEvent[]): void {
  for (const e of events) {
    if (e.type === 'survivorActivated') delete state.missionState[spoiledKey(e.s)];
    const s = e.type === 'actionSpent' && LOUD_ACTIONS.has(e.action) ? e.s : e.type === 'noiseMade' ? state.active : -1;
    // Only a Rotten survivor's turns are noted (other games' states stay as they were).
    if (s < 0 || !state.survivors[s] || !hasPlayedSkill(state, s, 'rotten')) continue;
    state.missionState[spoiledKey(s)] = true;
    delete state.missionState[tokenKey(s)];
  }
}

/** The end of his Activation: the token for a Rotten survivor whose Activation spoiled nothing. */
export function endRottenActivation(state: State, s: number, events: GameEvent[]): void {
  // The action ending the Activation counts too (its events are not yet read by noteRotten).
  noteRotten(state, events);
  const spoiled = state.missionState[spoiledKey(s)] === true;
  delete state.missionState[spoiledKey(s)];
  if (spoiled || isRotten(state, s) || !hasPlayedSkill(state, s, 'rotten')) return;
  state.missionState[tokenKey(s)] = true;
  events.push({ type: 'missionEvent', text: withParams(C.rotten, { who: s }), rule: C.rotten });
}
