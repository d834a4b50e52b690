/** Game setup, seed 003 lines 80-98 (two-player) and 678-692 (solo). */
import { describe, expect, it } from 'vitest';
import { testGame } from './test-kit.ts';
import type { SecondsConfig } from './config-schema.ts';
import type { SecondsState } from './state.ts';

const game = testGame();
const setup = (config: SecondsConfig, seed = 3): SecondsState => {
  const r = game.setup(config, { seed });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.state;
};
/** Answers the firearm redraw (keep) so that turn one starts. */
const started = (config: SecondsConfig, seed = 3): SecondsState => {
  const state = setup(config, seed);
  if (state.pending[0]?.kind === 'mulligan') game.apply(state, { type: 'mulligan', discard: [] }, { by: 0, now: 0 });
  return state;
};

describe('setup (seed 003 lines 80-98, 678-692)', () => {
  it('puts the Survivor in row one with its health, Ability tokens on the card and in its rows (line 84)', () => {
    const state = started({ mode: 'two-player', survivor: 'sprinter' });
    expect(state.survivor.row).toBe(1);
    expect(state.survivor.health).toBe(5);
    expect(state.survivor.abilityTokens).toBe(2);
    expect(state.rows[5].abilityTokens).toBe(1);
  });

  it('equips the unique weapon and boxes the other one (lines 84, 88): the Scavenger has the Katana, no token on the card (line 519)', () => {
    const state = started({ mode: 'solo', survivor: 'scavenger' });
    expect(state.survivor.equipped).toEqual(['katana#1']);
    expect(state.box).toContain('iceAxe#1');
    expect(state.survivor.abilityTokens).toBe(0);
    expect(state.rows[4].abilityTokens + state.rows[7].abilityTokens).toBe(2);
    const other = started({ mode: 'solo', survivor: 'shooter' });
    expect(other.box).toEqual(expect.arrayContaining(['katana#1', 'iceAxe#1']));
  });

  it('deals two Supply and two Tactics cards, then turn one draws a Tactics card (lines 88, 90, 181)', () => {
    const state = started({ mode: 'two-player', survivor: 'shooter' });
    const supply = state.survivor.hand.filter((c) => game.cards.supply.has(c));
    const tactics = state.survivor.hand.filter((c) => game.cards.tactics.has(c));
    expect(supply).toHaveLength(2);
    expect(tactics).toHaveLength(3);
    expect(state.survivor.energy).toBe(4);
    expect(state.phase).toBe('survivorAction');
  });

  it('lays six Supply cards in the alley, face up in two-player games (line 88) and face down in solo (line 685)', () => {
    for (const [mode, faceUp] of [
      ['two-player', true],
      ['solo', false],
    ] as const) {
      const state = started({ mode, survivor: 'shooter' });
      const cards = state.rows.flatMap((r) => r.supply);
      expect(cards).toHaveLength(6);
      expect(cards.every((x) => x.faceUp === faceUp)).toBe(true);
    }
  });

  it('places four Time tokens on row one (line 94) and the zombies: three face down in row one, two in rows six and eight (line 688)', () => {
    const state = started({ mode: 'solo', survivor: 'shooter' });
    expect(state.timeTokens).toBe(4);
    expect(state.warehouse).toHaveLength(3);
    expect(state.rows[6].zombies).toHaveLength(2);
    expect(state.rows[8].zombies).toHaveLength(2);
  });

  it('removes Lost Opportunity and the Zombie Tactics deck in solo (lines 588, 686)', () => {
    const state = started({ mode: 'solo', survivor: 'shooter' });
    const all = [...state.decks.tactics, ...state.survivor.hand];
    expect(all.some((c) => c.startsWith('lostOpportunity'))).toBe(false);
    expect(state.decks.zombieTactics).toHaveLength(0);
    const two = started({ mode: 'two-player', survivor: 'shooter' });
    expect([...two.decks.tactics, ...two.survivor.hand].some((c) => c.startsWith('lostOpportunity'))).toBe(true);
    expect(two.zombies.hand).toHaveLength(4);
  });

  it('offers a redraw when no firearm was drawn, once (lines 88, 685), and not otherwise', () => {
    let offered = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const state = setup({ mode: 'solo', survivor: 'shooter' }, seed);
      const firearm = state.survivor.hand.some((c) => game.cards.supply.get(c)?.category === 'firearm');
      expect(state.pending[0]?.kind === 'mulligan').toBe(!firearm);
      if (state.pending[0]?.kind !== 'mulligan') continue;
      offered++;
      const [x, y] = state.survivor.hand;
      const r = game.apply(state, { type: 'mulligan', discard: [x, y] }, { by: 0, now: 0 });
      expect(r.ok).toBe(true);
      expect(state.survivor.hand).not.toContain(x);
      expect(state.discards.supply).toEqual([x, y]);
      expect(state.pending).toEqual([]);
      expect(state.phase).toBe('survivorAction');
    }
    expect(offered).toBeGreaterThan(0);
  });

  it('under the easier rules, no Boss starts face up (line 560)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const state = started({ mode: 'solo', survivor: 'shooter', easier: true }, seed);
      for (const row of [6, 8])
        for (const z of state.rows[row].zombies) expect(game.cards.zombieType.get(z.id)?.id).not.toBe('boss');
    }
  });

  it('refuses an unknown survivor with an issue naming the field', () => {
    const r = game.setup({ mode: 'solo', survivor: 'nobody' }, { seed: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]).toMatchObject({ code: 'config.unknownSurvivor', path: ['survivor'] });
  });

  it('ignores the timer in solo (line 586)', () => {
    const state = started({ mode: 'solo', survivor: 'shooter', timer: '30' });
    expect(state.timer.endsAt).toBeNull();
    expect(game.deadlines(state)).toEqual([]);
  });
});
