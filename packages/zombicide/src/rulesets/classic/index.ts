/** Zombicide Classic: its game, ruleset and the facts its tables, bots and scenarios read. */
export { createClassicGame } from './game.ts';
export { setVips, setVipsHeld, VIP_SET, vipsHeld, vipsIn } from './vip-walkers.ts';
export { createClassicRules } from './rules.ts';
export { CLASSIC, CLASSIC_META, CLASSIC_RULES, CLASSIC_RULES_VERSION } from './ruleset.ts';
export {
  ABOMINATION,
  BERSERKER_ABOMINATION,
  BERSERKER_FATTY,
  BERSERKER_RUNNER,
  BERSERKER_WALKER,
  CLASSIC_BOX,
  CLASSIC_ROSTER,
  CLASSIC_TYPE_NAMES,
  CLASSIC_TYPES,
  type ClassicType,
  CRAWLER,
  CROW,
  DOG,
  FATTY,
  KIND,
  LOST,
  type Kind,
  RUNNER,
  SEEKER,
  SKINNER_FATTY,
  SKINNER_RUNNER,
  SKINNER_WALKER,
  SPECIES,
  SPECIES_OF,
  type Species,
  speciesType,
  TOXIC_ABOMINATION,
  TOXIC_FATTY,
  TOXIC_RUNNER,
  TOXIC_WALKER,
  WALKER,
} from './roster.ts';
export { CLASSIC_INVENTORY, CLASSIC_SLOT_NAMES, HOARD_SLOT } from './inventory.ts';
export { noiseIn, setNoiseTokens, tokensIn } from './noise.ts';
export { doorOpen } from './doors.ts';
export { syncCompanions } from './companions/leader.ts';
export { DOG_CHOICE, NO_DOG } from './companions/dogs.ts';
export { DOG_KEEP } from './companions/instructions.ts';
export { spawnDice } from './spawn.ts';
export { DECK_SWITCHES } from './species-decks.ts';
export { STARTING_DEAL } from './starting-deal.ts';
export { WOUNDS_TO_ELIMINATE } from './wounds.ts';
export { ZOMBIVOR_WOUNDS } from './modes/resurrection.ts';
export { BULLETPROOF_VEST } from './modes/bulletproof-vest.ts';
export { STARTING_WEAPON } from './modes/seven-plus.ts';
export { CLASSIC_RULINGS, CLASSIC_NOT_YET, type ClassicRuling } from './rulings.ts';
export { classicInvariantViolations } from './invariants.ts';
export { type ClassicAction, type ClassicOwnAction, INSTRUCTION_ORDERS, type InstructionOrder } from './actions.ts';
export { type CarState, type ClassicPart, type ClassicState, classicPart, classicPartOrEmpty } from './state.ts';
export { CLASSIC_PART, type ClassicPartView, type ClassicView } from './part.ts';
export { startAtDangerLevels } from './skills/can-start-at.ts';
export { carriedRecords, reachedOf, type VeteranRecord, type Veterans } from './modes/veterans.ts';
