/** Small units: the rate limiter, the action schema against the engine's legal actions, action ownership. */
import { describe, expect, it } from 'vitest';
import { actionSchema } from './protocol/action-schema.ts';
import { clientMessageSchema } from './protocol/messages.ts';
import { TokenBucket } from './ws/rate-limit.ts';
import { actionOwners, legalBySeat } from './rooms/ownership.ts';
import { testRegistry } from './test/kit.ts';
import { SAMPLE_MISSION } from './games/sample-mission.ts';

describe('TokenBucket', () => {
  it('allows a burst, then the refill rate', () => {
    let now = 0;
    const b = new TokenBucket(10, 5, () => now);
    expect(Array.from({ length: 7 }, () => b.take())).toEqual([true, true, true, true, true, false, false]);
    now += 100;
    expect(b.take()).toBe(true);
    expect(b.take()).toBe(false);
  });
});

describe('action schema and ownership over random play', () => {
  it('accepts every legal action the engine lists, and every one has an owner seat', () => {
    const { game } = testRegistry();
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const state = game.setup(
        {
          mission: SAMPLE_MISSION.id,
          players: 3,
          survivors: ['hanna', 'henry', 'molly', 'jeb', 'may', 'turner'].map((id, i) => ({ id, player: i % 3 })),
        },
        seed,
      );
      let r = seed;
      for (let step = 0; step < 300; step++) {
        const legal = game.legalActions(state);
        if (legal.length === 0) break;
        for (const a of legal) {
          const parsed = actionSchema.safeParse(a);
          expect(parsed.success, JSON.stringify(a)).toBe(true);
          const owners = actionOwners(state, a);
          expect(owners === 'any' || owners.length > 0, `owner of ${JSON.stringify(a)}`).toBe(true);
          checked++;
        }
        expect(legalBySeat(state, legal, 3).flat().length).toBeGreaterThanOrEqual(legal.length);
        r = (r * 48271) % 2147483647;
        expect(game.apply(state, legal[r % legal.length]).ok).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('rejects extra fields and wrong types in actions', () => {
    expect(actionSchema.safeParse({ type: 'move', s: 0, to: 1, x: 1 }).success).toBe(false);
    expect(actionSchema.safeParse({ type: 'move', s: '0', to: 1 }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ t: 'action', id: 'a', action: { type: 'endTurn', s: 0 } }).success).toBe(
      true,
    );
    expect(clientMessageSchema.safeParse({ t: 'action', id: 'a b', action: { type: 'endTurn', s: 0 } }).success).toBe(
      false,
    );
  });
});
