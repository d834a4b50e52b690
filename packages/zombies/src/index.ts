/**
 * @horde/zombies: the rules of Zombies!!! (seed 004), each optional rule a switch of the game's options.
 *
 * Where each rule lives:
 * - state.ts: the state; actions.ts: the actions and events; content-types.ts: the content's shape;
 *   config-schema.ts: the config and its zod; action-schema.ts: the actions' zod.
 * - setup.ts: a new game; turn.ts: the turn's steps; seats.ts: who is awaited; legal.ts: what a seat may do;
 *   apply.ts: the one check (why not) and doing it; choices.ts: the answers to a pending choice; game.ts: the
 *   game contract; view.ts: what a seat sees (and the view types); outcome.ts: results.
 * - geometry.ts: squares, buildings, doors and links; tiles.ts: the tile deck, placement, what a tile brings.
 * - movement.ts: the roll and the steps; movement-points.ts: the points, set and lost; combat.ts: Combat
 *   and Bullets, pick-ups; zombie-move.ts: the zombies' move; events.ts: event cards and the reaction
 *   window; death.ts: wounds and death; win.ts: how a game ends; players.ts: Life limits, teams, the box of
 *   tokens; dice.ts: every die.
 * - options/: traits.ts (Character Traits), shooting.ts (Come to Papa), dodge.ts (Duck 'n' Weave Son),
 *   dodge-bonus.ts (a dodge or weave roll's modifier), duel.ts (Eat Them, Not Me!, players' fights, Thief),
 *   swap.ts (Eat Them, Not Me!'s swap on a death), extra-zombies.ts (Where in Hell Did They Come From?,
 *   Sixth Sense), search.ts (What's This?), trade.ts (You Wanna Trade?), kings.ts (Catch As Catch Can),
 *   last-man.ts (Last Man Standing), one-bite.ts (It Takes One Bite To Be The Same). Where in Hell Are We? is
 *   in tiles.ts (the deck), Just a Minute in combat.ts, It's Only a Flesh Wound in movement-points.ts, It's
 *   Zombie a Go-Go in combat.ts and dodge.ts, Fahsands Ov Em in players.ts (the box).
 * - rulings.ts: every decision on an unclear rule (RULINGS), also written where it is made.
 * - version.ts: the rules version, stored in the state from 2 on (`version`); rulesFrom(state, n) gates a change
 *   of play so a game keeps the rules it was set up under (2: the whole zombie roll, Flesh Wound on minions,
 *   the sneak attack on entry).
 * - determinize.ts: a redeal of what a seat cannot see; invariants.ts: what every state keeps;
 *   position.ts: positions from a readable spec (scenarios, tests).
 */
export type * from './state.ts';
export type * from './actions.ts';
export type * from './content-types.ts';
export type { PlayerView, PendingView, TurnView, ZombiesView } from './view.ts';
export {
  configSchema,
  configIssues,
  parseConfig,
  type ZombiesConfig,
  type ZombiesConfigInput,
} from './config-schema.ts';
export { actionSchema } from './action-schema.ts';
export { createZombiesGame, ZOMBIES_RULES_VERSION, type ZombiesGame } from './game.ts';
export { RULINGS, type Ruling } from './rulings.ts';
export { determinize } from './determinize.ts';
export { invariantViolations } from './invariants.ts';
export {
  createCtx,
  turnCell,
  type RulesContext,
  type RulesContext as Ctx, // its former name, kept for callers
  type TileInfo,
  type TurnedTile,
} from './context.ts';
export { squareAt, squareXY, distancesFrom, namedAt } from './geometry.ts';
export { SCHTICKS, FLAWS, schticksOffered, flawsOffered } from './options/traits.ts';
export { buildPosition, PositionError, type PositionSpec } from './position.ts';
