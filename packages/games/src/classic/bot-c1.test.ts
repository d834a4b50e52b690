/**
 * The Classic heuristic bot wins mission C1 "Knock Knock" (issue 15): take every Objective (the blue key opens the
 * cellar's locked door) and leave by the exit with every survivor (goals takeAllObjectives, allExit), with the default
 * posse of six. Before 2026-11-27 it won none of 200 games (README, Classic table): the bot waited at doors and beside
 * Abominations (packages/bots/src/classic/tactics.ts) and C1 had three spawn zones and four Objectives (C1.yaml's
 * header). Four fixed seeds, a few seconds; 2 and 4 were won when written. (Here rather than in packages/bots: the
 * shipped missions come from @horde/content, which the bots package does not depend on.)
 */
import { playGame } from '@horde/bots';
import { describe, expect, it } from 'vitest';
import { loadClassicModule } from './load.ts';

const module = loadClassicModule();
const game = module.game;

describe('the Classic heuristic bot on C1', () => {
  it('takes every Objective and leaves with the posse in at least one of four fixed-seed games', () => {
    let won = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const bot = module.bots.heuristic!(seed);
      const r = playGame(
        game,
        module.defaultConfig('C1', 1),
        seed,
        () => bot,
        { maxRounds: 40 },
        (s) => s.round,
      );
      if (r.state.phase === 'won') {
        won++;
        expect(r.state.objectives.every((o) => o.taken)).toBe(true);
      }
    }
    expect(won).toBeGreaterThan(0);
  }, 60_000);
});
