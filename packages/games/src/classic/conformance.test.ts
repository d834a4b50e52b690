/**
 * Zombicide Classic passes the conformance battery every game module runs (core/src/conformance.ts): random games
 * on real missions, one to three seats, checking determinism and replay, that listed actions apply and others are
 * refused untouched, who is awaited, plain-data states, invariants, and redaction: two tables that differ only in
 * the deck order, the RNG and hidden cards (face-down tents among them) look the same to every seat, a seat's
 * question about an action (explain, from its view) agrees with apply, and refused configs are refused alike. The missions:
 * the tutorial, the prison ([PO] security zones, towers, barbwire), Rue Morgue ([RM] tents, Event triggers) and the
 * crossroads ([TCM] barricades, [AN] a Hole Zone).
 */
import { describe, expect, it } from 'vitest';
import { checkConformance } from '@horde/core';
import { loadClassicModule } from './load.ts';

const module = loadClassicModule();

describe('Zombicide Classic conformance (DESIGN.md "Tests and measures")', () => {
  it('keeps the game contract over random games on C0, C9, C10 and C11 with 1 to 3 seats', () => {
    const configs = [
      module.defaultConfig('C0', 1),
      module.defaultConfig('C9', 2),
      module.defaultConfig('C10', 3),
      module.defaultConfig('C11', 2),
    ];
    const summary = checkConformance(module.game, {
      configs,
      gamesPerConfig: 3,
      maxSteps: 1500,
      sampleActions: 2,
      invalidConfigs: [
        { mission: 'C0', survivors: [] },
        { mission: 'C0', survivors: [{ id: 'nobody' }] },
      ],
    });
    expect(summary.games).toBe(12);
    expect(summary.explanations).toBeGreaterThan(200);
    expect(summary.redeals).toBeGreaterThan(50);
    expect(summary.refusals).toBeGreaterThan(200);
  }, 180_000);
});
