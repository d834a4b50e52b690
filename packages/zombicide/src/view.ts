/**
 * What a seat sees, built by picking: every field of the state is classified
 * below as open (on the table, seen by all) or hidden (the RNG, forced dice,
 * the order of face-down decks, face-down Objective colours). A new state field
 * fails to compile until it is classified, so nothing reaches a client by
 * default. Of a hidden field a seat gets only what the rules let it see: deck
 * sizes, a taken Objective's colour. A ruleset's own part of the state is shown
 * by the ruleset (`PartRules.view`), its fields beside these.
 */
import { clonePlain } from '@horde/core';
import type { RulesContext } from './context.ts';
import type { ObjectiveState, State } from './state.ts';

export const OPEN = [
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
  'doors',
  'barricades',
  'spawns',
  'cards',
  'equipmentDiscard',
  'zombieDiscard',
  'pending',
  'zombiePhase',
  'combat',
  'extraTurns',
  'action',
  'board',
  'loan',
  'options',
  'missionState',
  'stats',
] as const satisfies readonly (keyof State)[];

const HIDDEN = [
  'rng',
  'forcedDice',
  'equipmentDeck',
  'zombieDeck',
  'objectives',
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
  return {
    ...open,
    objectives: state.objectives.map(
      (o): ObjectiveView => ({ ...o, color: o.hidden && !o.taken ? 'unknown' : o.color }),
    ),
    seat,
    equipmentDeckSize: state.equipmentDeck.length,
    zombieDeckSize: state.zombieDeck.length,
    // The ruleset's own part, as it shows it (its type extends this one's).
    ...ctx.ruleset.part.view(ctx, state, share),
  };
}
