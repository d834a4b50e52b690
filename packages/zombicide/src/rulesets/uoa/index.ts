/** Zombicide: Undead or Alive: its game, ruleset and the facts its tables, bots and scenarios read. */
export { createUoaGame, type UoaEngine, type UoaGame, type UoaGameOptions } from './game.ts';
export { createUoaRules, type UoaRules } from './rules.ts';
export { UOA, UOA_META, UOA_RULES, UOA_RULES_VERSION } from './ruleset.ts';
export { UOA_RULINGS, type UoaRuling } from './rulings.ts';
export { invariantViolations } from './invariants.ts';
export {
  ABOMINATION,
  abominationOnBoard,
  BOX_MINIATURES,
  FATTY,
  KILL_AP,
  RUNNER,
  TOUGHNESS,
  TYPE_NAMES,
  UOA_ROSTER,
  WALKER,
  ZOMBIE_ACTIONS,
  ZOMBIE_TYPES,
} from './roster.ts';
export {
  BACKPACK_SLOTS,
  FAVORITE_SLOT,
  fitsFavorite,
  HAND_SLOTS,
  SLOT_NAMES,
  type SlotName,
  UOA_INVENTORY,
} from './inventory.ts';
export { gainAdrenaline, LEVEL_THRESHOLDS, levelForAp } from './adrenaline.ts';
export { STARTING_EQUIPMENT } from './classes.ts';
export { LOSING_SPAWN_ZONES, activeSpawnCount } from './spawn.ts';
export {
  type GatlingState,
  type TrainState,
  type UoaPart,
  type UoaState,
  type WagonState,
  uoaPart,
  uoaPartOrEmpty,
} from './state.ts';
export { UOA_PART, type UoaPartView, type UoaView } from './part.ts';
export type { UoaAction, UoaOwnAction } from './actions.ts';
