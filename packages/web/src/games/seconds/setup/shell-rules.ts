/**
 * What Seconds to Live tells the shell beside its table (shell/table-module.ts): when the lobby's switches apply,
 * and when a seat's view shows its own turn.
 */
import { TIMER_CHOICES } from '@horde/seconds';
import type { SecondsView } from '@horde/seconds';
import type { SwitchRule } from '../../../shell/lobby/switches.ts';

// Timing the zombies and pausing the timer need a Zombie player and a timer: solo has none (seed 003 line 586);
// the optional score is solo's (seed 003, solo play).
const timed = { seats: [2], setup: { timer: TIMER_CHOICES.filter((c) => c !== 'off') } };
export const switchRules: Record<string, SwitchRule> = {
  zombieTimer: timed,
  pause: timed,
  scoring: { seats: [1] },
};

/** The seat's side has the turn (a counter window during the other side's turn is not one). */
export function ownTurn(view: unknown): boolean {
  const v = view as SecondsView;
  return v.side !== null && v.phase !== 'over' && v.active === v.side;
}
