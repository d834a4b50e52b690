import { beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '@horde/zombicide';
import { geometryOf, missionById } from '../data.ts';
import { loadTestData, m0Game } from '../test-kit.ts';
import { describeEvent } from './events.ts';
import { namedText, namer, skillName } from './names.ts';

beforeAll(loadTestData);

describe('names the player reads', () => {
  it('a skill given another skill names it ("Brother in arms: Low profile", not its id)', () => {
    expect(skillName('brotherInArms(lowProfile)')).toBe('Brother in arms: Low profile');
    expect(skillName('lowProfile')).toBe('Low profile');
  });

  it('the end of the game names survivors by their names, not their ids', () => {
    const { view } = m0Game();
    const v = view();
    const names = namer(v, geometryOf(missionById('M0')));
    const lost: GameEvent = { type: 'gameLost', reason: 'hanna was eliminated' };
    expect(describeEvent(lost, names)?.text).toBe('Defeat. Hanna was eliminated');
    expect(namedText('jeb was eliminated', v.survivors)).toBe('Jeb was eliminated');
  });
});
