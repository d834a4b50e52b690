/**
 * Building a scenario's position: the engine's own setup on a mission made
 * from the file, then the pieces the file places (survivors' zones, classes,
 * skills, inventories, adrenaline; zombies; noise; spawn zones; Vade Retro
 * tokens; forced dice; stacked deck tops).
 */
import { describeIssue, describeRefusal, type Issue } from '@horde/core';
import {
  addZombies,
  carryZombies,
  favoriteSlotOf,
  SetupError,
  skillKey,
  zombiesIn,
  type RulesContext,
  type State,
} from '@horde/zombicide';
import { BOX_MINIATURES, fitsFavorite, levelForAp, type UoaGame, uoaPart } from '@horde/zombicide/rulesets/uoa/index';
import { buildBoard, type ScenarioBoard } from './board.ts';
import { scenarioGame, scenarioMission, shippedMissions } from './engine.ts';
import type { ParsedScenario, Path } from './parse.ts';
import { CLASS_NAMES, LEVELS, SLOT_NAMES, ZOMBIE_TYPE_NAMES } from './schema.ts';

/** A survivor's index by id: the file's survivors and Companions, or a Companion that joined during play (M5's Townsfolk). */
export function survivorIndexOf(b: Built, id: string): number | undefined {
  const known = b.survivorIndex[id];
  if (known !== undefined) return known;
  const i = b.state.survivors.findIndex((sv) => sv.companion && sv.id === id);
  return i < 0 ? undefined : i;
}

/** The game setup refused the file's choice of survivors: its issues (checked against `setupRefused`). */
export class SetupRefused extends Error {
  constructor(readonly issues: readonly Issue[]) {
    super(issues.map(describeIssue).join('; '));
  }
}

export interface Built {
  parsed: ParsedScenario;
  /** The board as it stands now: a train changes it (State.board), and zone ids and names follow. */
  readonly board: ScenarioBoard;
  game: UoaGame;
  /** The rules context of the current board. */
  readonly ctx: RulesContext;
  state: State;
  /** Survivor index by id. */
  survivorIndex: Record<string, number>;
  /** Zone id from a label, or a ScenarioError at the path. */
  zone(label: string, path: Path): number;
}

export function buildScenario(parsed: ParsedScenario): Built {
  const s = parsed.scenario;
  const initial = buildBoard(parsed);
  let current: () => ScenarioBoard = () => initial;
  const zone = (label: string, path: Path): number => {
    const board = current();
    const id = board.find(label);
    if (id === undefined) {
      const hint = board.geo.zones.map((z) => board.name(z.id)).join(', ');
      throw parsed.error(path, `unknown or ambiguous zone "${label}" (zones: ${hint})`);
    }
    return id;
  };
  const mission =
    s.mission !== undefined ? shippedMissions().find((m) => m.id === s.mission)! : scenarioMission(s, initial, zone);
  const game = scenarioGame(mission, initial);
  const ctx = game.context(mission.id);
  const ids = Object.keys(s.survivors);
  ids.forEach((id) => {
    if (!ctx.survivors[id])
      throw parsed.error(
        ['survivors', id],
        `unknown survivor "${id}" (known: ${Object.keys(ctx.survivors).join(', ')})`,
      );
  });
  const companionIds = Object.keys(s.companions ?? {});
  if (s.mission === undefined) {
    companionIds.forEach((id) => {
      if (!ctx.survivors[id])
        throw parsed.error(
          ['companions', id],
          `unknown survivor "${id}" (known: ${Object.keys(ctx.survivors).join(', ')})`,
        );
    });
  }
  // Companions completing the posse at setup (EN 282): passed to the engine's config, each with its Leader.
  const posse = Object.entries(s.posseCompanions ?? {});
  const posseConfig = posse.map(([id, leader]) => {
    if (leader === null) return { id };
    const at = ids.indexOf(leader);
    if (at < 0) throw parsed.error(['posseCompanions', id], `unknown Leader "${leader}" (a survivor of this scenario)`);
    return { id, leader: at };
  });
  let state: State;
  try {
    state = game.engine.setup(
      {
        mission: mission.id,
        players: s.players,
        survivors: ids.map((id) => ({
          id,
          player: s.survivors[id].player,
          starting: ctx.survivors[id].favoriteSlot === 'any' ? 'pistol' : undefined,
        })),
        ultrared: s.ultrared,
        ...(posseConfig.length > 0 ? { companions: posseConfig } : {}),
      },
      s.seed,
    );
  } catch (e) {
    if (e instanceof SetupError) {
      if (s.setupRefused !== undefined) throw new SetupRefused(e.issues);
      throw parsed.error(['survivors'], e.message);
    }
    throw e;
  }
  const built: Built = {
    parsed,
    get board() {
      return state.board ? initial.with(state.board) : initial;
    },
    game,
    get ctx() {
      return game.context(state);
    },
    state,
    survivorIndex: Object.fromEntries(ids.map((id, i) => [id, i])),
    zone,
  };
  // The posse's Companions keep their ids; they come first among the Companions the engine placed.
  for (const [id] of posse) built.survivorIndex[id] = state.survivors.findIndex((x) => x.companion && x.id === id);
  current = () => built.board;
  placeTrain(built);
  if (s.mission !== undefined) {
    indexMissionCompanions(built);
    placeSurvivors(built);
    overrideMissionPieces(built);
    placeMachines(built);
  } else {
    nameCompanions(built, companionIds, posse.length);
    placeSurvivors(built);
    placeMachines(built);
    leadCompanions(built, companionIds);
  }
  dropSetupOffers(built);
  placeZombies(built);
  placeTokens(built);
  stackDecks(built);
  return built;
}

/**
 * `train:` the mission's mobile train already under way. The map changes (zone ids with it): every piece the
 * engine's setup placed keeps the cell it stood on. The file's own pieces are then placed on the new map.
 */
function placeTrain(b: Built): void {
  const { state, parsed } = b;
  const want = parsed.scenario.train;
  if (!want) return;
  const t = uoaPart(state).train;
  if (!t) throw parsed.error(['train'], `mission ${parsed.scenario.mission} has no mobile train`);
  if (want.tiles.length !== t.slots.length)
    throw parsed.error(['train', 'tiles'], `the track has ${t.slots.length} slots (now ${JSON.stringify(t.tiles)})`);
  want.tiles.forEach((tile, i) => {
    if (!b.board.library.has(tile)) throw parsed.error(['train', 'tiles', i], `unknown tile "${tile}"`);
    if (tile.slice(0, -1) !== t.tiles[i].slice(0, -1) && !t.tiles.some((x) => x.slice(0, -1) === tile.slice(0, -1)))
      throw parsed.error(['train', 'tiles', i], `tile ${tile} is not one of this track's (${t.tiles.join(', ')})`);
  });
  const old = b.board;
  const mission = b.ctx.mission;
  t.tiles = [...want.tiles];
  t.running = want.running;
  state.board = mission.tiles.map((p) => {
    const i = t.slots.findIndex((s) => s.col === p.col && s.row === p.row);
    return i < 0 ? { ...p } : { ...p, tile: t.tiles[i], name: undefined };
  });
  const next = b.board;
  const byCell = new Map<string, number>();
  for (const z of next.geo.zones) if (z.kind !== 'balcony') for (const [x, y] of z.cells) byCell.set(`${x},${y}`, z.id);
  const map = (zone: number): number => {
    const [x, y] = old.geo.zones[zone].cells[0];
    return byCell.get(`${x},${y}`) ?? zone;
  };
  for (const sv of state.survivors) sv.zone = map(sv.zone);
  state.zombies = carryZombies(state, next.geo.zones.length, map);
  for (const sp of state.spawns) sp.zone = map(sp.zone);
  for (const o of state.objectives) o.zone = map(o.zone);
  state.noise.zone = map(state.noise.zone);
  const { wagon, gatling } = uoaPart(state);
  uoaPart(state).vadeRetro = uoaPart(state).vadeRetro.map(map);
  if (wagon) wagon.zone = map(wagon.zone);
  if (gatling) gatling.zone = map(gatling.zone);
}

/** Takes a free instance of an equipment card: held by nobody and not already chosen; removed from the decks. */
function takeCard(b: Built, def: string, chosen: readonly number[], path: Path): number {
  const { state, ctx } = b;
  if (!ctx.equipment[def])
    throw b.parsed.error(path, `unknown card "${def}" (known: ${Object.keys(ctx.equipment).join(', ')})`);
  const held = new Set<number>(chosen);
  for (const sv of state.survivors) for (const c of sv.inventory) if (c !== null) held.add(c);
  const card = state.cards.findIndex((c, i) => c.def === def && !held.has(i));
  if (card < 0) throw b.parsed.error(path, `no "${def}" card left in the box`);
  for (const deck of [state.equipmentDeck, uoaPart(state).bountyDeck, state.equipmentDiscard]) {
    const at = deck.indexOf(card);
    if (at >= 0) deck.splice(at, 1);
  }
  return card;
}

function placeSurvivors(b: Built): void {
  const { state, ctx, parsed } = b;
  for (const [id, setup] of Object.entries(parsed.scenario.survivors)) {
    const i = b.survivorIndex[id];
    const sv = state.survivors[i];
    const def = ctx.survivors[id];
    const base: Path = ['survivors', id];
    if (setup.zone !== undefined) sv.zone = b.zone(setup.zone, [...base, 'zone']);
    if (setup.ap !== undefined) {
      sv.ap = setup.ap;
      sv.apTotal = setup.ap;
    }
    sv.level = setup.level ?? levelForAp(sv.ap);
    if (setup.skills !== undefined) sv.skills = [...setup.skills];
    else {
      const upTo = LEVELS.indexOf(sv.level);
      if (upTo >= 2)
        throw parsed.error([...base, 'level'], `${id} is ${sv.level}: list the chosen "skills" explicitly`);
      sv.skills = [...def.skills.blue, ...(upTo >= 1 ? def.skills.yellow : [])].map(skillKey);
    }
    if (setup.class !== undefined) sv.classes = Array.isArray(setup.class) ? [...setup.class] : [setup.class];
    // A class skill held gives its class (EN 1620, 1650, 1694, 1706), as the engine does when one is gained.
    for (const cls of CLASS_NAMES) if (sv.skills.includes(cls) && !sv.classes.includes(cls)) sv.classes.push(cls);
    sv.health = sv.classes.includes('brawler') ? 3 : 2;
    if (setup.actionsUsed !== undefined) sv.actionsUsed = setup.actionsUsed;
    if (setup.wounds !== undefined) {
      if (setup.wounds >= sv.health)
        throw parsed.error(
          [...base, 'wounds'],
          `${id} has Health ${sv.health}: ${setup.wounds} wounds would eliminate them`,
        );
      sv.wounds = setup.wounds;
    }
    if (setup.ultrared !== undefined) sv.ultrared = setup.ultrared;
    if (setup.picked !== undefined) sv.picked = [...setup.picked];
    else {
      // The tree entries the survivor holds, up to its level (Orange and Red choices count as taken).
      const upTo = LEVELS.indexOf(sv.level);
      sv.picked = LEVELS.slice(0, upTo + 1).flatMap((lv) =>
        def.skills[lv]
          .map(skillKey)
          .filter((k) => sv.skills.includes(k))
          .map((k) => `${lv}:${k}`),
      );
    }
    if (setup.inventory !== undefined) {
      const wanted = setup.inventory;
      const next: (number | null)[] = [null, null, null, null, null, null];
      sv.inventory = [null, null, null, null, null, null]; // the starting card goes back in the box
      SLOT_NAMES.forEach((slot, k) => {
        const card = wanted[slot];
        if (card === undefined || card === null) return;
        const path = [...base, 'inventory', slot];
        if (slot === 'favorite' && ctx.equipment[card] && !fitsFavorite(ctx.equipment[card], favoriteSlotOf(def))) {
          throw parsed.error(path, `${card} does not fit ${id}'s Favorite Weapon slot (${def.favoriteSlot})`);
        }
        next[k] = takeCard(
          b,
          card,
          next.filter((c): c is number => c !== null),
          path,
        );
      });
      sv.inventory = next;
    }
    for (const slot of setup.empty ?? []) {
      const c = sv.inventory[SLOT_NAMES.indexOf(slot)];
      if (c === null) throw parsed.error([...base, 'empty'], `${id}'s ${slot} is empty: nothing to unload`);
      state.cards[c].loaded = false;
    }
  }
}

/**
 * The engine placed one Companion per entry, in the file's order, after the players' survivors and the posse's
 * Companions (`skip`): give each its chosen id.
 */
function nameCompanions(b: Built, ids: string[], skip: number): void {
  const placed = b.state.survivors
    .map((sv, i) => ({ sv, i }))
    .filter(({ sv }) => sv.companion)
    .slice(skip);
  ids.forEach((id, k) => {
    placed[k].sv.id = id;
    b.survivorIndex[id] = placed[k].i;
  });
}

/** A mission's Companions keep the engine's ids (unused survivors of their class: "meg", "pablito"...). */
function indexMissionCompanions(b: Built): void {
  b.state.survivors.forEach((sv, i) => {
    if (sv.companion) b.survivorIndex[sv.id] = i;
  });
}

/**
 * A mission's pieces the file moves: its Companions (lone in another zone, or already led by a survivor of
 * the file), the Wagon and the Gatling Gun. Zombies, spawns, Objectives and tokens are overridden later.
 */
function overrideMissionPieces(b: Built): void {
  const { state, parsed } = b;
  const s = parsed.scenario;
  for (const [id, c] of Object.entries(s.companions ?? {})) {
    const i = b.survivorIndex[id];
    const missionCompanions = state.survivors.filter((x) => x.companion).map((x) => x.id);
    if (i === undefined || !state.survivors[i].companion) {
      throw parsed.error(
        ['companions', id],
        `"${id}" is not a Companion of mission ${s.mission} (its Companions: ${missionCompanions.join(', ') || 'none'})`,
      );
    }
    const comp = state.survivors[i];
    if (c.mode === 'lone') {
      if (c.zone !== undefined) comp.zone = b.zone(c.zone, ['companions', id, 'zone']);
      continue;
    }
    if (c.leader === undefined)
      throw parsed.error(
        ['companions', id, 'leader'],
        'a mission Companion written as linked needs its "leader" (a survivor of this scenario)',
      );
    const leader = b.survivorIndex[c.leader];
    if (leader === undefined || state.survivors[leader].companion)
      throw parsed.error(
        ['companions', id, 'leader'],
        `unknown Leader "${c.leader}" (a player survivor of this scenario)`,
      );
    // Already rallied at the start: the Leader holds the ID card and the Companion stands with them.
    state.pending = state.pending.filter((d) => !(d.kind === 'chooseLeader' && d.companion === i));
    comp.leader = leader;
    comp.player = state.survivors[leader].player;
    comp.zone = state.survivors[leader].zone;
  }
  const part = uoaPart(state);
  if (s.wagon) {
    part.wagon = { zone: b.zone(s.wagon.zone, ['wagon', 'zone']), riders: [], stuck: s.wagon.stuck ?? false };
    if (s.wagon.load !== undefined) part.wagon.load = s.wagon.load;
    if (part.gatling) part.gatling.mounted = !part.gatling.fixed && part.gatling.zone === part.wagon.zone;
  }
  if (s.gatling) {
    const zone = b.zone(s.gatling.zone, ['gatling', 'zone']);
    const fixed = s.gatling.fixed ?? false;
    part.gatling = { zone, mounted: !fixed && part.wagon?.zone === zone, fixed, streak: 0 };
  }
}

/** Linked Companions with a Leader in the file: the setup decision is answered through the engine. */
function leadCompanions(b: Built, ids: string[]): void {
  const { state, parsed } = b;
  for (const id of ids) {
    const c = parsed.scenario.companions![id];
    if (c.mode !== 'linked' || c.leader === undefined) continue;
    const leader = b.survivorIndex[c.leader];
    if (leader === undefined || state.survivors[leader].companion)
      throw parsed.error(
        ['companions', id, 'leader'],
        `unknown Leader "${c.leader}" (a player survivor of this scenario)`,
      );
    const at = state.pending.findIndex((d) => d.kind === 'chooseLeader' && d.companion === b.survivorIndex[id]);
    if (at < 0) throw parsed.error(['companions', id], 'no Leader choice is open for this Companion');
    const [d] = state.pending.splice(at, 1);
    state.pending.unshift(d);
    const r = b.game.engine.apply(state, { type: 'chooseLeader', s: leader });
    if (!r.ok) throw parsed.error(['companions', id, 'leader'], describeRefusal(r.error));
  }
}

function placeMachines(b: Built): void {
  const { state, parsed } = b;
  const riders = parsed.scenario.wagon?.riders ?? [];
  riders.forEach((id, k) => {
    const i = b.survivorIndex[id];
    if (i === undefined) throw parsed.error(['wagon', 'riders', k], `unknown survivor "${id}"`);
    if (state.survivors[i].zone !== uoaPart(state).wagon!.zone)
      throw parsed.error(['wagon', 'riders', k], `${id} does not stand in the Wagon's zone`);
    uoaPart(state).wagon!.riders.push(i);
  });
}

/** A survivor whose inventory the file gives takes no setup offer (a "Starts with" card): the file already says what they hold. */
function dropSetupOffers(b: Built): void {
  const given = new Set(
    Object.entries(b.parsed.scenario.survivors)
      .filter(([, s]) => s.inventory !== undefined)
      .map(([id]) => b.survivorIndex[id]),
  );
  b.state.pending = b.state.pending.filter(
    (d) => !(d.kind === 'keepFound' && d.reason === 'setup' && given.has(d.survivor)),
  );
}

function placeZombies(b: Built): void {
  const { state, parsed } = b;
  for (const [label, counts] of Object.entries(parsed.scenario.zombies ?? {})) {
    const z = b.zone(label, ['zombies', label]);
    ZOMBIE_TYPE_NAMES.forEach((type, t) => {
      // The zone holds exactly what the file lists (a mission's setup zombies there go back to the box).
      addZombies(state, z, t, -zombiesIn(state, z, t));
      const n = counts[type] ?? 0;
      if (n === 0) return;
      if (state.pool[t] < n)
        throw parsed.error(
          ['zombies', label, type],
          `the box holds ${BOX_MINIATURES[t]} ${type}s; ${state.pool[t]} left`,
        );
      addZombies(state, z, t, n);
    });
  }
}

function placeTokens(b: Built): void {
  const { state, parsed } = b;
  const s = parsed.scenario;
  if (s.noise) state.noise = { zone: b.zone(s.noise.zone, ['noise', 'zone']), boom: s.noise.side === 'boom' };
  // The file lists every spawn zone: none unless written (no hidden Abomination zone either). A mission keeps its own unless listed.
  if (s.mission === undefined || s.spawns !== undefined) {
    state.spawns = (s.spawns ?? []).map((sp, i) => ({
      kind: sp.kind,
      zone: b.zone(sp.zone, ['spawns', i, 'zone']),
      active: sp.active ?? sp.kind !== 'abomination',
      ...(sp.safe ? { safe: true } : {}),
    }));
  }
  if (s.objectives !== undefined) {
    state.objectives = s.objectives.map((o, i) => ({
      zone: b.zone(o.zone, ['objectives', i, 'zone']),
      color: o.color,
      hidden: o.hidden,
      taken: o.taken,
    }));
  }
  uoaPart(state).vadeRetro = (s.vadeRetro ?? []).map((l, i) => b.zone(l, ['vadeRetro', i]));
  state.forcedDice = [...(s.dice ?? [])];
}

function stackDecks(b: Built): void {
  const { state, parsed } = b;
  const s = parsed.scenario;
  if (s.zombieDeck) {
    const top = s.zombieDeck.map((id, i) => {
      if (!b.ctx.zombieCards[id])
        throw parsed.error(['zombieDeck', i], `unknown Zombie card ${id} (1-${Object.keys(b.ctx.zombieCards).length})`);
      return id;
    });
    if (new Set(top).size !== top.length) throw parsed.error(['zombieDeck'], 'a Zombie card is listed twice');
    state.zombieDeck = [...top, ...state.zombieDeck.filter((c) => !top.includes(c))];
    state.zombieDiscard = state.zombieDiscard.filter((c) => !top.includes(c));
  }
  // The file's cards on top of a deck, in its order.
  const stack = (key: 'equipmentDeck' | 'bountyDeck', list: string[], deck: number[]): number[] => {
    const top: number[] = [];
    list.forEach((def, i) => {
      const path = [key, i];
      if (!b.ctx.equipment[def]) throw parsed.error(path, `unknown card "${def}"`);
      const at = deck.findIndex((c) => state.cards[c].def === def && !top.includes(c));
      if (at < 0)
        throw parsed.error(path, `no "${def}" left in the ${key === 'equipmentDeck' ? 'Equipment' : 'Bounty'} deck`);
      top.push(deck[at]);
    });
    return [...top, ...deck.filter((c) => !top.includes(c))];
  };
  if (s.equipmentDeck) state.equipmentDeck = stack('equipmentDeck', s.equipmentDeck, state.equipmentDeck);
  const part = uoaPart(state);
  if (s.bountyDeck) part.bountyDeck = stack('bountyDeck', s.bountyDeck, part.bountyDeck);
}
