/**
 * Survivors who come back (seed 001 "Resurrection", lines 2783-2805; "Gaming Night", lines 2757-2771): a
 * defeated survivor is laid down (out of play, "as if he was removed from the board") instead of eliminated,
 * and returns at the beginning of the next Players' Phase, before the first player acts (played at the end of
 * the End Phase, right before the round starts).
 * Decision comebackTiming: "any following Players' Phase" is played as the next one.
 * Decision teamWipe: nobody standing still loses the game, downed survivors or not (line 2771: "If odds seem
 * too steep after a team wipe, ... start the Mission again").
 * The return itself is modes/return-downed.ts (it calls each mode's own, which stand up with `standUp` here).
 */
import type { RulesContext } from '../../../context.ts';
import type { State } from '../../../state.ts';

export type Comeback = 'resurrection' | 'gamingNight' | null;

/** How survivor `s`, defeated by `by`, comes back in this game (null: eliminated for good). */
export function comebackOf(state: State, s: number, by: string): Comeback {
  const surv = state.survivors[s];
  if (surv.companion) return null;
  // Gaming Night replaces Resurrection (line 2761) and brings back any defeated survivor.
  if (state.options.gamingNight) return 'gamingNight';
  // Resurrection: a standard survivor only, not when a teammate killed him (line 2793).
  if (state.options.resurrection && !surv.zombivor && by !== 'friendlyFire') return 'resurrection';
  return null;
}

/** Back in play: standing, no Wounded card, ongoing effects gone (line 2803: a Born leader's Action). */
export function standUp(ctx: RulesContext, state: State, s: number): void {
  const surv = state.survivors[s];
  surv.eliminated = false;
  surv.downed = false;
  surv.wounds = 0;
  surv.used = {};
  surv.actionsUsed = 0;
  delete state.missionState[`bornLeader:${s}`];
  surv.inventory.forEach((card, slot) => {
    if (card !== null && ctx.equipment[state.cards[card].def]?.traits.includes('wounded')) surv.inventory[slot] = null;
  });
}
