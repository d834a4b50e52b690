/**
 * Undead or Alive's engine figures: random legal-play games per second on the
 * M0-tiles bench mission (through the game contract, as any tool plays it),
 * microseconds per Zombies' Phase with N zombies on the 3x3 sample map, and
 * the JSON size of a mid-game state. Rates and figures, never pass/fail.
 */
import { createRng, describeRefusal, randomInt, randomPlayout, type RngState } from '@horde/core';
import { addZombies, type Action, type State } from '@horde/zombicide';
import { FATTY, RUNNER, WALKER, type UoaGame } from '@horde/zombicide/rulesets/uoa/index';
import type { Benchmark } from '../module.ts';
import { BENCH_3X3_ID, BENCH_CONFIG } from './test-missions.ts';

export interface PlayoutBench {
  games: number;
  seconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
  meanActions: number;
  outcomes: Record<string, number>;
}

export function benchPlayouts(
  game: UoaGame,
  seeds: number,
  onGame: (i: number) => void = () => {},
  maxSteps = 5000,
): PlayoutBench {
  randomPlayout(game, BENCH_CONFIG, 0, { maxSteps }); // warm-up (geometry, JIT)
  const outcomes: Record<string, number> = {};
  let actions = 0;
  const t0 = performance.now();
  for (let seed = 1; seed <= seeds; seed++) {
    const p = randomPlayout(game, BENCH_CONFIG, seed, { maxSteps });
    const outcome = game.outcome(p.state);
    const status = outcome.over ? outcome.reason : p.stop;
    outcomes[status] = (outcomes[status] ?? 0) + 1;
    actions += p.log.length;
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

/**
 * What the game contract costs: random games on one seat (identical games both ways: the seat is the only one
 * awaited and may send every legal action) through the contract (awaiting, legalActions for the seat, apply with
 * its seat check, the log) and through the engine alone. Trials alternate in one process; the median ratio of
 * their rates is printed (1.0: the contract is free).
 */
export function benchContractOverhead(
  game: UoaGame,
  rounds = 12,
  seeds = 60,
): { ratio: number; contract: number; raw: number } {
  const config = { ...BENCH_CONFIG, survivors: BENCH_CONFIG.survivors.map((s) => ({ ...s, player: 0 })), players: 1 };
  const throughContract = (seed: number) => randomPlayout(game, config, seed, { maxSteps: 5000 }).log.length;
  const engineAlone = (seed: number) => {
    const state = game.engine.setup(config, seed);
    const chooser = createRng(seed ^ 0x5eed);
    let n = 0;
    for (; n < 5000 && state.phase !== 'won' && state.phase !== 'lost'; n++) {
      const legal = game.engine.legalActions(state);
      game.engine.apply(state, legal[randomInt(chooser, legal.length)]);
    }
    return n;
  };
  const rate = (play: (seed: number) => number) => {
    let actions = 0;
    const t0 = performance.now();
    for (let seed = 1; seed <= seeds; seed++) actions += play(seed);
    return actions / ((performance.now() - t0) / 1000);
  };
  rate(throughContract);
  rate(engineAlone);
  const runs = Array.from({ length: rounds }, () => {
    const contract = rate(throughContract);
    const raw = rate(engineAlone);
    return { contract, raw, ratio: contract / raw };
  }).sort((a, b) => a.ratio - b.ratio);
  return runs[Math.floor(runs.length / 2)];
}

/** A players'-phase state on the 3x3 map with `zombies` zombies spread over the streets, survivors who cannot die. */
function zombieState(game: UoaGame, zombies: number, rng: RngState): State {
  const state = game.engine.setup(
    { mission: BENCH_3X3_ID, survivors: [{ id: 'meg' }, { id: 'carl' }, { id: 'jimmy' }] },
    7,
  );
  const geo = game.context(state).geo;
  const streets = geo.zones.filter((z) => z.kind === 'street').map((z) => z.id);
  state.survivors.forEach((s, i) => {
    s.zone = streets[(i * 11) % streets.length];
    s.health = 1_000_000;
  });
  // The box holds 72 zombies; the bench lifts that limit (no spawn zone on this map draws from the pool).
  state.pool = [zombies, zombies, zombies, 1];
  const types = [WALKER, WALKER, WALKER, WALKER, RUNNER, FATTY]; // mostly Walkers, some Runners and Fatties
  for (let n = 0; n < zombies; n++) {
    const t = types[randomInt(rng, types.length)];
    const z = streets[randomInt(rng, streets.length)];
    addZombies(state, z, t, 1);
  }
  return state;
}

/** Ends every survivor's turn and answers decisions with the first legal answer until the next players' phase. */
function playZombiePhase(game: UoaGame, state: State): void {
  for (const [i] of state.survivors.entries()) {
    const r = game.engine.apply(state, { type: 'endTurn', s: i } as Action);
    if (!r.ok) throw new Error(describeRefusal(r.error));
  }
  for (let guard = 0; state.pending.length > 0 && guard < 10_000; guard++)
    game.engine.apply(state, game.engine.legalActions(state)[0]);
}

export interface ZombiePhaseBench {
  zombies: number;
  runs: number;
  microseconds: number;
}

export function benchZombiePhase(
  game: UoaGame,
  zombies: number,
  runs: number,
  onRun: () => void = () => {},
): ZombiePhaseBench {
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
export function midGameStateBytes(game: UoaGame, steps = 40, seed = 3): { steps: number; bytes: number } {
  const p = randomPlayout(game, BENCH_CONFIG, seed, { maxSteps: steps });
  return { steps: p.log.length, bytes: new TextEncoder().encode(JSON.stringify(p.state)).length };
}

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** `horde bench engine`: the three figures above, as printed lines. */
export const engineBench: Benchmark<UoaGame> = {
  description: "random playouts per second, zombies' phase time, mid-game state size",
  run(game, { seeds, runs }, progress) {
    const lines: string[] = [];
    let bar = progress('random playouts', seeds);
    const p = benchPlayouts(game, seeds, (i) => bar.update(i));
    bar.stop();
    const outcomes = Object.entries(p.outcomes)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    lines.push(
      `random playouts (M0 tiles, 4 survivors, 1 core): ${fmt(p.gamesPerSecond)} games/s, ${fmt(p.actionsPerSecond, 0)} actions/s, ${fmt(p.meanActions)} actions/game over ${p.games} seeds (${outcomes})`,
    );
    bar = progress('contract overhead', 1);
    const o = benchContractOverhead(game);
    bar.stop();
    lines.push(
      `game contract (identical games, 1 seat): ${fmt(o.contract, 0)} actions/s through the contract, ${fmt(o.raw, 0)} through the engine alone, ratio ${o.ratio.toFixed(2)} (median of alternating trials)`,
    );
    for (const n of [50, 150]) {
      bar = progress(`zombies' phase, ${n}`, runs);
      const z = benchZombiePhase(game, n, runs, () => bar.update(undefined));
      bar.stop();
      lines.push(
        `zombies' phase (3x3 sample map, ${n} zombies): ${fmt(z.microseconds)} µs per phase (mean of ${z.runs})`,
      );
    }
    const s = midGameStateBytes(game);
    lines.push(`mid-game state (after ${s.steps} actions): ${fmt(s.bytes / 1024)} kB of JSON (${s.bytes} bytes)`);
    return lines;
  },
};
