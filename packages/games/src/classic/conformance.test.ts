/**
 * Zombicide Classic passes the conformance battery every game module runs (core/src/conformance.ts): random games
 * on real missions, one to three seats, checking determinism and replay, that listed actions apply and others are
 * refused untouched, who is awaited, plain-data states, invariants, and redaction: two tables that differ only in
 * the deck order, the RNG and hidden cards (face-down tents among them) look the same to every seat. The missions:
 * the tutorial, the prison ([PO] security zones, towers, barbwire) and Rue Morgue ([RM] tents, Event triggers).
 */
import { describe, expect, it } from 'vitest';
import { checkConformance } from '@horde/core';
import { determinize } from '@horde/zombicide';
import { classicInvariantViolations } from '@horde/zombicide/rulesets/classic/index';
import { loadClassicModule } from './load.ts';

const module = loadClassicModule();

describe('Zombicide Classic conformance (DESIGN.md "Tests and measures")', () => {
  it('keeps the game contract over random games on C0, C9 and C10 with 1 to 3 seats', () => {
    const configs = [module.defaultConfig('C0', 1), module.defaultConfig('C9', 2), module.defaultConfig('C10', 3)];
    const summary = checkConformance(module.game, {
      configs,
      gamesPerConfig: 3,
      maxSteps: 1500,
      sampleActions: 2,
      redeal: (state, _seat, rng, keepChance) => determinize(state, rng, keepChance),
      invariants: (state) => classicInvariantViolations(state, module.game.context(state).geo.doors.length),
    });
    expect(summary.games).toBe(9);
    expect(summary.redeals).toBeGreaterThan(50);
    expect(summary.refusals).toBeGreaterThan(200);
  }, 180_000);
});
