/**
 * Names of things in the chosen language: cards by content id (the engine's English content is
 * the fallback when a message is missing), zombies with a letter of their own (the rulebook's
 * "zombie A, B, C"), rows and the street, survivors, abilities, sides.
 */
import type { TFunction } from 'i18next';
import { SURVIVOR_SEAT, ZOMBIE_SEAT } from '@horde/seconds';
import { seatName } from '../../../ui/useSeatNames.ts';
import { cardRef, kindOf, secondsCards, survivorDef } from '../data.ts';

export type T = TFunction<'seconds'>;

/** The message folder of a card's deck. */
const FOLDER = {
  supply: 'supply',
  tactics: 'tactics',
  zombie: 'zombieTypes',
  zombieTactics: 'zombieTactics',
  survivorAttack: 'survivorAttack',
  zombieAttack: 'zombieAttack',
  survivor: 'survivors',
  alley: 'alley',
} as const;

/** A card's name: Supply, Tactics, Zombie (its type), attack cards, alley cards. */
export function cardName(t: T, id: string): string {
  const ref = cardRef(id);
  if (!ref) return kindOf(id);
  if (ref.deck === 'zombie') return t(`seconds:cards.zombieTypes.${ref.type.id}.name`, { defaultValue: ref.type.name });
  if (ref.deck === 'survivorAttack' || ref.deck === 'zombieAttack')
    return t(`seconds:cards.${FOLDER[ref.deck]}.${ref.def.id}`, { defaultValue: ref.def.id });
  return t(`seconds:cards.${FOLDER[ref.deck]}.${ref.def.id}.name`, { defaultValue: ref.def.name });
}

/** A card's printed text (Supply, Tactics, Zombie types, Zombie Tactics), or ''. */
export function cardText(t: T, id: string): string {
  const ref = cardRef(id);
  if (!ref) return '';
  switch (ref.deck) {
    case 'zombie':
      return t(`seconds:cards.zombieTypes.${ref.type.id}.text`, { defaultValue: ref.type.text });
    case 'supply':
    case 'tactics':
    case 'zombieTactics':
      return t(`seconds:cards.${FOLDER[ref.deck]}.${ref.def.id}.text`, { defaultValue: ref.def.text });
    default:
      return '';
  }
}

/** The zombie's letter: its place among every Zombie card of the game (A, B, … Z, AA, …), the same on every screen. */
export function zombieLetter(id: string): string {
  const i = secondsCards().instances.zombie.indexOf(id);
  if (i < 0) return '?';
  const letter = (n: number) => String.fromCharCode(65 + n);
  return i < 26 ? letter(i) : letter(Math.floor(i / 26) - 1) + letter(i % 26);
}

/** "Runner C": the zombie's type and letter. */
export function zombieName(t: T, id: string): string {
  return t('seconds:names.zombie', { type: cardName(t, id), letter: zombieLetter(id) });
}

/** "row 4" or "the street". */
export function rowName(t: T, row: number): string {
  return row >= 11 ? t('seconds:names.street') : t('seconds:names.row', { row });
}

export function survivorName(id: string): string {
  return survivorDef(id)?.name ?? id;
}

export function abilityName(t: T, ability: string): string {
  const def = secondsCards().content.abilities.find((a) => a.id === ability);
  return t(`seconds:abilities.${ability}.name`, { defaultValue: def?.name ?? ability });
}

export function abilityText(t: T, ability: string): string {
  const def = secondsCards().content.abilities.find((a) => a.id === ability);
  return t(`seconds:abilities.${ability}.text`, { defaultValue: def?.text ?? '' });
}

export function sideName(t: T, side: 'survivor' | 'zombie'): string {
  return side === 'survivor' ? t('seconds:names.survivorSide') : t('seconds:names.zombieSide');
}

/**
 * The name the player of a side gave at an online table (ui/useSeatNames.ts), or null: it stands for "the Survivor"
 * or "the Zombie player" where the table names the player (the log, whom it waits for).
 */
export function sidePlayer(players: readonly (string | null)[], side: 'survivor' | 'zombie'): string | null {
  return seatName(players, side === 'survivor' ? SURVIVOR_SEAT : ZOMBIE_SEAT);
}

/**
 * "Waiting for the Survivor…", or for the side's player by the name given at an online table ("En attente d'Ana…").
 * French contracts "de le" and "de les": each side has its own sentence (context); a name takes "de" or "d'".
 */
export function waitingText(
  t: T,
  key: string,
  side: 'survivor' | 'zombie',
  players: readonly (string | null)[],
): string {
  const name = sidePlayer(players, side);
  return name ? t(`seconds:${key}`, { side: name }) : t(`seconds:${key}`, { side: sideName(t, side), context: side });
}

export function automatonName(t: T, kind: 'fast' | 'swarm'): string {
  return kind === 'fast' ? t('seconds:names.fast') : t('seconds:names.swarm');
}

/** A weapon of an attack: an equipped card, or an unarmed or Tactics attack. */
export function weaponName(t: T, weapon: string): string {
  if (weapon === 'stomp') return t('seconds:names.stomp');
  if (weapon === 'knockdown') return t('seconds:names.unarmedKnockdown');
  if (weapon === 'shove') return cardName(t, 'shove');
  return cardName(t, weapon);
}
