/**
 * What a seat sees, built by picking: every field of the state is classified
 * below as open (on the table, seen by all) or hidden (the RNG, forced dice,
 * the order of face-down decks, face-down Objective colours, the face-down
 * set-aside Bounty cards). A new state field fails to compile until it is
 * classified, so nothing reaches a client by default. Of a hidden field a seat
 * gets only what the rules let it see: deck sizes, the feat on the back of the
 * top Bounty card (face up by the rules), a taken Objective's colour.
 */
import { clonePlain } from '@horde/core';
import type { RulesContext } from './context.ts';
import type { ObjectiveState, State } from './state.ts';

const OPEN = [
  'game',
  'ruleset',
  'mission',
  'round',
  'phase',
  'outcomeCode',
  'outcomeReason',
  'players',
  'firstPlayer',
  'currentPlayer',
  'active',
  'survivors',
  'zombies',
  'pool',
  'noise',
  'noiseTokens',
  'doors',
  'lockedDoors',
  'spawnedRooms',
  'spawns',
  'cars',
  'carRun',
  'companionTokens',
  // The zombies a security zone [PO] pushes back at the end of their Activation.
  'securityPushBack',
  // The rotating security gates' [PO] quarter turns.
  'gates',
  'barricades',
  'tents',
  'vadeRetro',
  'entered',
  'cards',
  'equipmentDiscard',
  'zombieDiscard',
  'pending',
  'zombiePhase',
  'combat',
  'teamAction',
  'extraTurns',
  'action',
  'board',
  'train',
  'loan',
  'wagon',
  'gatling',
  'options',
  'missionState',
  'stats',
  // Gozer's abilities and the streams crossed at Stay Puft this round (a ruleset's): on the table.
  'gozer',
  'streams',
] as const satisfies readonly (keyof State)[];

const HIDDEN = [
  'rng',
  'forcedDice',
  'equipmentDeck',
  'zombieDeck',
  'bountyDeck',
  'objectives',
  'setAsideBounty',
  // A ruleset's face-down Companion deck (its tokens' places are open).
  'companionDeck',
  // A ruleset's tent cards dealt face down (a revealed one is copied into the open `tents`).
  'tentDeal',
] as const satisfies readonly (keyof State)[];

type Unclassified = Exclude<keyof State, (typeof OPEN)[number] | (typeof HIDDEN)[number]>;
// Fails to compile when a state field is neither open nor hidden.
const _everyFieldClassified: [Unclassified] extends [never] ? true : false = true;
void _everyFieldClassified;

/** An Objective as players see it: a face-down one keeps its colour secret until taken. */
export type ObjectiveView = Omit<ObjectiveState, 'color'> & { color: ObjectiveState['color'] | 'unknown' };

export type PlayerView = Pick<State, (typeof OPEN)[number]> & {
  objectives: ObjectiveView[];
  seat: number | null;
  equipmentDeckSize: number;
  zombieDeckSize: number;
  bountyDeckSize: number;
  /** M8: how many Bounty cards are set aside, face down (EN M8). */
  setAsideBountyCount: number;
  /** Feat printed on the back of the top Bounty card (visible to all, EN "Bounty weapons"). */
  bountyFeat: string | null;
};

/**
 * The view of `seat` (null: a spectator). `share`: the open fields are the state's own objects, not copies
 * (the contract's readonlyView, for the server: neither is changed afterwards).
 */
export function viewFor(ctx: RulesContext, state: State, seat: number | null, share = false): PlayerView {
  const open = {} as Pick<State, (typeof OPEN)[number]>;
  // A field a ruleset does not use is absent from its states, and from its views.
  for (const key of OPEN)
    if (state[key] !== undefined) (open as Record<string, unknown>)[key] = share ? state[key] : clonePlain(state[key]);
  const top = state.bountyDeck[0];
  return {
    ...open,
    objectives: state.objectives.map(
      (o): ObjectiveView => ({ ...o, color: o.hidden && !o.taken ? 'unknown' : o.color }),
    ),
    seat,
    equipmentDeckSize: state.equipmentDeck.length,
    zombieDeckSize: state.zombieDeck.length,
    bountyDeckSize: state.bountyDeck.length,
    setAsideBountyCount: state.setAsideBounty.length,
    bountyFeat: top === undefined ? null : (ctx.equipment[state.cards[top].def].feat?.text ?? null),
  };
}
