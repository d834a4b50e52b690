/**
 * The rules version of Seconds to Live, stored with every game record; a game keeps the rules it was set up under
 * (setup.ts turns the version into the state's flags).
 * 2: the rules judge a seat's late action themselves (time.up) and time every choice of a timed game.
 * 3: the opponent's off-turn windows hold the active player's phase clock (DECISION timer.windows).
 */
export const SECONDS_RULES_VERSION = '3';

/** The version a game is set up under, as a number (absent: the current one). */
export function rulesVersionOf(version: string | undefined): number {
  return Number(version ?? SECONDS_RULES_VERSION);
}
