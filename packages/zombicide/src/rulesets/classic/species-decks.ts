/**
 * The expansion Zombie decks of a game (seed 001 line 331: a box's components join "their respective standard
 * piles and decks"): the mission's `zombieDecks`, plus those a player adds to any mission with the new-game
 * switches (config-schema.ts), one per deck.
 */
import type { GameConfig } from '../../setup.ts';

/** The expansion Zombie decks a mission may list (its `zombieDecks`): the species boxes, the Manholes and the VIPs. */
export const MISSION_ZOMBIE_DECKS = [
  'dogz',
  'toxic',
  'berserker',
  'skinner',
  'seeker',
  'crows',
  'manholes',
  'lost',
  'vip',
] as const;

/**
 * Every expansion Zombie deck a card may belong to: a mission's, and the Ghostbusters Abominations' decks, which only
 * their switch brings (it also makes the box's Abomination theirs: zuul.ts).
 */
export const CLASSIC_ZOMBIE_DECKS = [...MISSION_ZOMBIE_DECKS, 'zuul', 'vinzClortho', 'gozer', 'stayPuft'] as const;

/** Each switch of the config and the deck it adds. */
export const DECK_SWITCHES = {
  toxicZombies: 'toxic',
  berserkerZombies: 'berserker',
  skinnerZombies: 'skinner',
  zombieDogz: 'dogz',
  seekers: 'seeker',
  murdersOfCrows: 'crows',
  lostZombivors: 'lost',
  manholeCards: 'manholes',
} as const;

/**
 * The switches of the boxes that bring no zombie species: VIP Walkers (vip-walkers.ts) and the Ghostbusters
 * Abominations, whose switch also makes the box's Abomination theirs (zuul.ts).
 */
export const CARD_SWITCHES = {
  vipWalkers: 'vip',
  zuul: 'zuul',
  vinzClortho: 'vinzClortho',
  gozer: 'gozer',
  stayPuft: 'stayPuft',
} as const;

/** The decks of a game: the mission's, then the switched-on ones it lacks. */
export function gameZombieDecks(missionDecks: readonly string[] | undefined, config: GameConfig): string[] {
  const out = [...(missionDecks ?? [])];
  const on = config as GameConfig & Partial<Record<string, boolean>>;
  for (const [key, deck] of [...Object.entries(DECK_SWITCHES), ...Object.entries(CARD_SWITCHES)])
    if (on[key] && !out.includes(deck)) out.push(deck);
  return out;
}
