/**
 * The shape of a new Classic game's config, checked before the rules see it;
 * the lobby draws its switches from it.
 */
import { z } from 'zod';
import type { GameConfig } from '../../setup.ts';

export const classicConfigSchema = z.strictObject({
  mission: z.string().min(1).max(64).describe('mission'),
  survivors: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(64),
        player: z.number().int().min(0).max(5).optional(),
        start: z.string().min(1).max(64).optional(),
      }),
    )
    .min(1)
    // 7+ Survivors (seed 001 line 341, [RM]: "between 6 and 12 Survivors"; lines 2775-2781).
    .max(12),
  players: z.number().int().min(1).max(6).optional(),
  /** Ultrared mode (seed 001 "Ultrared"): experience beyond Red brings more skills. */
  ultrared: z.boolean().optional().describe('switch'),
  /** [RM] spawn dice (seed 001 "[RM]'s Spawn System") instead of one card per Spawn Zone clockwise. */
  spawnDice: z.boolean().optional().describe('switch'),
  /**
   * Expansion Zombie decks added to any mission's (seed 001 line 331: "add all components into their respective
   * standard piles and decks"), one switch per deck so the lobby draws them as checkboxes (species-decks.ts).
   */
  toxicZombies: z.boolean().optional().describe('switch'),
  berserkerZombies: z.boolean().optional().describe('switch'),
  skinnerZombies: z.boolean().optional().describe('switch'),
  zombieDogz: z.boolean().optional().describe('switch'),
  seekers: z.boolean().optional().describe('switch'),
  murdersOfCrows: z.boolean().optional().describe('switch'),
  lostZombivors: z.boolean().optional().describe('switch'),
  manholeCards: z.boolean().optional().describe('switch'),
  vipWalkers: z.boolean().optional().describe('switch'),
  /** Resurrection (seed 001 lines 2783-2805): a survivor downed at 2 Wounds comes back as his Zombivor. */
  resurrection: z.boolean().optional().describe('switch'),
  /** Gaming Night (seed 001 lines 2757-2771): a defeated survivor comes back with the least experience on board. */
  gamingNight: z.boolean().optional().describe('switch'),
  /** Team Actions [RM] (seed 001 lines 1885-1936): each player's survivors are a team with 2 Team Action cards. */
  teamActions: z.boolean().optional().describe('switch'),
  /** Companions [AN] (seed 001 line 1948): a Companion token next to every Objective; lost if a Companion dies. */
  humanCompanions: z.boolean().optional().describe('switch'),
  /** Dog Companions [DC] (seed 001 line 439): each survivor's player may choose a dog before the game. */
  dogCompanions: z.boolean().optional().describe('switch'),
  /** Competitive [RM] (seed 001 lines 2687-2729): the teams are rivals; on a Competitive mission only. */
  competitive: z.boolean().optional().describe('switch'),
  /** The A-Bomb Abomination [RM] (seed 001 lines 1579-1593) as the box's Abomination: impervious, grabbing. */
  aBomb: z.boolean().optional().describe('switch'),
  /** Zuul [G1] or Vinz Clortho [G2] (seed 001 lines 1595-1605) as the box's Abomination, with their cards. */
  zuul: z.boolean().optional().describe('switch'),
  vinzClortho: z.boolean().optional().describe('switch'),
  /** Gozer [G2] or Stay Puft [G3] (seed 001 lines 1599-1611) as the box's Abomination, with their cards (v10). */
  gozer: z.boolean().optional().describe('switch'),
  stayPuft: z.boolean().optional().describe('switch'),
  /** Experience mode [US1] (seed 001 lines 2726-2755): an Experience card at each Danger Level first reached. */
  experienceMode: z.boolean().optional().describe('switch'),
  /**
   * Experience mode's returning survivors (seed 001 lines 2729-2755, rules version 11): each one's Experience cards
   * and the highest Danger Level he reached in his earlier games (modes/veterans.ts). Made by the game's `sequel`.
   */
  veterans: z
    .record(
      z.string().min(1).max(64),
      z.strictObject({
        cards: z.array(z.string().min(1).max(64)).max(32),
        reached: z.strictObject({
          level: z.enum(['blue', 'yellow', 'orange', 'red']),
          lap: z.number().int().min(0).max(100).optional(),
        }),
        zombivor: z.boolean().optional(),
      }),
    )
    .optional(),
  /** Can start at [Danger Level] (seed 001 line 2189): every player agrees, the Skill's holders begin at that level. */
  canStartAt: z.boolean().optional().describe('switch'),
});

// Every config the schema accepts is a GameConfig the rules read (fails to compile if they drift apart).
const _schemaIsConfig: z.infer<typeof classicConfigSchema> extends GameConfig ? true : false = true;
void _schemaIsConfig;
