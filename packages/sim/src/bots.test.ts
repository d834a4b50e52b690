/** The bots on the M0-like mission (kept here: the simulator owns the missions and the party). */
import { describe, expect, it } from 'vitest';
import { createBot, playGame } from '@horde/bots';
import type { State } from '@horde/zombicide';
import { simWorld, partyFor } from './world.ts';
import { M0_LIKE_ID } from './missions.ts';
import { wilson95 } from './report.ts';

describe('bots on the M0-like mission', () => {
  it('both bots only play legal actions (decisions included) and games end', async () => {
    const world = await simWorld();
    const mission = world.missions.find((m) => m.id === M0_LIKE_ID)!;
    for (const name of ['random', 'heuristic'] as const) {
      for (let seed = 1; seed <= 5; seed++) {
        const r = playGame(
          world.game,
          partyFor(world, mission),
          seed,
          createBot(name, world.game, seed),
          {},
          (s: State) => s.round,
        );
        expect(r.stop).toBe('finished');
      }
    }
  });

  it('the heuristic bot beats the random bot by a wide margin (fixed seeds)', async () => {
    const world = await simWorld();
    const mission = world.missions.find((m) => m.id === M0_LIKE_ID)!;
    const config = partyFor(world, mission);
    const n = 60;
    const wins = { random: 0, heuristic: 0 };
    for (const name of ['random', 'heuristic'] as const) {
      for (let seed = 1000; seed < 1000 + n; seed++) {
        const r = playGame(world.game, config, seed, createBot(name, world.game, seed), {}, (s: State) => s.round);
        if (r.outcome.status === 'won') wins[name]++;
      }
    }
    // The 95% (Wilson) intervals must not overlap, and the gap must be wide: at least 25 points.
    const h = wilson95(wins.heuristic, n),
      r = wilson95(wins.random, n);
    expect(h[0]).toBeGreaterThan(r[1]);
    expect(wins.heuristic / n - wins.random / n).toBeGreaterThan(0.25);
  }, 60_000);
});
