/** Zombies entering play: summoned into row 10 (line 537), by Shriekers (line 811), by Sound, by the automaton. */
import { putZombie } from './alley.ts';
import type { RulesContext } from './cards.ts';
import { draw } from './decks.ts';
import type { SecondsEvent } from './actions.ts';
import type { SecondsState } from './state.ts';

type Rule = 'summon' | 'shriek' | 'sound' | 'ambush' | 'automaton';

export function summonCard(
  ctx: RulesContext,
  state: SecondsState,
  card: string,
  row: number,
  rule: Rule,
  ev: SecondsEvent[],
): void {
  // A zombie entering play in the zombie turn may not attack that turn (line 790).
  putZombie(ctx, state, card, row, state.active === 'zombie');
  state.stats.summoned++;
  ev.push({ type: 'zombieSummoned', zombie: card, row, rule });
}

/** The top Zombie card into play; false when the Zombie deck is empty (it is not reshuffled: RULINGS). */
export function summonFromDeck(
  ctx: RulesContext,
  state: SecondsState,
  row: number,
  rule: Rule,
  ev: SecondsEvent[],
): boolean {
  const card = draw(state, 'zombie', ev);
  if (!card) return false;
  ev.push({ type: 'cardDrawn', deck: 'zombie', card, side: 'zombie', to: 'play' });
  summonCard(ctx, state, card, row, rule, ev);
  return true;
}
