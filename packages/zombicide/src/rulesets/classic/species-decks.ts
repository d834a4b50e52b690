/**
 * The expansion Zombie decks of a game (seed 001 line 331: a box's components join "their respective standard
 * piles and decks"): the mission's `zombieDecks`, plus those a player adds to any mission with the new-game
 * switches (config-schema.ts), one per deck.
 */
import type { GameConfig } from '../../setup.ts';

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
  vipWalkers: 'vip',
} as const;

/** The decks of a game: the mission's, then the switched-on ones it lacks. */
export function gameZombieDecks(missionDecks: readonly string[] | undefined, config: GameConfig): string[] {
  const out = [...(missionDecks ?? [])];
  const on = config as GameConfig & Partial<Record<keyof typeof DECK_SWITCHES, boolean>>;
  for (const [key, deck] of Object.entries(DECK_SWITCHES))
    if (on[key as keyof typeof DECK_SWITCHES] && !out.includes(deck)) out.push(deck);
  return out;
}
