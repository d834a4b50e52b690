import { describe, expect, it } from 'vitest';
import { parseRoute } from './route.ts';

describe('parseRoute', () => {
  it('reads the screens of the hash', () => {
    expect(parseRoute('')).toEqual({ screen: 'lobby' });
    expect(parseRoute('#/')).toEqual({ screen: 'lobby' });
    expect(parseRoute('#/game/L123')).toEqual({ screen: 'game', id: 'L123', seat: null });
    expect(parseRoute('#/game/L123?seat=1')).toEqual({ screen: 'game', id: 'L123', seat: '1' });
    expect(parseRoute('#/replay/g%201')).toEqual({ screen: 'replay', id: 'g 1', seat: null });
    expect(parseRoute('#/invite/abc')).toEqual({ screen: 'invite', id: 'abc', seat: null });
    expect(parseRoute('#/studio')).toEqual({ screen: 'studio' });
  });

  it("reads the server's invite links", () => {
    expect(parseRoute('#token=tok123456', '/play/g42')).toEqual({ screen: 'game', id: 'g42', seat: 'tok123456' });
    expect(parseRoute('', '/play/g42')).toEqual({ screen: 'lobby' });
  });
});
