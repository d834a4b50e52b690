/** Random legal play on every shipped mission: every listed action applies and no invariant breaks (trains, companions, machines included). */
import { describe, expect, it } from 'vitest';
import { createRng, randomInt } from '@horde/core';
import { createUoaGame, invariantViolations } from '@horde/zombicide';
import { loadContent } from './load.ts';
import { loadMissions, missionGeometry } from './missions.ts';

const content = loadContent();
const missions = loadMissions();
const game = createUoaGame({ content, missions, geometry: (m) => missionGeometry(m) });

describe('random legal play on every mission', () => {
  for (const m of missions) {
    it(`${m.id}: legal actions always apply, invariants hold, the game ends or offers an action`, () => {
      const posse = content.survivors.filter((s) => !m.forbiddenClasses.includes(s.class)).slice(0, 4);
      for (let seed = 0; seed < 20; seed++) {
        const state = game.setup({ mission: m.id, survivors: posse.map((s, i) => ({ id: s.id, player: i % 2, starting: 'pistol' as const })) }, seed);
        const rng = createRng(seed + 1000);
        for (let step = 0; step < 1500 && game.outcome(state).status === 'ongoing'; step++) {
          const legal = game.legalActions(state);
          expect(legal.length).toBeGreaterThan(0);
          const action = legal[randomInt(rng, legal.length)];
          const result = game.apply(state, action);
          expect(result.ok, `${m.id} seed ${seed}: ${JSON.stringify(action)} ${result.ok ? '' : result.error.message}`).toBe(true);
          expect(invariantViolations(state)).toEqual([]);
        }
      }
    }, 60_000);
  }
});
