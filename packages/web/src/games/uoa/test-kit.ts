/** For component and browser tests: the shipped data (read by the content package's loaders), a started M0 game, a mission's map. */
import { describeRefusal } from '@horde/core';
import { loadContent } from '@horde/content';
import { loadMissions } from '@horde/content/missions';
import { heuristicBot } from '@horde/bots/zombicide/heuristic';
import {
  zombieTotal,
  type Action,
  type Content,
  type GameConfig,
  type MissionDef,
  type PlayerView,
  type State,
} from '@horde/zombicide';
import { actionsLeft } from '@horde/zombicide/survivors';
import { componentTests } from '../../component-tests.ts';
import { addMessageLoaders, setupI18n, switchLanguage } from '../../i18n/index.ts';
import { LocalTable } from '../../shell/conn/local.ts';
import { memoryStore } from '../../shell/conn/store.ts';
import { geometryOf, missionById, setUoaData } from './data.ts';
import { messages } from './i18n/messages.ts';
import { engine, localRules } from './rules.ts';
import { isZombieStep } from './text/events.ts';
import type { UoaConnection } from './types.ts';

export { installDom } from '../../test-dom.ts';

let loaded = false;

/** Loads the shipped content once (these tests run in Node; see installDom for the DOM). */
export async function loadTestData(): Promise<void> {
  if (loaded) return;
  setUoaData({ content: loadContent() as unknown as Content, missions: loadMissions() as unknown as MissionDef[] });
  loaded = true;
}

/** The shell's i18n with this table's messages (French content included), in `language`. */
export async function useLanguage(language: 'en' | 'fr' = 'en'): Promise<void> {
  setupI18n(language);
  await addMessageLoaders('uoa', messages);
  await switchLanguage(language);
}

/**
 * A game of `mission` with Hanna and Jeb on the in-browser table (the shell's LocalTable with these rules), before
 * its first action; with `pastSetup`, past the setup's questions too (who carries the Holy Water; a found card kept).
 */
export async function tableGame(mission = 'M0', pastSetup = false): Promise<UoaConnection> {
  const local = new LocalTable({
    store: memoryStore(),
    random: () => 0.5,
    catalog: async () => ({ games: [] }),
    rules: async () => localRules(),
  });
  const created = await local.create({
    game: 'uoa',
    entry: mission,
    config: { mission, survivors: [{ id: 'hanna' }, { id: 'jeb' }] },
    mode: 'hotseat',
    label: 'posse',
  });
  const conn = (await local.open(created.gameId, null)) as UoaConnection;
  while (pastSetup && conn.current().view.pending.length) {
    const legal = conn.current().legal;
    await conn.send(legal.find((a) => a.type === 'keepFound' && a.slot !== null) ?? legal[0]);
  }
  return conn;
}

/** An M0 game with Hanna and Jeb (seat 0), right after setup. Call loadTestData first. */
export function m0Game(seed = 1): { state: State; view: () => PlayerView } {
  const g = engine();
  const state = g.engine.setup(
    {
      mission: 'M0',
      survivors: [
        { id: 'hanna', player: 0 },
        { id: 'jeb', player: 0 },
      ],
    },
    seed,
  );
  return { state, view: () => g.view(state, null) };
}

/** A mission's map as a player reads it from the board: zone labels, distances between zones, exits. */
export interface MissionMap {
  byLabel: Record<string, number>;
  /** Moves from zone a to zone b (-1: unreachable). */
  distance: number[][];
  exits: string[];
}

export async function missionMap(id: string): Promise<MissionMap> {
  await loadTestData();
  const mission = missionById(id);
  const geo = geometryOf(mission);
  return { byLabel: geo.byLabel, distance: geo.distance.map((row) => Array.from(row)), exits: mission.exits };
}

/** A game position reached by the heuristic bot from a seed: what the in-browser table stores to resume it. */
export interface Position {
  config: GameConfig;
  seed: number;
  actions: Action[];
  state: State;
}

const M0_PAIR: GameConfig = {
  mission: 'M0',
  survivors: [
    { id: 'hanna', player: 0 },
    { id: 'jeb', player: 0 },
  ],
};

/** Plays the heuristic bot from a seed until `stop` says so (before the action it would take). */
export function position(seed: number, stop: (state: State, legal: Action[]) => boolean, config = M0_PAIR): Position {
  const g = engine();
  const state = g.engine.setup(config, seed);
  const bot = heuristicBot(g);
  const actions: Action[] = [];
  for (let i = 0; i < 600 && !g.outcome(state).over; i++) {
    const legal = g.legalActions(state, 0);
    if (stop(state, legal)) return { config, seed, actions, state };
    const a = bot.choose(state, legal, 0) as Action;
    const r = g.apply(state, a, { by: 0, now: 0 });
    if (!r.ok) throw new Error(describeRefusal(r.error));
    actions.push(a);
  }
  throw new Error(`no such position from seed ${seed}`);
}

/** The first answer a prompt lists (its key 1) to a decision of the zombies' phase. */
const PHASE_ANSWERS = new Set(['assignWound', 'splitRoute', 'zombieTarget', 'noiseZone']);

/**
 * A decision in the middle of the zombies' phase (round 2 or later) whose first answer lets at
 * least two zombie steps happen; `steps`: how many, up to the next round.
 */
export function midPhaseDecision(seed = 1): { position: Position; steps: number } {
  const g = engine();
  let steps = 0;
  const p = position(seed, (state, legal) => {
    if (state.phase !== 'zombies' || state.pending.length === 0 || state.round < 2) return false;
    const first = legal.find((a) => PHASE_ANSWERS.has(a.type));
    if (!first) return false;
    const r = g.apply(g.clone(state), first, { by: 0, now: 0 });
    const events = r.ok ? r.events : [];
    const round = events.findIndex((e) => e.type === 'roundStarted');
    steps = (round < 0 ? events : events.slice(0, round)).filter(isZombieStep).length;
    return steps >= 2;
  });
  return { position: p, steps };
}

/** The survivor acting now (mid-activation) stands with zombies, and `want` its Actions left and whether it may Move. */
function actingWithZombies(state: State, legal: Action[], want: (left: number, canMove: boolean) => boolean): boolean {
  if (state.phase !== 'players' || state.pending.length > 0 || state.active < 0) return false;
  const s = state.survivors[state.active];
  const canMove = legal.some((a) => a.type === 'move' && a.s === state.active);
  return zombieTotal(state, s.zone) > 0 && want(actionsLeft(s), canMove);
}

/** The acting survivor may leave a zone with zombies: a Move costs `cost` Actions. */
export function moveCostsMore(seed = 1): { position: Position; cost: number } {
  const p = position(seed, (state, legal) => actingWithZombies(state, legal, (left, move) => left >= 2 && move));
  return { position: p, cost: 1 + zombieTotal(p.state, p.state.survivors[p.state.active].zone) };
}

/** The acting survivor has 1 Action left in a zone with zombies: no Move is offered. */
export function noMoveLeft(seed = 1): Position {
  return position(seed, (state, legal) => actingWithZombies(state, legal, (left, move) => left === 1 && !move));
}

/** One survivor is mid-activation; `other` may act once it is done. */
export function oneAtATime(seed = 2): { position: Position; other: number } {
  const other = (state: State) =>
    state.survivors.findIndex((s, i) => i !== state.active && !s.done && !s.eliminated && !s.exited);
  const p = position(
    seed,
    (state) => state.phase === 'players' && state.pending.length === 0 && state.active >= 0 && other(state) >= 0,
  );
  return { position: p, other: other(p.state) };
}

/** The acting survivor may attack with Damage 1 a zone that holds only Fatties or Abominations. */
export function uselessAttackOffered(seed = 1): Position {
  const g = engine();
  return position(seed, (state, legal) => {
    if (state.phase !== 'players' || state.pending.length > 0) return false;
    const ctx = g.context(state);
    return legal.some((a) => {
      if (a.type !== 'melee' && a.type !== 'ranged') return false;
      const zone = a.type === 'ranged' ? a.zone : state.survivors[a.s].zone;
      const card = state.survivors[a.s].inventory[a.slot];
      const damage = card === null ? 0 : (ctx.equipment[state.cards[card].def]?.weapon?.damage ?? 0);
      const zombies = [0, 1, 2, 3].map((t) => state.zombies[zone * state.pool.length + t] ?? 0);
      return damage === 1 && zombies[0] + zombies[1] === 0 && zombies[2] + zombies[3] > 0;
    });
  });
}

/** The acting survivor may Sprint to one zone by two paths; `zone`: that zone's label. */
export function twoSprintPaths(seed = 1): { position: Position; zone: string } {
  const twice = (state: State, legal: Action[]): number | null => {
    if (state.phase !== 'players' || state.pending.length > 0 || state.active < 0) return null;
    const ends = new Map<number, number>();
    for (const a of legal)
      if (a.type === 'sprint' && a.s === state.active) {
        const end = a.path[a.path.length - 1];
        ends.set(end, (ends.get(end) ?? 0) + 1);
      }
    return [...ends].find(([, n]) => n > 1)?.[0] ?? null;
  };
  const p = position(seed, (state, legal) => twice(state, legal) !== null);
  const zone = twice(p.state, engine().legalActions(p.state, 0))!;
  return { position: p, zone: engine().context(p.state).geo.zones[zone].label };
}

/** A found card waits for its slot (after a Search); `survivor`: who found it. */
export function foundCard(seed = 1): { position: Position; survivor: number; card: string } {
  const p = position(seed, (state) => {
    const d = state.pending[0];
    return d?.kind === 'keepFound' && d.reason === 'search' && state.survivors[d.survivor].id === 'jeb';
  });
  const d = p.state.pending[0] as Extract<State['pending'][number], { kind: 'keepFound' }>;
  return { position: p, survivor: d.survivor, card: p.state.cards[d.card].def };
}

/**
 * A position a few rounds before the heuristic bot loses a game of M0 (the first seed from `seed` where it
 * does): the players' phase, nobody acting yet. Ending turns from there lets the zombies end the game.
 */
export function nearALoss(seed = 1, rounds = 2): Position {
  const g = engine();
  for (let s = seed; s < seed + 40; s++) {
    const state = g.engine.setup(M0_PAIR, s);
    const bot = heuristicBot(g);
    let lastRound = 0;
    for (let i = 0; i < 600 && !g.outcome(state).over; i++) {
      const legal = g.legalActions(state, 0);
      const r = g.apply(state, bot.choose(state, legal, 0) as Action, { by: 0, now: 0 });
      if (!r.ok) break;
      lastRound = state.round;
    }
    if (state.phase !== 'lost' || lastRound <= rounds) continue;
    const from = lastRound - rounds;
    return position(s, (st) => st.round >= from && st.phase === 'players' && st.pending.length === 0 && st.active < 0);
  }
  throw new Error('no lost game of M0 found');
}

/**
 * The hooks of a component test of this table (component-tests.ts): the table's data and its English words before
 * the first test, and the language set back to English after each.
 */
export function tableComponentTests(loaded: (rtl: typeof import('@testing-library/react')) => void): void {
  componentTests(loaded, {
    before: async () => {
      await loadTestData();
      await useLanguage('en');
    },
    after: () => useLanguage('en'),
  });
}
