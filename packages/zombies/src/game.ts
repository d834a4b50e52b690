/** Zombies!!! on the game contract (@horde/core game.ts): the rules bound to their content. */
import { clonePlain, type Game } from '@horde/core';
import { actionSchema } from './action-schema.ts';
import { configSchema, parseConfig, type ZombiesConfigInput } from './config-schema.ts';
import { determinize } from './determinize.ts';
import { explain } from './explain.ts';
import { invariantViolations } from './invariants.ts';
import { createCtx, type RulesContext } from './context.ts';
import { legalActions } from './legal.ts';
import { applyAction } from './apply.ts';
import { outcome } from './outcome.ts';
import { setupGame } from './setup.ts';
import { awaitingSeats } from './seats.ts';
import type { Action, GameEvent } from './actions.ts';
import type { ZombiesContent } from './content-types.ts';
import type { State } from './state.ts';
import type { ZombiesView } from './view.ts';
import { eventsFor, view } from './view.ts';
import { closesUndo, undoKey } from './undo.ts';
import { ZOMBIES_RULES_VERSION } from './version.ts';

export { ZOMBIES_RULES_VERSION } from './version.ts';

export interface ZombiesGame extends Game<ZombiesConfigInput, State, Action, GameEvent, ZombiesView> {
  readonly ctx: RulesContext;
}

export function createZombiesGame(content: ZombiesContent): ZombiesGame {
  const ctx = createCtx(content);
  return {
    ctx,
    meta: {
      id: 'zombies',
      name: 'Zombies!!!',
      rulesVersion: ZOMBIES_RULES_VERSION,
      seats: { min: 2, max: 6 },
      roles: ['survivor', 'king'],
      cooperative: false,
      // 2: pending choices are a queue answered from the front (they were a stack answered from the back).
      stateShape: 2,
    },
    configSchema: configSchema as unknown as Game<
      ZombiesConfigInput,
      State,
      Action,
      GameEvent,
      ZombiesView
    >['configSchema'],
    actionSchema,
    setup: (config, options) => setupGame(ctx, config, options),
    seatCount: (state) => state.players.length,
    awaiting: (state) => awaitingSeats(state),
    legalActions: (state, seat) => legalActions(ctx, state, seat),
    apply: (state, a, c) => applyAction(ctx, state, a, c),
    deadlines(state) {
      const top = state.pending[0];
      if (state.phase === 'over' || top?.kind !== 'window' || top.endsAt === null) return [];
      return [{ at: top.endsAt, seat: null, action: { type: 'timeout' } }];
    },
    view,
    eventsFor,
    undoKey,
    closesUndo,
    outcome,
    clone: clonePlain,
    explain: (v, seat, a) => explain(ctx, v, seat, a),
    determinize: (state, seat, rng, keepChance) => determinize(ctx, state, seat, rng, keepChance),
    invariants: (state) => invariantViolations(ctx, state),
    validate: (config) => {
      const parsed = parseConfig(config);
      return parsed.ok ? [] : parsed.issues;
    },
  };
}
