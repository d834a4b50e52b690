/**
 * Cards the seed's EXAMPLEs name that the Season 1 box does not hold (the Knife, the Nightstick, the MP5, the
 * Automatic Shotgun; content: count 0, set aside). From rules version 8 a new game sets aside copies of each,
 * reached by no rule of the box: they are there for a survivor given one (a scenario's cast, lines 1248, 1461,
 * 2263). Copies: as many as an example holds at once, 2 for a weapon held Dual (designed).
 */
import type { State } from '../../state.ts';

export const EXAMPLE_CARD_COPIES: Readonly<Record<string, number>> = {
  knife: 2,
  nightstick: 2,
  mp5: 2,
  automaticShotgun: 1,
};

/** Setup (option `exampleCards`): the set-aside copies, after every card of the box (their ids keep their order). */
export function setAsideExampleCards(state: State): void {
  if (!state.options.exampleCards) return;
  for (const [def, n] of Object.entries(EXAMPLE_CARD_COPIES))
    for (let i = 0; i < n; i++) state.cards.push({ def, loaded: true });
}
