/** 2: several games (an action's shape is checked by its game's schema; updates are filtered per seat). */
export const PROTOCOL_VERSION = 2;
