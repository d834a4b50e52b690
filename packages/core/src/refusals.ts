/**
 * Refusal codes every game shares (DESIGN.md "One engine shape"), so that a table words each once for all games.
 * A game adds its own codes beside them.
 */

/** The game has ended: nothing more may be done. */
export const GAME_OVER = 'game.over';

/** The action belongs to another seat now (or to the server alone, as a timeout does). */
export const SEAT_NOT_YOURS = 'seat.notYours';

/** Not an action of this game (its shape is wrong). */
export const ACTION_MALFORMED = 'action.malformed';

/** A seat acted after its own deadline had passed by the server's clock: only the server's timeout may act now. */
export const TIME_UP = 'time.up';
