/**
 * Recording a game for the corpus: the module's bots play every seat, each action at a clock that moves by a
 * "think time", and deadlines fire the way the server fires them: when the next action's time passes a
 * deadline, its action is applied first, as `system`, at the deadline's `at`.
 */
import type { Bot } from '@horde/bots';
import {
  createRng,
  describeIssue,
  describeRefusal,
  dueDeadline,
  hashState,
  hashString,
  randomInt,
  type Seat,
  type Seed,
} from '@horde/core';
import type { AnyModule } from '../module.ts';
import type { Recording, Step } from './recording.ts';

/** One game of the corpus, as its author describes it; `recordGame` plays it. */
export interface CorpusSpec {
  game: string;
  name: string;
  about: string;
  /** The config, built from the module (its posse helpers); stored resolved in the recording. */
  config(module: AnyModule): unknown;
  /** The bot of each seat by name (`module.bots`); the last one plays any further seat. */
  bots: string[];
  /** Actions recorded at most (the game may end before). */
  maxActions: number;
  /** Clock between two seat actions, ms: a fixed step or a [min, max] range drawn per action. Default 1000. */
  think?: number | [number, number];
}

/** The corpus's games start on 2025-01-01 (a fixed clock: the recording is reproducible). */
const EPOCH = Date.UTC(2025, 0, 1);

/** A 128-bit seed (as the server's) derived from the game's name: re-recording gives the same game. */
export function seedOf(spec: Pick<CorpusSpec, 'game' | 'name'>): Seed {
  const key = `${spec.game}/${spec.name}`;
  return hashString(key) + hashString(`${key}#`);
}

export function recordGame(module: AnyModule, spec: CorpusSpec): Recording {
  const { game } = module;
  const config = spec.config(module);
  const seed = seedOf(spec);
  const botSeed = Number.parseInt(String(seed).slice(0, 8), 16);
  const setup = game.setup(config, { seed, now: EPOCH });
  if (!setup.ok)
    throw new Error(`${spec.game}/${spec.name}: config refused: ${setup.issues.map(describeIssue).join('; ')}`);
  const state = setup.state;
  const start = hashState(state);
  const bots = new Map<Seat, Bot<unknown, unknown>>();
  const botFor = (seat: Seat) => {
    let bot = bots.get(seat);
    if (!bot) {
      const name = spec.bots[Math.min(seat, spec.bots.length - 1)];
      const make = module.bots[name];
      if (!make) throw new Error(`${spec.game}/${spec.name}: no bot "${name}" (has: ${Object.keys(module.bots)})`);
      bots.set(seat, (bot = make(botSeed + seat)));
    }
    return bot;
  };
  // The clock's own RNG: the game's RNG sees only the game's draws.
  const clock = createRng((botSeed ^ 0x7157) >>> 0);
  const think = () => {
    const t = spec.think ?? 1000;
    return typeof t === 'number' ? t : t[0] + randomInt(clock, t[1] - t[0] + 1);
  };
  const steps: Step[] = [];
  let now = EPOCH;
  let stop: Recording['stop'] = 'cap';
  while (steps.length < spec.maxActions) {
    if (game.outcome(state).over) {
      stop = 'over';
      break;
    }
    const next = now + think();
    const due = dueDeadline(game.deadlines(state), next);
    let by: Step['by'];
    let action: unknown;
    if (due) {
      by = 'system';
      action = due.action;
      now = Math.max(now, due.at);
    } else {
      const seats = game.awaiting(state);
      const legal = seats.length ? game.legalActions(state, seats[0]) : [];
      if (legal.length === 0) {
        stop = 'stuck';
        break;
      }
      by = seats[0];
      action = legal.length === 1 ? legal[0] : botFor(seats[0]).choose(state, legal, seats[0]);
      now = next;
    }
    // The recorded action is the JSON the server would store, not the object the bot holds.
    action = JSON.parse(JSON.stringify(action));
    const result = game.apply(state, action, { by, now });
    if (!result.ok)
      throw new Error(
        `${spec.game}/${spec.name}: action #${steps.length + 1} refused: ${describeRefusal(result.error)}`,
      );
    steps.push({ by, now, action, hash: hashState(state) });
  }
  return {
    game: spec.game,
    name: spec.name,
    about: spec.about,
    rulesVersion: game.meta.rulesVersion,
    config: JSON.parse(JSON.stringify(config)),
    seed,
    now: EPOCH,
    bots: spec.bots,
    start,
    stop,
    steps,
  };
}
