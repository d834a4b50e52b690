/**
 * Refusal codes every game shares (DESIGN.md "One engine shape"), so that a table words each once for all games.
 * A game adds its own codes beside them.
 */

/** A seat acted after its own deadline had passed by the server's clock: only the server's timeout may act now. */
export const TIME_UP = 'time.up';
