/**
 * Is that all you've got? (seed 001 line 2237): any time the Survivor is about to get Wounded cards, his player may
 * discard 1 Equipment card of his inventory for each Wound, negating a Wounded card per card discarded. The player
 * chooses, Wound by Wound: a `modeChoice` between the Equipment cards he holds (discard it, no Wound) and `wound`
 * (take it), asked before the Wound counts (decision isThatAll). The answer is played by wounds.ts (answerIsThatAll).
 */
import type { GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import { cardDef } from '../../../inventory.ts';
import type { RuleRef } from '../../../rule-ref.ts';
import type { State } from '../../../state.ts';
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import { hasPlayedSkill } from './versions.ts';

export const IS_THAT_ALL = 'isThatAll';
/** The answer taking the Wound. */
export const TAKE_WOUND = 'wound';

const waitKey = (s: number) => `isThatAll:${s}`;
const takenKey = (s: number) => `isThatAllTaken:${s}`;

/** The Wounds still to come, their source and rule, while the player answers. */
export interface WoundsWaiting {
  wounds: number;
  by: 'zombie' | 'friendlyFire' | 'dynamite';
  rule: RuleRef;
}

/** The Equipment cards (not Wounded cards) the survivor holds, by id, each once. */
function discardable(ctx: RulesContext, state: State, s: number): string[] {
  const ids = new Set<string>();
  for (const card of state.survivors[s].inventory)
    if (card !== null && !cardDef(ctx, state, card).traits.includes('wounded')) ids.add(state.cards[card].def);
  return [...ids];
}

/**
 * Before a Wound counts: ask the survivor's player (true: the Wounds wait for the answer). A Wound the player chose
 * to take is not asked about again.
 */
export function askIsThatAll(
  ctx: RulesContext,
  state: State,
  s: number,
  waiting: WoundsWaiting,
  events: GameEvent[],
): boolean {
  if (state.missionState[takenKey(s)]) {
    delete state.missionState[takenKey(s)];
    return false;
  }
  if (!hasPlayedSkill(state, s, 'isThatAllYouveGot')) return false;
  const cards = discardable(ctx, state, s);
  if (cards.length === 0) return false;
  state.missionState[waitKey(s)] = JSON.stringify(waiting);
  state.pending.push({
    kind: 'modeChoice',
    mode: IS_THAT_ALL,
    survivor: s,
    options: [...cards, TAKE_WOUND],
    why: C.isThatAll,
  });
  events.push({ type: 'decisionOpened', decision: 'modeChoice' });
  return true;
}

/** The Wounds that waited (cleared); `take`: the next one is taken without asking. */
export function takeWaiting(state: State, s: number, take: boolean): WoundsWaiting {
  const waiting = JSON.parse(String(state.missionState[waitKey(s)])) as WoundsWaiting;
  delete state.missionState[waitKey(s)];
  if (take) state.missionState[takenKey(s)] = true;
  return waiting;
}
