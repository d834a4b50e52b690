/**
 * The last attack of the game as the events tell it, for the table's attack panel: who attacked
 * whom with what, every Attack card drawn (the line read, hit or miss, why it was drawn), the
 * result, a counter, a Block or a Dodge, the damage taken.
 */
import type { SecondsEvent } from '@horde/seconds';

export interface DrawnCard {
  card: string;
  deck: 'survivorAttack' | 'zombieAttack';
  line: 'a' | 'b' | 'c';
  hit: boolean;
  rule: 'attack' | 'crit' | 'block' | 'redraw';
}

export interface AttackShown {
  by: 'survivor' | 'zombie';
  zombie: string;
  /** The Survivor's weapon (a card id, 'stomp', 'knockdown' or 'shove'). */
  weapon: string | null;
  opportunity: boolean;
  cards: DrawnCard[];
  /** The Survivor's attack: its result (null until known). */
  result: { hit: boolean; damage: number; knockdown: boolean } | null;
  countered: string | null;
  blocked: 'block' | 'dodge' | null;
  /** A zombie's attack: damage the Survivor took (null: none yet). */
  damage: number | null;
  knockdown: boolean;
  /** Extra damage of a Critical Hit on the target (0: none). */
  crit: number;
  killed: boolean;
}

/** The most recent attack in the events (looking back at most `window` events), or null. */
export function lastAttack(events: readonly SecondsEvent[], window = 400): AttackShown | null {
  let start = -1;
  for (let i = events.length - 1; i >= Math.max(0, events.length - window); i--) {
    const e = events[i];
    if (e.type === 'attackDeclared' || e.type === 'zombieAttacked') {
      start = i;
      break;
    }
  }
  if (start < 0) return null;
  const first = events[start];
  const shown: AttackShown = {
    by: first.type === 'attackDeclared' ? 'survivor' : 'zombie',
    zombie: first.type === 'attackDeclared' || first.type === 'zombieAttacked' ? first.zombie : '',
    weapon: first.type === 'attackDeclared' ? first.weapon : null,
    opportunity: first.type === 'zombieAttacked' && first.opportunity,
    cards: [],
    result: null,
    countered: null,
    blocked: null,
    damage: null,
    knockdown: false,
    crit: 0,
    killed: false,
  };
  for (let i = start + 1; i < events.length; i++) {
    const e = events[i];
    if (e.type === 'attackDeclared' || e.type === 'zombieAttacked' || e.type === 'turnStarted') break;
    if (e.type === 'attackCardDrawn')
      shown.cards.push({ card: e.card, deck: e.deck, line: e.line, hit: e.hit, rule: e.rule });
    else if (e.type === 'attackResult' && e.zombie === shown.zombie)
      shown.result = { hit: e.hit, damage: e.damage, knockdown: e.knockdown };
    else if (e.type === 'attackCountered') shown.countered = e.card;
    else if (e.type === 'attackBlocked') shown.blocked = e.rule;
    else if (e.type === 'survivorDamaged') shown.damage = (shown.damage ?? 0) + e.amount;
    else if (e.type === 'survivorKnockedDown' && shown.by === 'zombie') shown.knockdown = true;
    else if (e.type === 'zombieKilled' && e.zombie === shown.zombie) shown.killed = true;
    else if (e.type === 'criticalHit' && e.zombie === shown.zombie) shown.crit += e.extra;
  }
  return shown;
}
