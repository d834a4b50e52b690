/** Small units: the rate limiter and the client message schema. */
import { describe, expect, it } from 'vitest';
import { clientMessageSchema } from './protocol/messages.ts';
import { TokenBucket } from './ws/rate-limit.ts';

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

describe('client messages', () => {
  it('checks the envelope and its action id; the action itself is checked by its game once the room is known', () => {
    expect(clientMessageSchema.safeParse({ t: 'action', id: 'a', action: { type: 'endTurn', s: 0 } }).success).toBe(
      true,
    );
    expect(clientMessageSchema.safeParse({ t: 'action', id: 'a b', action: { type: 'endTurn', s: 0 } }).success).toBe(
      false,
    );
    expect(clientMessageSchema.safeParse({ t: 'action', id: 'a', action: {}, extra: 1 }).success).toBe(false);
  });
});
