/** The Seconds to Live game module: entries, configs, catalogue and figures the platform reads. */
import { describe, expect, it } from 'vitest';
import { playGame } from '@horde/bots';
import { createSecondsModule } from './module.ts';

const module = createSecondsModule();

describe('createSecondsModule', () => {
  it('offers solo against each automaton and two-player games, with playable default configs', () => {
    expect(module.entries.map((e) => e.id)).toEqual(['solo-fast', 'solo-swarm', 'duel', 'duel-untimed']);
    for (const entry of module.entries) {
      const config = module.defaultConfig(entry.id, entry.id.startsWith('solo') ? 1 : 2);
      const setup = module.game.setup(config, { seed: 5 });
      expect(setup.ok).toBe(true);
      if (setup.ok) expect(module.game.seatCount(setup.state)).toBe(entry.id.startsWith('solo') ? 1 : 2);
    }
    expect(module.defaultConfig('solo-swarm', 1)).toMatchObject({ mode: 'solo', automaton: 'swarm', timer: 'off' });
  });

  it('has a small JSON catalogue for the lobby: the entries and the 16 survivors (the cards come with the table)', () => {
    const catalogue = module.catalogue();
    const json = JSON.parse(JSON.stringify(catalogue));
    expect(json).toEqual(catalogue);
    expect(json.survivors).toHaveLength(16);
    expect(json.entries[0]).toEqual({ id: 'solo-fast', mode: 'solo', automaton: 'fast' });
    expect(JSON.stringify(json).length).toBeLessThan(4000);
  });

  it('names its bots and reports figures, a round and seat pieces', () => {
    expect(Object.keys(module.bots)).toEqual(['random', 'survivor', 'zombie', 'search']);
    const r = playGame(module.game, module.defaultConfig('solo-fast', 1), 3, () => module.bots.survivor(3), {
      maxRounds: 1000,
    });
    const figures = module.simFigures!(r.state);
    expect(figures).toMatchObject({ turns: r.state.turn });
    expect(module.round!(r.state)).toBe(r.state.turn);
    expect(module.seatPieces!(module.defaultConfig('duel', 2), 1)).toEqual(['Zombies']);
    expect(module.seatPieces!({ survivor: 'sophia' }, 0)).toEqual(['Sophia']);
  });
});
