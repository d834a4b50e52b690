import { describe, expect, it } from 'vitest';
import { configSwitches, humanize, switchConfig, switchesApplying, switchShown, type SwitchRule } from './switches.ts';

const schema = {
  type: 'object',
  properties: {
    mission: { type: 'string' },
    players: { type: 'integer' },
    ultrared: { type: 'boolean', description: 'switch' },
    friendlyFire: { type: 'boolean', default: true },
  },
};

describe('option switches', () => {
  it('are the boolean properties of the config schema', () => {
    expect(configSwitches(schema)).toEqual([
      { name: 'ultrared', default: false },
      { name: 'friendlyFire', default: true },
    ]);
    expect(configSwitches(null)).toEqual([]);
    expect(configSwitches({ type: 'object' })).toEqual([]);
  });

  it('go into the config only when set away from their default', () => {
    const switches = configSwitches(schema);
    expect(switchConfig(switches, {})).toEqual({});
    expect(switchConfig(switches, { ultrared: true })).toEqual({ ultrared: true });
    expect(switchConfig(switches, { friendlyFire: false, ultrared: false })).toEqual({ friendlyFire: false });
  });

  it('have a readable fallback label', () => {
    expect(humanize('friendlyFire')).toBe('Friendly fire');
    expect(humanize('house_rule')).toBe('House rule');
  });
});

// A game's sub-option applies only with its variant, and some options only for a number of seats (issue 33: the
// Zombies!!! "3x3 start" switch, seed 004 lines 143-149; Seconds to Live's timer, off in solo, seed 003 line 586).
describe('switches that depend on others', () => {
  const switches = [
    { name: 'variant', default: false },
    { name: 'variantStart', default: true },
    { name: 'variantDetail', default: false },
    { name: 'timeBoth', default: true },
    { name: 'soloScore', default: true },
  ];
  const rules: Record<string, SwitchRule> = {
    variantStart: { needs: ['variant'], setup: { start: ['grid'] } },
    variantDetail: { needs: ['variantStart'] },
    timeBoth: { seats: [2] },
    soloScore: { seats: [1] },
  };
  const grid = { seats: 2, setup: { start: 'grid' } };

  it('apply only while the switch they need is on', () => {
    expect(switchesApplying(switches, rules, {}, grid).variantStart).toBe(false);
    expect(switchesApplying(switches, rules, { variant: true }, grid).variantStart).toBe(true);
  });

  it('need the chain they hang on: a switch needing one that does not apply does not apply', () => {
    // variantDetail needs variantStart, on by default, which needs variant, off.
    expect(switchesApplying(switches, rules, { variantDetail: true }, grid).variantDetail).toBe(false);
    expect(switchesApplying(switches, rules, { variant: true }, grid).variantDetail).toBe(true);
    expect(switchesApplying(switches, rules, { variant: true, variantStart: false }, grid).variantDetail).toBe(false);
  });

  it("apply only for the setup's choice and seat count they name", () => {
    const townSquare = { seats: 2, setup: { start: 'townSquare' } };
    expect(switchesApplying(switches, rules, { variant: true }, townSquare).variantStart).toBe(false);
    const solo = switchesApplying(switches, rules, {}, { seats: 1, setup: {} });
    expect(solo).toMatchObject({ timeBoth: false, soloScore: true, variant: true });
    const duel = switchesApplying(switches, rules, {}, grid);
    expect(duel).toMatchObject({ timeBoth: true, soloScore: false });
  });

  it('are shown unticked where they do not apply, and their choice comes back when they do', () => {
    const values = { soloScore: true };
    const duel = switchesApplying(switches, rules, values, grid);
    expect(switchShown(switches[4], values, duel)).toBe(false);
    const solo = switchesApplying(switches, rules, values, { seats: 1, setup: {} });
    expect(switchShown(switches[4], values, solo)).toBe(true);
  });

  it('stay out of the config where they do not apply (the game keeps its default, which its rules ignore there)', () => {
    const values = { timeBoth: false, soloScore: false, variantStart: false };
    const solo = switchesApplying(switches, rules, values, { seats: 1, setup: {} });
    expect(switchConfig(switches, values, solo)).toEqual({ soloScore: false });
  });

  it('never apply in a loop of needs (a mistake of a game, not a hang)', () => {
    const loop = { variant: { needs: ['variantStart'] }, variantStart: { needs: ['variant'] } };
    const applying = switchesApplying(switches, loop, { variant: true, variantStart: true }, grid);
    expect(applying).toMatchObject({ variant: false, variantStart: false });
  });
});
