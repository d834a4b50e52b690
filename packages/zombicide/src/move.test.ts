import { describe, expect, it } from 'vitest';
import { Table } from './rulesets/uoa/test-kit.ts';

describe('Move (EN "Move")', () => {
  it('costs 1 Action plus 1 per zombie in the zone left (EN 800: Meg leaving 2 Walkers spends 3 Actions)', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's1' }], zombies: { s1: { walker: 2 } } });
    const events = t.act({ type: 'move', s: 0, to: t.zone('s2') });
    expect(events).toContainEqual(expect.objectContaining({ type: 'actionSpent', action: 'move', cost: 3 }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'survivorMoved', to: t.zone('s2') }));
  });
  it('is refused when the survivor lacks the Actions for the penalty (3 Walkers need 4 Actions)', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's1' }], zombies: { s1: { walker: 3 } } });
    expect(t.refusal({ type: 'move', s: 0, to: t.zone('s2') })).toEqual({
      code: 'noActions',
      params: { count: 4, left: 3 },
    });
  });
  it('goes through openings only: a wall between a street and a room blocks it', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's3' }] });
    expect(t.refuse({ type: 'move', s: 0, to: t.zone('h2') })).toBe('move.notAdjacent');
    t.act({ type: 'move', s: 0, to: t.zone('s2') });
    t.act({ type: 'move', s: 0, to: t.zone('h1') });
    expect(t.label(t.state.survivors[0].zone)).toBe('h1');
  });
  it('entering a building reveals its corpse pile on that tile as an active spawn zone', () => {
    const t = new Table({ survivors: [{ id: 'meg', zone: 's2' }], spawns: [{ zone: 's6', kind: 'starting' }] });
    t.act({ type: 'move', s: 0, to: t.zone('h1') });
    const pile = t.state.spawns.find((s) => s.kind === 'corpsePile');
    expect(pile && t.label(pile.zone)).toBe('h2');
    expect(pile?.active).toBe(true);
  });
});

describe('Players\' Phase (EN "Player phase")', () => {
  it('survivors of a player activate one at a time', () => {
    const t = new Table({
      survivors: [
        { id: 'meg', zone: 's1' },
        { id: 'carl', zone: 's1' },
      ],
    });
    t.act({ type: 'move', s: 0, to: t.zone('s2') });
    expect(t.refuse({ type: 'move', s: 1, to: t.zone('s2') })).toBe('oneAtATime');
  });
  it('the next player plays only after the first player has activated all their survivors', () => {
    const t = new Table({
      survivors: [
        { id: 'meg', zone: 's1', player: 0 },
        { id: 'carl', zone: 's1', player: 1 },
      ],
    });
    expect(t.refuse({ type: 'move', s: 1, to: t.zone('s2') })).toBe('notYourTurn');
    t.act({ type: 'endTurn', s: 0 });
    expect(t.state.currentPlayer).toBe(1);
    t.act({ type: 'move', s: 1, to: t.zone('s2') });
  });
  it('a survivor that spent all its Actions ends its turn; then the zombies play and a new round starts', () => {
    const t = new Table({
      survivors: [{ id: 'meg', zone: 's1' }],
      spawns: [{ zone: 't6', kind: 'starting' }],
      zombieDeck: [1, 2, 3],
    });
    t.act({ type: 'move', s: 0, to: t.zone('s2') });
    t.act({ type: 'move', s: 0, to: t.zone('s3') });
    const events = t.act({ type: 'move', s: 0, to: t.zone('s4') });
    expect(events.some((e) => e.type === 'phase' && e.phase === 'zombies')).toBe(true);
    expect(t.state.round).toBe(2);
    expect(t.zombiesAt('t6').walker).toBe(1);
    expect(t.state.survivors[0].actionsUsed).toBe(0);
  });
});
