/**
 * The generic search bot (packages/bots/src/search.ts) plays Zombicide Classic through the module's `search` bot
 * (packages/bots/src/classic/search.ts): it is listed, picks one of the legal actions, and plays the first actions of C0
 * without the engine refusing anything.
 */
import { playGame } from '@horde/bots';
import { classicInvariantViolations } from '@horde/zombicide/rulesets/classic/index';
import { describe, expect, it } from 'vitest';
import { loadClassicModule } from './load.ts';

const module = loadClassicModule();
const game = module.game;

describe('the Classic search bot', () => {
  it('is a bot of the Classic module and plays the first actions of C0 by the rules', () => {
    expect(Object.keys(module.bots)).toEqual(expect.arrayContaining(['heuristic', 'search']));
    const bot = module.bots.search!(1);
    expect(bot.name).toBe('search');
    const r = playGame(game, module.defaultConfig('C0', 1), 1, () => bot, { maxSteps: 4 });
    expect(r.steps).toBe(4);
    expect(classicInvariantViolations(r.state, game.context(r.state).geo.doors.length)).toEqual([]);
  }, 60_000);
});
