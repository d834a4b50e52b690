import { describe, expect, it } from 'vitest';
import { ClassicTable } from './test-kit.ts';
import { classicPart } from './state.ts';

describe('doors (seed 001 "Open a Door", lines 547-556)', () => {
  it('a closed door is a wall: nobody moves through it (line 549: doors are usually locked)', () => {
    const t = new ClassicTable({ survivors: [{ id: 'ned', zone: 's2', inventory: { hand1: 'crowbar' } }] });
    expect(t.refuse({ type: 'move', s: 0, to: t.zone('a1') })).toBe('move.notAdjacent');
  });

  it('a weapon with the door icon in hand opens it, no roll; a silent one leaves no Noise token (line 553)', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'ned', zone: 's2', inventory: { hand1: 'crowbar' } }],
      zombieDeck: [1, 1, 1],
    });
    t.act({ type: 'openDoor', s: 0, door: t.door('a1|s2'), slot: 0 });
    expect(t.state.doors).toEqual([t.door('a1|s2')]);
    expect(classicPart(t.state).noiseTokens?.[t.zone('s2')] ?? 0).toBe(0);
    t.act({ type: 'spawnRoom', zone: t.zone('a1') });
    t.state.zombies.fill(0);
    t.act({ type: 'move', s: 0, to: t.zone('a1') });
    expect(t.state.survivors[0].zone).toBe(t.zone('a1'));
  });

  it('EXAMPLE (line 1044): Ned opens a door with a Fire Axe, a noisy way: a Noise token in his zone', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'ned', zone: 's2', inventory: { hand1: 'fireAxe' } }],
      zombieDeck: [1, 1, 1],
    });
    t.act({ type: 'openDoor', s: 0, door: t.door('a1|s2'), slot: 0 });
    expect(classicPart(t.state).noiseTokens?.[t.zone('s2')]).toBe(1);
  });

  it('a weapon without the door icon, or one in the reserve, cannot open a door (line 549)', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'ned', zone: 's2', inventory: { hand1: 'pistol', reserve1: 'crowbar' } }],
    });
    expect(t.refuse({ type: 'openDoor', s: 0, door: t.door('a1|s2'), slot: 0 })).toBe('door.cannotOpen');
    expect(t.refuse({ type: 'openDoor', s: 0, door: t.door('a1|s2'), slot: 2 })).toBe('door.notInHand');
  });

  it('only a door on an edge of the survivor zone can be opened (line 549)', () => {
    const t = new ClassicTable({ survivors: [{ id: 'ned', zone: 's3', inventory: { hand1: 'crowbar' } }] });
    expect(t.refuse({ type: 'openDoor', s: 0, door: t.door('a1|s2'), slot: 0 })).toBe('door.notHere');
  });
});

describe('spawning in buildings (seed 001 lines 558-574)', () => {
  it('opening a building draws one Zombie card per room reachable through openings, in the order the survivor picks', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'ned', zone: 's2', inventory: { hand1: 'crowbar' } }],
      zombieDeck: [1, 2, 3],
    });
    t.act({ type: 'openDoor', s: 0, door: t.door('a1|s2'), slot: 0 });
    const d = t.state.pending[0];
    expect(d?.kind).toBe('spawnRoom');
    expect(d?.kind === 'spawnRoom' && d.rooms.sort()).toEqual([t.zone('a1'), t.zone('a2')].sort());
    t.act({ type: 'spawnRoom', zone: t.zone('a2') });
    expect(t.zombiesAt('a2').walker).toBe(1); // card 1 at Blue: 1 Walker
    expect(t.zombiesAt('a1').walker).toBe(2); // the last room draws by itself: card 2, 2 Walkers
    expect(t.state.pending).toEqual([]);
  });

  it('a room behind a closed inner door draws nothing until that door opens, then draws its own card (line 564)', () => {
    const t = new ClassicTable({
      survivors: [{ id: 'ned', zone: 's5', inventory: { hand1: 'crowbar' } }],
      zombieDeck: [3, 1, 2],
    });
    t.act({ type: 'openDoor', s: 0, door: t.door('b1|s5'), slot: 0 });
    expect(t.zombiesAt('b1').walker).toBe(1);
    expect(t.zombiesAt('b2').walker).toBe(0);
    t.act({ type: 'move', s: 0, to: t.zone('b1') });
    t.state.zombies.fill(0);
    t.act({ type: 'openDoor', s: 0, door: t.door('b1|b2'), slot: 0 });
    // Card 1 for b2 alone (b1 spawned already). The third Action ends the turn; the zombies play on.
    const drawn = t.events
      .filter((e) => e.type === 'zombieCardDrawn')
      .map((e) => e.type === 'zombieCardDrawn' && e.zone);
    expect(drawn).toEqual([t.zone('b2')]);
  });

  it('an Extra Activation drawn in a building plays at once, before the next room (line 566)', () => {
    const t = new ClassicTable({
      survivors: [
        { id: 'ned', zone: 's2', inventory: { hand1: 'crowbar' }, ap: 7 },
        { id: 'wanda', zone: 's6' },
      ],
      zombies: { s4: { runner: 1 } },
      zombieDeck: [5, 1],
    });
    t.state.survivors[0].level = 'yellow';
    t.act({ type: 'openDoor', s: 0, door: t.door('a1|s2'), slot: 0 });
    t.act({ type: 'spawnRoom', zone: t.zone('a2') });
    // The Runner in s4 saw Ned and Wanda (tied): it split toward both, twice (two Actions), before a1 drew its card.
    const moves = t.events.filter((e) => e.type === 'zombieMoved');
    expect(moves.length).toBeGreaterThanOrEqual(2);
    expect(t.zombiesAt('s4').runner + t.zombiesAt('s2').runner + t.zombiesAt('s6').runner).toBeGreaterThan(0);
    expect(t.events.findIndex((e) => e.type === 'zombieMoved')).toBeLessThan(
      t.events.findIndex((e) => e.type === 'zombieCardDrawn' && e.zone === t.zone('a1')),
    );
    expect(t.state.phase).toBe('players');
  });
});
