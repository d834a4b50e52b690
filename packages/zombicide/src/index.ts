export * from './defs.ts';
export * from './state.ts';
export * from './actions.ts';
export * from './context.ts';
export * from './game.ts';
export * from './validated-game.ts';
export * from './setup.ts';
export * from './view.ts';
export type {
  ActionRules,
  Activate,
  InventoryLayout,
  MissionRules,
  NoiseRules,
  Rule,
  RuleTable,
  Ruleset,
  SpawnRules,
  SurvivorRules,
  ZombieRoster,
  ZombieRules,
} from './ruleset.ts';
export { passesByActions } from './ruleset.ts';
export {
  addZombies,
  carryZombies,
  moveZombies,
  removeZombie,
  setZombies,
  typeCount,
  zombieTotal,
  zombiesIn,
  zoneCount,
  type ZombieCounts,
} from './zombies.ts';
export { skillKey } from './skills.ts';
export { legalActions } from './legal.ts';
export { applyAction, checkAction, CORE_RULES } from './apply.ts';
export { goalDone, SUPPORTED_GOALS, unsupportedGoals } from './objectives.ts';
export { coreInvariantViolations } from './invariants.ts';
export { actionSchema, actionSchemaFor, EXACT_ACTION_TYPES } from './action-schema.ts';
export { actionOwners, awaitedSeats, legalBySeat, mayAct } from './seats.ts';
export { determinize } from './determinize.ts';
/** The answer to assignHit giving a hit to no target (a shooter who picks the targets, combat.ts). */
export { NO_TARGET } from './combat.ts';
