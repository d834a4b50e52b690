/** @horde/bots: policies over the core Game contract and a loop to play them. Per-game heuristics live in folders named after their game. */
export * from './bot.ts';
export * from './search.ts';
export * from './significance.ts';
