/**
 * A Zombicide ruleset as core `GameRules` (contract v2): setup, seats, legal
 * actions, apply, views and outcome over plain-data states. Static data (the
 * ruleset, content, missions, geometry) is bound once; a state names its
 * mission.
 *
 * `engine` gives tools that play every seat (tests, the scenario runner,
 * bots) the rules without seat checks: all legal actions at once, and apply
 * without an actor.
 */
import {
  clonePlain,
  type Seed,
  illegal,
  SEAT_NOT_YOURS,
  sharedResult,
  type Game,
  type GameMeta,
  type GameRules,
  type Issue,
  type Outcome,
  type SetupResult,
} from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { BoardGeometry } from './board/types.ts';
import { coverZones } from './board/cover.ts';
import { placeStairs } from './board/stairs.ts';
import { pitchTents } from './board/tents.ts';
import { barricadedGeometry, barricadeSpots, blockedBorders } from './board/barricades.ts';
import { layPlanks } from './board/planks.ts';
import type { BoardGeometryWithGrid } from './board/geometry.ts';
import type { MissionDef } from './defs.ts';
import { createContext, type Content, type RulesContext } from './context.ts';
import type { Ruleset } from './ruleset.ts';
import type { State } from './state.ts';
import { setupState, SetupError, validateConfig, type GameConfig } from './setup.ts';
import { determinize } from './determinize.ts';
import { explainAction, stateFromView } from './explain.ts';
import { applyAction } from './apply.ts';
import { legalActions } from './legal.ts';
import { viewFor, type PlayerView } from './view.ts';
import { closesUndo, undoKey } from './undo.ts';
import { shapeKey } from './board/assemble.ts';
import { awaitedSeats, legalFor, mayAct } from './seats.ts';

export interface ZombicideGameOptions {
  content: Content;
  missions: MissionDef[];
  /** Board geometry of a mission's map with these doors open (cached by the board module). */
  geometry: (mission: MissionDef, openDoors?: readonly number[]) => BoardGeometry;
}

/** The rules without seats, for tools that play every seat. */
export interface ZombicideEngine {
  /** Throws SetupError on a config the rules refuse. `rulesVersion`: play an older version's rules (Ruleset.options). */
  setup(config: GameConfig, seed: Seed, rulesVersion?: string): State;
  legalActions(state: State): Action[];
  apply(state: State, action: Action): ReturnType<typeof applyAction>;
}

/** The rules of a Zombicide ruleset as a core `GameRules`, with its contexts and seatless engine. */
export interface ZombicideRules extends GameRules<GameConfig, State, Action, GameEvent, PlayerView> {
  context(state: State | string): RulesContext;
  readonly engine: ZombicideEngine;
  /** A view read as a state, for questions a view cannot answer alone (explain.ts): never played on. */
  stateFromView(view: PlayerView): State;
  // The contract's optional tools, always here.
  explain: NonNullable<GameRules<GameConfig, State, Action, GameEvent, PlayerView>['explain']>;
  determinize: NonNullable<GameRules<GameConfig, State, Action, GameEvent, PlayerView>['determinize']>;
  validate: NonNullable<GameRules<GameConfig, State, Action, GameEvent, PlayerView>['validate']>;
}

/** The same with the schemas a client's input is checked against (zombicide/src/validated-game.ts). */
export interface ZombicideGame extends ZombicideRules, Game<GameConfig, State, Action, GameEvent, PlayerView> {
  explain: ZombicideRules['explain'];
  determinize: ZombicideRules['determinize'];
  validate: ZombicideRules['validate'];
}

/** Asked at every step of a playout: one shared answer, no allocation. */
const ONGOING: Outcome = Object.freeze({ over: false });

/** Contexts kept per game (mission and board shapes, door sets). */
const MAX_CONTEXTS = 512;

/**
 * The geometry with what the mission puts on the board: stair tokens over fences (board/stairs.ts), tents
 * (board/tents.ts) and the zones it covers with a token (the crashed helicopter, rubble) made impassable
 * (board/cover.ts); a geometry computed without its cell grid cannot carry them.
 */
function covered(mission: MissionDef, geo: BoardGeometry): BoardGeometry {
  const covers = [...(mission.covered ?? []), ...(mission.rubble ?? [])];
  if (covers.length === 0 && !mission.tents?.length && !mission.stairs?.length) return geo;
  if (!('grid' in geo)) throw new Error(`Mission ${mission.id} changes its board: its geometry needs the board's grid`);
  const stairs = placeStairs(geo as BoardGeometryWithGrid, mission.stairs ?? []);
  return coverZones(pitchTents(stairs, mission.tents ?? []), covers);
}

/** The complete barricades [TCM] standing on a mission's spots (spot indices, ascending); none for most games. */
function completeBarricades(state: State): number[] {
  if (!state.barricades) return [];
  return state.barricades
    .filter((b) => b.complete)
    .map((b) => b.spot)
    .sort((a, b) => a - b);
}

/** The geometry with the borders the complete barricades set apart closed to Moves (board/barricades.ts). */
function barricaded(mission: MissionDef, geo: BoardGeometry, complete: readonly number[]): BoardGeometry {
  if (complete.length === 0) return geo;
  if (!('grid' in geo)) throw new Error(`Mission ${mission.id} has barricades: its geometry needs the board's grid`);
  // A Handyman's Leader builds off the mission's spots too (free keys, board/barricades.ts).
  const spots = barricadeSpots(geo as BoardGeometryWithGrid, mission.barricades ?? []);
  return barricadedGeometry(geo, blockedBorders(spots, complete, geo as BoardGeometryWithGrid));
}

/** Zombicide has no clock: one shared empty list, no allocation per call. */
const NO_DEADLINES: readonly never[] = Object.freeze([]);

/**
 * A ruleset's rules bound to content and missions. No schema here: the in-browser tables play by these alone,
 * and the server and tools add the schemas (validated-game.ts).
 */
export function createZombicideRules(ruleset: Ruleset, options: ZombicideGameOptions): ZombicideRules {
  const meta: GameMeta = ruleset.meta;
  // One context per mission and board shape (a moving train changes the board, an opened door too).
  // Contexts with open doors are many over a long simulation: an LRU keeps the most recent.
  const contexts = new Map<string, RulesContext>();
  const context = (stateOrMission: State | string): RulesContext => {
    const id = typeof stateOrMission === 'string' ? stateOrMission : stateOrMission.mission;
    const board = typeof stateOrMission === 'string' ? null : stateOrMission.board;
    const doors = typeof stateOrMission === 'string' ? undefined : stateOrMission.doors;
    const shaped = board ? `${id}|${shapeKey(board)}` : id;
    const complete = typeof stateOrMission === 'string' ? [] : completeBarricades(stateOrMission);
    const opened = doors && doors.length > 0 ? `${shaped}|doors:${doors.join(',')}` : shaped;
    const key = complete.length > 0 ? `${opened}|barricades:${complete.join(',')}` : opened;
    const varies = (doors && doors.length > 0) || complete.length > 0;
    let ctx = contexts.get(key);
    if (!ctx) {
      const mission = options.missions.find((m) => m.id === id);
      if (!mission) throw new SetupError('setup.unknownMission', ['mission'], { mission: id });
      ctx = createContext(
        ruleset,
        options.content,
        mission,
        barricaded(
          mission,
          // Planks [AN] across Hole Zones (board/planks.ts).
          layPlanks(
            covered(mission, options.geometry(board ? { ...mission, tiles: board } : mission, doors)),
            mission.planks ?? [],
          ),
          complete,
        ),
        context,
      );
      if (varies && contexts.size >= MAX_CONTEXTS) {
        for (const k of contexts.keys())
          if (k.includes('|doors:') || k.includes('|barricades:')) {
            contexts.delete(k); // the least recently used set of open doors
            break;
          }
      }
      contexts.set(key, ctx);
    } else if (varies) {
      contexts.delete(key);
      contexts.set(key, ctx);
    }
    return ctx;
  };
  const engine: ZombicideEngine = {
    setup: (config, seed, rulesVersion = meta.rulesVersion) =>
      setupState(context(config.mission), config, seed, rulesVersion),
    legalActions: (state) => legalActions(context(state), state),
    apply: (state, action) => applyAction(context(state), state, action),
  };
  return {
    meta,
    context,
    engine,
    setup(config, { seed, rulesVersion }): SetupResult<State> {
      try {
        return { ok: true, state: engine.setup(config, seed, rulesVersion) };
      } catch (err) {
        if (!(err instanceof SetupError)) throw err;
        return { ok: false, issues: err.issues };
      }
    },
    validate(config): Issue[] {
      try {
        return validateConfig(context(config.mission), config);
      } catch (err) {
        if (!(err instanceof SetupError)) throw err; // an unknown mission
        return err.issues;
      }
    },
    seatCount: (state) => state.players,
    awaiting: awaitedSeats,
    legalActions: (state, seat) => legalFor(state, engine.legalActions(state), seat),
    apply(state, action, { by }) {
      // The server's timeouts are the only system actions of a timed game; this game has no deadline.
      if (by === 'system' || !mayAct(state, action, by)) {
        return illegal(SEAT_NOT_YOURS);
      }
      return engine.apply(state, action);
    },
    deadlines: () => NO_DEADLINES,
    // A campaign's next game, for a ruleset that carries something over from one game to the next.
    ...(ruleset.sequel ? { sequel: (state, config, choice = {}) => ruleset.sequel!(state, config, choice) } : {}),
    view: (state, seat) => viewFor(context(state), state, seat),
    readonlyView: (state, seat) => viewFor(context(state), state, seat, true),
    undoKey: (state) => undoKey(ruleset, state),
    closesUndo,
    // Everything an action causes happens on the open table (dice, draws, spawns): every seat gets every event.
    eventsFor: (events) => events as GameEvent[],
    outcome(state): Outcome {
      if (state.phase !== 'won' && state.phase !== 'lost') return ONGOING;
      return {
        over: true,
        reason: state.outcomeCode || (state.phase === 'won' ? 'goalsDone' : 'lost'),
        results: ruleset.results?.(state) ?? sharedResult(state.players, state.phase === 'won' ? 'win' : 'loss'),
      };
    },
    clone: clonePlain,
    explain: (view, seat, action) => explainAction(ruleset, context, view, seat, action),
    stateFromView: (view) => stateFromView(ruleset, view),
    // Every seat sees the same table: only the decks' order, the face-down cards and the dice are redrawn.
    determinize: (state, _seat, rng, keepChance) => determinize(ruleset, state, rng, keepChance),
  };
}
