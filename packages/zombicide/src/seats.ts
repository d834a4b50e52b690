/**
 * Which seats may act. A survivor's actions belong to the seat controlling
 * it; a decision belongs to the seat of the survivor it is about; choices the
 * rulebook gives to "the players" together (zombie split routes, destinations,
 * the Noise zone on a tie, a lone Companion's Leader, who plays the extra Turn)
 * may be answered by any seat. Everything here is computed from the state.
 */
import type { Action } from './actions.ts';
import type { State } from './state.ts';
import { isOver } from './wounds.ts';

export type Owners = number[] | 'any';

/** Decisions the rulebook gives to "the players" together; each is answered by the action of the same name. */
const PLAYERS_CHOOSE: ReadonlySet<string> = new Set([
  'splitRoute',
  'zombieTarget',
  'noiseZone',
  'chooseLeader',
  'chooseExtraTurn',
]);

/** The seat controlling a survivor; none for a lone Companion (player -1: no Leader yet, EN "Companions"). */
function ownerOf(state: State, survivor: number | null | undefined): number[] {
  if (survivor === null || survivor === undefined) return [];
  const s = state.survivors[survivor];
  return s && s.player >= 0 ? [s.player] : [];
}

function ownersOfAll(state: State, survivors: number[]): number[] {
  return [...new Set(survivors.flatMap((i) => ownerOf(state, i)))];
}

/** The seats that may answer the open decision. */
function decisionOwners(state: State, d: State['pending'][number]): Owners {
  if (PLAYERS_CHOOSE.has(d.kind)) return 'any';
  const owners = ownersOfSurvivorsIn(state, d);
  // A decision about lone Companions only (no seat controls them): the players take it together.
  return owners.length > 0 ? owners : 'any';
}

function ownersOfSurvivorsIn(state: State, d: State['pending'][number]): number[] {
  switch (d.kind) {
    case 'reorganize':
      return ownersOfAll(state, d.partner === null ? [d.survivor] : [d.survivor, d.partner]);
    case 'assignWound':
    case 'chooseRecipient':
      return ownersOfAll(state, d.candidates);
    default:
      return 'survivor' in d ? ownerOf(state, d.survivor) : [];
  }
}

export function actionOwners(state: State, action: Action): Owners {
  if (PLAYERS_CHOOSE.has(action.type)) return 'any';
  const d = state.pending[0];
  switch (action.type) {
    case 'swap':
    case 'doneReorganize':
    case 'giveCompanion':
      return d?.kind === 'reorganize' ? decisionOwners(state, d) : [];
    case 'assignWound':
    case 'chooseRecipient':
    case 'stepAside':
      return d?.kind === action.type ? decisionOwners(state, d) : [];
    case 'reflex':
      return d?.kind === 'combatReflexes' ? decisionOwners(state, d) : [];
    case 'assignHit':
    case 'friendlyFire':
    case 'reroll':
    case 'keepFound':
    case 'chooseSkill':
      return d && 'survivor' in d ? decisionOwners(state, d) : [];
    default:
      // Survivor actions; an action type this table does not know belongs to no one (refused).
      return 's' in action ? ownerOf(state, action.s) : [];
  }
}

export function mayAct(state: State, action: Action, seat: number): boolean {
  const owners = actionOwners(state, action);
  return owners === 'any' || owners.includes(seat);
}

/** The seats the game waits on: the open decision's owners, else the seat whose turn it is. */
export function awaitedSeats(state: State): number[] {
  if (isOver(state)) return [];
  const d = state.pending[0];
  if (!d) return state.phase === 'players' ? [state.currentPlayer] : [];
  const owners = decisionOwners(state, d);
  return owners === 'any' ? Array.from({ length: state.players }, (_, i) => i) : owners;
}

/** Splits the legal actions by seat (an action open to any seat goes to every seat). */
export function legalBySeat(state: State, legal: Action[], seats: number): Action[][] {
  const out: Action[][] = Array.from({ length: seats }, () => []);
  for (const a of legal) {
    const owners = actionOwners(state, a);
    if (owners === 'any') for (const list of out) list.push(a);
    else for (const seat of owners) out[seat]?.push(a);
  }
  return out;
}
