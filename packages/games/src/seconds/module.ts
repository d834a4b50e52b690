/**
 * Seconds to Live as a game module: the rules bound to their designed
 * content, with the bots, the lobby catalogue and simulation figures. Pure:
 * the content is TypeScript data, so this runs in the browser as well.
 */
import { randomBot } from '@horde/bots';
import { survivorBot, zombieBot } from '@horde/bots/seconds/heuristic';
import { secondsSearchBot } from '@horde/bots/seconds/search';
import { secondsContent } from '@horde/content/seconds/index';
import {
  createSecondsGame,
  type SecondsAction,
  type SecondsConfig,
  type SecondsContent,
  type SecondsEvent,
  type SecondsGame,
  type SecondsState,
  type SecondsView,
} from '@horde/seconds';
import type { GameModule } from '../module.ts';
import { jsonCopy, type Migrations, openPin, PinnedContentError } from '../pinned.ts';
import { playBench } from './bench.ts';

export interface SecondsModule
  extends GameModule<SecondsConfig, SecondsState, SecondsAction, SecondsEvent, SecondsView> {
  readonly game: SecondsGame;
  readonly content: SecondsContent;
  catalogue(): SecondsCatalogue;
}

/**
 * What the lobby reads (the server sends it with every game list, and the page holds it): the entries and the
 * survivors to pick from. The table imports the cards and the RULINGS with its own chunk.
 */
export interface SecondsCatalogue {
  entries: { id: string; mode: 'solo' | 'two-player'; automaton: 'fast' | 'swarm' | null }[];
  survivors: { id: string; name: string }[];
}

const ENTRIES = [
  { id: 'solo-fast', name: 'Solo vs Fast Attack zombies', label: '1 player', mode: 'solo', automaton: 'fast' },
  { id: 'solo-swarm', name: 'Solo vs Swarm zombies', label: '1 player', mode: 'solo', automaton: 'swarm' },
  { id: 'duel', name: 'Survivor vs Zombies', label: '2 players, 30 s timer', mode: 'two-player', automaton: null },
  { id: 'duel-untimed', name: 'Survivor vs Zombies, untimed', label: '2 players', mode: 'two-player', automaton: null },
] as const;

/**
 * Pinned content (issue 31), format 1: `{ format: 1, game: 'seconds', content: SecondsContent }`, the whole
 * content (the alley, survivors and abilities, supply, tactics, both attack decks, the zombies, their rules and the
 * solo automata), whatever the config: it is small, and games share one stored copy. A later format adds a
 * migration from the one before it to SECONDS_MIGRATIONS.
 */
export interface SecondsPinV1 {
  format: 1;
  game: 'seconds';
  content: SecondsContent;
}

export const SECONDS_PIN_FORMAT = 1;
const SECONDS_MIGRATIONS: Migrations = {};

function pinSeconds(content: SecondsContent): SecondsPinV1 {
  return { format: SECONDS_PIN_FORMAT, game: 'seconds', content: jsonCopy(content, 'content') };
}

function unpinSeconds(pinned: unknown): SecondsContent {
  const pin = openPin(pinned, 'seconds', SECONDS_PIN_FORMAT, SECONDS_MIGRATIONS) as unknown as SecondsPinV1;
  if (!pin.content || !Array.isArray(pin.content.survivors))
    throw new PinnedContentError('Pinned seconds content lacks its content');
  return pin.content;
}

export function createSecondsModule(content: SecondsContent = secondsContent()): SecondsModule {
  const game = createSecondsGame(content);
  return {
    id: game.meta.id,
    name: game.meta.name,
    game,
    content,
    entries: ENTRIES.map(({ id, name, label }) => ({ id, name, label })),
    catalogue: () => ({
      entries: ENTRIES.map(({ id, mode, automaton }) => ({ id, mode, automaton })),
      survivors: content.survivors.map((s) => ({ id: s.id, name: s.name })),
    }),
    defaultConfig(entry, seats) {
      const e = ENTRIES.find((x) => x.id === entry);
      const solo = e ? e.mode === 'solo' : seats === 1;
      if (solo) return { mode: 'solo', automaton: e?.automaton ?? 'fast', survivor: 'lenny', timer: 'off' };
      return { mode: 'two-player', survivor: 'lenny', timer: entry === 'duel-untimed' ? 'off' : '30' };
    },
    seatPieces: (config, seat) => {
      const survivor = content.survivors.find((s) => s.id === (config.survivor ?? 'lenny'));
      return seat === 0 ? [survivor?.name ?? 'Survivor'] : ['Zombies'];
    },
    bots: {
      random: (seed) => randomBot<SecondsState, SecondsAction>(seed),
      survivor: (seed) => survivorBot(game, seed),
      zombie: (seed) => zombieBot(game, seed),
      // The "hard" bot: the heuristic's best choices weighed by look-ahead on worlds redealt from its seat's view.
      search: (seed) => secondsSearchBot(game, seed),
    },
    benchmarks: { engine: playBench },
    simFigures: (state) => ({
      turns: state.turn,
      row: state.survivor.row,
      health: state.survivor.health,
      kills: { ...state.stats.kills },
      survivorAttacks: state.stats.survivorAttacks,
      zombieAttacks: state.stats.zombieAttacks,
      damageTaken: state.stats.damageTaken,
      summoned: state.stats.summoned,
      ...(state.result?.score !== null && state.result?.score !== undefined ? { score: state.result.score } : {}),
    }),
    round: (state) => state.turn,
    simReport: {
      reasons: {
        escaped: 'The Survivor reached the street',
        killed: 'The Survivor was killed',
        overrun: 'The horde overran the alley (round limit)',
      },
      figures: {
        turns: { title: 'Turns played' },
        row: { title: 'Row reached (11: the street)' },
        health: { title: "Survivor's health at the end" },
        kills: { title: 'Zombies killed by type' },
        survivorAttacks: { title: 'Survivor attacks' },
        zombieAttacks: { title: 'Zombie attacks' },
        damageTaken: { title: 'Damage taken by the Survivor' },
        summoned: { title: 'Zombies summoned' },
        score: { title: 'Solo score (lower is better)' },
      },
      entryDescription: (entry) => ENTRIES.find((e) => e.id === entry)?.name ?? entry,
    },
    pin: () => pinSeconds(content),
    fromPin: (pinned) => createSecondsModule(unpinSeconds(pinned)),
  };
}
