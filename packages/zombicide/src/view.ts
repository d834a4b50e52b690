/**
 * What a seat sees: everything on the table, never the RNG state, forced
 * dice, or the order of face-down decks (only their sizes, and the feat on
 * the back of the top Bounty card, which is face up by the rules).
 */
import { clonePlain } from '@horde/core';
import type { RulesContext } from './context.ts';
import type { ObjectiveState, State } from './state.ts';

/** An Objective as players see it: a face-down one keeps its colour secret until taken. */
export type ObjectiveView = Omit<ObjectiveState, 'color'> & { color: ObjectiveState['color'] | 'unknown' };

export type PlayerView = Omit<
  State,
  'rng' | 'equipmentDeck' | 'zombieDeck' | 'bountyDeck' | 'forcedDice' | 'objectives'
> & {
  objectives: ObjectiveView[];
  seat: string | null;
  equipmentDeckSize: number;
  zombieDeckSize: number;
  bountyDeckSize: number;
  /** Feat printed on the back of the top Bounty card (visible to all, EN "Bounty weapons"). */
  bountyFeat: string | null;
};

export function viewFor(ctx: RulesContext, state: State, seat: string | null): PlayerView {
  const { rng: _rng, equipmentDeck, zombieDeck, bountyDeck, forcedDice: _forced, ...open } = state;
  const top = bountyDeck[0];
  const copy = clonePlain(open);
  return {
    ...copy,
    objectives: copy.objectives.map((o): ObjectiveView => (o.hidden && !o.taken ? { ...o, color: 'unknown' } : o)),
    seat,
    equipmentDeckSize: equipmentDeck.length,
    zombieDeckSize: zombieDeck.length,
    bountyDeckSize: bountyDeck.length,
    bountyFeat: top === undefined ? null : (ctx.equipment[state.cards[top].def].feat?.text ?? null),
  };
}
