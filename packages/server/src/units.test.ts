/** Small units: the rate limiter and the client message schema. */
import { describe, expect, it } from 'vitest';
import { clientMessageSchema } from './protocol/messages.ts';
import { SharedBuckets, TokenBucket } from './ws/rate-limit.ts';

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

describe('SharedBuckets', () => {
  it('gives one budget to everything with the same key (an address, a token), and forgets idle keys', () => {
    let now = 0;
    const b = new SharedBuckets(10, 4, () => now);
    // Two "connections" of one address draw from the same 4.
    expect([b.take('1.2.3.4'), b.take('1.2.3.4'), b.take('1.2.3.4'), b.take('1.2.3.4'), b.take('1.2.3.4')]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(b.take('5.6.7.8')).toBe(true);
    now += 61_000;
    expect(b.take('1.2.3.4')).toBe(true);
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
