/**
 * The Seconds to Live bots against the designed content. Statistical: over
 * the same seeds, the Survivor bot wins solo games against each automaton
 * far more often than the random bot (which almost never escapes), and scores
 * lower (better) on the optional solo score (seed 003 lines 775-786). In the
 * two-player game the Zombie bot beats a random Survivor and the Survivor bot
 * beats a random Zombie player.
 */
import { describe, expect, it } from 'vitest';
import { playGame, randomBot } from '@horde/bots';
import type { SecondsConfig } from '@horde/seconds';
import { createSecondsModule } from './module.ts';

const module = createSecondsModule();
const game = module.game;
const GAMES = 60;

function solo(config: SecondsConfig, who: 'random' | 'survivor') {
  let wins = 0;
  let score = 0;
  for (let seed = 1; seed <= GAMES; seed++) {
    const bot = module.bots[who](seed);
    const r = playGame(game, config, seed, () => bot, { maxRounds: 1000 });
    expect(r.stop).toBe('finished');
    if (r.outcome.over && r.outcome.reason === 'escaped') wins++;
    score += r.state.result?.score ?? 0;
  }
  return { winRate: wins / GAMES, meanScore: score / GAMES };
}

describe('Seconds to Live bots (statistical, over the same seeds)', () => {
  for (const automaton of ['fast', 'swarm'] as const) {
    it(`the Survivor bot beats the random bot by a wide margin in solo against ${automaton}`, () => {
      const config: SecondsConfig = { mode: 'solo', automaton, survivor: 'lenny' };
      const random = solo(config, 'random');
      const bot = solo(config, 'survivor');
      expect(random.winRate).toBeLessThan(0.05);
      expect(bot.winRate).toBeGreaterThan(random.winRate + 0.2);
      expect(bot.meanScore).toBeLessThan(random.meanScore - 10);
    }, 60_000);
  }

  it('two-player: each heuristic side beats a random opponent most of the time', () => {
    let survivorWins = 0;
    let zombieWins = 0;
    const config: SecondsConfig = { mode: 'two-player', survivor: 'lenny' };
    for (let seed = 1; seed <= 30; seed++) {
      const s = module.bots.survivor(seed);
      const z = module.bots.zombie(seed);
      const rand = randomBot(seed);
      const a = playGame(game, config, seed, (seat) => (seat === 0 ? s : rand), { maxRounds: 1000 });
      if (a.outcome.over && a.outcome.reason === 'escaped') survivorWins++;
      const b = playGame(game, config, seed, (seat) => (seat === 0 ? rand : z), { maxRounds: 1000 });
      if (b.outcome.over && b.outcome.reason !== 'escaped') zombieWins++;
    }
    expect(survivorWins).toBeGreaterThan(20);
    expect(zombieWins).toBeGreaterThan(20);
  }, 60_000);
});
