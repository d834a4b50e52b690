/**
 * Zombies!!! passes the conformance battery every game module runs (core/src/conformance.ts): random games
 * to the end under several sets of switches, checking determinism and replay, that listed actions apply and
 * others are refused untouched, who is awaited, the deadlines of reaction windows, the invariants (the box
 * conserves zombies, Life and Bullets; 50 cards), and redaction: two tables that differ only in the deck
 * orders, other hands, unrevealed Schticks and Flaws, the Target and the RNG look the same to a seat; and `explain`,
 * answered from a seat's view, agrees with `apply`.
 */
import { checkConformance } from '@horde/core';
import { describe, expect, it } from 'vitest';
import { createZombiesModule } from './module.ts';

const module = createZombiesModule();
const game = module.game;

const run = (configs: object[], games: number) =>
  checkConformance(game, {
    configs,
    gamesPerConfig: games,
    maxSteps: 4000,
    sampleActions: 2,
    // Refused by validate and by setup alike: a bad seat count, more Kings than seats allow, two games at once.
    invalidConfigs: [
      { seats: 9 },
      { seats: 2, catchAsCatchCan: true, kings: 2 },
      { seats: 3, catchAsCatchCan: true, lastManStanding: true },
    ],
  });

describe('Zombies!!! conformance (DESIGN.md "Tests and measures")', () => {
  it('keeps the contract in the base game, 2 to 6 seats', () => {
    const summary = run(
      [
        { seats: 2, roundLimit: 4 },
        { seats: 2, roundLimit: 3, reactionMs: 0 },
        { seats: 4, roundLimit: 2 },
        { seats: 6, roundLimit: 2 },
      ],
      1,
    );
    expect(summary.stops.finished).toBe(summary.games);
    expect(summary.redeals).toBeGreaterThan(100);
    expect(summary.eventChecks).toBeGreaterThan(50);
    expect(summary.refusals).toBeGreaterThan(200);
    // explain, asked from each seat's view, agreed with apply on listed and refused actions.
    expect(summary.explanations).toBeGreaterThan(200);
  }, 120_000);

  it('keeps the contract with the fighting and moving switches', () => {
    const summary = run(
      [
        {
          seats: 3,
          roundLimit: 3,
          zombieAGoGo: true,
          duckNWeave: true,
          justAMinute: true,
          fleshWound: true,
          comeToPapa: true,
          carefulAim: true,
          whereInHellAreWe: true,
        },
        {
          seats: 3,
          roundLimit: 3,
          characterTraits: true,
          eatThemNotMe: true,
          youWannaTrade: true,
          whatsThis: true,
          inHereQuick: true,
          whereDidTheyComeFrom: true,
          comeToPapa: true,
          duckNWeave: true,
          zombieAGoGo: true,
        },
      ],
      2,
    );
    expect(summary.stops.finished).toBe(summary.games);
    expect(summary.redeals).toBeGreaterThan(100);
  }, 120_000);

  it('keeps the contract in Catch As Catch Can and Last Man Standing', () => {
    const summary = run(
      [
        { seats: 4, roundLimit: 6, catchAsCatchCan: true, kingTarget: true, kingHelipadEscape: true, oneBite: true },
        { seats: 6, roundLimit: 4, catchAsCatchCan: true, kings: 2, eatThemNotMe: true, comeToPapa: true },
        {
          seats: 4,
          roundLimit: 3,
          lastManStanding: true,
          lastManStart: 'grid',
          eatThemNotMe: true,
          oneBite: true,
          lastManScoring: true,
          amnestyRounds: 1,
          fahsands: true,
          characterTraits: true,
        },
      ],
      1,
    );
    expect(summary.stops.finished).toBe(summary.games);
  }, 120_000);
});
