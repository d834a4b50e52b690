/**
 * Destiny (seed 001 line 2197): once per turn, when the Survivor reveals an Equipment card he drew, he may ignore
 * and discard it (even an Aaahh!!, line 2197 note 16) and draw another. The player chooses: a `modeChoice` between
 * the card's id (keep it) and `redraw`, asked before the card is resolved (an Aaahh!! spawns only if kept). Asked
 * for the cards a Search draws (decision destinyCards); the answer is played by search.ts (chooseDestiny).
 */
import type { GameEvent } from '../../../actions.ts';
import { usedThisTurn } from '../../../rule-error.ts';
import type { State } from '../../../state.ts';
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import { hasPlayedSkill } from './versions.ts';

/** The mode of the decision: keep the card just drawn, or redraw. */
export const DESTINY = 'destiny';
export const REDRAW = 'redraw';

const cardKey = (s: number) => `destinyCard:${s}`;
const leftKey = (s: number) => `destinyLeft:${s}`;

/** A card just drawn by a survivor who may use Destiny: ask (true), the card waiting; false: reveal it now. */
export function offerDestiny(state: State, s: number, card: number, left: number, events: GameEvent[]): boolean {
  if (!hasPlayedSkill(state, s, 'destiny') || usedThisTurn(state, s, 'destiny') > 0) return false;
  state.missionState[cardKey(s)] = card;
  state.missionState[leftKey(s)] = left;
  state.pending.push({
    kind: 'modeChoice',
    mode: DESTINY,
    survivor: s,
    options: [state.cards[card].def, REDRAW],
    why: C.destiny,
  });
  events.push({ type: 'decisionOpened', decision: 'modeChoice' });
  return true;
}

/** The card waiting for the answer and the Search's draws left after it (cleared). */
export function takeDestinyCard(state: State, s: number): { card: number; left: number } {
  const card = Number(state.missionState[cardKey(s)]);
  const left = Number(state.missionState[leftKey(s)] ?? 0);
  delete state.missionState[cardKey(s)];
  delete state.missionState[leftKey(s)];
  return { card, left };
}
