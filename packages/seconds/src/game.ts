/**
 * Seconds to Live on the game contract (@horde/core game.ts): createSecondsGame
 * binds the rules to a content. Two-player: seat 0 plays the Survivor, seat 1
 * the zombies; solo: one seat, the automaton plays the zombies inside the rules.
 */
import { clonePlain, type Game, type Outcome, type RngState, type Seat, type SetupOptions } from '@horde/core';
import { secondsActionSchema } from './action-schema.ts';
import { indexCards, type Cards } from './cards.ts';
import { secondsConfigSchema, type SecondsConfig } from './config-schema.ts';
import { redeal } from './determinize.ts';
import { explain } from './explain.ts';
import { invariantViolations } from './invariants.ts';
import { applyAction, awaiting, legalActions } from './rules.ts';
import { setupGame, validateConfig } from './setup.ts';
import { deadlines } from './timer.ts';
import { SECONDS_RULES_VERSION } from './version.ts';
import { buildView, eventsFor } from './view.ts';
import { closesUndo, undoKey } from './undo.ts';
import type { SecondsAction, SecondsEvent } from './actions.ts';
import type { SecondsContent } from './content-types.ts';
import { SURVIVOR_SEAT, ZOMBIE_SEAT, type SecondsState } from './state.ts';
import type { SecondsView } from './view.ts';

export { SECONDS_RULES_VERSION } from './version.ts';

export interface SecondsGame extends Game<SecondsConfig, SecondsState, SecondsAction, SecondsEvent, SecondsView> {
  readonly content: SecondsContent;
  /** The content indexed by card instance. */
  readonly cards: Cards;
  // The contract's tools, always present here: cross-field checks of a config (unknown survivor, automaton), the
  // deal again of what a seat cannot see, the invariants.
  validate(config: SecondsConfig): ReturnType<typeof validateConfig>;
  determinize(state: SecondsState, seat: Seat | null, rng: RngState, keepChance?: boolean): SecondsState;
  invariants(state: SecondsState): string[];
}

function outcome(s: SecondsState): Outcome {
  const r = s.result;
  if (s.phase !== 'over' || !r) return { over: false };
  const survivorWon = r.winner === 'survivor';
  const message =
    r.reason === 'escaped'
      ? `The Survivor reached the street in turn ${r.turns}`
      : r.reason === 'killed'
        ? `The Survivor was killed in turn ${r.turns}`
        : `The horde overran the alley after ${r.turns} rounds`;
  const results: { seat: number; result: 'win' | 'loss'; score?: number; rank: number }[] = [
    {
      seat: SURVIVOR_SEAT,
      result: survivorWon ? 'win' : 'loss',
      rank: survivorWon ? 1 : 2,
      ...(r.score !== null ? { score: r.score } : {}),
    },
  ];
  if (s.mode === 'two-player')
    results.push({ seat: ZOMBIE_SEAT, result: survivorWon ? 'loss' : 'win', rank: survivorWon ? 2 : 1 });
  const params: Record<string, string | number> = { winner: r.winner, turns: r.turns };
  if (r.score !== null) params.score = r.score;
  return { over: true, reason: r.reason, message, results, params };
}

export function createSecondsGame(content: SecondsContent): SecondsGame {
  const cards = indexCards(content);
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
    cards,
    configSchema: secondsConfigSchema,
    actionSchema: secondsActionSchema,
    validate: (config) => validateConfig(cards, config),
    setup: (config: SecondsConfig, options: SetupOptions) => setupGame(cards, config, options),
    seatCount: (s) => (s.mode === 'solo' ? 1 : 2),
    awaiting,
    legalActions: (s, seat) => legalActions(cards, s, seat),
    apply: (s, action, ctx) => applyAction(cards, s, action, ctx),
    deadlines,
    view: (s, seat) => buildView(cards, s, seat),
    eventsFor,
    undoKey,
    closesUndo,
    outcome,
    clone: clonePlain,
    explain: (v, seat, a) => explain(cards, v, seat, a),
    determinize: (s, seat, rng, keepChance) => redeal(cards, s, seat, rng, keepChance),
    invariants: (s) => invariantViolations(cards, s),
  };
}
