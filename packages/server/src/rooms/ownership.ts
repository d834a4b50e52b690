/**
 * Which seats may send an action. A survivor's actions belong to the seat
 * controlling it; a decision belongs to the seat of the survivor it is about;
 * choices the rulebook gives to "the players" together (zombie split routes,
 * destinations, the Noise zone on a tie) may be answered by any seat.
 */
import type { Action, State } from '@horde/zombicide';

export type Owners = number[] | 'any';

function ownerOf(state: State, survivor: number | null | undefined): number[] {
  if (survivor === null || survivor === undefined) return [];
  const s = state.survivors[survivor];
  return s ? [s.player] : [];
}

function ownersOfAll(state: State, survivors: number[]): number[] {
  return [...new Set(survivors.flatMap((i) => ownerOf(state, i)))];
}

export function actionOwners(state: State, action: Action): Owners {
  const d = state.pending[0];
  switch (action.type) {
    case 'swap':
    case 'doneReorganize':
    case 'giveCompanion':
      return d?.kind === 'reorganize'
        ? ownersOfAll(state, d.partner === null ? [d.survivor] : [d.survivor, d.partner])
        : [];
    case 'assignWound':
      return d?.kind === 'assignWound' ? ownersOfAll(state, d.candidates) : [];
    case 'chooseRecipient':
      return d?.kind === 'chooseRecipient' ? ownersOfAll(state, d.candidates) : [];
    case 'reflex':
      return d?.kind === 'combatReflexes' ? ownerOf(state, d.survivor) : [];
    case 'stepAside':
      return d?.kind === 'stepAside' ? ownerOf(state, d.survivor) : [];
    case 'assignHit':
    case 'friendlyFire':
    case 'reroll':
    case 'keepFound':
    case 'chooseSkill':
      return d && 'survivor' in d ? ownerOf(state, d.survivor) : [];
    case 'splitRoute':
    case 'zombieTarget':
    case 'noiseZone':
    case 'chooseLeader':
    case 'chooseExtraTurn':
      return 'any';
    default:
      // Survivor actions; an action type this table does not know belongs to no one (refused).
      return 's' in action ? ownerOf(state, action.s) : [];
  }
}

export function mayAct(state: State, action: Action, seat: number): boolean {
  const owners = actionOwners(state, action);
  return owners === 'any' || owners.includes(seat);
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
