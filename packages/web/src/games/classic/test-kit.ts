/**
 * For component and browser tests: the shipped Classic data (read by the packages' own loaders), the
 * shell's translations with this table's messages, games of a Classic mission set up and played to a
 * wanted moment, and a mission's map as a player reads it.
 */
import { describeIssue } from '@horde/core';
import { classicContent } from '@horde/content/classic/index';
import { shippedClassicMissions } from '@horde/games/classic/load';
import type { Action, Content, GameConfig, GameEvent, PlayerView, State } from '@horde/zombicide';
import type { TFunction } from 'i18next';
import { addMessageLoaders, i18n, setupI18n, switchLanguage } from '../../i18n/index.ts';
import { LocalGame, type LocalRecord, type LocalRules } from '../../shell/conn/local-game.ts';
import { geometryOf, missionById, setClassicData } from './data.ts';
import { messages } from './i18n/messages.ts';
import { engine, localRules } from './rules.ts';
import { names, type Names } from './text/names.ts';
import { actAsAwaited } from '../../kit/act-as-awaited.ts';

export { installDom } from '../../test-dom.ts';

let loaded = false;

/** Loads the shipped content and missions once (these tests run in Node; see installDom for the DOM). */
export function loadTestData(): void {
  if (loaded) return;
  setClassicData({ content: classicContent() as unknown as Content, missions: shippedClassicMissions() });
  loaded = true;
}

/** The shell's i18n with the table's messages, in `language`. */
export async function useLanguage(language: 'en' | 'fr' = 'en'): Promise<TFunction> {
  setupI18n(language);
  await addMessageLoaders('classic', messages);
  await switchLanguage(language);
  return i18n.getFixedT(language, 'classic');
}

export interface TestGame {
  state: State;
  events: GameEvent[];
  view(): PlayerView;
  /** Every seat's legal actions (hot-seat). */
  legal(): Action[];
  /** Applies an action as the seat that may take it; throws when none may. */
  act(action: Action): GameEvent[];
  /** The names of the current view in a language. */
  names(t: TFunction, language?: string): Names;
}

/** The survivors of a test game unless it names others: Amy and Doug, one seat. */
const AMY_AND_DOUG: GameConfig['survivors'] = [
  { id: 'amy', player: 0 },
  { id: 'doug', player: 0 },
];

export function classicGame(
  mission = 'C0',
  survivors: GameConfig['survivors'] = AMY_AND_DOUG,
  seed = 1,
  options: Partial<GameConfig> = {},
): TestGame {
  loadTestData();
  const g = engine();
  const setup = g.setup({ mission, survivors, players: 1, ...options }, { seed });
  if (!setup.ok) throw new Error(setup.issues.map(describeIssue).join('; '));
  const state = setup.state;
  const game: TestGame = {
    state,
    events: [],
    view: () => g.view(state, null),
    legal: () => g.awaiting(state).flatMap((seat) => g.legalActions(state, seat)),
    act: (action) => actAsAwaited(g, state, action, game.events),
    names(t, language = 'en') {
      const view = game.view();
      return names(view, geometryOf(missionById(mission), view.doors ?? []), t, language);
    },
  };
  return game;
}

/**
 * Plays seeded random legal actions (decisions answered the same way) until `until` holds, the game ends, or
 * `max` actions. Returns whether `until` was reached.
 */
export function playUntil(game: TestGame, until: (s: State) => boolean, seed = 1, max = 3000): boolean {
  let x = seed >>> 0;
  const random = () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 4294967296;
  };
  for (let i = 0; i < max; i++) {
    if (until(game.state)) return true;
    if (game.state.phase === 'won' || game.state.phase === 'lost') return false;
    const legal = game.legal().filter((a) => a.type !== 'discard');
    if (legal.length === 0) return false;
    game.act(legal[Math.floor(random() * legal.length)]);
  }
  return until(game.state);
}

/** A mission's map as a player reads it from the board: zone labels, distances between zones (all doors open), exits. */
export interface MissionMap {
  byLabel: Record<string, number>;
  /** Moves from zone a to zone b with every door open (-1: unreachable). */
  distance: number[][];
  exits: string[];
  /** Door labels with the two zone labels they join. */
  doors: { label: string; zones: [string, string] }[];
  /** Rooms of the building each room belongs to (a house of two rooms: 2), by room label. */
  buildingSize: Record<string, number>;
  /** The building of each room, by room label. */
  building: Record<string, number>;
}

export function missionMap(id: string): MissionMap {
  loadTestData();
  const mission = missionById(id);
  const closed = geometryOf(mission);
  const geo = geometryOf(
    mission,
    closed.doors.map((d) => d.id),
  );
  return {
    byLabel: geo.byLabel,
    distance: geo.distance.map((row) => Array.from(row)),
    exits: mission.exits,
    doors: closed.doors.map((d) => ({
      label: d.label,
      zones: [closed.zones[d.zones[0]].label, closed.zones[d.zones[1]].label],
    })),
    building: Object.fromEntries(closed.zones.filter((z) => z.kind === 'building').map((z) => [z.label, z.building])),
    buildingSize: Object.fromEntries(
      closed.zones
        .filter((z) => z.kind === 'building')
        .map((z) => [z.label, closed.zones.filter((o) => o.building === z.building).length]),
    ),
  };
}

/** A game of `mission` played by the rules in this process, as the in-browser table plays it (hot-seat). */
export function localGame(mission = 'C0', survivors: GameConfig['survivors'] = AMY_AND_DOUG, seed = 1): LocalGame {
  loadTestData();
  const record: LocalRecord = {
    game: 'classic',
    entry: mission,
    label: '',
    config: { mission, survivors, players: 1 },
    seed,
    actions: [],
    log: [],
    created: 0,
    updated: 0,
  };
  return new LocalGame('test', null, record, localRules() as LocalRules, () => {}, 0);
}

/** The sequence number of the action a drawn table shows (its data-seq). */
export const seq = (c: HTMLElement) => Number(c.querySelector('.table')?.getAttribute('data-seq'));
