/**
 * Undead or Alive passes the conformance battery every game module runs
 * (core/src/conformance.ts): random games to the end on real missions, one to
 * three seats, checking determinism and replay, that listed actions apply and
 * others are refused untouched, who is awaited, invariants, and redaction:
 * two tables that differ only in the deck order, the RNG, the face-down
 * Objective colours and the set-aside Bounty cards look the same to every seat; a seat's question about an action
 * (explain, from its view) agrees with apply; refused configs are refused by validate and setup alike.
 */
import { describe, expect, it } from 'vitest';
import { checkConformance } from '@horde/core';
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
      invalidConfigs: [
        { mission: 'M0', survivors: [] },
        { mission: 'M0', survivors: [{ id: 'hanna' }, { id: 'hanna' }] },
      ],
    });
    expect(summary.games).toBe(20);
    expect(summary.explanations).toBeGreaterThan(500);
    expect(summary.stops.finished).toBe(20);
    expect(summary.redeals).toBeGreaterThan(100);
    expect(summary.eventChecks).toBeGreaterThan(50);
    expect(summary.refusals).toBeGreaterThan(500);
  }, 120_000);
});
