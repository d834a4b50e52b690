/**
 * The shape of Seconds to Live's content (cards, survivors, zombie types, the
 * solo automata). The rules take it as input (createSecondsGame(content)) and
 * never import @horde/content; the content package validates its data against
 * a zod schema of this shape at load. Every entry carries `source`: the seed
 * line it comes from ("seed 003 line 519") or "designed" (a value the seed does
 * not print, consistent with every statement it makes).
 */

/** Where a value comes from: 'designed', or 'seed 003 line N' (several lines: 'seed 003 lines N, M'). */
export type Source = string;

/** Card and rule texts in content are English data: the table may show them, translated by card id. */
export type Text = string;

export interface AlleyCardDef {
  id: string;
  /** 1..10, and 11 for the street. */
  row: number;
  name: string;
  /** Supply cards dealt here at setup (six in all, line 88). */
  setupSupply: number;
  source: Source;
}

export type AttackKind = 'melee' | 'ranged';

/** One way to attack with a card (a Shotgun has a ranged and a melee profile, line 289). */
export interface AttackProfile {
  kind: AttackKind;
  /** Energy to attack (the white arrows); 1 is a "single action" (lines 461, 471). */
  cost: number;
  /** Rows away: your row is 0 (line 310). Melee is always [0, 0]. */
  range: [number, number];
  damage: number;
  /** Critical Hit damage (the second, smaller icon, line 365); 0: no Critical Hit icon. */
  crit: number;
  /** A hit also knocks the zombie down (line 386). */
  knockdown: boolean;
  /** Automatic success: no Attack card, may not be countered (lines 285, 326). */
  auto: boolean;
  /** May split its damage among the target's row (the Shotgun, line 364). */
  split: boolean;
}

export type SupplyCategory = 'melee' | 'firearm' | 'thrown' | 'armor' | 'item';

export interface SupplyDef {
  id: string;
  name: string;
  count: number;
  category: SupplyCategory;
  /** 0: "Equip" printed in the upper right corner (line 251); otherwise the Energy to equip. */
  equipCost: number;
  attacks: AttackProfile[];
  /** Firearms: ammo printed (rotated down as fired, line 428). */
  ammo: number | null;
  /** Durability icon: uses left on success (line 436). */
  durability: number | null;
  /** Body Armor: points it absorbs (line 436). */
  armor: number | null;
  /** Sound icon (advanced rule, line 537). */
  sound: boolean;
  /** The Katana and Ice Axe: only in play as a survivor's unique weapon (line 88). */
  unique: boolean;
  /** An item played from the hand: its Energy cost and the health it gives. */
  use: { cost: number; heal: number } | null;
  text: Text;
  source: Source;
}

export type SurvivorTacticEffect =
  | 'gainEnergy'
  | 'sprint'
  | 'dodge'
  | 'heal'
  | 'drawSupply'
  | 'shove'
  | 'zombieDiscard'
  | 'slipPast'
  | 'steadyAim'
  | 'reload'
  | 'kickFree'
  | 'scavenge';

export interface TacticsDef {
  id: string;
  name: string;
  count: number;
  /** Energy to play (0: the slashed arrow, line 272). */
  cost: number;
  /** 'action': only in your Action Phase; 'reaction': when a zombie's Attack card hits you (line 271). */
  timing: 'action' | 'reaction';
  /** Movement / Attack Action icons (line 281). */
  movement: boolean;
  attack: boolean;
  effect: SurvivorTacticEffect;
  /** The effect's number (Energy gained, rows, health, cards, ammo). */
  amount: number;
  /** Removed from the deck in solo play (Lost Opportunity, line 686). */
  twoPlayerOnly: boolean;
  text: Text;
  source: Source;
}

export interface AttackLine {
  hit: boolean;
  /** The knockdown icon (line 347). */
  knockdown: boolean;
  /** The additional damage icon (line 348). */
  extra: number;
}

export interface SurvivorAttackCardDef {
  id: string;
  count: number;
  /** The Shuffle the Deck card (line 357): no lines, draw another. */
  shuffle: boolean;
  /** Standing (A), knocked down (B), knockdown attempt (C) (lines 354-356). */
  a: AttackLine;
  b: AttackLine;
  c: AttackLine;
  source: Source;
}

export type AbilityId =
  | 'firearmsInstructor'
  | 'mmaTrainer'
  | 'soccerPlayer'
  | 'selfDefenseTrainer'
  | 'collegeTrackStar'
  | 'doctor'
  | 'scavenger'
  | 'survivalist';

export interface AbilityDef {
  id: AbilityId;
  name: string;
  text: Text;
  source: Source;
}

export interface SurvivorDef {
  id: string;
  name: string;
  pronouns: string;
  ability: AbilityId;
  /** Starting (and printed maximum) health; never above 5 (line 510). */
  health: number;
  /** Ability tokens on the card (upper right corner, line 84). */
  abilityTokens: number;
  /** Rows where Ability tokens start (line 445). */
  tokenRows: number[];
  /** The move icon: rows per move and its Energy (line 234). */
  move: { rows: number; cost: number };
  /** Unarmed attacks (line 300): head stomp and knockdown. */
  stomp: { cost: number; damage: number };
  knockdown: { cost: number };
  /** A Supply card id equipped at setup (Katana, Ice Axe: lines 519, 528). */
  uniqueWeapon: string | null;
  source: Source;
}

export type ZombieTypeId = 'base' | 'boss' | 'crawler' | 'runner' | 'brute' | 'shrieker';

export interface ZombieTypeDef {
  id: ZombieTypeId;
  name: string;
  health: number;
  /** Damage of a hit. */
  damage: number;
  /** Rows per move for 1E. */
  moveRows: number;
  /** Every hit knocks the Survivor down. */
  knockdownOnHit: boolean;
  /** The Zombie Attack card line it reads ('b': the weaker line). */
  attackLine: 'a' | 'b';
  /** May be head-stomped while standing (Crawlers, line 296). */
  stompable: boolean;
  /** Summons a zombie into row 10 once per zombie turn (sample turn step 11, line 811). */
  shrieks: boolean;
  text: Text;
  source: Source;
}

export interface ZombieCardDef {
  id: string;
  type: ZombieTypeId;
  count: number;
  /** The Supply icon: leaves a face-down Supply card where it dies (line 366). */
  supply: boolean;
  source: Source;
}

export interface ZombieAttackLine {
  hit: boolean;
  knockdown: boolean;
}

export interface ZombieAttackCardDef {
  id: string;
  count: number;
  /** Line A: a normal attack; line B: the weaker line (Crawlers; Opportunity Attacks under the easier rules, line 561). */
  a: ZombieAttackLine;
  b: ZombieAttackLine;
  source: Source;
}

export type ZombieTacticEffect =
  | 'counter'
  | 'gainEnergy'
  | 'lunge'
  | 'noMove'
  | 'noAttack'
  | 'riseAgain'
  | 'drawZombies'
  | 'ambush';

export interface ZombieTacticsDef {
  id: string;
  name: string;
  count: number;
  cost: number;
  /** 'counter': in the Survivor's turn, against a successful attack (line 360); 'turn': in the zombie Action Phase. */
  timing: 'counter' | 'turn';
  /** What a counter cancels. */
  counters: 'melee' | 'ranged' | 'any' | null;
  effect: ZombieTacticEffect;
  amount: number;
  text: Text;
  source: Source;
}

/** The Zombie player's rules (the Zombie rulebook is not in the seeds: designed). */
export interface ZombieRulesDef {
  energy: number;
  /** Zombies only get 4E under the easier rules (line 562). */
  easierEnergy: number;
  /** Zombie cards and Zombie Tactics cards in the Zombie player's starting hand. */
  startZombies: number;
  startTactics: number;
  handLimit: number;
  /** Energy of each zombie action. */
  costs: { move: number; attack: number; standUp: number; summon: number; draw: number };
  /** Row where summoned zombies enter (line 537). */
  summonRow: number;
  /** Setup: face-down Warehouse zombies in row 1, and face-up zombies per row (line 688). */
  warehouse: number;
  startRows: { row: number; zombies: number }[];
  /** Rounds before the horde overruns the alley (a designed end so that every game ends). */
  roundLimit: number;
  /** The rules as text, by section (for the table's rules reference). */
  text: { id: string; title: string; text: Text; source: Source }[];
  source: Source;
}

/** What a solo step, a dice chart option or a Final Instruction does. */
export type SoloOp =
  | 'nothing'
  | 'standUp'
  | 'summonRow10'
  | 'summonAhead'
  | 'summonBehind'
  | 'destroyMelee'
  | 'dropFirearm'
  | 'firearmAmmo'
  | 'attack'
  | 'attackAgain'
  | 'moveBehind'
  | 'moveAhead'
  | 'runner'
  | 'brute'
  | 'moveInAndAttack'
  | 'shriek'
  | 'removeTimeToken';

/** A condition a solo step or Final Instruction checks first. */
export type SoloCondition =
  | { kind: 'survivorRows'; from: number; to: number }
  | { kind: 'survivorDown' }
  | { kind: 'survivorHealthAtMost'; health: number }
  | { kind: 'noZombieAhead' }
  | { kind: 'warehouseHidden' }
  | { kind: 'fewerInPlay'; count: number }
  | { kind: 'rowAheadFewer'; count: number }
  | { kind: 'noAttackThisTurn' }
  | { kind: 'noZombieInRow'; row: number };

export interface SoloStepDef {
  step: number;
  when: SoloCondition | null;
  op: SoloOp;
  text: Text;
  source: Source;
}

export interface DiceOptionDef {
  /** Inclusive range of the two-d10 roll (tens and units; 00 reads 100). */
  from: number;
  to: number;
  op: SoloOp;
  text: Text;
}

export interface DiceGroupDef {
  id: string;
  name: string;
  options: DiceOptionDef[];
}

export interface SoloAutomatonDef {
  id: 'fast' | 'swarm';
  name: string;
  steps: SoloStepDef[];
  chart: DiceGroupDef[];
  source: Source;
}

export interface FinalInstructionDef {
  when: SoloCondition;
  op: SoloOp;
  text: Text;
  source: Source;
}

export interface ScoringDef {
  winHealth: { health: number; points: number }[];
  noFirearmDiscarded: number;
  perZombieRows9And10: number;
  perZombieAboveSix: number;
  fastWin: { turnsBelow: number; points: number }[];
  source: Source;
}

export interface SoloDef {
  automata: SoloAutomatonDef[];
  finalInstructions: FinalInstructionDef[];
  scoring: ScoringDef;
}

export interface SecondsContent {
  alley: AlleyCardDef[];
  abilities: AbilityDef[];
  survivors: SurvivorDef[];
  supply: SupplyDef[];
  tactics: TacticsDef[];
  survivorAttack: SurvivorAttackCardDef[];
  zombieTypes: ZombieTypeDef[];
  zombies: ZombieCardDef[];
  zombieAttack: ZombieAttackCardDef[];
  zombieTactics: ZombieTacticsDef[];
  zombieRules: ZombieRulesDef;
  solo: SoloDef;
}
