/**
 * For component and browser tests: the DOM, the translations (the shell's and this table's, in
 * English or French), games of the in-browser table (solo or two-player, bots that play at once)
 * and a quick way to reach a position by playing.
 */
import { describeIssue, describeRefusal } from '@horde/core';
import type { SecondsAction, SecondsConfig, SecondsState } from '@horde/seconds';
import { i18n, setupI18n, addMessages } from '../../i18n/index.ts';
import type { Language } from '../../i18n/language.ts';
import { LocalTable } from '../../shell/conn/local.ts';
import { memoryStore } from '../../shell/conn/store.ts';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import { engine, localRules } from './rules.ts';
import type { SecondsConnection, SecondsRecord } from './types.ts';
import { survivorBot } from '@horde/bots/seconds/heuristic';

export { installDom } from '../../test-dom.ts';

/** Starts the translations with this table's messages, in `language`. */
export async function useLanguage(language: Language): Promise<void> {
  setupI18n(language);
  addMessages('seconds', { en, fr });
  await i18n.changeLanguage(language);
}

/** A game of the in-browser table, opened on this screen; bots play at once. */
export async function openGame(
  config: SecondsConfig,
  options: { bots?: (string | null)[]; seed?: number } = {},
): Promise<SecondsConnection> {
  const local = new LocalTable({
    store: memoryStore(),
    random: () => ((options.seed ?? 7) % 1000) / 1000,
    catalog: async () => ({ games: [] }),
    rules: async () => localRules(),
    botDelayMs: 0,
  });
  const created = await local.create({
    game: 'seconds',
    entry: 'solo-fast',
    config: config as Record<string, unknown>,
    mode: 'hotseat',
    ...(options.bots ? { bots: options.bots } : {}),
  });
  return (await local.open(created.gameId, null)) as SecondsConnection;
}

/** A started state, straight from the rules. */
export function startState(config: SecondsConfig, seed = 1, now = 1_000): SecondsState {
  const r = engine().setup(config, { seed, now });
  if (!r.ok) throw new Error(r.issues.map(describeIssue).join('; '));
  return r.state;
}

/** Plays `steps` legal actions chosen by `pick` (default: the first), as the awaited seat. */
export function playOn(
  state: SecondsState,
  steps: number,
  pick: (legal: SecondsAction[], i: number) => SecondsAction = (legal) => legal[0],
  now = 1_000,
): SecondsState {
  const g = engine();
  for (let i = 0; i < steps; i++) {
    const seat = g.awaiting(state)[0];
    if (seat === undefined) break;
    const legal = g.legalActions(state, seat);
    if (!legal.length) break;
    const r = g.apply(state, pick(legal, i), { by: seat, now });
    if (!r.ok) throw new Error(describeRefusal(r.error));
  }
  return state;
}

/** A whole solo game played by the Survivor bot: its record (as the shell's replay gets it) and final state. */
export function botGame(config: SecondsConfig, seed: number): { record: SecondsRecord; state: SecondsState } {
  const g = engine();
  const state = startState(config, seed, 0);
  const bot = survivorBot(g, seed);
  const actions: SecondsAction[] = [];
  for (let i = 0; i < 5000 && !g.outcome(state).over; i++) {
    const seat = g.awaiting(state)[0];
    if (seat === undefined) break;
    const action = bot.choose(state, g.legalActions(state, seat), seat);
    const r = g.apply(state, action, { by: seat, now: 0 });
    if (!r.ok) throw new Error(describeRefusal(r.error));
    actions.push(action);
  }
  return { record: { game: 'seconds', config, seed, actions }, state };
}
