/**
 * Engine figures: random legal-play games per second (core's randomPlayout
 * on the M0-tiles bench mission), microseconds per Zombies' Phase with N
 * zombies on the 3x3 sample map, and the JSON size of a mid-game state.
 * Rates and figures, never pass/fail.
 */
import { createRng, randomInt, randomPlayout, type RngState } from '@horde/core';
import { createUoaGame, type Action, type MissionDef, type State, type UoaGame } from '@horde/zombicide';
import { buildGeometry, contentTiles, SAMPLE_MAP_3X3 } from '@horde/zombicide/board/index';
import { BENCH_CONFIG, benchMission } from '@horde/scenario/bench-mission';
import { scenarioContent } from '@horde/scenario/engine';

export interface PlayoutBench {
  games: number;
  seconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
  meanActions: number;
  outcomes: Record<string, number>;
}

export function benchGame(missions: MissionDef[]): UoaGame {
  const library = contentTiles();
  return createUoaGame({ content: scenarioContent(), missions, geometry: (m) => buildGeometry(m.tiles, library) });
}

export function benchPlayouts(seeds: number, onGame: (i: number) => void = () => {}, maxSteps = 5000): PlayoutBench {
  const game = benchGame([benchMission()]);
  randomPlayout(game, BENCH_CONFIG, 0, maxSteps); // warm-up (geometry, JIT)
  const outcomes: Record<string, number> = {};
  let actions = 0;
  const t0 = performance.now();
  for (let seed = 1; seed <= seeds; seed++) {
    const p = randomPlayout(game, BENCH_CONFIG, seed, maxSteps);
    const status = p.stop === 'finished' ? game.outcome(p.state).status : p.stop;
    outcomes[status] = (outcomes[status] ?? 0) + 1;
    actions += p.actions.length;
    onGame(seed);
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    games: seeds,
    seconds,
    gamesPerSecond: seeds / seconds,
    actionsPerSecond: actions / seconds,
    meanActions: actions / seeds,
    outcomes,
  };
}

const SAMPLE_ID = 'bench-3x3';

function sampleMission(): MissionDef {
  return {
    ...benchMission(),
    id: SAMPLE_ID,
    name: 'Bench: 3x3 sample map',
    tiles: SAMPLE_MAP_3X3.map((t) => ({ ...t })),
    start: '2R:s4',
    exits: [],
    spawns: [],
    objectives: [],
    zombies: [],
    goals: [{ kind: 'allExit' }],
    rules: { objectiveAp: 5, objectiveBounty: [] },
  };
}

/** A players'-phase state on the 3x3 map with `zombies` zombies spread over the streets, survivors who cannot die. */
function zombieState(game: UoaGame, zombies: number, rng: RngState): State {
  const state = game.setup({ mission: SAMPLE_ID, survivors: [{ id: 'meg' }, { id: 'carl' }, { id: 'jimmy' }] }, 7);
  const geo = game.context(state).geo;
  const streets = geo.zones.filter((z) => z.kind === 'street').map((z) => z.id);
  state.survivors.forEach((s, i) => {
    s.zone = streets[(i * 11) % streets.length];
    s.health = 1_000_000;
  });
  // The box holds 72 zombies; the bench lifts that limit (no spawn zone on this map draws from the pool).
  state.pool = [zombies, zombies, zombies, 1];
  const types = [0, 0, 0, 0, 1, 2]; // mostly Walkers, some Runners and Fatties
  for (let n = 0; n < zombies; n++) {
    const t = types[randomInt(rng, types.length)];
    const z = streets[randomInt(rng, streets.length)];
    state.zombies[z * 4 + t]++;
    state.pool[t]--;
  }
  return state;
}

/** Ends every survivor's turn and answers decisions with the first legal answer until the next players' phase. */
function playZombiePhase(game: UoaGame, state: State): void {
  for (const [i] of state.survivors.entries()) {
    const r = game.apply(state, { type: 'endTurn', s: i } as Action);
    if (!r.ok) throw new Error(r.error.message);
  }
  for (let guard = 0; state.pending.length > 0 && guard < 10_000; guard++)
    game.apply(state, game.legalActions(state)[0]);
}

export interface ZombiePhaseBench {
  zombies: number;
  runs: number;
  microseconds: number;
}

export function benchZombiePhase(zombies: number, runs: number, onRun: () => void = () => {}): ZombiePhaseBench {
  const game = benchGame([sampleMission()]);
  const rng = createRng(zombies);
  const base = zombieState(game, zombies, rng);
  for (let i = 0; i < 20; i++) playZombiePhase(game, game.clone(base)); // warm-up
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const state = game.clone(base);
    const t0 = performance.now();
    playZombiePhase(game, state);
    total += performance.now() - t0;
    onRun();
  }
  return { zombies, runs, microseconds: (total / runs) * 1000 };
}

/** JSON size of the bench mission's state after `steps` random legal actions. */
export function midGameStateBytes(steps = 40, seed = 3): { steps: number; bytes: number } {
  const game = benchGame([benchMission()]);
  const p = randomPlayout(game, BENCH_CONFIG, seed, steps);
  return { steps: p.actions.length, bytes: Buffer.byteLength(JSON.stringify(p.state)) };
}
