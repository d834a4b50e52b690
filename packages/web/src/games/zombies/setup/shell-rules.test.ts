/**
 * What Zombies!!! tells the shell: its lobby switches that hang on a variant (issue 33: "Last Man Standing: 3x3
 * start" was ticked while Last Man Standing was off) and whose turn a view shows (the "Your turn!" notice showed on a
 * seat for a reaction window during another player's turn).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configSchema } from '@horde/zombies';
import { configSwitches, switchesApplying } from '../../../shell/lobby/switches.ts';
import { newGame, playUntil } from '../test-kit.ts';
import { ownTurn, switchRules } from './shell-rules.ts';

const switches = configSwitches(z.toJSONSchema(configSchema, { unrepresentable: 'any' }));
const grid = { seats: 3, setup: { lastManStart: 'grid' } };

describe("Zombies!!!'s lobby switches", () => {
  it('are switches of its config, and hang on switches of its config', () => {
    const names = switches.map((s) => s.name);
    for (const [name, rule] of Object.entries(switchRules)) {
      expect(names).toContain(name);
      for (const needed of rule.needs ?? []) expect(names).toContain(needed);
    }
  });

  it("the 3x3 start's zombies apply only with Last Man Standing on and its 3x3 start chosen (seed 004 lines 143-149)", () => {
    expect(switchesApplying(switches, switchRules, {}, grid).lastManGridZombies).toBe(false);
    expect(switchesApplying(switches, switchRules, { lastManStanding: true }, grid).lastManGridZombies).toBe(true);
    const townSquare = { seats: 3, setup: { lastManStart: 'townSquare' } };
    expect(switchesApplying(switches, switchRules, { lastManStanding: true }, townSquare).lastManGridZombies).toBe(
      false,
    );
  });

  it("Catch As Catch Can's options apply only with it", () => {
    const off = switchesApplying(switches, switchRules, {}, grid);
    expect(off).toMatchObject({ kingTarget: false, kingHelipadEscape: false });
    const on = switchesApplying(switches, switchRules, { catchAsCatchCan: true }, grid);
    expect(on).toMatchObject({ kingTarget: true, kingHelipadEscape: true });
  });
});

describe("a Zombies!!! seat's own turn", () => {
  it("is not a reaction window during another player's turn (off-turn reactions: rules digest, seconds-to-live-and-zombies.md line 168), but the player's turn", () => {
    const game = newGame({ reactionMs: 0 }, 7);
    const inWindow = () => {
      const v = game.view(null);
      return v.phase === 'play' && v.awaiting.some((s) => s !== v.turn.seat);
    };
    expect(playUntil(game, inWindow, 3)).toBe(true);
    const { awaiting, turn } = game.view(null);
    const reacting = awaiting.find((s) => s !== turn.seat) as number;
    expect(ownTurn(game.view(reacting))).toBe(false);
    expect(ownTurn(game.view(turn.seat))).toBe(true);
  });
});
