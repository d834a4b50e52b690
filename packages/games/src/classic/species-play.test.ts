/**
 * Random legal play with random mixes of the expansion Zombie decks switched on (config-schema.ts: Toxic,
 * Berserker, Skinner, Dogz, Seekers, Murders of Crows, Lost Zombivors, Manhole and Bed cards; seed 001 line 331): every listed
 * action applies, the Classic invariants hold, a Seeker card never waits once the Seekers have acted (lines
 * 1447-1449), a Manhole shortage waits only on the players' choice (line 973), a Lost card never reaches the discard
 * pile (line 945), and the game ends or offers an action.
 */
import { createRng, randomInt } from '@horde/core';
import { DECK_SWITCHES } from '@horde/zombicide/rulesets/classic/index';
import { describe, expect, it } from 'vitest';
import { loadClassicModule } from './load.ts';
import { playRandomly } from './random-play.ts';

const module = loadClassicModule();
const game = module.game;
const SEEN: Record<string, number> = {};
/** "Lost" cards leave the game once drawn (seed 001 lines 945, 979). */
const LOST_CARDS = new Set(module.content.zombieCards.filter((c) => c.deck === 'lost').map((c) => c.id));
const SWITCHES = Object.keys(DECK_SWITCHES) as (keyof typeof DECK_SWITCHES)[];

describe('random species mixes keep the Classic invariants', () => {
  for (const m of module.missions) {
    it(`${m.id}: with random expansion decks switched on`, () => {
      for (let seed = 0; seed < 6; seed++) {
        const rng = createRng(seed + 900);
        const on = SWITCHES.filter(() => randomInt(rng, 2) === 1);
        const config = {
          ...module.defaultConfig(m.id, 2),
          spawnDice: seed % 2 === 0,
          ...Object.fromEntries(on.map((k) => [k, true])),
        };
        const state = game.engine.setup(config, seed);
        // Every switched-on deck's cards are in the Zombie deck.
        const decks = new Set(state.zombieDeck.map((c) => module.content.zombieCards.find((z) => z.id === c)?.deck));
        for (const k of on) expect(decks.has(DECK_SWITCHES[k]), `${m.id}: ${k}`).toBe(true);
        playRandomly(game, state, rng, {
          steps: 600,
          label: `${m.id} seed ${seed}`,
          each: (events) => {
            for (const e of events as { rule?: { code: string }; type: string }[]) {
              const r = e.rule?.code ?? '';
              for (const k of ['seekerCard', 'manholeCard', 'bedCard', 'zombieFlight', 'manholeSpot'])
                if (r === k) SEEN[k] = (SEEN[k] ?? 0) + 1;
            }
            if (state.missionState.invasions !== undefined)
              expect(state.pending.some((d) => d.kind === 'modeChoice' && d.mode === 'manholeSpot')).toBe(true);
            for (const c of state.zombieDiscard) expect(LOST_CARDS.has(c), `Lost card ${c} discarded`).toBe(false);
            if (state.missionState.seekerCard !== undefined)
              expect(state.zombiePhase !== null || state.missionState.roomsToSpawn !== undefined).toBe(true);
          },
        });
      }
    }, 180_000);
  }
  it('the random games did draw Seeker and Manhole cards and fly crows (the rules above were exercised)', () => {
    for (const k of ['seekerCard', 'manholeCard', 'zombieFlight']) expect(SEEN[k] ?? 0, k).toBeGreaterThan(0);
  });
});
