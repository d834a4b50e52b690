/**
 * Dog Companions chosen before the game (seed 001 line 439; "Acquiring a Companion", lines 2047-2051): with the
 * Dog Companions option, "each Survivor may choose to begin the game with a single Dog Companion". His player
 * chooses (a `modeChoice` decision per survivor, in the survivors' order, with "none"); the dog's card goes in
 * his inventory (a reserve slot first) and its miniature stands in his starting zone (leader.ts brings it on).
 * What a dog does is its card's (companions.ts of the content) and its instructions (instructions.ts).
 */
import { withParams } from '../../../rule-ref.ts';
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import type { GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import type { State } from '../../../state.ts';
import { inPlay } from '../../../survivors.ts';

/** The mode of the decision: which Dog Companion survivor `survivor` begins with. */
export const DOG_CHOICE = 'dogCompanion';
/** The answer "no dog". */
export const NO_DOG = 'none';

/** Setup: the first survivor's choice (the next ones follow each answer). */
export function setupDogChoices(ctx: RulesContext, state: State, events: GameEvent[]): void {
  if (state.options.dogCompanions) askDog(ctx, state, 0, events);
}

/** Dog cards nobody holds yet. */
function freeDogs(ctx: RulesContext, state: State): string[] {
  const held = new Set<number>();
  for (const survivor of state.survivors) for (const c of survivor.inventory) if (c !== null) held.add(c);
  const out: string[] = [];
  state.cards.forEach((c, i) => {
    if (ctx.equipment[c.def]?.companion?.kind === 'dog' && !held.has(i) && !out.includes(c.def)) out.push(c.def);
  });
  return out;
}

function askDog(ctx: RulesContext, state: State, from: number, events: GameEvent[]): void {
  for (let s = from; s < state.survivors.length; s++) {
    const surv = state.survivors[s];
    if (surv.companion || !inPlay(surv)) continue;
    const dogs = freeDogs(ctx, state);
    if (dogs.length === 0) return;
    state.pending.push({
      kind: 'modeChoice',
      mode: DOG_CHOICE,
      survivor: s,
      options: [...dogs, NO_DOG],
      why: withParams(C.dogChoice, { who: s }),
    });
    events.push({
      type: 'decisionOpened',
      decision: 'modeChoice',
    });
    return;
  }
}

/** The player's answer: the dog's card joins the inventory; then the next survivor's choice. */
export function chooseDog(ctx: RulesContext, state: State, s: number, option: string, events: GameEvent[]): void {
  if (option !== NO_DOG) {
    const surv = state.survivors[s];
    const held = new Set(state.survivors.flatMap((x) => x.inventory));
    const card = state.cards.findIndex((c, i) => c.def === option && !held.has(i));
    const slot = ctx.ruleset.inventory.reserve.find((k) => surv.inventory[k] === null) ?? surv.inventory.indexOf(null);
    if (card >= 0 && slot >= 0) {
      surv.inventory[slot] = card;
      events.push({ type: 'cardGained', s, card: option, slot, rule: C.dogChosen });
    }
  }
  askDog(ctx, state, s + 1, events);
}
