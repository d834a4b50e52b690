/** Zombies!!! on the game contract (@horde/core game.ts): the rules bound to their content. */
import { clonePlain, type Game } from '@horde/core';
import { actionSchema } from './action-schema.ts';
import { configSchema, parseConfig, type ZombiesConfigInput } from './config-schema.ts';
import { determinize } from './determinize.ts';
import { explain } from './explain.ts';
import { invariantViolations } from './invariants.ts';
import { createCtx, type Ctx } from './context.ts';
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
  readonly ctx: Ctx;
}

export function createZombiesGame(content: ZombiesContent): ZombiesGame {
  const cx = createCtx(content);
  return {
    ctx: cx,
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
    setup: (config, options) => setupGame(cx, config, options),
    seatCount: (s) => s.players.length,
    awaiting: (s) => awaitingSeats(s),
    legalActions: (s, seat) => legalActions(s, cx, seat),
    apply: (s, a, c) => applyAction(s, cx, a, c),
    deadlines(s) {
      const top = s.pending[0];
      if (s.phase === 'over' || top?.kind !== 'window' || top.endsAt === null) return [];
      return [{ at: top.endsAt, seat: null, action: { type: 'timeout' } }];
    },
    view,
    eventsFor,
    undoKey,
    closesUndo,
    outcome,
    clone: clonePlain,
    explain: (v, seat, a) => explain(cx, v, seat, a),
    determinize: (state, seat, rng, keepChance) => determinize(cx, state, seat, rng, keepChance),
    invariants: (state) => invariantViolations(state, cx),
    validate: (config) => {
      const parsed = parseConfig(config);
      return parsed.ok ? [] : parsed.issues;
    },
  };
}
