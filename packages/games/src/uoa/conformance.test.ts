/**
 * Undead or Alive passes the conformance battery every game module runs
 * (core/src/conformance.ts): random games to the end on real missions, one to
 * three seats, checking determinism and replay, that listed actions apply and
 * others are refused untouched, who is awaited, invariants, and redaction:
 * two tables that differ only in the deck order, the RNG, the face-down
 * Objective colours and the set-aside Bounty cards look the same to every seat.
 */
import { describe, expect, it } from 'vitest';
import { checkConformance } from '@horde/core';
import { determinize } from '@horde/zombicide';
import { invariantViolations } from '@horde/zombicide/rulesets/uoa/index';
import { loadUoaModule } from './load.ts';

const module = loadUoaModule();

describe('Undead or Alive conformance (DESIGN.md "Tests and measures")', () => {
  it('keeps the game contract over random games on M0, M1, M4 and M8 with 1 to 3 seats', () => {
    const configs = [
      module.defaultConfig('M0', 1),
      module.defaultConfig('M0', 3),
      module.defaultConfig('M1', 2),
      module.defaultConfig('M4', 1),
      module.defaultConfig('M8', 2),
    ];
    const summary = checkConformance(module.game, {
      configs,
      gamesPerConfig: 4,
      maxSteps: 3000,
      sampleActions: 2,
      redeal: (state, _seat, rng, keepChance) => determinize(state, rng, keepChance),
      invariants: (state) => invariantViolations(state),
    });
    expect(summary.games).toBe(20);
    expect(summary.stops.finished).toBe(20);
    expect(summary.redeals).toBeGreaterThan(100);
    expect(summary.eventChecks).toBeGreaterThan(50);
    expect(summary.refusals).toBeGreaterThan(500);
  }, 120_000);
});
