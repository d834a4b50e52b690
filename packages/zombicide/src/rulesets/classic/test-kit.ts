/**
 * Test helpers for Classic's rules: a small block of streets and buildings
 * with doors, fixture cards with the stats the seed's examples state, and a
 * table to place pieces, act and read the result by zone label.
 */
import { describeRefusal, type RuleError } from '@horde/core';
import { expect } from 'vitest';
import type { Action, GameEvent } from '../../actions.ts';
import { computeGeometry, tileLibrary } from '../../board/index.ts';
import type { Content } from '../../context.ts';
import type { EquipmentDef, MissionDef, SurvivorDef, WeaponStats, ZombieCardDef } from '../../defs.ts';
import type { ZombicideGame } from '../../game.ts';
import type { State } from '../../state.ts';
import { addZombies, zombiesIn } from '../../zombies.ts';
import { createClassicGame } from './game.ts';
import { CLASSIC_SLOT_NAMES } from './inventory.ts';
import { setNoiseTokens } from './noise.ts';
import { ABOMINATION, CLASSIC_BOX, CLASSIC_TYPES, type ClassicType, FATTY, RUNNER, WALKER } from './roster.ts';
import { classicPart } from './state.ts';

const printed = { designed: false, note: 'fixture: stats the seed 001 examples state' };

function weapon(
  id: string,
  w: Partial<WeaponStats> & Pick<WeaponStats, 'attack' | 'family'>,
  extra: Partial<EquipmentDef> = {},
): EquipmentDef {
  return {
    id,
    name: id,
    deck: 'equipment',
    count: 3,
    traits: [],
    provenance: printed,
    weapon: { minRange: 0, maxRange: 0, dice: 1, accuracy: 4, damage: 1, noise: 'silent', dual: false, ...w },
    ...extra,
  };
}

const card = (id: string, traits: EquipmentDef['traits'], extra: Partial<EquipmentDef> = {}): EquipmentDef => ({
  id,
  name: id,
  deck: 'equipment',
  count: 2,
  traits,
  provenance: printed,
  ...extra,
});

export const CLASSIC_FIXTURE_EQUIPMENT: EquipmentDef[] = [
  weapon('pan', { attack: 'melee', family: 'melee', accuracy: 6 }, { deck: 'starting' }),
  weapon('fireAxe', { attack: 'melee', family: 'melee', damage: 2 }, { door: 'noisy' }),
  weapon('crowbar', { attack: 'melee', family: 'melee' }, { door: 'silent' }),
  weapon('machete', { attack: 'melee', family: 'melee', accuracy: 4, damage: 2, dual: true }),
  weapon('pistol', { attack: 'ranged', family: 'pistol', maxRange: 1, noise: 'bang', dual: true, ammo: 'bullets' }),
  // Seed 001 line 1244: Doug's Sub MG rolls 3 dice, Damage 1, Dual.
  weapon('subMg', { attack: 'ranged', family: 'smg', maxRange: 1, dice: 3, accuracy: 5, noise: 'bang', dual: true }),
  weapon('rifle', { attack: 'ranged', family: 'rifle', minRange: 1, maxRange: 3, accuracy: 3, noise: 'bang' }),
  card('aaahh', ['aaahh'], { count: 4 }),
  card('gasoline', ['gasoline']),
  card('glassBottles', ['glassBottles']),
  weapon(
    'molotov',
    { attack: 'ranged', family: 'fire', maxRange: 1, dice: 0, accuracy: 6, damage: 3, noise: 'bang' },
    { deck: 'setAside', count: 2, traits: ['molotov'], combines: ['gasoline', 'glassBottles'] },
  ),
  card('flashlight', ['flashlight', 'fromBackpack']),
  card('cannedFood', ['food']),
  card('wounded', ['wounded'], { deck: 'setAside', count: 6 }),
];

/** No Blue skill: a fixture survivor plays the bare rules unless a test gives it skills. */
const tree = (): SurvivorDef['skills'] => ({
  blue: [],
  yellow: [{ id: 'plus1Action' }],
  orange: [{ id: 'lucky' }, { id: 'slippery' }],
  red: [{ id: 'marksman' }, { id: 'lucky' }, { id: 'slippery' }],
});

export const CLASSIC_FIXTURE_SURVIVORS: SurvivorDef[] = ['ned', 'wanda', 'doug', 'phil', 'amy', 'josh'].map((id) => ({
  id,
  name: id[0].toUpperCase() + id.slice(1),
  skills: tree(),
  provenance: printed,
}));

const line = (walker: number) => ({ kind: 'zombies' as const, walker });
/** Card 1-3: Walkers; 4: a Fatty; 5: Runner extra activation; 6: an Abomination. */
export const CLASSIC_FIXTURE_CARDS: ZombieCardDef[] = [
  { id: 1, lines: { blue: line(1), yellow: line(2), orange: line(3), red: line(4) }, provenance: printed },
  { id: 2, lines: { blue: line(2), yellow: line(3), orange: line(4), red: line(5) }, provenance: printed },
  { id: 3, lines: { blue: line(1), yellow: line(1), orange: line(2), red: line(3) }, provenance: printed },
  {
    id: 4,
    lines: {
      blue: { kind: 'zombies', fatty: 1 },
      yellow: { kind: 'zombies', fatty: 1 },
      orange: { kind: 'zombies', fatty: 1 },
      red: { kind: 'zombies', fatty: 2 },
    },
    provenance: printed,
  },
  {
    id: 5,
    lines: {
      blue: { kind: 'extraActivation', zombie: 'runner' },
      yellow: { kind: 'extraActivation', zombie: 'runner' },
      orange: { kind: 'extraActivation', zombie: 'runner' },
      red: { kind: 'extraActivation', zombie: 'runner' },
    },
    provenance: printed,
  },
  {
    id: 6,
    lines: {
      blue: { kind: 'abomination' },
      yellow: { kind: 'abomination' },
      orange: { kind: 'abomination' },
      red: { kind: 'abomination' },
    },
    provenance: printed,
  },
];

export const CLASSIC_FIXTURE_CONTENT: Content = {
  equipment: CLASSIC_FIXTURE_EQUIPMENT,
  survivors: CLASSIC_FIXTURE_SURVIVORS,
  zombieCards: CLASSIC_FIXTURE_CARDS,
  abomination: {
    id: 'abomination',
    name: 'Abomination',
    toughness: 3,
    actions: 1,
    ability: 'none',
    provenance: printed,
  },
  skills: [],
};

/**
 * A 6x4 test block: a street row on top (s1..s6) and one at the bottom (t1..t6) joined by the side streets
 * c1 and c6. Building A (a1, a2 joined by an opening) has a door from s2 into a1; building B has a door
 * from s5 into b1, and b2 (under s4) is behind an inner door from b1 (a room sealed until that door opens).
 */
export const BLOCK = `
tile K
grid
+--+--+--+--+--+--+
|s1 s2 s3 s4 s5 s6|
+  +DD+--+--+DD+  +
|c1|a1:a2|b2Db1|c6|
+  +--+--+--+--+  +
|c1|a3 a3|b3 b3|c6|
+  +--+--+--+--+  +
|t1 t2 t3 t4 t5 t6|
+--+--+--+--+--+--+
zones
s1 street
s2 street
s3 street
s4 street
s5 street
s6 street
c1 street
c6 street
t1 street
t2 street
t3 street
t4 street
t5 street
t6 street
a1 building
a2 building
a3 impassable
b1 building
b2 building
b3 impassable
`;

export interface ClassicSetup {
  survivors: {
    id: string;
    zone: string;
    inventory?: Partial<Record<string, string>>;
    ap?: number;
    skills?: string[];
  }[];
  zombies?: Record<string, Partial<Record<ClassicType, number>>>;
  noise?: Record<string, number>;
  spawns?: string[];
  objectives?: string[];
  exits?: string[];
  dice?: number[];
  zombieDeck?: number[];
  equipmentDeck?: string[];
  openDoors?: string[];
  /** Extra fixture cards (a test's own, e.g. Companion cards). */
  extraEquipment?: EquipmentDef[];
  /** More config fields for the setup (a mode's switches, Experience mode's veterans). */
  config?: Record<string, unknown>;
  /** [PO] Switches of doors (zone and door names of the block), linked to the red Objective of their zone or not. */
  switches?: { zone: string; doors: string[]; objective?: 'red' }[];
}

export class ClassicTable {
  readonly game: ZombicideGame;
  state: State;
  events: GameEvent[] = [];

  constructor(setup: ClassicSetup) {
    const library = tileLibrary([{ file: 'block.tile', text: BLOCK }]);
    const tiles = [{ tile: 'K', rotation: 0 as const, col: 0, row: 0 }];
    const mission: MissionDef = {
      id: 'BLOCK',
      name: 'Test block',
      difficulty: 'easy',
      tiles,
      start: 'K:s1',
      exits: (setup.exits ?? []).map((z) => `K:${z}`),
      spawns: (setup.spawns ?? []).map((z) => ({ zone: `K:${z}`, kind: 'spawn' as const })),
      objectives: (setup.objectives ?? []).map((z) => ({ zone: `K:${z}`, color: 'red' as const })),
      ...(setup.switches
        ? {
            switches: setup.switches.map((sw) => ({
              zone: `K:${sw.zone}`,
              doors: sw.doors.map((d) =>
                d
                  .split('|')
                  .map((l) => `K:${l}`)
                  .sort()
                  .join('|'),
              ),
              ...(sw.objective ? { objective: sw.objective } : {}),
            })),
          }
        : {}),
      zombies: [],
      forbiddenClasses: [],
      goals: [{ kind: 'takeAllObjectives' }, { kind: 'allExit' }],
      rules: { objectiveAp: 5, objectiveBounty: [] },
      provenance: { designed: true, note: 'test' },
    };
    this.game = createClassicGame({
      content: setup.extraEquipment
        ? { ...CLASSIC_FIXTURE_CONTENT, equipment: [...CLASSIC_FIXTURE_EQUIPMENT, ...setup.extraEquipment] }
        : CLASSIC_FIXTURE_CONTENT,
      missions: [mission],
      geometry: (m, open) => computeGeometry(m.tiles, library, open),
    });
    this.state = this.game.engine.setup(
      { mission: 'BLOCK', survivors: setup.survivors.map((s) => ({ id: s.id })), ...setup.config },
      1,
    );
    const st = this.state;
    st.pending = [];
    st.zombies.fill(0);
    st.pool = [...CLASSIC_BOX];
    setup.survivors.forEach((s, i) => {
      const surv = st.survivors[i];
      surv.zone = this.zone(s.zone);
      if (s.skills) surv.skills = [...s.skills];
      surv.ap = surv.apTotal = s.ap ?? 0;
      surv.inventory = surv.inventory.map(() => null);
      for (const [slot, def] of Object.entries(s.inventory ?? {}))
        surv.inventory[CLASSIC_SLOT_NAMES.indexOf(slot as (typeof CLASSIC_SLOT_NAMES)[number])] = this.takeCard(def!);
    });
    for (const [label, counts] of Object.entries(setup.zombies ?? {}))
      CLASSIC_TYPES.forEach((t, i) => {
        addZombies(st, this.zone(label), i, counts[t] ?? 0);
      });
    classicPart(st).noiseTokens = [];
    for (const [label, n] of Object.entries(setup.noise ?? {})) setNoiseTokens(st, this.zone(label), n);
    st.forcedDice = [...(setup.dice ?? [])];
    if (setup.zombieDeck) st.zombieDeck = [...setup.zombieDeck];
    if (setup.equipmentDeck) st.equipmentDeck = setup.equipmentDeck.map((def) => this.takeCard(def));
    if (setup.openDoors) {
      const geo = this.game.context(st).geo;
      st.doors = setup.openDoors.map((l) => this.door(l)).sort((a, b) => a - b);
      classicPart(st).spawnedRooms = [...new Set(st.doors.flatMap((d) => geo.doors[d].zones))].filter(
        (z) => geo.zones[z].kind === 'building',
      );
    }
  }

  zone(label: string): number {
    const id = this.game.context(this.state).geo.byLabel[label.includes(':') ? label : `K:${label}`];
    if (id === undefined) throw new Error(`test: no zone ${label}`);
    return id;
  }

  door(label: string): number {
    const full = label
      .split('|')
      .map((l) => `K:${l}`)
      .sort()
      .join('|');
    const door = this.game.context(this.state).geo.doors.find((d) => d.label === full);
    if (!door) throw new Error(`test: no door ${label}`);
    return door.id;
  }

  /** Takes an instance of a card out of the deck (or makes one). */
  takeCard(def: string): number {
    const st = this.state;
    const at = st.equipmentDeck.findIndex((c) => st.cards[c].def === def);
    if (at >= 0) return st.equipmentDeck.splice(at, 1)[0];
    st.cards.push({ def, loaded: true });
    return st.cards.length - 1;
  }

  act(action: Action): GameEvent[] {
    const result = this.game.engine.apply(this.state, action);
    if (!result.ok) throw new Error(`expected legal: ${JSON.stringify(action)}: ${describeRefusal(result.error)}`);
    this.events = result.events;
    return result.events;
  }

  refuse(action: Action): string {
    return this.refusal(action).code;
  }

  /** Applies an action that must be refused; checks the state is unchanged and returns the refusal (code, params). */
  refusal(action: Action): RuleError {
    const before = JSON.stringify(this.state);
    const result = this.game.engine.apply(this.state, action);
    expect(result.ok).toBe(false);
    expect(JSON.stringify(this.state)).toBe(before);
    return result.ok ? { code: '' } : result.error;
  }

  zombiesAt(label: string): { walker: number; runner: number; fatty: number; abomination: number } {
    const zone = this.zone(label);
    const count = (t: number) => zombiesIn(this.state, zone, t);
    return { walker: count(WALKER), runner: count(RUNNER), fatty: count(FATTY), abomination: count(ABOMINATION) };
  }

  /** Ends the turn of every survivor, so the Zombies' Phase runs (once: it stops at the next round). */
  endTurns(): void {
    const round = this.state.round;
    const events: GameEvent[] = [];
    for (let i = 0; i < 20 && this.state.round === round && this.state.phase === 'players'; i++) {
      if (this.state.pending.length > 0) break;
      const s = this.state.survivors.findIndex((x) => !x.done && !x.eliminated && !x.exited);
      if (s < 0) break;
      events.push(...this.act({ type: 'endTurn', s }));
    }
    this.events = events;
  }
}
