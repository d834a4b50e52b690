/** The Undead or Alive bots on the M0-like test mission, played through the game contract. */
import { describe, expect, it } from 'vitest';
import { playGame } from '@horde/bots';
import { loadUoaModule } from './load.ts';
import { M0_LIKE_ID } from './test-missions.ts';

/** Wilson score 95% interval of a proportion. */
function wilson95(k: number, n: number): [number, number] {
  const z = 1.96,
    p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [centre - half, centre + half];
}

const module = loadUoaModule();

describe('bots on the M0-like mission', () => {
  it('both bots only play legal actions (decisions included) and games end', () => {
    for (const name of ['random', 'heuristic']) {
      for (let seed = 1; seed <= 5; seed++) {
        const bot = module.bots[name](seed);
        const r = playGame(module.game, module.defaultConfig(M0_LIKE_ID), seed, () => bot, {}, module.round);
        expect(r.stop).toBe('finished');
      }
    }
  });

  it('the heuristic bot beats the random bot by a wide margin (fixed seeds)', () => {
    const config = module.defaultConfig(M0_LIKE_ID);
    const n = 60;
    const wins = { random: 0, heuristic: 0 };
    for (const name of ['random', 'heuristic'] as const) {
      for (let seed = 1000; seed < 1000 + n; seed++) {
        const bot = module.bots[name](seed);
        const r = playGame(module.game, config, seed, () => bot, {}, module.round);
        if (r.outcome.over && r.outcome.results[0].result === 'win') wins[name]++;
      }
    }
    // The 95% (Wilson) intervals must not overlap, and the gap must be wide: at least 25 points.
    const h = wilson95(wins.heuristic, n),
      r = wilson95(wins.random, n);
    expect(h[0]).toBeGreaterThan(r[1]);
    expect(wins.heuristic / n - wins.random / n).toBeGreaterThan(0.25);
  }, 60_000);
});
