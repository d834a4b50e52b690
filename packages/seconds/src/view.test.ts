/** What each seat sees (DESIGN.md "What a seat knows"): built by picking, never the RNG, deck orders or face-down cards. */
import { describe, expect, it } from 'vitest';
import { play, position } from './test-kit.ts';

const TWO = { mode: 'two-player' as const, survivor: 'shooter', timer: 'off' as const };

describe('views and events per seat', () => {
  it('the Survivor sees its hand; the Zombie player sees only the card backs, and the other way round', () => {
    const { game, state } = position({
      config: TWO,
      survivor: { hand: ['pistol', 'dodge'] },
      zombieHand: ['base', 'shrug'],
      warehouse: ['boss', 'brute', 'crawler'],
      supply: { 3: [{ card: 'bat', faceUp: false }] },
    });
    const mine = game.view(state, 0);
    const theirs = game.view(state, 1);
    const watcher = game.view(state, null);
    expect(mine.survivor.hand).toEqual(['pistol#1', 'dodge#1']);
    expect(theirs.survivor.hand).toBeNull();
    expect(theirs.survivor).toMatchObject({ handSupply: 1, handTactics: 1 });
    expect(theirs.zombieSide.hand).toEqual(['base#1', 'shrug#1']);
    expect(mine.zombieSide).toMatchObject({ hand: null, handZombies: 1, handTactics: 1 });
    expect(mine.warehouse).toEqual({ count: 3, cards: null });
    expect(theirs.warehouse.cards).toEqual(['boss#1', 'brute#1', 'crawler#1']);
    for (const v of [mine, theirs, watcher]) {
      const text = JSON.stringify(v);
      expect(text).not.toContain('bat#1');
      expect(text).not.toContain('"rng"');
      expect(v.rows[2].supply).toEqual([{ card: null, faceUp: false, uses: null }]);
      expect(Object.keys(v)).not.toContain('decks');
    }
    expect(JSON.stringify(watcher)).not.toContain('pistol#1');
    expect(JSON.stringify(watcher)).not.toContain('boss#1');
  });

  it("a card drawn into a hand is named only to that hand's seat", () => {
    const { game, state } = position({
      config: TWO,
      survivor: { hand: ['scrounge'] },
      decks: { supply: ['axe', 'brick'] },
    });
    const ev = play(game, state, { type: 'playTactics', card: 'scrounge#1' });
    const drawn = (seat: number | null) => game.eventsFor(ev, seat, state).filter((e) => e.type === 'cardDrawn');
    expect(drawn(0).map((e) => e.type === 'cardDrawn' && e.card)).toEqual(['axe#1', 'brick#1']);
    expect(drawn(1).map((e) => e.type === 'cardDrawn' && e.card)).toEqual([null, null]);
    expect(drawn(null).map((e) => e.type === 'cardDrawn' && e.card)).toEqual([null, null]);
  });

  it('a redeal keeps what the seat sees and changes what it does not', () => {
    const { game, state } = position({
      config: TWO,
      survivor: { hand: ['pistol', 'dodge'] },
      zombieHand: ['base', 'shrug'],
    });
    const rng = { s: [1, 2, 3, 4] as [number, number, number, number] };
    for (const seat of [0, 1, null]) {
      const other = game.determinize(state, seat, rng);
      expect(game.view(other, seat)).toEqual(game.view(state, seat));
      expect(game.invariants(other)).toEqual([]);
    }
  });
});

describe('the fast shape check of apply agrees with the zod action schema', () => {
  it('on every listed action and on malformed ones', async () => {
    const { isWellFormedAction, secondsActionSchema } = await import('./action-schema.ts');
    const { game, state } = position({
      config: TWO,
      survivor: { row: 3, equipped: ['shotgun', 'bat'], hand: ['sprint', 'medkit', 'dodge'] },
      zombies: { 3: ['base', 'crawler'], 4: ['runner'] },
      supply: { 3: ['brick'] },
    });
    const actions: unknown[] = [
      ...game.legalActions(state, 0),
      { type: 'react', choice: 'take' },
      { type: 'mulligan', discard: ['a#1', 'b#1'] },
      { type: 'timeout', what: 'phase' },
      { type: 'move', to: 12 },
      { type: 'move', to: '3' },
      { type: 'move' },
      { type: 'move', to: 3, extra: 1 },
      { type: 'ability', ignore: 5 },
      { type: 'drawTactics', discard: ['x#1'] },
      { type: 'counter', card: 3 },
      { type: 'toString' },
      { type: '__nope__' },
      null,
      'move',
      [],
    ];
    for (const a of actions)
      expect(isWellFormedAction(a), JSON.stringify(a)).toBe(secondsActionSchema.safeParse(a).success);
  });
});
