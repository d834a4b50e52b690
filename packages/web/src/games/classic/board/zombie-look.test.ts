/**
 * Every Classic zombie type is drawn apart from the others (seed 001 lines 1196-1204: species by colour; the kinds by
 * shape): no two types share a shape, a fill and an outline, and the Seekers, Murders of Crows and Losts have theirs.
 */
import { ABOMINATION, CLASSIC_TYPES, CROW, LOST, SEEKER } from '@horde/zombicide/rulesets/classic/index';
import { describe, expect, it } from 'vitest';
import { ZOMBIE_LETTERS } from '../text/names.ts';
import { zombiePath } from '../../zombicide/board/Miniatures.tsx';
import { zombieLook } from './zombie-look.ts';

describe('the looks of the Classic zombies', () => {
  it('tells every type apart by shape, fill and outline, and gives each a letter', () => {
    const looks = CLASSIC_TYPES.map((_, t) => {
      const l = zombieLook(t);
      return `${l.shape}/${l.fill}/${l.stroke}/${l.strokeWidth}/${l.dash ?? ''}`;
    });
    expect(new Set(looks).size).toBe(CLASSIC_TYPES.length);
    expect(ZOMBIE_LETTERS).toHaveLength(CLASSIC_TYPES.length);
    expect(new Set(ZOMBIE_LETTERS).size).toBe(CLASSIC_TYPES.length);
  });

  it('gives each kind its own silhouette, the one its base shape stands for (issue 33: pieces as miniatures)', () => {
    const byShape = new Map<string, Set<string>>();
    for (const [t] of CLASSIC_TYPES.entries()) {
      const l = zombieLook(t);
      byShape.set(l.shape, (byShape.get(l.shape) ?? new Set()).add(l.figure));
    }
    // One silhouette per base shape, and as many silhouettes as shapes: the kind reads from either.
    expect([...byShape.values()].every((figures) => figures.size === 1)).toBe(true);
    expect(new Set(CLASSIC_TYPES.map((_, t) => zombieLook(t).figure)).size).toBe(byShape.size);
  });

  it('draws a Seeker black, a Murder of Crows as wings, a Lost magenta', () => {
    expect(zombieLook(SEEKER).fill).toBe('#111');
    expect(zombieLook(CROW).shape).toBe('wings');
    expect(zombiePath('wings', 0, 30)).toMatch(/^M0 -9L15 -2L30 -9/);
    expect(zombieLook(LOST).fill).toBe('#b0127f');
  });

  it('draws the A-Bomb [RM] (seed 001 line 1583: yellow) apart from every type, the Skinners included', () => {
    const look = (l: ReturnType<typeof zombieLook>) =>
      `${l.shape}/${l.fill}/${l.stroke}/${l.strokeWidth}/${l.dash ?? ''}`;
    const aBomb = look(zombieLook(ABOMINATION, true));
    expect(CLASSIC_TYPES.map((_, t) => look(zombieLook(t)))).not.toContain(aBomb);
    expect(zombieLook(ABOMINATION, true).shape).toBe('hexagon');
    expect(zombieLook(0, true)).toEqual(zombieLook(0));
  });
});
