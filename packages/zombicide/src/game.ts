/**
 * The Undead or Alive ruleset as a core `Game`: setup, legal actions, apply,
 * view and outcome over plain-data states. Static data (content, missions,
 * geometry) is bound once; a state names its mission.
 */
import { clonePlain, type Game, type Outcome } from '@horde/core';
import type { Action, GameEvent } from './actions.ts';
import type { BoardGeometry } from './board/types.ts';
import type { MissionDef } from './defs.ts';
import { createContext, type Content, type RulesContext } from './context.ts';
import type { State } from './state.ts';
import { setupState, SetupError, type GameConfig } from './setup.ts';
import { applyAction } from './apply.ts';
import { legalActions } from './legal.ts';
import { viewFor, type PlayerView } from './view.ts';
import { shapeKey } from './board/assemble.ts';

export interface UoaGameOptions {
  content: Content;
  missions: MissionDef[];
  /** Board geometry of a mission's map (cached by the board module). */
  geometry: (mission: MissionDef) => BoardGeometry;
}

export interface UoaGame extends Game<GameConfig, State, Action, GameEvent, PlayerView> {
  context(state: State | string): RulesContext;
}

export function createUoaGame(options: UoaGameOptions): UoaGame {
  // One context per mission and board shape (a moving train changes the board).
  const contexts = new Map<string, RulesContext>();
  const context = (stateOrMission: State | string): RulesContext => {
    const id = typeof stateOrMission === 'string' ? stateOrMission : stateOrMission.mission;
    const board = typeof stateOrMission === 'string' ? null : stateOrMission.board;
    const key = board ? `${id}|${shapeKey(board)}` : id;
    let ctx = contexts.get(key);
    if (!ctx) {
      const mission = options.missions.find((m) => m.id === id);
      if (!mission)
        throw new SetupError(`Unknown mission "${id}" (known: ${options.missions.map((m) => m.id).join(', ')})`);
      ctx = createContext(
        options.content,
        mission,
        options.geometry(board ? { ...mission, tiles: board } : mission),
        context,
      );
      contexts.set(key, ctx);
    }
    return ctx;
  };
  return {
    id: 'zombicide-uoa',
    context,
    setup: (config, seed) => setupState(context(config.mission), config, seed),
    legalActions: (state) => legalActions(context(state), state),
    apply: (state, action) => applyAction(context(state), state, action),
    view: (state, seat) => viewFor(context(state), state, seat),
    outcome: (state): Outcome =>
      state.phase === 'won'
        ? { status: 'won', reason: state.outcomeReason }
        : state.phase === 'lost'
          ? { status: 'lost', reason: state.outcomeReason }
          : { status: 'ongoing' },
    clone: clonePlain,
  };
}
