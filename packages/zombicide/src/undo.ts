/**
 * When an action may be taken back (the contract's undoKey and closesUndo): when it rolled no die and drew
 * no card (the random state and every deck are as before), turned no face-down Objective, and started no
 * new phase nor ended the game. Both rulesets hide the same kinds of things.
 */
import type { GameEvent } from './actions.ts';
import type { Ruleset } from './ruleset.ts';
import type { State } from './state.ts';

export function undoKey(ruleset: Ruleset, state: State): string {
  let revealed = 0;
  for (const o of state.objectives) if (o.hidden && o.taken) revealed++;
  let decks = `${state.equipmentDeck.length}/${state.zombieDeck.length}`;
  for (const deck of ruleset.part.decks(state)) decks += `/${deck.length}`;
  return `${JSON.stringify(state.rng)}|${decks}|${revealed}`;
}

export function closesUndo(e: GameEvent): boolean {
  return e.type === 'phase' || e.type === 'gameWon' || e.type === 'gameLost';
}
