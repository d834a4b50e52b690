/**
 * The Zombies!!! module: its entries give valid configs for 2 to 6 seats, its catalogue is JSON the table
 * can draw from (30 tiles, 50 cards, the decisions), and its bots play whole games, the King's side too.
 */
import { playGame } from '@horde/bots';
import { describe, expect, it } from 'vitest';
import type { State } from '@horde/zombies';
import { createZombiesModule } from './module.ts';

const module = createZombiesModule();

describe('the Zombies!!! module', () => {
  it('offers entries whose default configs set up for every seat count', () => {
    for (const entry of module.entries)
      for (let seats = 2; seats <= 6; seats++) {
        const r = module.game.setup(module.defaultConfig(entry.id, seats), { seed: 1 });
        expect(r.ok, `${entry.id} with ${seats} seats`).toBe(true);
      }
    expect(() => module.defaultConfig('nope')).toThrow(/Unknown Zombies!!! entry/);
  });

  it("'House rules' switches on the rules the quick reference repeats, and only those (seed 004 lines 12-58)", () => {
    const c = module.defaultConfig('house-rules', 4) as Record<string, unknown>;
    // Shooting and careful aim (line 16), dodging (25), search (29-36), wounds (38), time (40), fighting players
    // (20-23, 42), extra zombies in named (46-54) and unnamed buildings (56-58, which need In Here, Quick!).
    for (const rule of [
      'comeToPapa',
      'carefulAim',
      'duckNWeave',
      'whatsThis',
      'fleshWound',
      'justAMinute',
      'eatThemNotMe',
      'whereDidTheyComeFrom',
      'inHereQuick',
    ])
      expect(c[rule], rule).toBe(true);
    // Where in Hell Are We? (lines 66-76) is an optional rule the quick reference does not repeat.
    expect(c.whereInHellAreWe ?? false).toBe(false);
  });

  it('has a small catalogue of plain JSON for the lobby: the presets and the traits (the table brings the rest)', () => {
    const c = module.catalogue() as { presets: unknown[]; events: number };
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
    expect(c.presets).toHaveLength(module.entries.length);
    expect(c.events).toBe(50);
    expect(JSON.stringify(c).length).toBeLessThan(6000);
  });

  it('plays a Catch As Catch Can game to the end with heuristic bots on every seat', () => {
    const config = module.defaultConfig('catch-as-catch-can', 4);
    const r = playGame(
      module.game,
      config,
      7,
      (seat) => module.bots.heuristic(seat),
      { maxSteps: 60_000, maxRounds: 1000 },
      (s: State) => s.round,
    );
    expect(r.stop).toBe('finished');
    expect(module.simFigures?.(r.state)).toMatchObject({ kills: expect.any(Array) });
  }, 30_000);
});
