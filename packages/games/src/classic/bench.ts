/**
 * Zombicide Classic's engine figures on mission C0 (one seat, the default posse of six, through the game
 * contract): random legal-play games per second, microseconds per clone / legal actions / apply on a
 * mid-game state, the cost of a board with one more door open (first build, then cached), and the JSON
 * size of a mid-game state. Rates and figures, never pass/fail.
 */
import { createRng, randomInt, randomPlayout } from '@horde/core';
import type { GameConfig, State, ZombicideGame } from '@horde/zombicide';
import type { Benchmark } from '../module.ts';

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export const BENCH_MISSION = 'C0';

function benchConfig(game: ZombicideGame): GameConfig {
  const ids = Object.keys(game.context(BENCH_MISSION).survivors).slice(0, 6);
  return { mission: BENCH_MISSION, survivors: ids.map((id) => ({ id, player: 0 })), players: 1 };
}

/** A state some random actions into a game (doors opened, zombies out). */
function midGame(game: ZombicideGame, config: GameConfig, seed: number, steps: number): State {
  const state = game.engine.setup(config, seed);
  const rng = createRng(seed ^ 0x51ab);
  for (let n = 0; n < steps && state.phase !== 'won' && state.phase !== 'lost'; n++) {
    const legal = game.engine.legalActions(state);
    game.engine.apply(state, legal[randomInt(rng, legal.length)]);
  }
  return state;
}

function microseconds(runs: number, body: () => void): number {
  for (let i = 0; i < Math.min(200, runs); i++) body();
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) body();
  return ((performance.now() - t0) * 1000) / runs;
}

export const classicEngineBench: Benchmark<ZombicideGame> = {
  description: 'C0 random games per second, clone / legal actions / apply microseconds, a door opened, state size',
  run(game, { seeds, runs }, progress) {
    const config = benchConfig(game);
    const lines: string[] = [];
    const bar = progress('random games on C0', seeds);
    randomPlayout(game, config, 0, { maxSteps: 5000 });
    let actions = 0;
    const outcomes: Record<string, number> = {};
    const t0 = performance.now();
    for (let seed = 1; seed <= seeds; seed++) {
      const p = randomPlayout(game, config, seed, { maxSteps: 5000 });
      const o = game.outcome(p.state);
      const status = o.over ? o.reason : p.stop;
      outcomes[status] = (outcomes[status] ?? 0) + 1;
      actions += p.log.length;
      bar.update(seed);
    }
    const seconds = (performance.now() - t0) / 1000;
    lines.push(
      `random play, C0, 6 survivors: ${fmt(seeds / seconds)} games/s, ${fmt(actions / seconds, 0)} actions/s (${fmt(actions / seeds, 0)} actions a game; ${Object.entries(
        outcomes,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')})`,
    );
    const state = midGame(game, config, 7, 120);
    const legal = game.engine.legalActions(state);
    const n = Math.max(1000, runs * 100);
    lines.push(
      `mid-game C0 (round ${state.round}, ${state.doors?.length ?? 0} doors open): clone ${fmt(microseconds(n, () => game.clone(state)))} µs, legal actions ${fmt(
        microseconds(n, () => game.engine.legalActions(state)),
      )} µs (${legal.length}), clone+apply ${fmt(
        microseconds(n, () => game.engine.apply(game.clone(state), legal[legal.length - 1])),
      )} µs`,
    );
    const ctx = game.context(state);
    const closed = ctx.geo.doors.find((d) => !state.doors?.includes(d.id));
    if (closed) {
      const open = { ...state, doors: [...(state.doors ?? []), closed.id].sort((a, b) => a - b) };
      const t1 = performance.now();
      game.context(open); // the first time: geometry of the new door set (adjacency, sight, paths)
      const first = (performance.now() - t1) * 1000;
      const cached = microseconds(n, () => game.context(open));
      lines.push(
        `a door more: its board built in ${fmt(first / 1000, 2)} ms the first time, ${fmt(cached, 2)} µs cached`,
      );
    }
    lines.push(`mid-game state: ${fmt(JSON.stringify(state).length / 1024)} kB of JSON`);
    return lines;
  },
};
