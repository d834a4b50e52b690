/**
 * What Seconds to Live tells the shell: its lobby switches by seat count (issue 33: "Time the zombies too" was ticked
 * for solo games, "Solo score" for two players) and whose turn a view shows (the "Your turn!" notice showed on the
 * Zombie seat for a counter window during the Survivor's turn).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { secondsConfigSchema } from '@horde/seconds';
import { configSwitches, switchesApplying } from '../../../shell/lobby/switches.ts';
import { play, position } from '@horde/seconds/test-kit';
import { ownTurn, switchRules } from './shell-rules.ts';

const switches = configSwitches(z.toJSONSchema(secondsConfigSchema, { unrepresentable: 'any' }));

describe("Seconds to Live's lobby switches", () => {
  it('are switches of its config', () => {
    const names = switches.map((s) => s.name);
    for (const name of Object.keys(switchRules)) expect(names).toContain(name);
  });

  it('time the zombies for two players with a timer only: solo has no timer (seed 003 line 586)', () => {
    expect(switchesApplying(switches, switchRules, {}, { seats: 1, setup: {} }).zombieTimer).toBe(false);
    const timed = { seats: 2, setup: { mode: 'two-player', timer: '30' } };
    expect(switchesApplying(switches, switchRules, {}, timed).zombieTimer).toBe(true);
    const untimed = { seats: 2, setup: { mode: 'two-player', timer: 'off' } };
    expect(switchesApplying(switches, switchRules, {}, untimed)).toMatchObject({ zombieTimer: false, pause: false });
  });

  it('keep the optional score for solo only (seed 003, solo play)', () => {
    expect(switchesApplying(switches, switchRules, {}, { seats: 1, setup: {} }).scoring).toBe(true);
    expect(switchesApplying(switches, switchRules, {}, { seats: 2, setup: {} }).scoring).toBe(false);
  });
});

describe("a Seconds to Live seat's own turn", () => {
  it("is not the Zombie seat's counter window after a successful attack (seed 003 line 360), but the Survivor's", () => {
    const { game, state } = position({
      config: { mode: 'two-player' },
      survivor: { row: 3, equipped: ['bat'] },
      zombies: { 3: ['base'] },
      zombieHand: ['shrug'],
      decks: { survivorAttack: ['hitAll'] },
    });
    play(game, state, { type: 'attack', zombie: 'base#1', weapon: 'bat#1' });
    expect(game.awaiting(state)).toEqual([1]);
    expect(ownTurn(game.view(state, 1))).toBe(false);
    expect(ownTurn(game.view(state, 0))).toBe(true);
  });

  it("is the Zombie seat's once the Survivor's turn is over, and no more the Survivor's", () => {
    const { game, state } = position({ config: { mode: 'two-player' }, survivor: { row: 3 } });
    for (let i = 0; i < 20 && game.view(state, 0).active === 'survivor'; i++) {
      const seat = game.awaiting(state)[0];
      const end = game
        .legalActions(state, seat)
        .find((a) => a.type === 'endPhase' || a.type === 'discard' || a.type === 'keep');
      if (!end) break;
      play(game, state, end, seat);
    }
    expect(game.view(state, 1).active).toBe('zombie');
    expect(ownTurn(game.view(state, 1))).toBe(true);
    expect(ownTurn(game.view(state, 0))).toBe(false);
  });
});
