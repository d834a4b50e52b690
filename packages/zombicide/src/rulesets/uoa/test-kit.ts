/**
 * Test helpers for the rules: a small inline map, fixture cards whose
 * characteristics are the ones the rulebook states in its examples, and a
 * table object to place pieces, act and read the result by zone label.
 */
import { describeRefusal, type RuleError } from '@horde/core';
import { expect } from 'vitest';
import { createUoaGame, type UoaGame } from './game.ts';
import type { Action, GameEvent } from '../../actions.ts';
import type { Content } from '../../context.ts';
import type { ClassName, EquipmentDef, MissionDef, SurvivorDef, WeaponStats, ZombieCardDef } from '../../defs.ts';
import type { State } from '../../state.ts';
import { computeGeometry, tileLibrary } from '../../board/index.ts';
import { addZombies, zombiesIn } from '../../zombies.ts';
import { SLOT_NAMES, type SlotName } from './inventory.ts';
import { ABOMINATION, BOX_MINIATURES, FATTY, RUNNER, WALKER, ZOMBIE_TYPES } from './roster.ts';
import { uoaPart } from './state.ts';

const printed = { designed: false, note: 'fixture: values stated by the rulebook examples' };

function weapon(
  id: string,
  name: string,
  w: Partial<WeaponStats> & Pick<WeaponStats, 'attack' | 'family'>,
  traits: EquipmentDef['traits'] = [],
  count = 2,
): EquipmentDef {
  return {
    id,
    name,
    deck: 'equipment',
    count,
    traits,
    provenance: printed,
    weapon: { minRange: 0, maxRange: 0, dice: 1, accuracy: 4, damage: 1, noise: 'silent', dual: false, ...w },
  };
}

const starting = (def: EquipmentDef): EquipmentDef => ({ ...def, deck: 'starting' });
const bounty = (def: EquipmentDef, id: string, text: string): EquipmentDef => ({
  ...def,
  deck: 'bounty',
  count: 1,
  feat: { id, text },
});

export const FIXTURE_EQUIPMENT: EquipmentDef[] = [
  starting(
    weapon(
      'oldTimer',
      'Old Timer',
      { attack: 'ranged', family: 'pistol', maxRange: 1, noise: 'bang', ammo: 'bullets' },
      ['fanning6'],
      6,
    ),
  ),
  starting(weapon('pan', 'Pan', { attack: 'melee', family: 'melee' }, [], 6)),
  starting(
    weapon(
      'springfield',
      'Springfield',
      { attack: 'ranged', family: 'rifle', minRange: 1, maxRange: 3, noise: 'bang', ammo: 'bullets' },
      [],
      6,
    ),
  ),
  weapon('winchester', 'Winchester', {
    attack: 'ranged',
    family: 'rifle',
    minRange: 1,
    maxRange: 3,
    dice: 2,
    damage: 2,
    noise: 'bang',
    ammo: 'bullets',
  }),
  weapon('coltSaa', 'Colt SAA', {
    attack: 'ranged',
    family: 'pistol',
    maxRange: 1,
    noise: 'bang',
    dual: true,
    ammo: 'bullets',
  }),
  weapon('saber', 'Saber', { attack: 'melee', family: 'melee', dice: 2 }),
  weapon('knife', 'Knife', { attack: 'melee', family: 'melee', dual: true }, ['knife'], 4),
  weapon('pickaxe', 'Pickaxe', { attack: 'melee', family: 'melee', dice: 2, damage: 2 }),
  weapon(
    'sawedOff',
    'Sawed-Off',
    { attack: 'ranged', family: 'shotgun', maxRange: 1, dice: 2, noise: 'bang', dual: true, ammo: 'shells' },
    ['reload'],
  ),
  weapon('shotgun', 'Shotgun', {
    attack: 'ranged',
    family: 'shotgun',
    minRange: 1,
    maxRange: 3,
    dice: 2,
    noise: 'bang',
    ammo: 'shells',
  }),
  weapon('coachGun', 'Coach Gun', {
    attack: 'ranged',
    family: 'shotgun',
    maxRange: 1,
    dice: 3,
    noise: 'bang',
    ammo: 'shells',
  }),
  weapon('manitousWrath', "Manitou's Wrath", { attack: 'melee', family: 'melee', dice: 3 }),
  weapon('dynamite', 'Dynamite', { attack: 'ranged', family: 'explosive', maxRange: 1, noise: 'boom' }, ['dynamite']),
  weapon('remington', 'Remington', { attack: 'ranged', family: 'pistol', maxRange: 2, noise: 'bang', ammo: 'bullets' }),
  bounty(
    weapon('coltBuntline', 'Colt Buntline', {
      attack: 'ranged',
      family: 'pistol',
      maxRange: 2,
      noise: 'bang',
      ammo: 'bullets',
    }),
    'gain3ApAtRange2InTurn',
    'Gain 3 AP (or more) by killing Zombies at Range 2 (or more), in a single Turn',
  ),
  bounty(
    weapon('volcanicPistol', 'Volcanic Pistol', {
      attack: 'ranged',
      family: 'pistol',
      maxRange: 1,
      noise: 'bang',
      ammo: 'bullets',
    }),
    'gain3ApInOneActionWithPistol',
    'Gain 3 AP (or more) in a single Action with a Pistol (or Dual Pistols)',
  ),
  bounty(
    weapon('heavySaber', 'Heavy Saber', { attack: 'melee', family: 'melee', dice: 2, damage: 2 }),
    'killAbominationWithLastAction',
    'Kill an Abomination with your last Action',
  ),
  bounty(
    weapon('mauserC96', 'Mauser C96', {
      attack: 'ranged',
      family: 'pistol',
      maxRange: 1,
      noise: 'bang',
      ammo: 'bullets',
    }),
    'gain5ApOnBalconyInTurn',
    'Gain 5AP (or more) while standing on a Balcony, and in a single Turn',
  ),
  {
    id: 'holyWater',
    name: 'Holy Water',
    deck: 'equipment',
    count: 3,
    traits: ['holyWater', 'fromBackpack'],
    provenance: printed,
  },
  { id: 'water', name: 'Water', deck: 'equipment', count: 3, traits: ['water'], provenance: printed },
  {
    id: 'plentyOfBullets',
    name: 'Plenty Of Bullets',
    deck: 'equipment',
    count: 2,
    traits: ['plentyOfBullets', 'fromBackpack'],
    provenance: printed,
  },
  {
    id: 'plentyOfShells',
    name: 'Plenty Of Shells',
    deck: 'equipment',
    count: 2,
    traits: ['plentyOfShells', 'fromBackpack'],
    provenance: printed,
  },
];

function survivor(id: string, cls: ClassName, favoriteSlot: SurvivorDef['favoriteSlot']): SurvivorDef {
  return {
    id,
    name: id[0].toUpperCase() + id.slice(1),
    class: cls,
    favoriteSlot,
    provenance: printed,
    skills: {
      blue: [],
      yellow: [{ id: 'plus1Action' }],
      orange: [{ id: 'jump' }, { id: 'lucky' }],
      red: [{ id: 'sprint' }, { id: 'shove' }, { id: 'taunt' }],
    },
  };
}

export const FIXTURE_SURVIVORS: SurvivorDef[] = [
  survivor('meg', 'gunslinger', 'pistol'),
  survivor('pablito', 'gunslinger', 'pistol'),
  survivor('carl', 'brawler', 'melee'),
  survivor('may', 'brawler', 'melee'),
  survivor('jimmy', 'townsfolk', 'rifle'),
  survivor('concepcion', 'faithful', 'any'),
  survivor('hanna', 'townsfolk', 'rifle'),
  survivor('trixie', 'townsfolk', 'any'),
];

/** Zombie cards 1..6: walkers (1-3), fatty (4), runner extra activation (5), abomination (6). */
export const FIXTURE_ZOMBIE_CARDS: ZombieCardDef[] = [
  {
    id: 1,
    lines: {
      blue: { kind: 'zombies', walker: 1 },
      yellow: { kind: 'zombies', walker: 2 },
      orange: { kind: 'zombies', walker: 3 },
      red: { kind: 'zombies', walker: 4 },
    },
    provenance: printed,
  },
  {
    id: 2,
    lines: {
      blue: { kind: 'zombies', walker: 2 },
      yellow: { kind: 'zombies', walker: 3 },
      orange: { kind: 'zombies', walker: 4 },
      red: { kind: 'zombies', walker: 5 },
    },
    provenance: printed,
  },
  {
    id: 3,
    lines: {
      blue: { kind: 'none' },
      yellow: { kind: 'zombies', walker: 1 },
      orange: { kind: 'zombies', walker: 2 },
      red: { kind: 'zombies', walker: 3 },
    },
    provenance: printed,
  },
  {
    id: 4,
    lines: {
      blue: { kind: 'zombies', fatty: 1 },
      yellow: { kind: 'zombies', fatty: 1 },
      orange: { kind: 'zombies', fatty: 2 },
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

export const FIXTURE_CONTENT: Content = {
  equipment: FIXTURE_EQUIPMENT,
  survivors: FIXTURE_SURVIVORS,
  zombieCards: FIXTURE_ZOMBIE_CARDS,
  abomination: { id: 'bowlerHat', name: 'Bowler Hat', toughness: 3, actions: 1, ability: 'none', provenance: printed },
  skills: [],
};

/**
 * A 6x3 test town: a street row on top (s1..s6, s4|s5 split by nothing),
 * a two-room house under s2-s3 (opening from s2 into h1, h1:h2), a corpse
 * pile in h2, a lone room r1 under s5 opening onto s5, and a street row
 * at the bottom (t1..t6) reached around the sides through c1 / c6.
 */
export const TOWN = `
tile T
grid
+--+--+--+--+--+--+
|s1 s2 s3 s4 s5 s6|
+  +..+--+--+..+  +
|c1|h1:h2|bb|r1|c6|
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
h1 building
h2 building corpsePile
bb impassable
r1 building crate
`;

export interface PieceSetup {
  survivors: {
    id: string;
    zone: string;
    classes?: ClassName[];
    inventory?: Partial<Record<SlotName, string>>;
    ap?: number;
    wounds?: number;
    player?: number;
    skills?: string[];
  }[];
  zombies?: Record<string, { walker?: number; runner?: number; fatty?: number; abomination?: number }>;
  noise?: { zone: string; boom?: boolean };
  spawns?: { zone: string; kind: 'starting' | 'mobile' | 'abomination' | 'corpsePile'; active?: boolean }[];
  objectives?: string[];
  exits?: string[];
  map?: string;
  dice?: number[];
  zombieDeck?: number[];
  /** Bounty deck from the top, by card id. */
  bountyDeck?: string[];
}

export class Table {
  readonly game: UoaGame;
  state: State;
  readonly label: (zone: number) => string;
  events: GameEvent[] = [];

  constructor(setup: PieceSetup) {
    const library = tileLibrary([{ file: 'test-town.tile', text: setup.map ?? TOWN }]);
    const tiles = [{ tile: [...library.keys()][0], rotation: 0 as const, col: 0, row: 0 }];
    const geo = computeGeometry(tiles, library);
    const prefix = `${tiles[0].tile}:`;
    const firstStreet = geo.zones.find((z) => z.kind === 'street')!.label;
    const mission: MissionDef = {
      id: 'TEST',
      name: 'Test town',
      difficulty: 'easy',
      tiles,
      start: firstStreet,
      exits: (setup.exits ?? []).map((z) => prefix + z),
      spawns: (setup.spawns ?? [])
        .filter((s) => s.kind !== 'corpsePile')
        .map((s) => ({ zone: prefix + s.zone, kind: s.kind as 'starting' })),
      objectives: (setup.objectives ?? []).map((z) => ({ zone: prefix + z, color: 'red' as const })),
      zombies: [],
      forbiddenClasses: [],
      goals: [{ kind: 'takeAllObjectives' }, { kind: 'allExit' }],
      rules: { objectiveAp: 5, objectiveBounty: [] },
      provenance: { designed: true, note: 'test' },
    };
    this.game = createUoaGame({ content: FIXTURE_CONTENT, missions: [mission], geometry: () => geo });
    const config = {
      mission: 'TEST',
      survivors: setup.survivors.map((s) => ({ id: s.id, player: s.player ?? 0, starting: 'pistol' as const })),
    };
    this.state = this.game.engine.setup(config, 1);
    const z = (label: string) => this.zone(label);
    this.label = (zone) => geo.zones[zone].label.slice(prefix.length);
    const st = this.state;
    st.zombies.fill(0);
    st.pool = [...BOX_MINIATURES];
    st.spawns = (setup.spawns ?? []).map((s) => ({
      kind: s.kind,
      zone: z(s.zone),
      active: s.active ?? s.kind !== 'abomination',
    }));
    setup.survivors.forEach((s, i) => {
      const surv = st.survivors[i];
      surv.zone = z(s.zone);
      if (s.classes) surv.classes = s.classes;
      if (s.skills) {
        surv.skills = s.skills;
        // Skills given by the test count as taken from the survivor's tree.
        const tree = FIXTURE_SURVIVORS.find((d) => d.id === s.id)!.skills;
        surv.picked = (['blue', 'yellow', 'orange', 'red'] as const)
          .flatMap((l) => tree[l].map((r) => `${l}:${r.param ? `${r.id}(${r.param})` : r.id}`))
          .filter((e) => s.skills!.includes(e.slice(e.indexOf(':') + 1)));
      }
      surv.ap = surv.apTotal = s.ap ?? 0;
      surv.wounds = s.wounds ?? 0;
      for (const c of surv.inventory) if (c !== null) st.cards[c].def = '__removed';
      surv.inventory = [null, null, null, null, null, null];
      for (const [slot, def] of Object.entries(s.inventory ?? {}))
        surv.inventory[SLOT_NAMES.indexOf(slot as SlotName)] = this.takeCard(def);
    });
    for (const [zoneLabel, counts] of Object.entries(setup.zombies ?? {})) {
      const zone = z(zoneLabel);
      ZOMBIE_TYPES.forEach((t, i) => {
        addZombies(st, zone, i, counts[t] ?? 0);
      });
    }
    st.noise = setup.noise
      ? { zone: z(setup.noise.zone), boom: setup.noise.boom ?? false }
      : { zone: z(setup.survivors[0].zone), boom: false };
    st.forcedDice = [...(setup.dice ?? [])];
    if (setup.zombieDeck) st.zombieDeck = [...setup.zombieDeck];
    // No Bounty cards unless a test stacks them, so feats never interfere with other rules' tests.
    uoaPart(st).bountyDeck = (setup.bountyDeck ?? []).map(
      (def) => uoaPart(st).bountyDeck.find((c) => st.cards[c].def === def)!,
    );
    st.pending = [];
  }

  zone(label: string): number {
    const id =
      this.game.context(this.state).geo.byLabel[label] ?? this.game.context(this.state).geo.byLabel[`T:${label}`];
    if (id === undefined) throw new Error(`test: no zone ${label}`);
    return id;
  }

  /** Takes an instance of a card out of the decks. */
  takeCard(def: string): number {
    const st = this.state;
    for (const deck of [st.equipmentDeck, uoaPart(st).bountyDeck]) {
      const at = deck.findIndex((c) => st.cards[c].def === def);
      if (at >= 0) return deck.splice(at, 1)[0];
    }
    st.cards.push({ def, loaded: true });
    return st.cards.length - 1;
  }

  /** Applies an action that must be legal; returns its events. */
  act(action: Action): GameEvent[] {
    const result = this.game.engine.apply(this.state, action);
    if (!result.ok) throw new Error(`expected legal: ${JSON.stringify(action)}: ${describeRefusal(result.error)}`);
    this.events = result.events;
    return result.events;
  }

  /** Applies an action that must be refused; checks the state is unchanged and returns its code. */
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

  /** Answers every pending decision with its first legal option (for tests that do not care). */
  answerAll(): void {
    for (let i = 0; i < 100 && this.state.pending.length > 0; i++)
      this.act(this.game.engine.legalActions(this.state)[0]);
  }
}
