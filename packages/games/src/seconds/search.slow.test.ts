/**
 * The Seconds to Live search bot plays better than the heuristic it searches over (issue 36, item 1): on the same
 * fixed seeds (the same deals, the same automaton dice), the Survivor escapes the Fast Attack automaton (seed 003,
 * the solo game, lines 578-816) with the search bot in games where the heuristic Survivor bot was killed more often
 * than the reverse. A one-sided sign test on those discordant games: were the two bots equally good, each
 * discordant game would go either way with chance 1/2, and the search's count or more would come by luck with
 * probability P(X >= wins | discordant, 1/2), required below 0.05. Deterministic (no time budget), so the same
 * games on every machine: on 2026-11-29 the search escaped in 19 games the heuristic lost, the heuristic in 1 the
 * search lost (p = 0.00002); 9 s of CPU (a minute on the loaded machine).
 */
import { describe, expect, it } from 'vitest';
import { binomialTail, playGame } from '@horde/bots';
import { secondsSearchBot } from '@horde/bots/seconds/search';
import type { SecondsConfig } from '@horde/seconds';
import { createSecondsModule } from './module.ts';

const module = createSecondsModule();
const game = module.game;
const GAMES = 40;

function escaped(config: SecondsConfig, seed: number, search: boolean): boolean {
  const bot = search ? secondsSearchBot(game, seed, { budgetMs: 0 }) : module.bots.survivor(seed);
  const r = playGame(game, config, seed, () => bot, { maxRounds: 1000 });
  expect(r.stop).toBe('finished');
  return r.outcome.over && r.outcome.reason === 'escaped';
}

describe('the Seconds to Live search bot against the heuristic (statistical, fixed seeds)', () => {
  it('escapes the Fast Attack automaton where the heuristic fails more often than the reverse (sign test, p < 0.05)', () => {
    const config: SecondsConfig = { mode: 'solo', automaton: 'fast', survivor: 'lenny' };
    let searchOnly = 0;
    let heuristicOnly = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const s = escaped(config, seed, true);
      const h = escaped(config, seed, false);
      if (s && !h) searchOnly++;
      if (h && !s) heuristicOnly++;
    }
    const p = binomialTail(searchOnly, searchOnly + heuristicOnly, 0.5);
    expect(searchOnly).toBeGreaterThan(heuristicOnly);
    expect(p).toBeLessThan(0.05);
  }, 300_000);
});
