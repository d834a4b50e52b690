/**
 * Seconds to Live passes the conformance battery every game module runs
 * (core/src/conformance.ts): random games to the end on solo (both automata)
 * and two-player option sets (timers, pause, advanced and modified rules),
 * checking determinism and replay, that listed actions apply and others are
 * refused untouched, who is awaited, the invariants, and redaction: two
 * tables that differ only in deck orders, the RNG, hands, Warehouse zombies
 * and face-down Supply cards look the same to every seat (the game's
 * determinize: packages/seconds/src/determinize.ts), and a config refused by validate is refused by setup.
 */
import { describe, expect, it } from 'vitest';
import { checkConformance } from '@horde/core';
import type { SecondsConfig } from '@horde/seconds';
import { createSecondsModule } from './module.ts';

const module = createSecondsModule();
const game = module.game;

const CONFIGS: SecondsConfig[] = [
  module.defaultConfig('solo-fast', 1),
  {
    ...module.defaultConfig('solo-swarm', 1),
    survivor: 'louis',
    sound: true,
    concussion: true,
    permanentKnockdown: true,
  },
  { ...module.defaultConfig('duel', 2), survivor: 'sophia', pause: true },
  { mode: 'two-player', survivor: 'michael', timer: 'off', harder: true, neutral: true, sound: true },
  { mode: 'two-player', survivor: 'meghan', easier: true, concussion: true, permanentKnockdown: true, timer: '90' },
  { mode: 'solo', survivor: 'aaliyah', automaton: 'fast', harder: true, easier: true, neutral: true },
  { mode: 'two-player', survivor: 'antonio', timer: 'custom', timerSeconds: 8, reactSeconds: 3 },
];

describe('Seconds to Live conformance (DESIGN.md "Tests and measures")', () => {
  it('keeps the game contract over random games, solo and two-player, on every option set', () => {
    const summary = checkConformance(game, {
      configs: CONFIGS,
      gamesPerConfig: 2,
      maxSteps: 6000,
      sampleActions: 2,
      invalidConfigs: [
        { mode: 'two-player', survivor: 'nobody' },
        { mode: 'solo', survivor: 'louis', automaton: 'nobody' as never },
      ],
    });
    expect(summary.games).toBe(CONFIGS.length * 2);
    expect(summary.stops.finished).toBe(CONFIGS.length * 2);
    expect(summary.redeals).toBeGreaterThan(300);
    expect(summary.eventChecks).toBeGreaterThan(200);
    expect(summary.refusals).toBeGreaterThan(1000);
    expect(summary.timeouts).toBeGreaterThan(10);
    // explain, asked from each seat's view, agreed with apply on listed and refused actions.
    expect(summary.explanations).toBeGreaterThan(300);
  }, 120_000);
});
