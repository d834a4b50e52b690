export * from './rng.ts';
export * from './hash.ts';
export * from './clone.ts';
export * from './game.ts';
export * from './replay.ts';
export * from './properties.ts';
