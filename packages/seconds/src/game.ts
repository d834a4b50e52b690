/**
 * Seconds to Live on the game contract (@horde/core game.ts): createSecondsGame
 * binds the rules to a content. Two-player: seat 0 plays the Survivor, seat 1
 * the zombies; solo: one seat, the automaton plays the zombies inside the rules.
 */
import { clonePlain, type Game, type RngState, type Seat, type SetupOptions } from '@horde/core';
import { secondsActionSchema } from './action-schema.ts';
import { indexCards, type RulesContext } from './cards.ts';
import { secondsConfigSchema, type SecondsConfig } from './config-schema.ts';
import { redeal } from './determinize.ts';
import { explain } from './explain.ts';
import { invariantViolations } from './invariants.ts';
import { applyAction } from './apply.ts';
import { legalActions } from './legal.ts';
import { awaiting } from './seats.ts';
import { outcome } from './outcome.ts';
import { setupGame, validateConfig } from './setup.ts';
import { deadlines } from './timer.ts';
import { SECONDS_RULES_VERSION } from './version.ts';
import { buildView, eventsFor } from './view.ts';
import { closesUndo, undoKey } from './undo.ts';
import type { SecondsAction, SecondsEvent } from './actions.ts';
import type { SecondsContent } from './content-types.ts';
import type { SecondsState } from './state.ts';
import type { SecondsView } from './view.ts';

export { SECONDS_RULES_VERSION } from './version.ts';

export interface SecondsGame extends Game<SecondsConfig, SecondsState, SecondsAction, SecondsEvent, SecondsView> {
  readonly content: SecondsContent;
  /** The content indexed by card instance. */
  readonly cards: RulesContext;
  // The contract's tools, always present here: cross-field checks of a config (unknown survivor, automaton), the
  // deal again of what a seat cannot see, the invariants.
  validate(config: SecondsConfig): ReturnType<typeof validateConfig>;
  determinize(state: SecondsState, seat: Seat | null, rng: RngState, keepChance?: boolean): SecondsState;
  invariants(state: SecondsState): string[];
}

export function createSecondsGame(content: SecondsContent): SecondsGame {
  const ctx = indexCards(content);
  return {
    meta: {
      id: 'seconds',
      name: 'Seconds to Live',
      rulesVersion: SECONDS_RULES_VERSION,
      seats: { min: 1, max: 2 },
      roles: ['survivor', 'zombies'],
      cooperative: false,
      // 2: the pending choice is a queue answered from the front (it was a single value or null).
      stateShape: 2,
    },
    content,
    cards: ctx,
    configSchema: secondsConfigSchema,
    actionSchema: secondsActionSchema,
    validate: (config) => validateConfig(ctx, config),
    setup: (config: SecondsConfig, options: SetupOptions) => setupGame(ctx, config, options),
    seatCount: (state) => (state.mode === 'solo' ? 1 : 2),
    awaiting,
    legalActions: (state, seat) => legalActions(ctx, state, seat),
    apply: (state, action, sent) => applyAction(ctx, state, action, sent),
    deadlines,
    view: (state, seat) => buildView(ctx, state, seat),
    eventsFor,
    undoKey,
    closesUndo,
    outcome,
    clone: clonePlain,
    explain: (v, seat, a) => explain(ctx, v, seat, a),
    determinize: (state, seat, rng, keepChance) => redeal(ctx, state, seat, rng, keepChance),
    invariants: (state) => invariantViolations(ctx, state),
  };
}
