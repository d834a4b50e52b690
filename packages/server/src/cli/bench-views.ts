/**
 * `horde bench views --game <id>`: what the server spends, per accepted action, to tell every seat what
 * changed (a view per seat, then a patch of the last one; issue 12, finding 8). Two ways on the same
 * states: copied views diffed one by one, as the room did before, and the game's readonlyView (the state's
 * own objects) diffed through one memo per action, as the room does now. Prints rates and the ratio, and
 * whether both give the same patches (they must).
 */
import { createRng, randomInt, setupOrThrow, type AnyGame } from '@horde/core';
import type { AnyModule } from '@horde/games';
import type { PatchOperation } from '../protocol/messages.ts';
import { viewDiff, type DiffMemo } from '../rooms/view-diff.ts';

export interface BenchViewsOptions {
  /** Random games whose states are measured. */
  seeds: number;
  /** Timed passes over all the states (the best is reported). */
  runs: number;
}

/** The states of random legal games (the first awaited seat acts), each after one action. */
function randomStates(module: AnyModule, seeds: number, seats: number): unknown[] {
  const game = module.game;
  const config = module.defaultConfig(module.entries[0].id, seats);
  const states: unknown[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const rng = createRng(seed);
    let state = setupOrThrow(game, config, { seed, now: 0 });
    for (let step = 0; step < 300 && !game.outcome(state).over; step++) {
      const seat = game.awaiting(state)[0];
      if (seat === undefined) break;
      const legal = game.legalActions(state, seat);
      if (legal.length === 0) break;
      const next = game.clone(state);
      if (!game.apply(next, legal[randomInt(rng, legal.length)], { by: seat, now: step * 1000 }).ok) break;
      states.push(next);
      state = next;
    }
  }
  return states;
}

/** One broadcast per state: each seat's view document and its patch of the previous one. */
function broadcastAll(game: AnyGame, states: unknown[], seats: number, shared: boolean): PatchOperation[][] {
  const patches: PatchOperation[][] = [];
  let previous: unknown[] = [];
  for (const state of states) {
    const memo: DiffMemo | undefined = shared ? new Map() : undefined;
    const docs: unknown[] = [];
    for (let seat = 0; seat < seats; seat++) {
      const view = shared && game.readonlyView ? game.readonlyView(state, seat) : game.view(state, seat);
      const doc = { view, legal: game.legalActions(state, seat) };
      if (previous[seat]) patches.push(viewDiff(previous[seat], doc, memo));
      docs.push(doc);
    }
    previous = docs;
  }
  return patches;
}

function bestOf(runs: number, work: () => void): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

export function benchViews(module: AnyModule, options: BenchViewsOptions): string[] {
  const game = module.game;
  const seats = game.meta.seats.max;
  const states = randomStates(module, options.seeds, seats);
  if (states.length === 0) return [`${module.name}: no state to measure`];
  // Warmed up first, then the two ways in turns, so that neither gets the JIT's or the machine's better moments.
  broadcastAll(game, states, seats, false);
  broadcastAll(game, states, seats, true);
  let copied = Infinity,
    shared = Infinity;
  for (let i = 0; i < options.runs; i++) {
    copied = Math.min(
      copied,
      bestOf(1, () => broadcastAll(game, states, seats, false)),
    );
    shared = Math.min(
      shared,
      bestOf(1, () => broadcastAll(game, states, seats, true)),
    );
  }
  const same =
    JSON.stringify(broadcastAll(game, states, seats, false)) ===
    JSON.stringify(broadcastAll(game, states, seats, true));
  const bytes = JSON.stringify(broadcastAll(game, states, seats, true)).length / states.length;
  const perAction = (ms: number) => `${((ms * 1000) / states.length).toFixed(0)} µs`;
  return [
    `${module.name}: ${states.length} states of ${options.seeds} random games, ${seats} seats, best of ${options.runs} passes`,
    `before: view() per seat, each diffed alone: ${perAction(copied)} per action`,
    `now: ${game.readonlyView ? 'readonlyView()' : 'view() (the game has no readonlyView)'} per seat, one memo per action: ${perAction(shared)} per action (${(copied / shared).toFixed(2)}x)`,
    `patches: ${(bytes / 1024).toFixed(1)} KiB per action to all seats; the same both ways: ${same ? 'yes' : 'NO'}`,
  ];
}
