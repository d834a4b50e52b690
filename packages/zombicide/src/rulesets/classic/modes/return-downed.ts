/**
 * The downed survivors' return (seed 001 "Resurrection", lines 2783-2805; "Gaming Night", lines 2757-2771), played
 * at the end of the End Phase: each mode's own return (modes/gaming-night.ts, modes/resurrection.ts). How a
 * survivor comes back, and standing up, are modes/comeback.ts.
 */
import type { GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import type { State } from '../../../state.ts';
import { gamingNightReturn, leastExperienced } from './gaming-night.ts';
import { resurrect } from './resurrection.ts';

/** The End Phase is over: every downed survivor returns before the next Players' Phase. */
export function returnDowned(ctx: RulesContext, state: State, events: GameEvent[]): void {
  if (!state.survivors.some((s) => s.downed)) return;
  const least = leastExperienced(state);
  for (let s = 0; s < state.survivors.length; s++) {
    if (!state.survivors[s].downed) continue;
    if (state.options.gamingNight) gamingNightReturn(ctx, state, s, least, events);
    else resurrect(ctx, state, s, events);
  }
}
