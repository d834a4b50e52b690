/**
 * Seconds to Live's actions and events. An action's type is its schema's (action-schema.ts); an event carries codes
 * and parameters, never prose (the table words them).
 */
import type { AttackInProgress, ChoiceKind, Mode, OutcomeReason, Phase, Piles, Side } from './state.ts';

export type { SecondsAction, ActionType } from './action-schema.ts';

/** Where a drawn card went. */
export type DrawTarget = 'hand' | 'alley' | 'discard' | 'play' | 'scavenge';

export type SecondsEvent =
  | { type: 'setupDone'; survivor: string; mode: Mode }
  | { type: 'mulligan'; discarded: number }
  | { type: 'turnStarted'; side: Side; turn: number; energy: number }
  | { type: 'phaseStarted'; phase: Phase; endsAt: number | null }
  | { type: 'timeUp'; side: Side }
  /** A timed choice's deadline passed unanswered: the rules' default answer follows (DECISION timeout.defaults). */
  | { type: 'choiceTimedOut'; side: Side; kind: ChoiceKind }
  | { type: 'timerPaused'; remaining: number; until: number }
  | { type: 'timerResumed'; endsAt: number }
  /** A card was drawn from a deck; `card` is null for seats that may not see it. */
  | { type: 'cardDrawn'; deck: keyof Piles; card: string | null; side: Side; to: DrawTarget }
  | { type: 'deckShuffled'; deck: keyof Piles; size: number }
  | { type: 'cardDiscarded'; card: string; side: Side; from: 'hand' | 'equipped' | 'alley' | 'deck' }
  | { type: 'energySpent'; side: Side; amount: number; left: number }
  | { type: 'energyGained'; side: Side; amount: number; energy: number }
  | {
      type: 'survivorMoved';
      from: number;
      to: number;
      cost: number;
      rule: 'move' | 'sprint' | 'slipPast' | 'trackStar';
    }
  | { type: 'survivorStoodUp'; cost: number }
  | { type: 'survivorKnockedDown'; by: string | null }
  | { type: 'abilityTokenCollected'; row: number; tokens: number }
  | { type: 'supplyPickedUp'; row: number; index: number; card: string | null; free: boolean }
  | { type: 'supplyEquipped'; card: string; cost: number }
  | { type: 'supplyDropped'; card: string; row: number }
  | {
      type: 'supplyPlaced';
      card: string | null;
      row: number;
      faceUp: boolean;
      rule: 'setup' | 'zombieDrop' | 'thrown' | 'dropFirearm';
    }
  | { type: 'supplyUsed'; card: string; cost: number; heal: number }
  | { type: 'tacticsPlayed'; card: string; side: Side; cost: number }
  | {
      type: 'attackDeclared';
      zombie: string;
      weapon: string;
      kind: AttackInProgress['kind'];
      cost: number;
      ability: boolean;
    }
  | {
      type: 'attackCardDrawn';
      deck: 'survivorAttack' | 'zombieAttack';
      card: string;
      line: 'a' | 'b' | 'c';
      hit: boolean;
      rule: 'attack' | 'crit' | 'block' | 'redraw';
    }
  | { type: 'attackResult'; zombie: string; hit: boolean; knockdown: boolean; damage: number }
  | { type: 'ammoSpent'; card: string; left: number }
  | { type: 'durabilityLost'; card: string; left: number }
  | { type: 'weaponDiscarded'; card: string; reason: 'noAmmo' | 'broken' | 'armorSpent' | 'destroyed' }
  | { type: 'attackCountered'; card: string; zombie: string }
  | { type: 'damageSplit'; zombie: string; amount: number }
  | { type: 'criticalHit'; zombie: string; extra: number }
  | { type: 'zombieDamaged'; zombie: string; amount: number; health: number }
  | { type: 'zombieKilled'; zombie: string; row: number }
  | { type: 'zombieKnockedDown'; zombie: string }
  | { type: 'zombieStoodUp'; zombie: string; rule: 'standUp' | 'riseAgain' | 'harder' | 'automaton' }
  | {
      type: 'zombieMoved';
      zombie: string;
      from: number;
      to: number;
      rule: 'move' | 'drawPhase' | 'lunge' | 'automaton';
    }
  | {
      type: 'zombieSummoned';
      zombie: string;
      row: number;
      rule: 'summon' | 'shriek' | 'sound' | 'ambush' | 'automaton';
    }
  | { type: 'zombieAttacked'; zombie: string; opportunity: boolean; line: 'a' | 'b' }
  | { type: 'attackBlocked'; zombie: string; rule: 'block' | 'dodge' }
  | { type: 'survivorDamaged'; zombie: string; amount: number; absorbed: number; health: number }
  | { type: 'armorAbsorbed'; card: string; amount: number; left: number }
  | { type: 'desperationMove'; health: number }
  | { type: 'concussion'; tokens: number; energyTokens: number }
  | { type: 'timeTokenRemoved'; left: number }
  | { type: 'warehouseReleased'; zombies: string[]; rule: 'lastTimeToken' | 'row4' }
  | { type: 'abilityUsed'; ability: string }
  | { type: 'restriction'; noMove: boolean; noAttack: boolean }
  | { type: 'handDiscarded'; side: Side; count: number }
  | { type: 'soloStep'; automaton: 'fast' | 'swarm'; step: number; applies: boolean }
  | { type: 'diceRolled'; roll: number; group: string; option: number; performed: boolean }
  | { type: 'soloFinal'; index: number; applies: boolean }
  | { type: 'weaponLost'; card: string; effect: 'destroyMelee' | 'dropFirearm' | 'firearmAmmo' }
  | { type: 'gameOver'; winner: Side; reason: OutcomeReason; turns: number; score: number | null };

export type SecondsEventType = SecondsEvent['type'];
