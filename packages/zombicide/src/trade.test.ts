/**
 * A trade between survivors of two seats needs the other seat's consent (issue 12, finding 5: seat 0 must not
 * strip seat 1's survivor). The rulebooks assume one table and say nothing of it; the decision is in trade.ts.
 */
import { describe, expect, it } from 'vitest';
import { Table } from './rulesets/uoa/test-kit.ts';

/** Meg (seat 0) with a Colt, Carl (seat 1) with a Pan, in the same zone. */
function twoSeats() {
  return new Table({
    survivors: [
      { id: 'meg', zone: 's1', player: 0, inventory: { hand1: 'coltSaa' } },
      { id: 'carl', zone: 's1', player: 1, inventory: { hand1: 'pan' } },
    ],
    zombies: {},
  });
}

function tradeAway(t: Table) {
  // Seat 0 opens a trade with Carl and takes his Pan into Meg's free hand.
  expect(t.game.apply(t.state, { type: 'trade', s: 0, with: 1 }, { by: 0, now: 0 }).ok).toBe(true);
  expect(t.game.apply(t.state, { type: 'swap', a: 0, slotA: 1, b: 1, slotB: 0 }, { by: 0, now: 0 }).ok).toBe(true);
  expect(t.state.survivors[1].inventory[0]).toBeNull();
}

describe("trading with another seat's survivor (issue 12, finding 5)", () => {
  it('waits for the other seat when the trade is closed: only that seat may answer', () => {
    const t = twoSeats();
    tradeAway(t);
    // Seat 1 cannot close the trade for seat 0; seat 0 closes it, and the other seat is asked.
    expect(t.game.apply(t.state, { type: 'doneReorganize' }, { by: 1, now: 0 })).toMatchObject({ ok: false });
    expect(t.game.apply(t.state, { type: 'doneReorganize' }, { by: 0, now: 0 }).ok).toBe(true);
    expect(t.state.pending[0]).toMatchObject({ kind: 'confirmTrade', survivor: 1, initiator: 0 });
    expect(t.game.awaiting(t.state)).toEqual([1]);
    expect(t.game.legalActions(t.state, 0)).toEqual([]);
    expect(t.game.apply(t.state, { type: 'confirmTrade', accept: true }, { by: 0, now: 0 })).toMatchObject({
      ok: false,
      error: { code: 'seat.notYours' },
    });
  });

  it('undoes everything when the other seat refuses', () => {
    const t = twoSeats();
    const before = t.state.survivors.map((survivor) => [...survivor.inventory]);
    tradeAway(t);
    t.game.apply(t.state, { type: 'doneReorganize' }, { by: 0, now: 0 });
    const r = t.game.apply(t.state, { type: 'confirmTrade', accept: false }, { by: 1, now: 0 });
    expect(r).toMatchObject({ ok: true, events: [{ type: 'tradeSettled', accepted: false }] });
    expect(t.state.survivors.map((survivor) => survivor.inventory)).toEqual(before);
    expect(t.state.pending).toEqual([]);
  });

  it('keeps the trade when the other seat accepts', () => {
    const t = twoSeats();
    tradeAway(t);
    t.game.apply(t.state, { type: 'doneReorganize' }, { by: 0, now: 0 });
    expect(t.game.apply(t.state, { type: 'confirmTrade', accept: true }, { by: 1, now: 0 }).ok).toBe(true);
    expect(t.state.survivors[1].inventory[0]).toBeNull();
    expect(t.state.survivors[0].inventory[1]).not.toBeNull();
  });

  it('locks free discards while the trade may still be undone', () => {
    const t = twoSeats();
    tradeAway(t);
    expect(t.game.apply(t.state, { type: 'discard', s: 0, slot: 1 }, { by: 0, now: 0 })).toMatchObject({
      ok: false,
      error: { code: 'trade.consent' },
    });
  });

  it("asks nobody when both survivors are the same seat's", () => {
    const t = new Table({
      survivors: [
        { id: 'meg', zone: 's1', inventory: { hand1: 'coltSaa' } },
        { id: 'carl', zone: 's1', inventory: { hand1: 'pan' } },
      ],
      zombies: {},
    });
    expect(t.game.apply(t.state, { type: 'trade', s: 0, with: 1 }, { by: 0, now: 0 }).ok).toBe(true);
    expect(t.game.apply(t.state, { type: 'doneReorganize' }, { by: 0, now: 0 }).ok).toBe(true);
    expect(t.state.pending).toEqual([]);
  });
});

describe('rules versions (a stored game replays under the rules it was created with)', () => {
  it('a game created under rules version 0 or 1 trades without consent; version 2 and later with it', () => {
    const t = twoSeats();
    const config = {
      mission: t.state.mission,
      survivors: [
        { id: 'meg', player: 0 },
        { id: 'carl', player: 1 },
      ],
    };
    expect(t.game.engine.setup(config, 1, '1').options.tradeConsent).toBeUndefined();
    expect(t.game.engine.setup(config, 1, '0').options.tradeConsent).toBeUndefined();
    expect(t.game.engine.setup(config, 1).options.tradeConsent).toBe(true);
    const old = t.game.setup(config, { seed: 1, rulesVersion: '1' });
    expect(old.ok && old.state.options.tradeConsent).toBeFalsy();
  });
});
