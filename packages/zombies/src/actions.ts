/**
 * The actions of Zombies!!! (action-schema.ts checks what arrives) and its events: codes and parameters, never
 * prose (the table words them). `rule` names the rule behind.
 */
import type { Seat } from '@horde/core';
import type { Duel, Find, FinishReason, Flaw, Schtick, TradeItem } from './state.ts';

export type Action =
  | { type: 'chooseSchtick'; schtick: Schtick | null }
  | { type: 'nameFlaw'; flaw: Flaw }
  | { type: 'placePawn'; square: number }
  | { type: 'placeTile'; x: number; y: number; rotation: number }
  | { type: 'rollMove' }
  | { type: 'search' }
  /** One step. `weave`: Duck 'n' Weave into a square of players who might attack (Eat Them, Not Me!). */
  | { type: 'move'; to: number; weave?: boolean }
  | { type: 'endMove' }
  | { type: 'fight' }
  | { type: 'dodge' }
  | { type: 'dodgeTo'; square: number }
  /** Raise failed roll number `roll` (index in the pending rolls) to a success with the bullets it needs. */
  | { type: 'spendBullets'; roll: number }
  /** Take the failed rolls as they are. */
  | { type: 'declineBullets' }
  /** Come to Papa: shoot at a zombie in `square`, or at player `seat` there; `aim`: careful aim (+1, 1 more Movement). */
  | { type: 'shoot'; square: number; seat?: number; aim: boolean }
  /** Attack a player in your square (or, in a leaveAttack window, the player leaving). */
  | { type: 'attack'; seat: number }
  /** Answer a reaction window or a leaveAttack window without acting. */
  | { type: 'pass' }
  /** Rules version 3: seat `seat` sees the reaction window, which starts its clock (window-clock.ts). */
  | { type: 'look'; seat: number }
  | { type: 'playEvent'; card: string; target?: number; square?: number; tile?: number }
  | { type: 'placeZombie'; square: number }
  | { type: 'chooseFind'; find: Find }
  | { type: 'discard'; card: string }
  | { type: 'keepHand' }
  | { type: 'moveZombie'; from: number; to: number }
  | { type: 'endZombies' }
  | { type: 'rerollZombies' }
  | { type: 'keepZombies' }
  | { type: 'offerTrade'; seat: number; give: TradeItem; giveCard?: string; take: TradeItem }
  /** Accept a trade; `card` is the card you give when the offer takes one. */
  | { type: 'acceptTrade'; card?: string }
  | { type: 'declineTrade' }
  /** Thief: take 1 bullet from a player in your square. */
  | { type: 'steal'; seat: number }
  /** Sixth Sense: roll a building's extra zombies from the square next to it. */
  | { type: 'sense'; square: number }
  | { type: 'swapCard'; give: string; take: string }
  | { type: 'noSwap' }
  /** Catch As Catch Can: the King's entry square. */
  | { type: 'enterMap'; square: number }
  /** Sent by the server when the reaction window's time is up. */
  | { type: 'timeout' };

// Events ----------------------------------------------------------------------------------------------

/** The rule behind an event. */
export type Rule =
  | 'setup'
  | 'turn'
  | 'tiles'
  | 'roadZombies'
  | 'buildingContents'
  | 'movement'
  | 'combat'
  | 'pickup'
  | 'zombieMove'
  | 'events'
  | 'death'
  | 'win'
  | 'roundLimit'
  | 'whereInHellAreWe'
  | 'justAMinute'
  | 'fleshWound'
  | 'comeToPapa'
  | 'zombieAGoGo'
  | 'characterTraits'
  | 'lastManStanding'
  | 'catchAsCatchCan'
  | 'duckNWeave'
  | 'whereDidTheyComeFrom'
  | 'inHereQuick'
  | 'eatThemNotMe'
  | 'youWannaTrade'
  | 'whatsThis'
  | 'fahsands'
  | 'oneBite';

export type RollPurpose = 'move' | 'combat' | 'dodge' | 'shoot' | 'search' | 'zombies' | 'extraZombies' | 'duel';

export type GameEvent =
  /** Made at setup (the setup's events are not sent to seats; a table may show it at the start). */
  | { type: 'setupDone'; first: Seat; kings: Seat[] }
  /** Made at setup with a Target: only the players' team receives `target`; others get null. */
  | { type: 'targetChosen'; target: Seat | null }
  /** `wants` only for the writer; other seats get null. */
  | { type: 'schtickWritten'; seat: Seat; wants: boolean | null }
  | { type: 'flawNamed'; seat: Seat; by: Seat }
  | { type: 'traitsRevealed'; traits: { seat: Seat; schtick: Schtick | null; flaw: Flaw | null }[] }
  | { type: 'pawnPlaced'; seat: Seat; square: number; rule: Rule }
  | { type: 'roundStarted'; round: number }
  | { type: 'turnStarted'; seat: Seat; round: number }
  | { type: 'turnSkipped'; seat: Seat; reason: 'kingWaiting' }
  /** `cards` only for the drawer; other seats get null. */
  | { type: 'cardsDrawn'; seat: Seat; count: number; cards: string[] | null; rule: Rule }
  | { type: 'eventDeckReshuffled' }
  | { type: 'tileDrawn'; seat: Seat; tile: string }
  | { type: 'tileSetAside'; tile: string; rule: Rule }
  | { type: 'noTilePlaced'; seat: Seat }
  | { type: 'tilePlaced'; seat: Seat; tile: string; x: number; y: number; rotation: number; index: number }
  | { type: 'zombiesPlaced'; squares: number[]; rule: Rule }
  | { type: 'tokensPlaced'; square: number; life: number; bullets: number; rule: Rule }
  /** A die rolled in the open: `dice` (several in a Zombie a Go-Go fight), modifiers summed in `modifier`. */
  | {
      type: 'diceRolled';
      seat: Seat;
      purpose: RollPurpose;
      dice: number[];
      modifier: number;
      need: number | null;
      rule: Rule;
    }
  | { type: 'movementSet'; seat: Seat; die: number | null; total: number; rule: Rule }
  | { type: 'movementLost'; seat: Seat; amount: number; left: number; rule: Rule }
  | { type: 'moved'; seat: Seat; from: number; to: number; rule: Rule }
  | { type: 'moveEnded'; seat: Seat }
  | { type: 'tokensTaken'; seat: Seat; square: number; life: number; bullets: number; rule: Rule }
  | { type: 'fightStarted'; seat: Seat; square: number; zombies: number; round: number; rule: Rule }
  | { type: 'bulletsSpent'; seat: Seat; count: number; roll: number; raisedTo: number; rule: Rule }
  | { type: 'zombieKilled'; seat: Seat; square: number; revenant: Seat | null; rule: Rule }
  | { type: 'lifeLost'; seat: Seat; amount: number; life: number; by: Seat | null; rule: Rule }
  | { type: 'lifeGained'; seat: Seat; amount: number; life: number; rule: Rule }
  | { type: 'bulletsGained'; seat: Seat; amount: number; bullets: number; rule: Rule }
  | { type: 'bulletsLost'; seat: Seat; amount: number; bullets: number; rule: Rule }
  | { type: 'dodged'; seat: Seat; square: number; success: boolean; rule: Rule }
  | { type: 'fightEnded'; seat: Seat; square: number; rule: Rule }
  | {
      type: 'shot';
      seat: Seat;
      square: number;
      target: Seat | null;
      distance: number;
      die: number;
      need: number;
      hit: boolean;
      rule: Rule;
    }
  | { type: 'attacked'; attacker: Seat; defender: Seat; kind: Duel['kind']; rule: Rule }
  | { type: 'duelResolved'; attacker: Seat; defender: Seat; attackerHit: boolean; defenderHit: boolean; rule: Rule }
  | {
      type: 'playerDied';
      seat: Seat;
      square: number;
      by: Seat | null;
      keptKills: number;
      lostKills: number;
      rule: Rule;
    }
  | { type: 'playerEliminated'; seat: Seat; rule: Rule }
  | { type: 'respawned'; seat: Seat; square: number; life: number; bullets: number; rule: Rule }
  | { type: 'bulletsDropped'; seat: Seat; square: number; amount: number; rule: Rule }
  | { type: 'becameZombie'; seat: Seat; square: number; rule: Rule }
  | { type: 'becameMinion'; seat: Seat; rule: Rule }
  | { type: 'kingEntered'; seat: Seat; square: number; rule: Rule }
  | { type: 'searched'; seat: Seat; square: number; die: number; result: 'zombie' | 'nothing' | 'choice' | Find }
  | { type: 'found'; seat: Seat; find: Find; rule: Rule }
  | { type: 'extraZombiesRolled'; seat: Seat; building: number; die: number; extra: number; placer: Seat; rule: Rule }
  | {
      type: 'eventPlayed';
      seat: Seat;
      card: string;
      target: Seat | null;
      square: number | null;
      tile: number | null;
      rule: Rule;
    }
  | { type: 'eventDiscarded'; seat: Seat; card: string; rule: Rule }
  | { type: 'itemUsedUp'; seat: Seat; card: string }
  | { type: 'windowOpened'; seats: Seat[]; on: Seat; endsAt: number | null; rule: Rule }
  | { type: 'windowPassed'; seat: Seat; timedOut: boolean }
  | { type: 'windowClosed' }
  | { type: 'zombieRoll'; seat: Seat; dice: number[]; count: number; rule: Rule }
  | { type: 'zombieMoved'; seat: Seat; from: number; to: number; rule: Rule }
  | { type: 'zombiesFrozen'; seat: Seat; rule: Rule }
  | { type: 'zombieMovesEnded'; seat: Seat }
  /** Trades: token amounts are public; `card` only for the two traders, null for others. */
  | { type: 'tradeOffered'; from: Seat; to: Seat; give: TradeItem; giveCard: string | null; take: TradeItem }
  | {
      type: 'tradeDone';
      from: Seat;
      to: Seat;
      give: TradeItem;
      giveCard: string | null;
      take: TradeItem;
      takeCard: string | null;
    }
  | { type: 'tradeDeclined'; from: Seat; to: Seat }
  | { type: 'bulletStolen'; seat: Seat; from: Seat; rule: Rule }
  /** A card swap with a dead player's hand: the cards only for the swapper and the dead player. */
  | { type: 'cardSwapped'; seat: Seat; dead: Seat; give: string | null; take: string | null; rule: Rule }
  | { type: 'turnEnded'; seat: Seat }
  | { type: 'gameOver'; reason: FinishReason; winners: Seat[] };
