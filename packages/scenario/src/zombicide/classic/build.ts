/**
 * Building a Classic scenario's position: the engine's own setup on a mission made from the file (map, start,
 * exits, Spawn Zones with their colours and locators, doors open or locked, Objectives, goals), then the pieces
 * the file places: survivors (zone, experience, skills, inventory, Wounded cards), zombies, Noise tokens, forced
 * dice and stacked decks.
 */
import { classicContent } from '@horde/content/classic/index';
import {
  addZombies,
  type MissionDef,
  type RulesContext,
  SetupError,
  skillKey,
  type State,
  type ZombicideGame,
  zombiesIn,
} from '@horde/zombicide';
import { buildGeometry, freeSpot } from '@horde/zombicide/board/index';
import { levelForAp } from '@horde/zombicide/experience';
import {
  CLASSIC_BOX,
  createClassicGame,
  STARTING_WEAPON,
  setNoiseTokens,
  setVips,
  setVipsHeld,
  startAtDangerLevels,
  syncCompanions,
  WALKER,
  ZOMBIVOR_WOUNDS,
} from '@horde/zombicide/rulesets/classic/index';
import { missionGoals } from '../schema.ts';
import { buildClassicBoard, type ClassicBoard } from './board.ts';
import type { ParsedClassic, Path } from './parse.ts';
import { type ClassicScenario, LEVELS, SLOT_NAMES, ZOMBIE_TYPE_NAMES } from './schema.ts';
import { classicPart } from '@horde/zombicide/rulesets/classic/index';

export const SCENARIO_MISSION_ID = 'scenario';
const WOUNDED = 'wounded';

export interface Built {
  parsed: ParsedClassic;
  board: ClassicBoard;
  game: ZombicideGame;
  state: State;
  /** The rules context of the board as it stands (its open doors). */
  readonly ctx: RulesContext;
  /** Survivor index by id. */
  survivorIndex: Record<string, number>;
  /** Zone id from a label, or a ScenarioError at the path. */
  zone(label: string, path: Path): number;
  /** Door id from a name, or a ScenarioError at the path. */
  door(name: string, path: Path): number;
  /** [TCM] The mission's barricade spot from its border ("a|b", "a|b#2"), or a ScenarioError at the path. */
  spot(name: string, path: Path): number;
}

function mission(b: Pick<Built, 'parsed' | 'board' | 'zone' | 'door'>): MissionDef {
  const s = b.parsed.scenario;
  const full = (label: string, path: Path) => b.board.geo.zones[b.zone(label, path)].label;
  const [firstId, first] = Object.entries(s.survivors)[0];
  const doorLabel = (name: string, path: Path) => b.board.geo.doors[b.door(name, path)].label;
  return {
    id: SCENARIO_MISSION_ID,
    name: s.name,
    difficulty: 'easy',
    tiles: b.board.placed,
    start: s.start !== undefined ? full(s.start, ['start']) : full(first.zone, ['survivors', firstId, 'zone']),
    exits: (s.exits ?? []).map((l, i) => full(l, ['exits', i])),
    spawns: (s.spawns ?? []).map((sp, i) => ({
      zone: full(sp.zone, ['spawns', i, 'zone']),
      kind: 'spawn' as const,
      ...(sp.color ? { color: sp.color } : {}),
      ...(sp.locators ? { locators: [...sp.locators] } : {}),
    })),
    doors: (s.doors ?? []).map((d, i) => ({
      door: doorLabel(d.door, ['doors', i, 'door']),
      ...(d.open ? { open: true } : { locked: true, ...(d.locked === true ? {} : { color: d.locked }) }),
    })),
    objectives: (s.objectives ?? []).map((o, i) => ({ zone: full(o.zone, ['objectives', i, 'zone']), color: o.color })),
    ...(s.cars
      ? {
          cars: s.cars.map((c, i) => ({
            zone: full(c.zone, ['cars', i, 'zone']),
            kind: c.kind,
            ...(c.drivable === false ? { drivable: false } : {}),
          })),
        }
      : {}),
    ...(s.landingZones ? { landingZones: s.landingZones.map((l, i) => full(l, ['landingZones', i])) } : {}),
    ...(s.covered ? { covered: s.covered.map((l, i) => full(l, ['covered', i])) } : {}),
    ...(s.rubble ? { rubble: s.rubble.map((l, i) => full(l, ['rubble', i])) } : {}),
    ...(s.tents ? { tents: s.tents.map((l, i) => full(l, ['tents', i])) } : {}),
    ...(s.switches
      ? {
          switches: s.switches.map((w, i) => ({
            zone: full(w.zone, ['switches', i, 'zone']),
            ...(w.gate !== undefined ? { gate: full(w.gate, ['switches', i, 'gate']) } : {}),
            ...(w.doors ? { doors: w.doors.map((d, j) => doorLabel(d, ['switches', i, 'doors', j])) } : {}),
            ...(w.objective ? { objective: w.objective } : {}),
          })),
        }
      : {}),
    ...(s.barricades
      ? {
          barricades: s.barricades.map((bar, i) =>
            bar.spot
              .split('|')
              .map((l) => full(l, ['barricades', i, 'spot']))
              .join('|'),
          ),
        }
      : {}),
    ...(s.planks
      ? {
          planks: s.planks.map((pair, i) =>
            pair
              .split('|')
              .map((l) => full(l, ['planks', i]))
              .join('|'),
          ),
        }
      : {}),
    ...(s.stairs
      ? {
          stairs: s.stairs.map((pair, i) =>
            pair
              .split('|')
              .map((l) => full(l, ['stairs', i]))
              .join('|'),
          ),
        }
      : {}),
    zombies: [],
    ...(s.zombieDecks ? { zombieDecks: [...s.zombieDecks] } : {}),
    ...(s.competitive ? { competitive: true } : {}),
    forbiddenClasses: [],
    goals: missionGoals(s.goals),
    rules: { objectiveAp: 5, objectiveBounty: [] },
    provenance: { designed: true, note: 'scenario mission' },
  };
}

export function buildScenario(parsed: ParsedClassic): Built {
  const s = parsed.scenario;
  const board = buildClassicBoard(parsed);
  const zone = (label: string, path: Path): number => {
    const id = board.find(label);
    if (id === undefined)
      throw parsed.error(
        path,
        `unknown or ambiguous zone "${label}" (zones: ${board.geo.zones.map((z) => board.name(z.id)).join(', ')})`,
      );
    return id;
  };
  const door = (name: string, path: Path): number => {
    const id = board.findDoor(name);
    if (id === undefined)
      throw parsed.error(
        path,
        `unknown door "${name}" (doors: ${board.geo.doors.map((d) => board.doorName(d.id)).join(', ') || 'none'})`,
      );
    return id;
  };
  const def = mission({ parsed, board, zone, door });
  const game = createClassicGame({
    content: classicContent(),
    missions: [def],
    geometry: (m, open) => buildGeometry(m.tiles, board.library, open),
  });
  const known = game.context(SCENARIO_MISSION_ID).survivors;
  const ids = Object.keys(s.survivors);
  for (const id of ids)
    if (!known[id])
      throw parsed.error(['survivors', id], `unknown survivor "${id}" (known: ${Object.keys(known).join(', ')})`);
  let state: State;
  try {
    state = game.engine.setup(
      {
        mission: SCENARIO_MISSION_ID,
        players: s.players,
        survivors: ids.map((id) => ({ id, player: s.survivors[id].player })),
        spawnDice: s.spawnDice !== undefined,
        ultrared: s.ultrared,
        resurrection: s.resurrection,
        gamingNight: s.gamingNight,
        teamActions: s.teamActions,
        humanCompanions: s.humanCompanions,
        dogCompanions: s.dogCompanions,
        competitive: s.competitive,
        aBomb: s.aBomb,
        ...(s.zuul ? { zuul: true } : {}),
        ...(s.vinzClortho ? { vinzClortho: true } : {}),
        ...(s.gozer ? { gozer: true } : {}),
        ...(s.stayPuft ? { stayPuft: true } : {}),
        experienceMode: s.experienceMode,
        ...(s.canStartAt ? { canStartAt: true } : {}),
        ...veteransOf(s.survivors),
      },
      s.seed,
    );
  } catch (e) {
    if (e instanceof SetupError) throw parsed.error(['survivors'], e.message);
    throw e;
  }
  const built: Built = {
    parsed,
    board,
    game,
    state,
    get ctx() {
      return game.context(state);
    },
    // The file's survivors, then the Companions on the board by their card's id (`gunman`, `cherry`).
    get survivorIndex() {
      const index: Record<string, number> = Object.fromEntries(ids.map((id, i) => [id, i]));
      built.state.survivors.forEach((sv, i) => {
        if (sv.companion && !(sv.id in index)) index[sv.id] = i;
      });
      return index;
    },
    zone,
    door,
    spot(name, path) {
      const [border, nth] = name.split('#');
      const [a, b] = border.split('|').map((l) => zone(l, path));
      const matches = (built.ctx.mission.barricades ?? []).flatMap((text, i) => {
        const [x, y] = text.split('|').map((l) => board.geo.byLabel[l]);
        return (x === a && y === b) || (x === b && y === a) ? [i] : [];
      });
      // A border the mission shows no spot on: the free key of a Handyman's Leader's barricade (seed 001 line 2020).
      const free =
        matches.length === 0 && a !== b ? freeSpot(a, b, nth === undefined ? 0 : Number(nth) - 1) : undefined;
      const found = free ?? matches[nth === undefined ? 0 : Number(nth) - 1];
      if (found === undefined)
        throw parsed.error(
          path,
          `no barricade spot "${name}" (spots: ${(built.ctx.mission.barricades ?? []).join(', ') || 'none'})`,
        );
      return found;
    },
  };
  if (typeof s.spawnDice === 'number') state.missionState.spawnDice = s.spawnDice;
  placeSurvivors(built);
  // Can start at [Danger Level]: the engine's setup step again, on the file's skills and experience.
  if (s.canStartAt) startAtDangerLevels(built.ctx, state, []);
  // Companion cards the file puts in inventories bring their miniatures (a dog chosen before the game).
  syncCompanions(built.ctx, state, []);
  placeZombies(built);
  if (s.gozerAbilities) classicPart(state).gozer = [...s.gozerAbilities];
  placeVips(built);
  placeTokens(built);
  placeBarricades(built);
  seatCars(built);
  stackDecks(built);
  return built;
}

/** The config's `veterans` from the survivors' `veteran` records (none: no field). */
function veteransOf(survivors: ClassicScenario['survivors']): { veterans?: Record<string, unknown> } {
  const records = Object.entries(survivors).flatMap(([id, sv]) => (sv.veteran ? [[id, sv.veteran] as const] : []));
  return records.length > 0 ? { veterans: Object.fromEntries(records) } : {};
}

/** An Experience card's Skill active in play (a Starts with card acts at setup only). */
const active = (skill: string) => !skill.startsWith('startsWith(');

/** Takes a free instance of a card (held by nobody, not already chosen) out of the decks. */
function takeCard(b: Built, card: string, chosen: readonly number[], path: Path): number {
  const { state, ctx } = b;
  if (!ctx.equipment[card])
    throw b.parsed.error(path, `unknown card "${card}" (known: ${Object.keys(ctx.equipment).join(', ')})`);
  const held = new Set<number>(chosen);
  for (const sv of state.survivors) for (const c of sv.inventory) if (c !== null) held.add(c);
  const at = state.cards.findIndex((c, i) => c.def === card && !held.has(i));
  if (at < 0) throw b.parsed.error(path, `no "${card}" card left in the box`);
  for (const deck of [state.equipmentDeck, state.equipmentDiscard]) {
    const i = deck.indexOf(at);
    if (i >= 0) deck.splice(i, 1);
  }
  return at;
}

function placeSurvivors(b: Built): void {
  const { state, ctx, parsed } = b;
  const skillIds = new Set(classicContent().skills.map((k) => k.id));
  const given = new Set<number>();
  for (const [id, setup] of Object.entries(parsed.scenario.survivors)) {
    const i = b.survivorIndex[id];
    const sv = state.survivors[i];
    const tree = ctx.survivors[id].skills;
    const base: Path = ['survivors', id];
    sv.zone = b.zone(setup.zone, [...base, 'zone']);
    if (setup.experience !== undefined) sv.ap = sv.apTotal = setup.experience;
    if (setup.ultrared !== undefined) {
      if (!state.options.ultrared)
        throw parsed.error([...base, 'ultrared'], 'Ultrared laps need the Ultrared mode (`ultrared: true`)');
      sv.ultrared = setup.ultrared;
    }
    // A Survivor past his first lap stays Red whatever his tracker shows (seed 001 line 2830).
    sv.level = setup.level ?? ((sv.ultrared ?? 0) > 0 ? 'red' : levelForAp(sv.ap));
    const upTo = LEVELS.indexOf(sv.level);
    if (setup.skills !== undefined) {
      setup.skills.forEach((key, k) => {
        if (!skillIds.has(key.replace(/\(.*\)$/, '')))
          throw parsed.error([...base, 'skills', k], `unknown skill "${key}" (skills: ${[...skillIds].join(', ')})`);
      });
      sv.skills = [...setup.skills];
    } else {
      if (upTo >= 2) throw parsed.error([...base, 'level'], `${id} is ${sv.level}: list the chosen "skills"`);
      sv.skills = [...tree.blue, ...(upTo >= 1 ? tree.yellow : [])].map(skillKey);
      // A veteran's Experience cards stay active (modes/veterans.ts gave them at setup).
      sv.skills.push(...(setup.veteran?.cards ?? []).map((c) => c.slice(c.indexOf('/') + 1)).filter(active));
    }
    // The tree entries held up to the level count as taken (a new level offers the others).
    sv.picked = LEVELS.slice(0, upTo + 1).flatMap((lv) =>
      tree[lv]
        .map(skillKey)
        .filter((k) => sv.skills.includes(k))
        .map((k) => `${lv}:${k}`),
    );
    if (setup.actionsUsed !== undefined) sv.actionsUsed = setup.actionsUsed;
    if (setup.inventory !== undefined) {
      given.add(i);
      // The dealt cards go back to the bottom of their deck (a Pan back in the box).
      for (const c of sv.inventory)
        if (c !== null && ctx.equipment[state.cards[c].def].deck === 'equipment') state.equipmentDeck.push(c);
      sv.inventory = sv.inventory.map(() => null);
      const next: (number | null)[] = sv.inventory.map(() => null);
      SLOT_NAMES.forEach((slot, k) => {
        const card = setup.inventory![slot];
        if (card === undefined || card === null) return;
        next[k] = takeCard(
          b,
          card,
          next.filter((c): c is number => c !== null),
          [...base, 'inventory', slot],
        );
      });
      sv.inventory = next;
    }
    if (setup.zombivor) {
      sv.zombivor = true;
      sv.health = ZOMBIVOR_WOUNDS;
    }
    placeWounds(b, id, setup.wounds);
    for (const slot of setup.empty ?? []) {
      const c = sv.inventory[SLOT_NAMES.indexOf(slot)];
      if (c === null) throw parsed.error([...base, 'empty'], `${id}'s ${slot} is empty: nothing to unload`);
      state.cards[c].loaded = false;
    }
  }
  // A survivor whose inventory the file gives takes no "Starts with" offer (its card goes back under the deck).
  state.pending = state.pending.filter((d) => {
    const dropped = d.kind === 'keepFound' && d.reason === 'setup' && given.has(d.survivor);
    if (dropped) state.equipmentDeck.push(d.card);
    return !dropped;
  });
  // 7+ Survivors (seed 001 lines 419, 2775-2781): the extra starting weapons are chosen for the deal; when the file
  // gives every inventory there is no deal, so no weapon to choose (the extra Spawn tokens are still chosen).
  if (given.size === state.survivors.filter((sv) => !sv.companion).length)
    state.pending = state.pending.filter((d) => !(d.kind === 'modeChoice' && d.mode === STARTING_WEAPON));
}

/** Wounded cards: those the inventory places, then more in the first empty slots up to `wounds`. */
function placeWounds(b: Built, id: string, wounds: number | undefined): void {
  const { state, parsed } = b;
  const sv = state.survivors[b.survivorIndex[id]];
  const path: Path = ['survivors', id, 'wounds'];
  const held = () => sv.inventory.filter((c) => c !== null && state.cards[c].def === WOUNDED).length;
  const want = wounds ?? held();
  if (want >= sv.health)
    throw parsed.error(
      path,
      `${sv.health} Wounded cards eliminate ${sv.zombivor ? 'a Zombivor' : 'a survivor'}: ${id} would not be in play`,
    );
  if (held() > want) throw parsed.error(path, `${id}'s inventory holds ${held()} Wounded cards`);
  while (held() < want) {
    const slot = sv.inventory.indexOf(null);
    if (slot < 0) throw parsed.error(path, `${id} has no empty slot for a Wounded card`);
    sv.inventory[slot] = takeCard(b, WOUNDED, [], path);
  }
  sv.wounds = want;
}

function placeZombies(b: Built): void {
  const { state, parsed } = b;
  for (const [label, counts] of Object.entries(parsed.scenario.zombies ?? {})) {
    const z = b.zone(label, ['zombies', label]);
    ZOMBIE_TYPE_NAMES.forEach((type, t) => {
      addZombies(state, z, t, -zombiesIn(state, z, t));
      const n = counts[type] ?? 0;
      if (n === 0) return;
      if (state.pool[t] < n)
        throw parsed.error(['zombies', label, type], `the box holds ${CLASSIC_BOX[t]} ${type}s; ${state.pool[t]} left`);
      addZombies(state, z, t, n);
    });
  }
}

/** [TCM] The barricade tokens standing at the start, on their spots, with their builders. */
function placeBarricades(b: Built): void {
  const tokens = (b.parsed.scenario.barricades ?? []).flatMap((bar, spot) =>
    bar.token
      ? [
          {
            spot,
            complete: bar.token === 'complete',
            builders: (bar.builders ?? []).map((id, j) => {
              const s = b.survivorIndex[id];
              if (s === undefined)
                throw b.parsed.error(['barricades', spot, 'builders', j], `unknown survivor "${id}"`);
              return s;
            }),
          },
        ]
      : [],
  );
  if (tokens.length > 0) b.state.barricades = tokens;
}

function placeTokens(b: Built): void {
  const { state, parsed } = b;
  const s = parsed.scenario;
  classicPart(state).noiseTokens = [];
  for (const [label, n] of Object.entries(s.noise ?? {})) setNoiseTokens(state, b.zone(label, ['noise', label]), n);
  // A door open at the start: its building was opened before, so its rooms have spawned already.
  const geo = b.ctx.geo;
  const rooms = new Set(classicPart(state).spawnedRooms ?? []);
  const queue = (state.doors ?? []).flatMap((d) => geo.doors[d].zones).filter((z) => geo.zones[z].kind === 'building');
  for (const z of queue) rooms.add(z);
  for (let i = 0; i < queue.length; i++)
    for (const n of geo.neighbors[queue[i]])
      if (!rooms.has(n) && geo.zones[n].kind === 'building') {
        rooms.add(n);
        queue.push(n);
      }
  classicPart(state).spawnedRooms = [...rooms].sort((x, y) => x - y);
  (s.spawns ?? []).forEach((sp, i) => {
    if (sp.active !== undefined) state.spawns[i].active = sp.active;
  });
  (s.objectives ?? []).forEach((o, i) => {
    state.objectives[i].taken = o.taken;
  });
  state.forcedDice = [...(s.dice ?? [])];
}

/** The scenario's car occupants: the driver in seat 0, the passengers in seats 1-3; each stands in the car's zone. */
function seatCars(b: Built): void {
  const { state, parsed } = b;
  (parsed.scenario.cars ?? []).forEach((c, i) => {
    const car = classicPart(state).cars![i];
    if (c.searched) car.searched = true;
    if (c.flying) car.flying = true;
    const seat = (id: string, at: number, path: Path) => {
      const s = b.survivorIndex[id];
      if (s === undefined) throw parsed.error(path, `unknown survivor "${id}"`);
      if (state.survivors[s].zone !== car.zone)
        throw parsed.error(path, `${id} must stand in the car's zone (${c.zone}) to sit in it`);
      if (classicPart(state).cars!.some((other) => other.seats.includes(s)))
        throw parsed.error(path, `${id} already sits in a car`);
      car.seats[at] = s;
    };
    if (c.driver !== undefined) seat(c.driver, 0, ['cars', i, 'driver']);
    (c.passengers ?? []).forEach((id, k) => {
      seat(id, k + 1, ['cars', i, 'passengers', k]);
    });
  });
}

function stackDecks(b: Built): void {
  const { state, parsed } = b;
  const s = parsed.scenario;
  if (s.zombieDeck) {
    s.zombieDeck.forEach((id, i) => {
      if (!b.ctx.zombieCards[id])
        throw parsed.error(
          ['zombieDeck', i],
          `unknown Zombie card ${id} (Season 1: 1-42; the expansion decks: 55-66, 67-78, 79-90, 145-156)`,
        );
      const deck = b.ctx.zombieCards[id].deck;
      if (deck && !(s.zombieDecks as readonly string[] | undefined)?.includes(deck))
        throw parsed.error(['zombieDeck', i], `Zombie card ${id} is in the ${deck} deck: add "zombieDecks: [${deck}]"`);
    });
    const top = s.zombieDeck;
    if (new Set(top).size !== top.length) throw parsed.error(['zombieDeck'], 'a Zombie card is listed twice');
    state.zombieDeck = [...top, ...state.zombieDeck.filter((c) => !top.includes(c))];
    state.zombieDiscard = state.zombieDiscard.filter((c) => !top.includes(c));
  }
  if (s.tentDeal) {
    s.tentDeal.forEach((id, i) => {
      if (!b.ctx.tentCards[id])
        throw parsed.error(['tentDeal', i], `unknown tent card "${id}" (${Object.keys(b.ctx.tentCards).join(', ')})`);
    });
    if (s.tentDeal.length !== (classicPart(state).tents?.length ?? 0))
      throw parsed.error(['tentDeal'], `${s.tentDeal.length} cards for ${classicPart(state).tents?.length ?? 0} tents`);
    classicPart(state).tentDeal = [...s.tentDeal];
  }
  if (s.equipmentDeck) {
    const deck = state.equipmentDeck;
    const top: number[] = [];
    s.equipmentDeck.forEach((card, i) => {
      if (!b.ctx.equipment[card]) throw parsed.error(['equipmentDeck', i], `unknown card "${card}"`);
      const at = deck.findIndex((c) => state.cards[c].def === card && !top.includes(c));
      if (at < 0) throw parsed.error(['equipmentDeck', i], `no "${card}" left in the Equipment deck`);
      top.push(deck[at]);
    });
    state.equipmentDeck = [...top, ...deck.filter((c) => !top.includes(c))];
  }
}

/** VIP Walkers [VIP1] [VIP2]: some of a zone's Walkers, and those kept on ID Cards. */
function placeVips(b: Built): void {
  const { state, parsed } = b;
  for (const [label, sculpts] of Object.entries(parsed.scenario.vips ?? {})) {
    const zone = b.zone(label, ['vips', label]);
    if (sculpts.length > zombiesIn(state, zone, WALKER))
      throw parsed.error(
        ['vips', label],
        `${sculpts.length} VIPs but fewer Walkers in ${label} (give them in "zombies")`,
      );
    setVips(state, zone, sculpts);
  }
  for (const [id, sculpts] of Object.entries(parsed.scenario.vipsHeld ?? {})) {
    const s = b.survivorIndex[id];
    if (s === undefined) throw parsed.error(['vipsHeld', id], `no survivor "${id}" in this scenario`);
    setVipsHeld(state, s, sculpts);
  }
}
