/**
 * What a new game of Zombies!!! may be configured with: the seats and every optional rule of seed 004 as a
 * switch (a top-level boolean: the lobby draws one switch per boolean), with its sub-options. Cross-field
 * rules (enough seats for the Kings) are in `configIssues`.
 */
import { schemaIssues, type Issue } from '@horde/core';
import { z } from 'zod';

/** A game's config (the schema below gives its defaults and descriptions and checks what the lobby sends). */
export interface ZombiesConfig {
  /** 2..6 seats; seat 0 plays first. */
  seats: number;
  /** Kills that win (published: 25). */
  killsToWin: number;
  /** Designed cap: the game ends after this many rounds (most kills wins). */
  roundLimit: number;
  /** How long the reaction window after a movement roll stays open (ms); 0: no deadline. */
  reactionMs: number;
  whereInHellAreWe: boolean;
  justAMinute: boolean;
  fleshWound: boolean;
  comeToPapa: boolean;
  /** Come to Papa's "+1 for 1 extra Movement point (taking careful aim)". */
  carefulAim: boolean;
  zombieAGoGo: boolean;
  characterTraits: boolean;
  lastManStanding: boolean;
  /** Last Man Standing's start: as normal, or 9 tiles in a 3x3 square with pawns placed in turn. */
  lastManStart: 'townSquare' | 'grid';
  /** The 3x3 start with its tiles' zombies ("we prefer 'with'"). */
  lastManGridZombies: boolean;
  /** Rounds at the start during which no player may attack another (0: none). */
  amnestyRounds: number;
  /** Last Man Standing scored in points (kills, +3 per zombified ex-player, survival bonus). */
  lastManScoring: boolean;
  /** Last Man Standing keeps the Helipad as just another map tile (no escape); default: excluded. */
  lastManHelipad: boolean;
  catchAsCatchCan: boolean;
  /** Number of King Zombies (spaced around the table). */
  kings: number;
  /** Catch As Catch Can with the Helipad and an escape. */
  kingHelipadEscape: boolean;
  /** Catch As Catch Can with a secret Target the players must get out (or keep alive). */
  kingTarget: boolean;
  duckNWeave: boolean;
  whereDidTheyComeFrom: boolean;
  inHereQuick: boolean;
  eatThemNotMe: boolean;
  youWannaTrade: boolean;
  whatsThis: boolean;
  fahsands: boolean;
  oneBite: boolean;
  /** One Bite: no zombie when the player was slain by another player. */
  oneBiteSparePlayerKills: boolean;
}

const flag = (text: string, value = false) => z.boolean().default(value).describe(text);

export const configSchema = z.strictObject({
  seats: z.number().int().min(2).max(6).default(2).describe('Players at the table, 2 to 6; seat 0 plays first.'),
  killsToWin: z
    .number()
    .int()
    .min(5)
    .max(100)
    .default(25)
    .describe('Zombie kills that win the game (published: 25; higher with Fahsands Ov Em).'),
  roundLimit: z
    .number()
    .int()
    .min(1)
    .max(200)
    .default(40)
    .describe('Designed: the game ends after this many rounds; the most kills wins.'),
  reactionMs: z
    .number()
    .int()
    .min(0)
    .max(300_000)
    .default(20_000)
    .describe('How long the reaction window after a movement roll stays open (ms); 0 waits for every answer.'),
  whereInHellAreWe: flag(
    'Where in Hell Are We?: the Helipad is shuffled into the bottom half of the tile deck instead of coming last (seed 004 lines 66-76).',
  ),
  justAMinute: flag(
    'Just a Minute: each extra round of fighting in one square costs 1 point of movement (seed 004 lines 78-82).',
  ),
  fleshWound: flag(
    "It's Only a Flesh Wound: at 2 Life -1 to movement rolls, at 1 Life movement is halved, rounded down (seed 004 lines 84-88).",
  ),
  comeToPapa: flag(
    'Come to Papa: shoot zombies (and players) along a street up to 6 squares away for 1 Bullet and 1 movement (seed 004 lines 90-103).',
  ),
  carefulAim: flag('Come to Papa: +1 to a shot for 1 extra point of movement (taking careful aim, seed 004 line 101).'),
  zombieAGoGo: flag(
    "It's Zombie a Go-Go Out There: up to 3 zombies in a square, one combat roll per zombie (seed 004 lines 105-111).",
  ),
  characterTraits: flag(
    'Character Traits: a secret Schtick for each player who wants one, a Flaw named by the player opposite (seed 004 lines 113-141).',
  ),
  lastManStanding: flag(
    'Last Man Standing: no escape and no respawn; the last player alive wins (seed 004 lines 143-149).',
  ),
  lastManStart: z
    .enum(['townSquare', 'grid'])
    .default('townSquare')
    .describe('Last Man Standing: start as usual, or with 9 tiles laid in a 3x3 square and pawns placed in turn.'),
  lastManGridZombies: flag("Last Man Standing's 3x3 start comes with its tiles' zombies (\"we prefer 'with'\").", true),
  amnestyRounds: z
    .number()
    .int()
    .min(0)
    .max(10)
    .default(0)
    .describe('Rounds at the start during which no player may attack another (Last Man Standing suggests 3-4).'),
  lastManScoring: flag(
    'Last Man Standing scored in points: kills, +3 per zombified ex-player killed, and a bonus by order of death.',
  ),
  lastManHelipad: flag('Last Man Standing keeps the Helipad as just another map tile (no escape).'),
  catchAsCatchCan: flag(
    'Catch As Catch Can: a King Zombie player moves the zombies and lays the tiles, and hunts the others (seed 004 lines 151-163).',
  ),
  kings: z
    .number()
    .int()
    .min(1)
    .max(3)
    .default(1)
    .describe('Catch As Catch Can: King Zombie players, spaced around the table.'),
  kingHelipadEscape: flag('Catch As Catch Can with the Helipad: a player who gets out wins for the players.'),
  kingTarget: flag('Catch As Catch Can with a secret Target the King must kill and the players must get out.'),
  duckNWeave: flag("Duck 'n' Weave Son: dodge past zombies instead of fighting them (seed 004 line 167)."),
  whereDidTheyComeFrom: flag(
    'Where in Hell Did They Come From?: a roll for extra zombies whenever a player enters an empty building (seed 004 lines 169-177).',
  ),
  inHereQuick: flag('In Here, Quick!: unnamed buildings may be entered through their doors (seed 004 lines 179-183).'),
  eatThemNotMe: flag(
    'Eat Them, Not Me!: players may fight and shoot each other, attack a player leaving their square, and swap cards with the dead (seed 004 lines 185-197).',
  ),
  youWannaTrade: flag(
    'You Wanna Trade?: players in the same square trade Bullets, Life and event cards (seed 004 line 201).',
  ),
  whatsThis: flag(
    "What's This?: search a building square instead of rolling for movement, once per square (seed 004 lines 203-214).",
  ),
  fahsands: flag('Fahsands Ov Em: the zombies never run out (seed 004 lines 216-220).'),
  oneBite: flag(
    "It Takes One Bite To Be The Same: the dead rise as zombies, or as the King's minions in Catch As Catch Can (seed 004 lines 222-234).",
  ),
  oneBiteSparePlayerKills: flag('One Bite: a player slain by another player does not rise.'),
});

/** What a lobby sends: missing fields take their defaults. */
export type ZombiesConfigInput = z.input<typeof configSchema>;

// The schema's output is exactly ZombiesConfig above.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const configMatches: Same<z.output<typeof configSchema>, ZombiesConfig> = true;
void configMatches;

/** Rules between fields: returned as issues, never thrown. */
export function configIssues(c: ZombiesConfig): Issue[] {
  const issues: Issue[] = [];
  if (c.catchAsCatchCan && c.kings >= c.seats)
    issues.push({
      code: 'config.kings',
      path: ['kings'],
      params: { kings: c.kings, seats: c.kings + 1 },
    });
  if (c.catchAsCatchCan && c.lastManStanding)
    issues.push({
      code: 'config.modes',
      path: ['lastManStanding'],
    });
  if (c.lastManStanding && c.lastManStart === 'grid' && c.lastManHelipad)
    issues.push({
      code: 'config.gridHelipad',
      path: ['lastManHelipad'],
    });
  return issues;
}

/** Parses what a lobby sent into a full config, or the issues. */
export function parseConfig(input: unknown): { ok: true; config: ZombiesConfig } | { ok: false; issues: Issue[] } {
  const parsed = configSchema.safeParse(input ?? {});
  if (!parsed.success)
    return {
      ok: false,
      issues: schemaIssues(parsed.error.issues),
    };
  const issues = configIssues(parsed.data);
  return issues.length ? { ok: false, issues } : { ok: true, config: parsed.data };
}
