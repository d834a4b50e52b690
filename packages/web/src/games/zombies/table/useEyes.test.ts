/** What a shared screen shows between players: nothing any one seat alone may see. */
import { describe, expect, it } from 'vitest';
import { newGame, playUntil } from '../test-kit.ts';
import { publicView } from './useEyes.ts';

describe('publicView', () => {
  it("hides a seat's hand, unrevealed traits and the Target", () => {
    const game = newGame({ characterTraits: true, catchAsCatchCan: true, kingTarget: true, seats: 4 }, 3);
    playUntil(game, (s) => s.players.some((p) => p.schtick !== null) && s.pending.some((p) => p.kind === 'flaw'), 4);
    const seat = game.state.players.find((p) => p.schtick !== null)!.seat;
    const own = game.view(seat);
    expect(own.hand?.length).toBeGreaterThan(0);
    expect(own.players[seat].schtick).not.toBeNull();
    const shown = publicView(own);
    expect(shown.seat).toBeNull();
    expect(shown.hand).toBeNull();
    expect(shown.target).toBeNull();
    expect(shown.players[seat].schtick).toBeNull();
    expect(publicView(game.view(null))).toEqual(game.view(null));
  });
});
