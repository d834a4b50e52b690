/** 2: several games (an action's shape is checked by its game's schema; updates are filtered per seat). */
/**
 * 3: after an action, each seat's view arrives as an RFC 6902 JSON Patch of the previous one (`patch`, `base`);
 * full views on hello, sync and reconnection.
 */
export const PROTOCOL_VERSION = 3;
