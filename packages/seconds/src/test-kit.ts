/**
 * A small content for the rules' own tests (the rules may not import
 * @horde/content): every effect, zombie type, ability and automaton
 * operation once, with plain numbers that the tests can reason about. The
 * designed content of the game lives in packages/content/src/seconds/.
 */
import { describeRefusal } from '@horde/core';
import { createSecondsGame, type SecondsGame } from './game.ts';
import { buildPosition, type PositionSpec } from './position.ts';
import type { SecondsAction, SecondsEvent } from './actions.ts';
import type {
  AttackLine,
  AttackProfile,
  SecondsContent,
  SupplyDef,
  SurvivorDef,
  TacticsDef,
  ZombieTacticsDef,
} from './content-types.ts';
import type { SecondsState } from './state.ts';

const melee = (cost: number, damage: number, more: Partial<AttackProfile> = {}): AttackProfile => ({
  kind: 'melee',
  cost,
  range: [0, 0],
  damage,
  crit: 0,
  knockdown: false,
  auto: false,
  split: false,
  ...more,
});
const ranged = (
  cost: number,
  range: [number, number],
  damage: number,
  more: Partial<AttackProfile> = {},
): AttackProfile => ({
  ...melee(cost, damage, more),
  kind: 'ranged',
  range,
});
const supply = (d: Partial<SupplyDef> & Pick<SupplyDef, 'id' | 'category'>): SupplyDef => ({
  name: d.id,
  count: 1,
  equipCost: 0,
  attacks: [],
  ammo: null,
  durability: null,
  armor: null,
  sound: false,
  unique: false,
  use: null,
  text: d.id,
  source: 'designed',
  ...d,
});
const tactic = (d: Partial<TacticsDef> & Pick<TacticsDef, 'id' | 'effect'>): TacticsDef => ({
  name: d.id,
  count: 2,
  cost: 0,
  timing: 'action',
  movement: false,
  attack: false,
  amount: 0,
  twoPlayerOnly: false,
  text: d.id,
  source: 'designed',
  ...d,
});
const zt = (d: Partial<ZombieTacticsDef> & Pick<ZombieTacticsDef, 'id' | 'effect'>): ZombieTacticsDef => ({
  name: d.id,
  count: 2,
  cost: 0,
  timing: 'turn',
  counters: null,
  amount: 0,
  text: d.id,
  source: 'designed',
  ...d,
});
const survivor = (id: string, ability: SurvivorDef['ability'], more: Partial<SurvivorDef> = {}): SurvivorDef => ({
  id,
  name: id,
  pronouns: 'they/them',
  ability,
  health: 5,
  abilityTokens: 2,
  tokenRows: [5],
  move: { rows: 1, cost: 1 },
  stomp: { cost: 1, damage: 1 },
  knockdown: { cost: 1 },
  uniqueWeapon: null,
  source: 'designed',
  ...more,
});
const L = (hit: boolean, knockdown = false, extra = 0): AttackLine => ({ hit, knockdown, extra });

export function testContent(): SecondsContent {
  return {
    alley: [
      ...Array.from({ length: 10 }, (_, i) => ({
        id: `row${i + 1}`,
        row: i + 1,
        name: `Row ${i + 1}`,
        setupSupply: [2, 3, 5, 6, 7, 9].includes(i + 1) ? 1 : 0,
        source: 'designed',
      })),
      { id: 'street', row: 11, name: 'Street', setupSupply: 0, source: 'designed' },
    ],
    abilities: (
      [
        'firearmsInstructor',
        'mmaTrainer',
        'soccerPlayer',
        'selfDefenseTrainer',
        'collegeTrackStar',
        'doctor',
        'scavenger',
        'survivalist',
      ] as const
    ).map((id) => ({ id, name: id, text: id, source: 'designed' })),
    survivors: [
      survivor('shooter', 'firearmsInstructor'),
      survivor('fighter', 'mmaTrainer', { stomp: { cost: 1, damage: 2 } }),
      survivor('runner', 'soccerPlayer'),
      survivor('blocker', 'selfDefenseTrainer'),
      survivor('sprinter', 'collegeTrackStar'),
      survivor('medic', 'doctor', { health: 4 }),
      survivor('scavenger', 'scavenger', { abilityTokens: 0, tokenRows: [4, 7], uniqueWeapon: 'katana' }),
      survivor('survivalist', 'survivalist', { uniqueWeapon: 'iceAxe' }),
    ],
    supply: [
      supply({
        id: 'pistol',
        category: 'firearm',
        count: 4,
        attacks: [ranged(1, [0, 2], 1, { crit: 1 })],
        ammo: 3,
        sound: true,
      }),
      supply({
        id: 'shotgun',
        category: 'firearm',
        count: 2,
        attacks: [ranged(2, [0, 2], 2, { split: true }), melee(1, 1, { knockdown: true })],
        ammo: 4,
        sound: true,
      }),
      supply({
        id: 'rifle',
        category: 'firearm',
        count: 2,
        equipCost: 1,
        attacks: [ranged(2, [1, 4], 2)],
        ammo: 2,
        sound: true,
      }),
      supply({ id: 'bat', category: 'melee', count: 3, attacks: [melee(1, 1, { knockdown: true })], durability: 2 }),
      supply({ id: 'axe', category: 'melee', count: 2, attacks: [melee(2, 2, { crit: 1 })] }),
      supply({ id: 'chainsaw', category: 'melee', attacks: [melee(2, 2, { auto: true })], sound: true }),
      supply({ id: 'katana', category: 'melee', unique: true, attacks: [melee(1, 2)] }),
      supply({ id: 'iceAxe', category: 'melee', unique: true, attacks: [melee(1, 1, { knockdown: true })] }),
      supply({ id: 'brick', category: 'thrown', count: 3, attacks: [ranged(1, [0, 2], 1, { knockdown: true })] }),
      supply({ id: 'armor', category: 'armor', count: 2, equipCost: 1, armor: 2 }),
      supply({ id: 'medkit', category: 'item', count: 2, use: { cost: 1, heal: 1 } }),
    ],
    tactics: [
      tactic({ id: 'adrenaline', effect: 'gainEnergy', amount: 2 }),
      tactic({ id: 'sprint', effect: 'sprint', cost: 1, movement: true, amount: 2 }),
      tactic({ id: 'dodge', effect: 'dodge', timing: 'reaction' }),
      tactic({ id: 'bandage', effect: 'heal', cost: 1, amount: 1 }),
      tactic({ id: 'scrounge', effect: 'drawSupply', cost: 1, amount: 2 }),
      tactic({ id: 'shove', effect: 'shove', cost: 1, attack: true }),
      tactic({ id: 'lostOpportunity', effect: 'zombieDiscard', cost: 1, amount: 2, twoPlayerOnly: true }),
      tactic({ id: 'slipPast', effect: 'slipPast', cost: 1, movement: true, amount: 1 }),
      tactic({ id: 'steadyAim', effect: 'steadyAim' }),
      tactic({ id: 'reload', effect: 'reload', amount: 2 }),
      tactic({ id: 'kickFree', effect: 'kickFree' }),
      tactic({ id: 'scavenge', effect: 'scavenge' }),
    ],
    survivorAttack: [
      { id: 'shuffleTheDeck', count: 1, shuffle: true, a: L(false), b: L(false), c: L(false), source: 'designed' },
      { id: 'hitAll', count: 3, shuffle: false, a: L(true), b: L(true), c: L(true), source: 'designed' },
      { id: 'hitA', count: 3, shuffle: false, a: L(true), b: L(false), c: L(false), source: 'designed' },
      { id: 'hitKnock', count: 2, shuffle: false, a: L(true, true), b: L(false), c: L(true), source: 'designed' },
      { id: 'hitExtra', count: 2, shuffle: false, a: L(true, false, 1), b: L(true), c: L(false), source: 'designed' },
      { id: 'missAll', count: 3, shuffle: false, a: L(false), b: L(false), c: L(false), source: 'designed' },
    ],
    zombieTypes: [
      {
        id: 'base',
        name: 'Base',
        health: 2,
        damage: 1,
        moveRows: 1,
        knockdownOnHit: false,
        attackLine: 'a',
        stompable: false,
        shrieks: false,
        text: '',
        source: 'designed',
      },
      {
        id: 'runner',
        name: 'Runner',
        health: 2,
        damage: 1,
        moveRows: 2,
        knockdownOnHit: false,
        attackLine: 'a',
        stompable: false,
        shrieks: false,
        text: '',
        source: 'designed',
      },
      {
        id: 'crawler',
        name: 'Crawler',
        health: 1,
        damage: 1,
        moveRows: 1,
        knockdownOnHit: false,
        attackLine: 'b',
        stompable: true,
        shrieks: false,
        text: '',
        source: 'designed',
      },
      {
        id: 'brute',
        name: 'Brute',
        health: 4,
        damage: 1,
        moveRows: 1,
        knockdownOnHit: true,
        attackLine: 'a',
        stompable: false,
        shrieks: false,
        text: '',
        source: 'designed',
      },
      {
        id: 'shrieker',
        name: 'Shrieker',
        health: 2,
        damage: 1,
        moveRows: 1,
        knockdownOnHit: false,
        attackLine: 'a',
        stompable: false,
        shrieks: true,
        text: '',
        source: 'designed',
      },
      {
        id: 'boss',
        name: 'Boss',
        health: 5,
        damage: 2,
        moveRows: 1,
        knockdownOnHit: false,
        attackLine: 'a',
        stompable: false,
        shrieks: false,
        text: '',
        source: 'designed',
      },
    ],
    zombies: [
      { id: 'base', type: 'base', count: 10, supply: false, source: 'designed' },
      { id: 'baseSupply', type: 'base', count: 2, supply: true, source: 'designed' },
      { id: 'runner', type: 'runner', count: 2, supply: false, source: 'designed' },
      { id: 'crawler', type: 'crawler', count: 2, supply: false, source: 'designed' },
      { id: 'brute', type: 'brute', count: 2, supply: false, source: 'designed' },
      { id: 'shrieker', type: 'shrieker', count: 2, supply: false, source: 'designed' },
      { id: 'boss', type: 'boss', count: 2, supply: false, source: 'designed' },
    ],
    zombieAttack: [
      {
        id: 'bite',
        count: 3,
        a: { hit: true, knockdown: false },
        b: { hit: true, knockdown: false },
        source: 'designed',
      },
      {
        id: 'tackle',
        count: 2,
        a: { hit: true, knockdown: true },
        b: { hit: false, knockdown: false },
        source: 'designed',
      },
      {
        id: 'whiff',
        count: 3,
        a: { hit: false, knockdown: false },
        b: { hit: false, knockdown: false },
        source: 'designed',
      },
    ],
    zombieTactics: [
      zt({ id: 'shrug', effect: 'counter', timing: 'counter', counters: 'melee' }),
      zt({ id: 'lurch', effect: 'counter', timing: 'counter', counters: 'ranged' }),
      zt({ id: 'unstoppable', effect: 'counter', timing: 'counter', counters: 'any' }),
      zt({ id: 'frenzy', effect: 'gainEnergy', amount: 2 }),
      zt({ id: 'lunge', effect: 'lunge', cost: 1 }),
      zt({ id: 'grab', effect: 'noMove', cost: 1 }),
      zt({ id: 'terror', effect: 'noAttack', cost: 1 }),
      zt({ id: 'riseAgain', effect: 'riseAgain' }),
      zt({ id: 'freshHorde', effect: 'drawZombies', cost: 1, amount: 2 }),
      zt({ id: 'ambush', effect: 'ambush', cost: 1 }),
    ],
    zombieRules: {
      energy: 5,
      easierEnergy: 4,
      startZombies: 2,
      startTactics: 2,
      handLimit: 6,
      costs: { move: 1, attack: 1, standUp: 1, summon: 1, draw: 1 },
      summonRow: 10,
      warehouse: 3,
      startRows: [
        { row: 6, zombies: 2 },
        { row: 8, zombies: 2 },
      ],
      roundLimit: 30,
      text: [],
      source: 'designed',
    },
    solo: {
      automata: [
        {
          id: 'fast',
          name: 'Fast',
          source: 'designed',
          steps: [
            { step: 1, when: null, op: 'nothing', text: '', source: 'designed' },
            { step: 2, when: null, op: 'attack', text: '', source: 'designed' },
            { step: 3, when: { kind: 'survivorRows', from: 7, to: 10 }, op: 'moveAhead', text: '', source: 'designed' },
            { step: 4, when: null, op: 'moveInAndAttack', text: '', source: 'designed' },
            { step: 5, when: null, op: 'standUp', text: '', source: 'designed' },
            { step: 6, when: null, op: 'shriek', text: '', source: 'designed' },
          ],
          chart: [
            { id: 'quiet', name: 'Quiet', options: [{ from: 1, to: 40, op: 'nothing', text: '' }] },
            {
              id: 'weapons',
              name: 'Weapons',
              options: [
                { from: 41, to: 43, op: 'destroyMelee', text: '' },
                { from: 44, to: 45, op: 'dropFirearm', text: '' },
                { from: 46, to: 48, op: 'firearmAmmo', text: '' },
              ],
            },
            {
              id: 'moves',
              name: 'Moves',
              options: [
                { from: 49, to: 60, op: 'moveBehind', text: '' },
                { from: 61, to: 70, op: 'moveAhead', text: '' },
                { from: 71, to: 80, op: 'runner', text: '' },
                { from: 81, to: 90, op: 'brute', text: '' },
              ],
            },
            {
              id: 'rise',
              name: 'Rise',
              options: [
                { from: 91, to: 95, op: 'attackAgain', text: '' },
                { from: 96, to: 100, op: 'standUp', text: '' },
              ],
            },
          ],
        },
        {
          id: 'swarm',
          name: 'Swarm',
          source: 'designed',
          steps: [
            { step: 1, when: null, op: 'summonRow10', text: '', source: 'designed' },
            { step: 2, when: { kind: 'fewerInPlay', count: 6 }, op: 'summonAhead', text: '', source: 'designed' },
          ],
          chart: [
            {
              id: 'swarm',
              name: 'Swarm',
              options: [
                { from: 1, to: 50, op: 'summonBehind', text: '' },
                { from: 51, to: 100, op: 'removeTimeToken', text: '' },
              ],
            },
          ],
        },
      ],
      finalInstructions: [{ when: { kind: 'noAttackThisTurn' }, op: 'summonRow10', text: '', source: 'designed' }],
      scoring: {
        winHealth: [
          { health: 5, points: -20 },
          { health: 4, points: -10 },
          { health: 3, points: -5 },
        ],
        noFirearmDiscarded: -20,
        perZombieRows9And10: 2,
        perZombieAboveSix: 3,
        fastWin: [
          { turnsBelow: 6, points: -10 },
          { turnsBelow: 10, points: -5 },
        ],
        source: 'designed',
      },
    },
  };
}

let cached: SecondsGame | null = null;

export function testGame(): SecondsGame {
  if (!cached) cached = createSecondsGame(testContent());
  return cached;
}

/** A position of the test content (solo unless the spec's config says otherwise). */
export function position(
  spec: PositionSpec,
  seed = 1,
  rulesVersion?: string,
): { game: SecondsGame; state: SecondsState; events: SecondsEvent[] } {
  const game = testGame();
  const config = { survivor: 'shooter', ...spec.config };
  const built = buildPosition(game.cards, { ...spec, config }, { seed, rulesVersion });
  return { game, ...built };
}

/** Applies an action that must be legal; returns its events. */
export function play(
  game: SecondsGame,
  state: SecondsState,
  action: SecondsAction,
  by = 0,
  now = 1000,
): SecondsEvent[] {
  const r = game.apply(state, action, { by, now });
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${describeRefusal(r.error)}`);
  return r.events;
}

/** The refusal code of an action that must be refused (and leave the state untouched). */
export function refusal(game: SecondsGame, state: SecondsState, action: SecondsAction, by = 0, now = 1000): string {
  const before = JSON.stringify(state);
  const r = game.apply(state, action, { by, now });
  if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  if (JSON.stringify(state) !== before) throw new Error(`refused ${JSON.stringify(action)} but changed the state`);
  return r.error.code;
}

export function eventTypes(events: readonly SecondsEvent[]): string[] {
  return events.map((e) => e.type);
}

export function zombieIds(state: SecondsState, row: number): string[] {
  return state.rows[row].zombies.map((z) => z.id);
}
