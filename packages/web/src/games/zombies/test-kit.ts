/**
 * For component tests: the DOM, the shell's translations with this table's messages, and games of Zombies!!!
 * set up and played to a wanted moment by a seeded random choice among the legal actions.
 */
import { createRng, describeIssue, randomInt, type RngState } from '@horde/core';
import type { Action, GameEvent, State, ZombiesConfigInput, ZombiesView } from '@horde/zombies';
import { addMessages, i18n, setupI18n } from '../../i18n/index.ts';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import { LocalGame, type LocalRecord, type LocalRules } from '../../shell/conn/local-game.ts';
import { engine, localRules } from './rules.ts';
import type { TilePlacement } from './table/useTilePlacement.ts';
import { actAsAwaited } from '../../kit/act-as-awaited.ts';

export { installDom } from '../../test-dom.ts';

/** A tile placement with nothing to place (a prompt drawn when no tile waits). */
export const NO_PLACEMENT: TilePlacement = {
  spots: [],
  spot: null,
  rotation: 0,
  rotations: [],
  choose: () => {},
  rotate: () => {},
  action: null,
};

/** The shell's i18n with the table's messages, in `language`. */
export async function messages(language: 'en' | 'fr' = 'en'): Promise<typeof i18n> {
  setupI18n(language);
  addMessages('zombies', { en, fr });
  await i18n.changeLanguage(language);
  return i18n;
}

export interface TestGame {
  state: State;
  events: GameEvent[];
  view(seat: number | null): ZombiesView;
  legal(seat: number): Action[];
  /** Applies an action as the seat that may take it. */
  act(action: Action): GameEvent[];
}

export function newGame(config: ZombiesConfigInput = {}, seed = 7): TestGame {
  const g = engine();
  const setup = g.setup({ seats: 3, ...config }, { seed, now: 0 });
  if (!setup.ok) throw new Error(setup.issues.map(describeIssue).join('; '));
  const state = setup.state;
  const game: TestGame = {
    state,
    events: [],
    view: (seat) => g.view(state, seat),
    legal: (seat) => g.legalActions(state, seat),
    act: (action) => actAsAwaited(g, state, action, game.events),
  };
  return game;
}

/**
 * Plays random legal actions (seeded) until `until` holds for the state, or the game ends, or `max` actions.
 * Returns whether `until` was reached.
 */
export function playUntil(game: TestGame, until: (s: State) => boolean, seed = 1, max = 5000): boolean {
  const g = engine();
  const rng: RngState = createRng(seed);
  for (let i = 0; i < max; i++) {
    if (until(game.state)) return true;
    if (g.outcome(game.state).over) return false;
    const seat = g.awaiting(game.state)[0];
    const legal = g.legalActions(game.state, seat);
    if (legal.length === 0) return false;
    // Prefer ending the zombie moves and the walk now and then, so that turns go round.
    const action = legal[randomInt(rng, legal.length)];
    const r = g.apply(game.state, action, { by: seat, now: 0 });
    if (r.ok) game.events.push(...r.events);
  }
  return until(game.state);
}

/** A game played by the rules in this process, as the in-browser table does (bots play after `botDelayMs`). */
export function localGame(
  config: ZombiesConfigInput,
  options: { seed?: number; bots?: (string | null)[]; seat?: number | null; botDelayMs?: number } = {},
): LocalGame {
  const record: LocalRecord = {
    game: 'zombies',
    entry: 'standard',
    label: '',
    config: { seats: 2, ...config },
    seed: options.seed ?? 5,
    actions: [],
    log: [],
    created: 0,
    updated: 0,
    ...(options.bots ? { bots: options.bots } : {}),
  };
  return new LocalGame(
    'test',
    options.seat ?? null,
    record,
    localRules() as LocalRules,
    () => {},
    options.botDelayMs ?? 0,
  );
}
