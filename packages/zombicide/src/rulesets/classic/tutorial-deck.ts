/**
 * A tutorial's Zombie deck (issue 33, mission C0): a mission with `abominationCardsAside` sets aside, for the whole
 * game, every Zombie card that can bring an Abomination at some Danger Level (decision tutorialDeck, designed: no
 * starting weapon can hurt an Abomination, seed 001 line 1185, and a first game should not meet one on the first
 * spawn). The rules are untouched: the deck simply holds fewer cards. Honoured from rules version 9 on (option
 * `abominationCardsAside`), so a C0 game saved before keeps its deck.
 */
import { withParams } from '../../rule-ref.ts';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { State } from '../../state.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';

/** True when a card can bring an Abomination at some level. */
function bringsAbomination(ctx: RulesContext, id: number): boolean {
  return Object.values(ctx.zombieCards[id]?.lines ?? {}).some((line) => line.kind === 'abomination');
}

/** At setup, after the shuffle: the Abomination cards leave the deck (the others keep their order). */
export function setAsideAbominationCards(ctx: RulesContext, state: State, events: GameEvent[]): void {
  if (!state.options.abominationCardsAside || !ctx.mission.rules.abominationCardsAside) return;
  const aside = state.zombieDeck.filter((id) => bringsAbomination(ctx, id));
  if (aside.length === 0) return;
  state.zombieDeck = state.zombieDeck.filter((id) => !bringsAbomination(ctx, id));
  events.push({
    type: 'missionEvent',
    text: withParams(C.abominationCardsAside, { count: aside.length }),
    rule: C.abominationCardsAside,
  });
}
