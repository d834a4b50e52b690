/** Supply and Tactics cards and the Resolution Phase: seed 003 lines 249-275, 396-410, 870-880. */
import { describe, expect, it } from 'vitest';
import { eventTypes, play, position, refusal } from './test-kit.ts';

describe('Supply cards (lines 249-259)', () => {
  it('pick up one Supply card of your row for 1E, choosing which (line 249, 254)', () => {
    const { game, state } = position({
      survivor: { row: 3 },
      supply: { 3: ['pistol', { card: 'bat', faceUp: false }] },
    });
    play(game, state, { type: 'pickUp', index: 1 });
    expect(state.survivor.hand).toEqual(['bat#1']);
    expect(state.survivor.energy).toBe(3);
    expect(state.rows[3].supply).toEqual([{ card: 'pistol#1', faceUp: true }]);
  });

  it('knocked down, one pick-up per turn costs 0E (line 255)', () => {
    const { game, state } = position({ survivor: { row: 3, down: true }, supply: { 3: ['pistol', 'bat'] } });
    play(game, state, { type: 'pickUp', index: 0 });
    expect(state.survivor.energy).toBe(4);
    play(game, state, { type: 'pickUp', index: 0 });
    expect(state.survivor.energy).toBe(3);
  });

  it('equip for 0E ("Equip") or the printed cost; three at most (lines 251-252)', () => {
    const { game, state } = position({ survivor: { equipped: ['bat', 'pistol'], hand: ['rifle', 'brick'] } });
    play(game, state, { type: 'equip', card: 'rifle#1' });
    expect(state.survivor.energy).toBe(3);
    expect(refusal(game, state, { type: 'equip', card: 'brick#1' })).toBe('equip.full');
  });

  it('drop an equipped card face up in your row, keeping its ammo (lines 253, 259)', () => {
    const { game, state } = position({ survivor: { row: 4, equipped: [{ card: 'pistol', uses: 2 }] } });
    play(game, state, { type: 'drop', card: 'pistol#1' });
    expect(state.rows[4].supply).toEqual([{ card: 'pistol#1', faceUp: true }]);
    expect(game.view(state, 0).rows[3].supply[0].uses).toBe(2);
    play(game, state, { type: 'pickUp', index: 0 });
    play(game, state, { type: 'equip', card: 'pistol#1' });
    expect(game.view(state, 0).survivor.equipped).toEqual([{ card: 'pistol#1', uses: 2 }]);
  });

  it('an item is played from the hand (a First Aid Kit heals one, five at most)', () => {
    const { game, state } = position({ survivor: { health: 3, hand: ['medkit'] } });
    play(game, state, { type: 'useSupply', card: 'medkit#1' });
    expect(state.survivor.health).toBe(4);
    expect(state.discards.supply).toEqual(['medkit#1']);
  });
});

describe('Tactics cards (lines 261-275)', () => {
  it('draw a Tactics card for 1E or by discarding two cards, three times at most (line 261)', () => {
    const { game, state } = position({
      survivor: { hand: ['bat', 'brick', 'pistol', 'medkit', 'axe', 'rifle', 'armor', 'shotgun'] },
    });
    play(game, state, { type: 'drawTactics' });
    expect(state.survivor.energy).toBe(3);
    for (let i = 0; i < 3; i++) {
      const [x, y] = state.survivor.hand;
      play(game, state, { type: 'drawTactics', discard: [x, y] });
    }
    expect(state.survivor.energy).toBe(3);
    const [x, y] = state.survivor.hand;
    expect(refusal(game, state, { type: 'drawTactics', discard: [x, y] })).toBe('drawTactics.limit');
  });

  it('play a Tactics card for its cost; Movement cards are refused when knocked down (lines 240, 269-272)', () => {
    const { game, state } = position({ survivor: { row: 2, hand: ['adrenaline', 'sprint'] } });
    play(game, state, { type: 'playTactics', card: 'adrenaline#1' });
    expect(state.survivor.energy).toBe(6);
    play(game, state, { type: 'playTactics', card: 'sprint#1', to: 4 });
    expect(state.survivor).toMatchObject({ row: 4, energy: 5 });
    const down = position({ survivor: { down: true, hand: ['sprint'] } });
    expect(refusal(down.game, down.state, { type: 'playTactics', card: 'sprint#1', to: 2 })).toBe('move.knockedDown');
  });

  it('a reaction card is not played in the Action Phase (line 271)', () => {
    const { game, state } = position({ survivor: { hand: ['dodge'] } });
    expect(refusal(game, state, { type: 'playTactics', card: 'dodge#1' })).toBe('card.reaction');
  });

  it('Slip Past moves up without Opportunity Attacks; Shove knocks a zombie down for sure', () => {
    const { game, state } = position({
      survivor: { row: 3, hand: ['slipPast', 'shove'] },
      zombies: { 3: ['base', 'runner'] },
    });
    play(game, state, { type: 'playTactics', card: 'shove#1', zombie: 'base#1' });
    expect(state.rows[3].zombies[0].knockdown).toBe(true);
    const ev = play(game, state, { type: 'playTactics', card: 'slipPast#1', to: 4 });
    expect(eventTypes(ev)).not.toContain('zombieAttacked');
  });

  it('Lost Opportunity makes the Zombie player discard two random cards (two-player only, line 686)', () => {
    const { game, state } = position({
      config: { mode: 'two-player', timer: 'off' },
      survivor: { hand: ['lostOpportunity'] },
      zombieHand: ['base', 'frenzy', 'grab'],
    });
    play(game, state, { type: 'playTactics', card: 'lostOpportunity#1' });
    expect(state.zombies.hand).toHaveLength(1);
  });
});

describe('the Resolution Phase (lines 870-880, 396-410)', () => {
  it('removes a Time token each turn; the last one releases the Warehouse zombies (lines 398, 874)', () => {
    const { game, state } = position({ survivor: { row: 2 }, timeTokens: 1, warehouse: ['base', 'runner', 'crawler'] });
    const ev = play(game, state, { type: 'endPhase' });
    const types = eventTypes(ev);
    expect(types.indexOf('timeTokenRemoved')).toBeLessThan(types.indexOf('warehouseReleased'));
    const released = ev.find((e) => e.type === 'warehouseReleased');
    expect(released).toMatchObject({ zombies: ['base#1', 'runner#1', 'crawler#1'], rule: 'lastTimeToken' });
    expect(state.warehouse).toEqual([]);
  });

  it('discards down to four cards, a choice (lines 267, 878)', () => {
    const { game, state } = position({
      config: { mode: 'two-player', timer: 'off' },
      survivor: { hand: ['bat', 'brick', 'pistol', 'medkit', 'axe', 'rifle'] },
    });
    play(game, state, { type: 'endPhase' });
    expect(state.pending).toMatchObject([{ kind: 'handLimit', side: 'survivor', limit: 4 }]);
    play(game, state, { type: 'discard', card: 'bat#1' });
    expect(state.pending[0]?.kind).toBe('handLimit');
    play(game, state, { type: 'discard', card: 'brick#1' });
    expect(state.pending).toEqual([]);
    expect(state.survivor.hand).toHaveLength(4);
    expect(state.active).toBe('zombie');
  });

  it('unused Energy is lost (line 214)', () => {
    const { game, state } = position({ config: { mode: 'two-player', timer: 'off' } });
    play(game, state, { type: 'endPhase' });
    expect(state.survivor.energy).toBe(0);
  });
});
