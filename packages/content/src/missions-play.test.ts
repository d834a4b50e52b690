/** Random legal play on every shipped mission: every listed action applies and no invariant breaks (trains, companions, machines included). */
import { describe, expect, it } from 'vitest';
import { createRng, describeRefusal, randomInt } from '@horde/core';
import { createUoaGame, invariantViolations } from '@horde/zombicide/rulesets/uoa/index';
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
        const state = game.engine.setup(
          { mission: m.id, survivors: posse.map((s, i) => ({ id: s.id, player: i % 2, starting: 'pistol' as const })) },
          seed,
        );
        const rng = createRng(seed + 1000);
        for (let step = 0; step < 1500 && game.outcome(state).over === false; step++) {
          const legal = game.engine.legalActions(state);
          expect(legal.length).toBeGreaterThan(0);
          const action = legal[randomInt(rng, legal.length)];
          const result = game.engine.apply(state, action);
          expect(
            result.ok,
            `${m.id} seed ${seed}: ${JSON.stringify(action)} ${result.ok ? '' : describeRefusal(result.error)}`,
          ).toBe(true);
          expect(invariantViolations(state)).toEqual([]);
        }
      }
    }, 60_000);
  }
});

describe('random legal play with random skills', () => {
  it('every skill of the content, given at random to the posse, keeps legal actions applicable and invariants intact', () => {
    const keys = content.skills.map((k) =>
      k.parameterised
        ? `${k.id}(${k.param === 'zombie' ? 'walker' : k.param === 'equipment' ? 'pistol' : k.param === 'skill' ? 'lowProfile' : k.param === 'attack' ? 'melee' : 'combat'})`
        : k.id,
    );
    const m = missions.find((x) => x.id === 'M0')!;
    for (let seed = 0; seed < 60; seed++) {
      const rng = createRng(seed + 7);
      const posse = content.survivors.slice(0, 4);
      const state = game.engine.setup(
        { mission: m.id, survivors: posse.map((s, i) => ({ id: s.id, player: i % 2, starting: 'pistol' as const })) },
        seed,
      );
      for (const s of state.survivors) for (let i = 0; i < 6; i++) s.skills.push(keys[randomInt(rng, keys.length)]);
      for (let step = 0; step < 1200 && game.outcome(state).over === false; step++) {
        const legal = game.engine.legalActions(state);
        expect(legal.length).toBeGreaterThan(0);
        const action = legal[randomInt(rng, legal.length)];
        const result = game.engine.apply(state, action);
        expect(
          result.ok,
          `seed ${seed}: ${JSON.stringify(action)} ${result.ok ? '' : describeRefusal(result.error)}`,
        ).toBe(true);
        expect(invariantViolations(state)).toEqual([]);
      }
    }
  }, 120_000);
});

describe('a posse of 3 completing its ranks with Companions (EN 282)', () => {
  for (const m of missions) {
    it(`${m.id}: 3 survivors and 3 Companions play legally to the end, invariants intact`, () => {
      const allowed = content.survivors.filter((s) => !m.forbiddenClasses.includes(s.class));
      const posse = allowed.slice(0, 3);
      const companions = allowed.slice(3, 6).map((s, i) => (i < 2 ? { id: s.id, leader: i } : { id: s.id }));
      for (let seed = 0; seed < 5; seed++) {
        const state = game.engine.setup(
          {
            mission: m.id,
            survivors: posse.map((s, i) => ({ id: s.id, player: i % 2, starting: 'pistol' as const })),
            companions,
          },
          seed,
        );
        expect(state.survivors.filter((s) => s.companion && companions.some((c) => c.id === s.id))).toHaveLength(3);
        const rng = createRng(seed + 2000);
        for (let step = 0; step < 1500 && game.outcome(state).over === false; step++) {
          const legal = game.engine.legalActions(state);
          expect(legal.length).toBeGreaterThan(0);
          const action = legal[randomInt(rng, legal.length)];
          const result = game.engine.apply(state, action);
          expect(result.ok, `${m.id} seed ${seed}: ${JSON.stringify(action)}`).toBe(true);
          expect(invariantViolations(state)).toEqual([]);
        }
      }
    }, 60_000);
  }
  it('refuses a posse of 5 with a Companion, and more Companions than ranks to fill', () => {
    const ids = content.survivors.map((s) => s.id);
    const config = (n: number, c: number) => ({
      mission: 'M0',
      survivors: ids.slice(0, n).map((id) => ({ id, starting: 'pistol' as const })),
      companions: ids.slice(n, n + c).map((id) => ({ id, leader: 0 })),
    });
    expect(() => game.engine.setup(config(5, 1), 1)).toThrow(/setup\.companionsPosse \{min: 3, max: 4, posse: 5\}/);
    expect(() => game.engine.setup(config(4, 3), 1)).toThrow(/setup\.companionsRanks \{ranks: 6, posse: 4, most: 2\}/);
    expect(() => game.engine.setup(config(4, 2), 1)).not.toThrow();
  });
});
