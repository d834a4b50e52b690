import { describe, expect, it } from 'vitest';
import { configSwitches, humanize, switchConfig } from './switches.ts';

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
