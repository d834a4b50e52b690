/**
 * The content schema of Seconds to Live: zod shapes of @horde/seconds'
 * content types, plus the cross-checks a shape cannot say (counts from the
 * seed, unique ids, references, dice charts that cover 1..100 once). Problems
 * name the list, the entry (index and id) and the field.
 */
import { z } from 'zod';
import type { SecondsContent } from '@horde/seconds';

const id = z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'expected a camelCase id');
const text = z.string().trim().min(1, 'expected a non-empty text');
const source = z
  .string()
  .regex(/^(designed|seed 003 lines? \d+)/, 'expected "designed" or "seed 003 line N" (the provenance of the entry)');
const count = z.number().int().min(1).max(60);
const energy = z.number().int().min(0).max(5);
const row = z.number().int().min(1).max(10);

const attackProfile = z.strictObject({
  kind: z.enum(['melee', 'ranged']),
  cost: energy,
  range: z.tuple([z.number().int().min(0).max(9), z.number().int().min(0).max(9)]),
  damage: z.number().int().min(0).max(5),
  crit: z.number().int().min(0).max(5),
  knockdown: z.boolean(),
  auto: z.boolean(),
  split: z.boolean(),
});

const attackLine = z.strictObject({ hit: z.boolean(), knockdown: z.boolean(), extra: z.number().int().min(0).max(3) });
const zombieLine = z.strictObject({ hit: z.boolean(), knockdown: z.boolean() });
const uses = z.number().int().min(1).max(4).nullable();

const soloOp = z.enum([
  'nothing',
  'standUp',
  'summonRow10',
  'summonAhead',
  'summonBehind',
  'destroyMelee',
  'dropFirearm',
  'firearmAmmo',
  'attack',
  'attackAgain',
  'moveBehind',
  'moveAhead',
  'runner',
  'brute',
  'moveInAndAttack',
  'shriek',
  'removeTimeToken',
]);

const condition = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('survivorRows'), from: row, to: row }),
  z.strictObject({ kind: z.literal('survivorDown') }),
  z.strictObject({ kind: z.literal('survivorHealthAtMost'), health: z.number().int().min(1).max(5) }),
  z.strictObject({ kind: z.literal('noZombieAhead') }),
  z.strictObject({ kind: z.literal('warehouseHidden') }),
  z.strictObject({ kind: z.literal('fewerInPlay'), count: z.number().int().min(1).max(40) }),
  z.strictObject({ kind: z.literal('rowAheadFewer'), count: z.number().int().min(1).max(10) }),
  z.strictObject({ kind: z.literal('noAttackThisTurn') }),
  z.strictObject({ kind: z.literal('noZombieInRow'), row }),
]);

const abilityId = z.enum([
  'firearmsInstructor',
  'mmaTrainer',
  'soccerPlayer',
  'selfDefenseTrainer',
  'collegeTrackStar',
  'doctor',
  'scavenger',
  'survivalist',
]);
const zombieTypeId = z.enum(['base', 'boss', 'crawler', 'runner', 'brute', 'shrieker']);

export const secondsContentSchema = z.strictObject({
  alley: z.array(
    z.strictObject({
      id,
      row: z.number().int().min(1).max(11),
      name: text,
      setupSupply: z.number().int().min(0).max(6),
      source,
    }),
  ),
  abilities: z.array(z.strictObject({ id: abilityId, name: text, text, source })),
  survivors: z.array(
    z.strictObject({
      id,
      name: text,
      pronouns: text,
      ability: abilityId,
      health: z.number().int().min(1).max(5, 'a Survivor never has more than five health (seed 003 line 510)'),
      abilityTokens: z.number().int().min(0).max(5),
      tokenRows: z.array(row).min(1, 'at least one Ability token starts in the alley (seed 003 line 445)'),
      move: z.strictObject({ rows: z.number().int().min(1).max(3), cost: energy }),
      stomp: z.strictObject({ cost: energy, damage: z.number().int().min(1).max(5) }),
      knockdown: z.strictObject({ cost: energy }),
      uniqueWeapon: id.nullable(),
      source,
    }),
  ),
  supply: z.array(
    z.strictObject({
      id,
      name: text,
      count,
      category: z.enum(['melee', 'firearm', 'thrown', 'armor', 'item']),
      equipCost: energy,
      attacks: z.array(attackProfile).max(3),
      ammo: uses,
      durability: uses,
      armor: uses,
      sound: z.boolean(),
      unique: z.boolean(),
      use: z.strictObject({ cost: energy, heal: z.number().int().min(0).max(5) }).nullable(),
      text,
      source,
    }),
  ),
  tactics: z.array(
    z.strictObject({
      id,
      name: text,
      count,
      cost: energy,
      timing: z.enum(['action', 'reaction']),
      movement: z.boolean(),
      attack: z.boolean(),
      effect: z.enum([
        'gainEnergy',
        'sprint',
        'dodge',
        'heal',
        'drawSupply',
        'shove',
        'zombieDiscard',
        'slipPast',
        'steadyAim',
        'reload',
        'kickFree',
        'scavenge',
      ]),
      amount: z.number().int().min(0).max(5),
      twoPlayerOnly: z.boolean(),
      text,
      source,
    }),
  ),
  survivorAttack: z.array(
    z.strictObject({ id, count, shuffle: z.boolean(), a: attackLine, b: attackLine, c: attackLine, source }),
  ),
  zombieTypes: z.array(
    z.strictObject({
      id: zombieTypeId,
      name: text,
      health: z.number().int().min(1).max(5),
      damage: z.number().int().min(1).max(5),
      moveRows: z.number().int().min(1).max(3),
      knockdownOnHit: z.boolean(),
      attackLine: z.enum(['a', 'b']),
      stompable: z.boolean(),
      shrieks: z.boolean(),
      text,
      source,
    }),
  ),
  zombies: z.array(z.strictObject({ id, type: zombieTypeId, count, supply: z.boolean(), source })),
  zombieAttack: z.array(z.strictObject({ id, count, a: zombieLine, b: zombieLine, source })),
  zombieTactics: z.array(
    z.strictObject({
      id,
      name: text,
      count,
      cost: energy,
      timing: z.enum(['counter', 'turn']),
      counters: z.enum(['melee', 'ranged', 'any']).nullable(),
      effect: z.enum(['counter', 'gainEnergy', 'lunge', 'noMove', 'noAttack', 'riseAgain', 'drawZombies', 'ambush']),
      amount: z.number().int().min(0).max(5),
      text,
      source,
    }),
  ),
  zombieRules: z.strictObject({
    energy: z.number().int().min(1).max(9),
    easierEnergy: z.number().int().min(1).max(9),
    startZombies: z.number().int().min(0).max(6),
    startTactics: z.number().int().min(0).max(6),
    handLimit: z.number().int().min(1).max(12),
    costs: z.strictObject({ move: energy, attack: energy, standUp: energy, summon: energy, draw: energy }),
    summonRow: row,
    warehouse: z.number().int().min(0).max(6),
    startRows: z.array(z.strictObject({ row, zombies: z.number().int().min(0).max(4) })),
    roundLimit: z.number().int().min(5).max(200),
    text: z.array(z.strictObject({ id, title: text, text, source })),
    source,
  }),
  solo: z.strictObject({
    automata: z.array(
      z.strictObject({
        id: z.enum(['fast', 'swarm']),
        name: text,
        steps: z.array(
          z.strictObject({
            step: z.number().int().min(1).max(30),
            when: condition.nullable(),
            op: soloOp,
            text,
            source,
          }),
        ),
        chart: z.array(
          z.strictObject({
            id,
            name: text,
            options: z
              .array(
                z.strictObject({
                  from: z.number().int().min(1).max(100),
                  to: z.number().int().min(1).max(100),
                  op: soloOp,
                  text,
                }),
              )
              .min(1),
          }),
        ),
        source,
      }),
    ),
    finalInstructions: z.array(z.strictObject({ when: condition, op: soloOp, text, source })),
    scoring: z.strictObject({
      winHealth: z.array(z.strictObject({ health: z.number().int().min(1).max(5), points: z.number().int() })),
      noFirearmDiscarded: z.number().int(),
      perZombieRows9And10: z.number().int(),
      perZombieAboveSix: z.number().int(),
      fastWin: z.array(z.strictObject({ turnsBelow: z.number().int().min(1), points: z.number().int() })),
      source,
    }),
  }),
});

export interface SecondsContentProblem {
  /** "supply[3] crowbar" */
  entry: string;
  /** "attacks[0].damage" */
  field: string;
  message: string;
}

export class SecondsContentError extends Error {
  constructor(readonly problems: SecondsContentProblem[]) {
    super(
      `Seconds to Live content: ${problems.length} problem${problems.length === 1 ? '' : 's'}: ${problems
        .slice(0, 8)
        .map(formatSecondsProblem)
        .join('; ')}`,
    );
    this.name = 'SecondsContentError';
  }
}

export function formatSecondsProblem(p: SecondsContentProblem): string {
  return `${p.entry}${p.field ? `.${p.field}` : ''}: ${p.message}`;
}

function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : out === '' ? String(k) : `.${String(k)}`;
  return out;
}

function entryName(data: unknown, path: readonly PropertyKey[]): { entry: string; rest: PropertyKey[] } {
  const [list, index, ...rest] = path;
  if (typeof list !== 'string') return { entry: 'content', rest: [...path] };
  if (typeof index !== 'number') return { entry: list, rest: index === undefined ? [] : [index, ...rest] };
  const item = (data as Record<string, unknown[]> | null)?.[list]?.[index] as { id?: unknown } | undefined;
  return { entry: `${list}[${index}]${typeof item?.id === 'string' ? ` ${item.id}` : ''}`, rest };
}

/** The seed's counts (digest, part 1: 44 Supply, 46 Tactics each side; 11 Alley cards; 16 survivors). */
const COUNTS: [keyof SecondsContent, number, string][] = [
  ['alley', 11, 'seed 003 line 82: 11 Alley cards'],
  ['supply', 44, 'the Supply deck has 44 cards'],
  ['tactics', 46, 'the Survivor Tactics deck has 46 cards'],
  ['zombieTactics', 46, 'the Zombie Tactics deck has 46 cards'],
];

function crossCheck(c: SecondsContent): SecondsContentProblem[] {
  const problems: SecondsContentProblem[] = [];
  const add = (entry: string, field: string, message: string) => problems.push({ entry, field, message });
  for (const [list, want, why] of COUNTS) {
    const items = c[list] as { count?: number }[];
    const n = items.reduce((sum, item) => sum + (item.count ?? 1), 0);
    if (n !== want) add(list, '', `${n} cards, expected ${want} (${why})`);
  }
  if (c.survivors.length !== 16) add('survivors', '', `${c.survivors.length} survivors, expected 16 (8 abilities x 2)`);
  for (const list of [
    'alley',
    'survivors',
    'supply',
    'tactics',
    'survivorAttack',
    'zombies',
    'zombieAttack',
    'zombieTactics',
  ] as const) {
    const seen = new Set<string>();
    (c[list] as { id: string }[]).forEach((item, i) => {
      if (seen.has(item.id)) add(`${list}[${i}] ${item.id}`, 'id', 'duplicate id');
      seen.add(item.id);
    });
  }
  c.alley.forEach((a, i) => {
    if (a.row !== i + 1) add(`alley[${i}] ${a.id}`, 'row', `expected row ${i + 1} (rows one to ten, then the street)`);
  });
  if (c.alley.reduce((s, a) => s + a.setupSupply, 0) !== 6)
    add('alley', 'setupSupply', 'six Supply cards start in the alley (seed 003 line 88)');
  const supplyIds = new Set(c.supply.map((s) => s.id));
  const abilities = new Set(c.abilities.map((a) => a.id));
  for (const ability of abilities) {
    const n = c.survivors.filter((s) => s.ability === ability).length;
    if (n !== 2) add('survivors', 'ability', `${n} survivors with ${ability}, expected 2`);
  }
  c.survivors.forEach((s, i) => {
    const entry = `survivors[${i}] ${s.id}`;
    if (!abilities.has(s.ability)) add(entry, 'ability', `unknown ability "${s.ability}"`);
    if (s.uniqueWeapon !== null) {
      const w = c.supply.find((x) => x.id === s.uniqueWeapon);
      if (!w) add(entry, 'uniqueWeapon', `unknown Supply card "${s.uniqueWeapon}"`);
      else if (!w.unique) add(entry, 'uniqueWeapon', `"${s.uniqueWeapon}" is not a unique weapon`);
    }
  });
  c.supply.forEach((s, i) => {
    const entry = `supply[${i}] ${s.id}`;
    if (s.category === 'firearm' && s.ammo === null) add(entry, 'ammo', 'a firearm has ammo (seed 003 line 428)');
    if (s.category !== 'firearm' && s.ammo !== null) add(entry, 'ammo', 'only firearms have ammo');
    if (s.category === 'armor' && s.armor === null)
      add(entry, 'armor', 'Body Armor absorbs damage (seed 003 line 436)');
    if (s.category === 'item' && s.use === null) add(entry, 'use', 'an item is played from the hand');
    if (s.unique && s.count !== 1) add(entry, 'count', 'a unique weapon is a single card');
    s.attacks.forEach((a, j) => {
      if (a.range[0] > a.range[1]) add(entry, `attacks[${j}].range`, 'range starts after it ends');
      if (a.kind === 'melee' && a.range[1] !== 0)
        add(entry, `attacks[${j}].range`, 'melee is in your row (seed 003 line 289)');
    });
    if ((s.category === 'melee' || s.category === 'firearm' || s.category === 'thrown') && s.attacks.length === 0)
      add(entry, 'attacks', 'a weapon has at least one attack');
  });
  for (const u of ['katana', 'iceAxe'])
    if (!supplyIds.has(u)) add('supply', u, `the ${u} is in the Supply deck (seed 003 line 88)`);
  if (c.survivorAttack.filter((a) => a.shuffle).length !== 1)
    add('survivorAttack', 'shuffle', 'one Shuffle the Deck card (seed 003 line 357)');
  if (!c.tactics.some((t) => t.id === 'lostOpportunity'))
    add('tactics', 'lostOpportunity', 'the Survivor Tactics deck holds Lost Opportunity (seed 003 line 686)');
  const types = new Set(c.zombieTypes.map((t) => t.id));
  for (const t of ['base', 'boss', 'crawler', 'runner', 'brute', 'shrieker'] as const)
    if (!types.has(t)) add('zombieTypes', t, `the seed names the ${t} zombie`);
  c.zombies.forEach((z, i) => {
    if (!types.has(z.type)) add(`zombies[${i}] ${z.id}`, 'type', `unknown zombie type "${z.type}"`);
  });
  if (!c.zombieTactics.some((t) => t.effect === 'counter'))
    add('zombieTactics', 'effect', 'the Zombie Tactics deck holds counters (seed 003 line 360)');
  c.zombieTactics.forEach((t, i) => {
    if ((t.effect === 'counter') !== (t.timing === 'counter') || (t.effect === 'counter') !== (t.counters !== null))
      add(`zombieTactics[${i}] ${t.id}`, 'counters', 'a counter has timing "counter" and says what it counters');
  });
  const ids = new Set(c.solo.automata.map((a) => a.id));
  for (const a of ['fast', 'swarm'] as const) if (!ids.has(a)) add('solo.automata', a, `the ${a} automaton is missing`);
  c.solo.automata.forEach((a, i) => {
    const entry = `solo.automata[${i}] ${a.id}`;
    a.steps.forEach((s, j) => {
      if (s.step !== j + 1)
        add(entry, `steps[${j}].step`, `expected step ${j + 1} (numerical order, seed 003 line 689)`);
    });
    let next = 1;
    a.chart.forEach((g, j) => {
      g.options.forEach((o, k) => {
        if (o.from !== next)
          add(entry, `chart[${j}].options[${k}].from`, `expected ${next}: the chart covers 1..100 once`);
        if (o.to < o.from) add(entry, `chart[${j}].options[${k}].to`, 'ends before it starts');
        next = o.to + 1;
      });
    });
    if (next !== 101) add(entry, 'chart', `the chart ends at ${next - 1}, expected 100`);
  });
  return problems;
}

/** Validates raw content: the typed content, or a SecondsContentError naming every problem. */
export function parseSecondsContent(raw: unknown): SecondsContent {
  const parsed = secondsContentSchema.safeParse(raw);
  if (!parsed.success) {
    throw new SecondsContentError(
      parsed.error.issues.map((issue) => {
        const { entry, rest } = entryName(raw, issue.path);
        return { entry, field: fieldPath(rest), message: issue.message };
      }),
    );
  }
  const content = parsed.data as SecondsContent;
  const problems = crossCheck(content);
  if (problems.length) throw new SecondsContentError(problems);
  return content;
}
