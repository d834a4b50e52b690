/**
 * @horde/seconds: the rules of Seconds to Live (seed 003, the Survivor
 * rulebook), its designed Zombie player and its solo zombie automaton. The
 * rules take their content as input (createSecondsGame(content)).
 *
 * Where each rule lives:
 * - state.ts: the state (the table's vocabulary with actions.ts: the actions and
 *   events; the views are in view.ts); content-types.ts: the content's shape;
 *   config-schema.ts (the config), action-schema.ts.
 * - setup.ts: game setup (lines 80-98, 678-692), the firearm redraw.
 * - turn.ts: the turn: Draw, Action, Resolution phases (176-226, 870-880), advance().
 * - timer.ts: the Action Phase timer as deadlines (152-162), each seat's own
 *   deadline, and (rules version 3, the state's windowsHoldClock) the hold of
 *   the phase clock while the opponent's window is open.
 * - seats.ts: who acts and who may pause; legal.ts: the candidates a seat may
 *   take; apply.ts: the one check, the timeouts, pause, and (rules version 2,
 *   the state's strictTime) the refusal of a late action (time.up), then the
 *   action's rule; outcome.ts: the results.
 * - version.ts: the rules version; setup.ts turns it into the state's flags.
 * - movement.ts: moves, Opportunity Attacks, stand up, the street (234-255).
 * - survivor-actions.ts: Supply and Tactics cards, attacks declared, Special
 *   Abilities (249-300, 440-529).
 * - attack.ts: the attack process, lines A/B/C, Shuffle the Deck, ammo,
 *   thrown weapons, counters, the Shotgun split, Critical Hits, durability,
 *   Sound (340-392, 424-436).
 * - zombie-attack.ts: zombie attacks, armour, Block, Dodge, the Desperation Move (436, 885, 895).
 * - warehouse.ts: Time tokens and the Warehouse zombies (396-410).
 * - survivor.ts: health, Energy, knockdown and Concussion (412-422, 541-545), the end of the game.
 * - zombie-turn.ts: the Zombie player's turn (designed; 562, 569-570, 790).
 * - automaton.ts: the solo automaton: step cards, dice chart, Final
 *   Instructions, zombie priorities (578-816); alley.ts: rows and priorities.
 * - scoring.ts: the optional solo score (775-786).
 * - choices.ts: every pending choice and its timeout default.
 * - view.ts: views and eventsFor; determinize.ts: redeal; invariants.ts.
 * - rulings.ts: RULINGS, every decision on an unclear passage.
 * - position.ts: positions for tests and scenarios; test-kit.ts: a small content for the rules' tests.
 */
export * from './state.ts';
export type * from './actions.ts';
export type { ZombieView, AlleySupplyView, RowView, EquippedView, PendingView, SecondsView } from './view.ts';
export type { SecondsConfig, SecondsOptions } from './config-schema.ts';
export type * from './content-types.ts';
export { secondsConfigSchema, TIMER_CHOICES } from './config-schema.ts';
export { secondsActionSchema } from './action-schema.ts';
export { createSecondsGame, SECONDS_RULES_VERSION, type SecondsGame } from './game.ts';
export { RULINGS, type Ruling } from './rulings.ts';
export {
  kindOf,
  indexCards,
  printedUses,
  type RulesContext,
  type RulesContext as Cards, // its former name, kept for callers
} from './cards.ts';
export { redeal } from './determinize.ts';
export { invariantViolations } from './invariants.ts';
export { scoreLines, computeScore, type ScoreLine } from './scoring.ts';
export { chartLookup, conditionHolds, opValid } from './automaton.ts';
export { phaseLengthMs } from './timer.ts';
export { STOMP, KNOCKDOWN, SHOVE } from './attack.ts';
export {
  buildPosition,
  PositionError,
  type PositionSpec,
  type ZombieSpec,
  type SupplySpec,
  type EquippedSpec,
  type BuiltPosition,
} from './position.ts';
