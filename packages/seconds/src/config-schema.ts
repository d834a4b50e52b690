/**
 * A game's options (the lobby draws its switches from the descriptions). The
 * advanced rules (seed 003 lines 533-549) and the three sets of modified rules
 * (lines 553-576) are switches; the timer is off, 30 s, 90 s or a custom length
 * (lines 156-162, 576), always off in solo (line 586).
 */
import { z } from 'zod';

export const TIMER_CHOICES = ['off', '30', '90', 'custom'] as const;

export const secondsConfigSchema = z.strictObject({
  mode: z
    .enum(['solo', 'two-player'])
    .default('two-player')
    .describe(
      'Solo: you play the Survivor against an automated zombie side. Two-player: seat 1 Survivor, seat 2 Zombies.',
    ),
  automaton: z
    .enum(['fast', 'swarm'])
    .default('fast')
    .describe('Solo only: the zombie opponent. Fast Attack attacks early and often; Swarm floods the alley.'),
  survivor: z.string().min(1).default('lenny').describe('The Survivor character (a survivor id of the content).'),
  timer: z
    .enum(TIMER_CHOICES)
    .default('30')
    .describe(
      'Action Phase timer: 30 seconds (the rulebook), 90 seconds, a custom length, or off. Always off in solo.',
    ),
  timerSeconds: z
    .number()
    .int()
    .min(5)
    .max(3600)
    .default(30)
    .describe(
      'Custom timer length in seconds (used when the timer is "custom": the modified rules let players agree one).',
    ),
  zombieTimer: z
    .boolean()
    .default(true)
    .describe("Time the Zombie player's Action Phase too (the Survivor takes the timer in the Resolution Phase)."),
  reactSeconds: z
    .number()
    .int()
    .min(3)
    .max(600)
    .default(10)
    .describe('Seconds the other seat has to answer an off-turn window (a counter, a reaction) when the timer is on.'),
  pause: z
    .boolean()
    .default(false)
    .describe('The inactive player may pause the timer (once per Action Phase, 60 seconds at most) for a dispute.'),
  sound: z
    .boolean()
    .default(false)
    .describe('Advanced rule Sound: a weapon with the sound icon lets the zombies put a zombie into row 10.'),
  concussion: z
    .boolean()
    .default(false)
    .describe(
      'Advanced rule Concussion: each knockdown gives a token; three cost the Survivor one Energy token for good.',
    ),
  permanentKnockdown: z
    .boolean()
    .default(false)
    .describe(
      'Advanced rule Permanent Knockdown: knocked down at one health, a character cannot stand up (moving costs 1E more).',
    ),
  easier: z
    .boolean()
    .default(false)
    .describe(
      'Modified rules that make it easier for the Survivor (automatic head stomps, no starting Boss, weaker Opportunity Attacks, zombies get 4E).',
    ),
  harder: z
    .boolean()
    .default(false)
    .describe(
      'Modified rules that make it harder for the Survivor (crowded rows block shots, zombies shake off a knockdown, no pick-ups beside standing zombies).',
    ),
  neutral: z
    .boolean()
    .default(false)
    .describe('Modified rule for both sides: attacking a character on the ground, a miss may be drawn again.'),
  scoring: z.boolean().default(true).describe('Solo only: keep the optional score (lower is better).'),
  roundLimit: z
    .number()
    .int()
    .min(5)
    .max(200)
    .default(30)
    .describe('Rounds before the horde overruns the alley and the Survivor loses (a designed end: every game ends).'),
});

/** What a lobby sends; missing fields take their defaults. */
export type SecondsConfig = z.input<typeof secondsConfigSchema>;
/** A config with every default filled in (stored in the state). */
export type SecondsOptions = z.output<typeof secondsConfigSchema>;
