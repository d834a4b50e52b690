/**
 * Actions players send (and bots enumerate). `s` is the acting survivor's
 * index in state.survivors. Decision answers carry the decision kind so a
 * stale answer is refused rather than misapplied.
 */
import type { RuleRef } from './rule-ref.ts';

/** The actions of the core: what every ruleset plays. */
export type CoreAction =
  // Game actions (EN "Player Phase")
  | { type: 'move'; s: number; to: number /** With +1 Zone per Move: the zone passed through. */; via?: number }
  | { type: 'sprint'; s: number; path: number[] }
  | { type: 'jump'; s: number; to: number }
  | { type: 'search'; s: number }
  /** `actorDice`: the weapons roll as many dice as there are Actors in the zone (the Barbarian and Full auto Skills). */
  | { type: 'melee'; s: number; slot: number; dual: boolean; actorDice?: true }
  /** `trickShot`: a ruleset's Trick shot, the Dual twin weapon aimed at this other zone in the same Action. */
  | {
      type: 'ranged';
      s: number;
      slot: number;
      dual: boolean;
      zone: number;
      fanning: boolean;
      actorDice?: true;
      trickShot?: number;
    }
  | { type: 'reload'; s: number; slot: number }
  | { type: 'trade'; s: number; with: number }
  | { type: 'reorganize'; s: number }
  | { type: 'objective'; s: number }
  | { type: 'makeNoise'; s: number }
  | { type: 'exit'; s: number }
  | {
      type: 'rally';
      s: number;
      companion: number /** M4: slot of the Plenty of Ammo card paid, or -1 for an ammo token. */;
      pay?: number;
    }
  // Skill actions
  | { type: 'tinker'; s: number; slot: number }
  | { type: 'improvised'; s: number; attack: 'melee' | 'ranged'; zone: number }
  | { type: 'shove'; s: number; to: number }
  | { type: 'lifesaver'; s: number; from: number; who: number[] }
  | { type: 'taunt'; s: number; zone: number }
  | { type: 'bornLeader'; s: number; to: number }
  // The survivor's Turn ends
  | { type: 'endTurn'; s: number }
  // Free at any time (EN 679, Water EN "Water")
  | { type: 'discard'; s: number; slot: number }
  | { type: 'drinkWater'; s: number; slot: number }
  // Inventory edits inside a reorganize window (search, trade, bounty): free
  | { type: 'swap'; a: number; slotA: number; b: number; slotB: number }
  | { type: 'doneReorganize' }
  | { type: 'confirmTrade'; accept: boolean }
  | { type: 'giveCompanion'; companion: number; to: number }
  /** A token held on the dashboard (no slot: M4's ammo) goes to the other trader, as an Equipment card would. */
  | { type: 'giveToken'; from: number; to: number }
  // Decision answers
  | { type: 'assignWound'; to: number }
  | { type: 'assignHit'; zombie: number }
  | { type: 'friendlyFire'; to: number }
  | { type: 'reroll'; source: string | null }
  | { type: 'splitRoute'; route: number }
  | { type: 'zombieTarget'; zone: number }
  | { type: 'keepFound'; slot: number | null }
  | { type: 'chooseRecipient'; s: number }
  | { type: 'chooseLeader'; s: number }
  | { type: 'reflex'; slot: number; dual: boolean }
  | { type: 'chooseExtraTurn'; s: number }
  | { type: 'chooseSkill'; skill: string };

/**
 * Each ruleset's own action kinds, by ruleset: a ruleset declares them in its folder's actions.ts and adds them
 * here by TypeScript's declaration merging (`declare module`), so the engine plays them without naming them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the rulesets' declarations
export interface RulesetActions {}

export type Action = CoreAction | RulesetActions[keyof RulesetActions];

export type ActionType = Action['type'];

/** A Zombie card's line (zombie-deck.ts, cardLine): zombies as [type, count, ...], an extra Activation, nothing. */
export type CardLine =
  | { kind: 'none' }
  | { kind: 'zombies'; zombies: number[] }
  | { kind: 'extraActivation'; type: number };

/**
 * Events explain every change and name the rule behind it. The web log,
 * animations and "why did it go there?" are built from these.
 */
export type GameEvent =
  | { type: 'roundStarted'; round: number; firstPlayer: number }
  | { type: 'phase'; phase: 'players' | 'zombies' | 'spawn' | 'end' }
  | { type: 'turnStarted'; player: number }
  | { type: 'survivorActivated'; s: number }
  | { type: 'survivorDone'; s: number }
  | { type: 'actionSpent'; s: number; action: string; cost: number; free: boolean }
  | { type: 'survivorMoved'; s: number; from: number; to: number; rule: RuleRef }
  | { type: 'searched'; s: number; card: string }
  | { type: 'deckReshuffled'; deck: 'equipment' | 'zombie' }
  | { type: 'cardGained'; s: number; card: string; slot: number; rule: RuleRef }
  | { type: 'cardDiscarded'; s: number; card: string; rule: RuleRef }
  | { type: 'cardsSwapped'; a: number; slotA: number; b: number; slotB: number }
  | { type: 'tradeSettled'; a: number; b: number; accepted: boolean; rule: RuleRef }
  | { type: 'diceRolled'; s: number; rolls: number[]; accuracy: number; hits: number; rule: RuleRef }
  | { type: 'rerolled'; s: number; source: string; rolls: number[] }
  | { type: 'zombieKilled'; s: number; zone: number; zombie: number; ap: number; rule: RuleRef }
  | { type: 'hitLost'; s: number; zone: number; rule: RuleRef }
  | { type: 'survivorWounded'; s: number; by: 'zombie' | 'friendlyFire' | 'dynamite'; wounds: number; rule: RuleRef }
  | { type: 'survivorEliminated'; s: number; rule: RuleRef }
  /** A downed survivor back in play (a ruleset's mode), as a Zombivor or not. */
  | { type: 'survivorReturned'; s: number; zombivor: boolean; rule: RuleRef }
  | { type: 'survivorHealed'; s: number; by: number; rule: RuleRef }
  | { type: 'woundIgnored'; s: number; zombie: number; rule: RuleRef }
  | { type: 'weaponEmptied'; s: number; card: string }
  | { type: 'weaponReloaded'; s: number; card: string; rule: RuleRef }
  | { type: 'noiseMoved'; zone: number; boom: boolean; rule: RuleRef }
  | { type: 'noiseMade'; zone: number; tokens: number; rule: RuleRef }
  | { type: 'noiseCleared'; rule: RuleRef }
  | { type: 'doorOpened'; s: number; door: number; rule: RuleRef }
  | { type: 'carBoarded'; s: number; car: number; seat: number; rule: RuleRef }
  | { type: 'carLeft'; s: number; car: number; rule: RuleRef }
  | { type: 'carSeatChanged'; s: number; car: number; seat: number; rule: RuleRef }
  | { type: 'carDriven'; s: number; car: number; from: number; to: number; rule: RuleRef }
  | { type: 'carSearched'; s: number; car: number; rule: RuleRef }
  | { type: 'helicopterTookOff'; s: number; car: number; rule: RuleRef }
  | { type: 'helicopterLanded'; s: number; car: number; rule: RuleRef }
  | { type: 'helicopterFlown'; s: number; car: number; from: number; to: number; rule: RuleRef }
  | { type: 'cardsStashed'; s: number; car: number; cards: string[]; rule: RuleRef }
  | { type: 'stashTaken'; s: number; car: number; cards: string[]; rule: RuleRef }
  /** [PO] A rotating security gate (its `zone`) turned a quarter turn by a Switch: clockwise (1) or not (-1). */
  | { type: 'gateTurned'; s: number; zone: number; turn: 1 | -1; rule: RuleRef }
  /** [PO] A door closed by its Switch ("lock them up", seed 001 line 756). */
  | { type: 'doorClosed'; s: number; door: number; rule: RuleRef }
  | { type: 'adrenalineGained'; s: number; ap: number; total: number; rule: RuleRef }
  | { type: 'dangerLevel'; s: number; level: string; rule: RuleRef }
  | { type: 'skillGained'; s: number; skill: string; rule: RuleRef }
  | { type: 'ultrared'; s: number; passes: number; rule: RuleRef }
  | { type: 'extraTurn'; s: number; rule: RuleRef }
  | { type: 'actionGiven'; from: number; to: number; rule: RuleRef }
  | { type: 'missionEvent'; text: RuleRef; rule: RuleRef }
  | { type: 'trainEffect'; zone: number; text: RuleRef; rule: RuleRef }
  | { type: 'trainMoved'; tiles: string[]; rule: RuleRef }
  | { type: 'machineMoved'; machine: 'wagon' | 'gatling'; from: number; to: number; rule: RuleRef }
  | { type: 'wagonRiders'; riders: number[]; rule: RuleRef }
  | { type: 'companionLed'; companion: number; leader: number; rule: RuleRef }
  | { type: 'bountyEarned'; s: number; card: string; feat: string; rule: RuleRef }
  | { type: 'objectiveTaken'; s: number; zone: number; color: string; rule: RuleRef }
  | { type: 'survivorExited'; s: number; zone: number }
  | { type: 'vadeRetroPlaced'; s: number; zone: number }
  | { type: 'vadeRetroHalted'; zone: number; zombies: number[]; rule: RuleRef }
  | { type: 'vadeRetroRemoved'; zone: number; rule: RuleRef }
  | { type: 'zombieAttacked'; zone: number; zombie: number; count: number; rule: RuleRef }
  | { type: 'zombieMoved'; from: number; to: number; zombie: number; count: number; target: number; rule: RuleRef }
  | { type: 'zombieCardDrawn'; card: number; zone: number; level: string; line: CardLine }
  | { type: 'spawned'; zone: number; zombie: number; count: number; rule: RuleRef }
  | { type: 'outOfMiniatures'; zombie: number; rule: RuleRef }
  | { type: 'extraActivation'; zombie: number; rule: RuleRef }
  | { type: 'spawnZoneChanged'; index: number; zone: number; active: boolean; rule: RuleRef }
  /** A decision opened: the tables word it by its kind (`decision`). */
  | { type: 'decisionOpened'; decision: string }
  | { type: 'gameWon'; reason: RuleRef }
  | { type: 'gameLost'; reason: RuleRef };
