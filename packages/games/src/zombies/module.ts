/**
 * Zombies!!! as a game module: the rules bound to their designed content (tiles, event cards, tokens), with
 * the lobby's entries (the standard game and presets of switches), the catalogue the table draws from, the
 * bots, benchmarks and simulation figures. Pure: the content is TypeScript data, so it runs in the browser.
 */
import { randomBot } from '@horde/bots';
import { zombiesHeuristicBot } from '@horde/bots/zombies/heuristic';
import { zombiesSearchBot } from '@horde/bots/zombies/search';
import { zombiesContent } from '@horde/content/zombies/index';
import {
  createZombiesGame,
  FLAWS,
  SCHTICKS,
  type Action,
  type GameEvent,
  type State,
  type ZombiesConfigInput,
  type ZombiesContent,
  type ZombiesGame,
  type ZombiesView,
} from '@horde/zombies';
import type { GameModule, SimReportSpec } from '../module.ts';
import { jsonCopy, type Migrations, openPin, PinnedContentError } from '../pinned.ts';
import { engineBench } from './bench.ts';

export interface ZombiesModule extends GameModule<ZombiesConfigInput, State, Action, GameEvent, ZombiesView> {
  readonly game: ZombiesGame;
}

/** The lobby's entries: the published game and presets of the seed's switches. */
export const ZOMBIES_PRESETS: Record<string, { name: string; label?: string; config: ZombiesConfigInput }> = {
  standard: { name: 'Zombies!!!', label: 'published rules', config: {} },
  // The rules the quick reference (seed 004 lines 12-58) repeats, and only those (DECISION presets.houseRules).
  'house-rules': {
    name: 'House rules',
    label: 'the quick reference',
    config: {
      comeToPapa: true, // line 16
      carefulAim: true, // line 16: +1 Max for 1 extra Movement point
      duckNWeave: true, // line 25
      whatsThis: true, // lines 29-36
      fleshWound: true, // line 38
      justAMinute: true, // line 40
      eatThemNotMe: true, // lines 20-23 (the Player column) and 42
      whereDidTheyComeFrom: true, // lines 46-54
      inHereQuick: true, // lines 56-58: the unnamed buildings' roll needs them open
    },
  },
  'go-go': {
    name: "It's Zombie a Go-Go",
    label: 'crowded streets',
    config: { zombieAGoGo: true, duckNWeave: true, justAMinute: true, fahsands: true, killsToWin: 30 },
  },
  'eat-them': {
    name: 'Eat Them, Not Me!',
    label: 'players fight players',
    config: { eatThemNotMe: true, youWannaTrade: true, comeToPapa: true, characterTraits: true },
  },
  'last-man-standing': {
    name: 'Last Man Standing',
    label: 'no way out',
    config: {
      lastManStanding: true,
      lastManStart: 'grid',
      amnestyRounds: 3,
      eatThemNotMe: true,
      fahsands: true,
      oneBite: true,
      lastManScoring: true,
    },
  },
  'catch-as-catch-can': {
    name: 'Catch As Catch Can',
    label: 'the King Zombie',
    config: { catchAsCatchCan: true, kingHelipadEscape: true, kingTarget: true, oneBite: true },
  },
};

export function zombiesCatalogue(game: ZombiesGame) {
  const content = game.ctx.content;
  // The lobby's part only (the server sends it with every game list): the table imports tiles, cards and
  // RULINGS with its own chunk.
  return {
    presets: Object.entries(ZOMBIES_PRESETS).map(([id, p]) => ({ id, name: p.name, label: p.label, config: p.config })),
    traits: { schticks: [...SCHTICKS], flaws: [...FLAWS] },
    tiles: content.tiles.length,
    events: content.events.reduce((n, e) => n + e.count, 0),
  };
}

/**
 * Pinned content (issue 31), format 1: `{ format: 1, game: 'zombies', content: ZombiesContent }`, the whole
 * content (the 30 map tiles, the 50 event cards, the box's tokens), whatever the config: house rules and presets
 * are switches of the config, not content. A later format adds a migration from the one before it to
 * ZOMBIES_MIGRATIONS.
 */
export interface ZombiesPinV1 {
  format: 1;
  game: 'zombies';
  content: ZombiesContent;
}

export const ZOMBIES_PIN_FORMAT = 1;
const ZOMBIES_MIGRATIONS: Migrations = {};

function pinZombies(content: ZombiesContent): ZombiesPinV1 {
  return { format: ZOMBIES_PIN_FORMAT, game: 'zombies', content: jsonCopy(content, 'content') };
}

function unpinZombies(pinned: unknown): ZombiesContent {
  const pin = openPin(pinned, 'zombies', ZOMBIES_PIN_FORMAT, ZOMBIES_MIGRATIONS) as unknown as ZombiesPinV1;
  if (!pin.content || !Array.isArray(pin.content.tiles) || !Array.isArray(pin.content.events))
    throw new PinnedContentError('Pinned zombies content lacks its tiles or event cards');
  return pin.content;
}

/** The game over `content` (default: the shipped tiles, event cards and tokens). */
export function createZombiesModule(content: ZombiesContent = zombiesContent()): ZombiesModule {
  const game = createZombiesGame(content);
  const catalogue = zombiesCatalogue(game);
  return {
    id: game.meta.id,
    name: game.meta.name,
    game,
    entries: Object.entries(ZOMBIES_PRESETS).map(([id, p]) => ({ id, name: p.name, label: p.label })),
    catalogue: () => catalogue,
    defaultConfig(entry, seats = 4) {
      const preset = ZOMBIES_PRESETS[entry];
      if (!preset)
        throw new Error(`Unknown Zombies!!! entry "${entry}" (known: ${Object.keys(ZOMBIES_PRESETS).join(', ')})`);
      return { ...preset.config, seats: Math.max(2, Math.min(6, seats)) };
    },
    seatPieces: (config, seat) => [`pawn ${seat + 1}`],
    bots: {
      random: (seed) => randomBot<State, Action>(seed),
      heuristic: (seed) => zombiesHeuristicBot(game, seed),
      // The "hard" bot: the heuristic with the race play (cards kept for the roll that reaches the Helicopter), and
      // once the Helipad is down its best moves weighed by look-ahead on worlds redealt from its seat's view.
      search: (seed) => zombiesSearchBot(game, seed),
    },
    benchmarks: { engine: engineBench },
    simFigures: (state) => ({
      kills: state.players.map((p) => p.kills),
      deaths: state.deaths,
      tilesLaid: state.geo.tiles.length - 1,
      helipadLaid: state.geo.helicopter >= 0 ? 1 : 0,
      winnerSeat: state.finish && state.finish.winners.length === 1 ? state.finish.winners[0] : -1,
    }),
    round: (state) => state.round,
    simReport: ZOMBIES_SIM_REPORT,
    pin: () => pinZombies(content),
    fromPin: (pinned) => createZombiesModule(unpinZombies(pinned)),
  };
}

export const ZOMBIES_SIM_REPORT: SimReportSpec = {
  reasons: {
    helipad: 'escaped by helicopter',
    kills: 'reached the kills to win',
    lastManStanding: 'last man standing',
    lastManPoints: 'Last Man Standing on points',
    kingSlain: 'every King Zombie slain',
    survivorsSlain: 'every player slain by the Kings',
    targetEscaped: 'the Target escaped',
    targetSlain: 'the Target slain',
    survivorEscaped: 'a player escaped the King',
    roundLimit: 'round limit',
  },
  figures: {
    kills: { title: 'Kills by seat' },
    deaths: { title: 'Deaths per game' },
    tilesLaid: { title: 'Map tiles laid' },
    helipadLaid: { title: 'Helipad laid', labels: ['no', 'yes'] },
    winnerSeat: { title: 'Winning seat (-1: none or shared)' },
  },
  entryDescription(entry) {
    const preset = ZOMBIES_PRESETS[entry];
    if (!preset) return '';
    const on = Object.entries(preset.config)
      .filter(([, v]) => v === true)
      .map(([k]) => k);
    return on.length ? `switches: ${on.join(', ')}` : 'published rules';
  },
};
