export * from './defs.ts';
export * from './state.ts';
export * from './actions.ts';
export * from './context.ts';
export * from './game.ts';
export * from './setup.ts';
export * from './view.ts';
export { legalActions } from './legal.ts';
export { applyAction, checkAction } from './apply.ts';
