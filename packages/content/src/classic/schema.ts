/**
 * Zombicide Classic content checked at load: the shape of every entry (zod), then the rules that tie values
 * together (weapon ranges, doors, improved weapons, skill trees, the box counts, one source per value). Every
 * error names the entry and the field: "equipment[pistol].weapon.damage: ...".
 */
import { z } from 'zod';
import { CLASSIC_ZOMBIE_DECKS } from '@horde/zombicide/rulesets/classic/species-decks';
import {
  CLASSIC_BOX,
  CLASSIC_STARTING_DEAL,
  type ClassicBox,
  type ExpansionBox,
  PLENTY_OF_AMMO_IDS,
  SEED_EQUIPMENT_LIST,
} from './box.ts';
import { type ClassicContent, SEED_LINES, valuePaths } from './types.ts';

const id = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'an id is one camelCase word');

/** "seed 001 line N", "published" or "designed: <reason>". */
const source = z
  .string()
  .regex(
    /^(seed 001 line [1-9]\d*|published|designed: .{8,})$/,
    'a source is "seed 001 line N", "published" or "designed: <reason>"',
  );
const sources = z.record(z.string(), source);
const provenance = z.strictObject({ designed: z.boolean(), note: z.string().optional() });

export const weaponSchema = z.strictObject({
  attack: z.enum(['melee', 'ranged']),
  family: z.enum(['pistol', 'rifle', 'shotgun', 'melee', 'smg', 'fire']),
  minRange: z.number().int().min(0).max(3),
  maxRange: z.number().int().min(0).max(3),
  dice: z.number().int().min(0).max(5),
  accuracy: z.number().int().min(2).max(6),
  damage: z.number().int().min(0).max(3),
  // A noisy Classic weapon makes one Noise token (seed 001 line 1038): `bang`; Classic has no `boom`.
  noise: z.enum(['silent', 'bang']),
  dual: z.boolean(),
  ammo: z.enum(['bullets', 'shells']).optional(),
});

const trait = z.enum([
  'reload',
  'plentyOfBullets',
  'plentyOfShells',
  'aaahh',
  'flashlight',
  'goalieMask',
  'food',
  'gasoline',
  'glassBottles',
  'scope',
  'molotov',
  'sniper',
  'nails',
  'wounded',
  // Works from the reserve (seed 001 line 1097: the Goalie Mask, the Flashlight and Plenty Of Ammo).
  'fromBackpack',
  'knife',
  // The Proton Pack's own Roll 6: +1 Damage (seed 001 line 1609).
  'roll6Damage',
]);

export const equipmentSchema = z.strictObject({
  id,
  name: z.string().min(1),
  deck: z.enum(['starting', 'equipment', 'setAside']),
  door: z.enum(['silent', 'noisy']).optional(),
  combines: z.tuple([id, id]).optional(),
  count: z.number().int().min(0).max(12),
  weapon: weaponSchema.optional(),
  traits: z.array(trait),
  text: z.string().min(1).optional(),
  // A Companion card (companions.ts, seed 001 lines 1942-2110).
  companion: z
    .strictObject({
      kind: z.enum(['human', 'dog']),
      breed: z.string().min(1).optional(),
      weapon: weaponSchema.optional(),
      gives: z.array(z.string().min(1)),
      skills: z.array(z.string().min(1)),
      active: z.enum(['shoot', 'openDoor']).optional(),
      noSlot: z.boolean().optional(),
      noSearch: z.boolean().optional(),
    })
    .optional(),
  sources,
  provenance,
});

const skillRef = z.strictObject({ id, param: z.string().min(1).optional() });

export const survivorSchema = z.strictObject({
  id,
  name: z.string().min(1),
  startsWith: z.array(id).min(1).optional(),
  skills: z.strictObject({
    blue: z.array(skillRef).length(1),
    yellow: z.array(skillRef).length(1),
    orange: z.array(skillRef).length(2),
    red: z.array(skillRef).length(3),
  }),
  sources,
  provenance,
});

const count = z.number().int().min(1).max(99);
const spawnLine = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({
    kind: z.literal('zombies'),
    walker: count.optional(),
    runner: count.optional(),
    fatty: count.optional(),
    /** Zombie Dogz [ZD]. */
    dog: count.optional(),
    /** Murders of Crows [MC]. */
    crow: count.optional(),
  }),
  z.strictObject({
    kind: z.literal('extraActivation'),
    zombie: z.enum(['walker', 'runner', 'fatty', 'dog', 'crow']),
  }),
  z.strictObject({ kind: z.literal('abomination') }),
]);

export const zombieCardSchema = z.strictObject({
  id: z.number().int().min(1),
  lines: z.strictObject({ blue: spawnLine, yellow: spawnLine, orange: spawnLine, red: spawnLine }),
  /** The species the card spawns (its colour); absent: standard zombies. */
  species: z.enum(['toxic', 'berserker', 'skinner', 'seeker', 'lost']).optional(),
  /** The expansion deck it belongs to; absent: the Season 1 deck. */
  deck: z.enum(CLASSIC_ZOMBIE_DECKS).optional(),
  /** A Manhole or Bed card (seed 001 lines 949-955): its zombies come out of the map's manholes or beds. */
  special: z.enum(['manhole', 'blueBed', 'greenBed']).optional(),
  sources,
  provenance,
});

export const abominationSchema = z.strictObject({
  id,
  name: z.string().min(1),
  toughness: z.number().int().min(1),
  actions: z.number().int().min(1),
  ability: z.string().min(1),
  abilityId: z.string().optional(),
  sources,
  provenance,
});

export const skillSchema = z.strictObject({
  id,
  name: z.string().min(1),
  text: z.string().min(1).max(160),
  parameterised: z.literal(true).optional(),
  param: z.union([z.array(z.string().min(1)).min(1), z.literal('equipment'), z.literal('skill')]).optional(),
  variants: z.array(z.string().min(1)).min(1).optional(),
  source: z.string().regex(/^seed 001 line [1-9]\d*$/, 'a skill names its seed line: "seed 001 line N"'),
  sources,
});

export const classicContentSchema = z.strictObject({
  equipment: z.array(equipmentSchema),
  survivors: z.array(survivorSchema),
  zombieCards: z.array(zombieCardSchema),
  abomination: abominationSchema,
  skills: z.array(skillSchema),
  tentCards: z.array(
    z.strictObject({
      id: z.string().regex(/^[a-z][A-Za-z0-9]*$/),
      name: z.string().min(1),
      nameFr: z.string().min(1),
      count: z.number().int().min(1),
      search: z.boolean(),
      blueBeds: z.number().int().min(0).max(4),
      greenBeds: z.number().int().min(0).max(4),
      text: z.string().min(1),
      textFr: z.string().min(1),
      sources,
    }),
  ),
});

/** One problem: where (entry and field) and what. */
export interface ContentIssue {
  path: string;
  message: string;
}

/** The shape problems of zod, with entries named by their id where there is one. */
function shapeIssues(data: unknown, error: z.ZodError): ContentIssue[] {
  return error.issues.map((issue) => {
    const parts: string[] = [];
    let node: unknown = data;
    for (const key of issue.path) {
      const child = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
      if (typeof key === 'number') {
        const entryId = child && typeof child === 'object' ? (child as { id?: unknown }).id : undefined;
        const name = typeof entryId === 'string' || typeof entryId === 'number' ? entryId : key;
        if (parts.length) parts[parts.length - 1] += `[${name}]`;
        else parts.push(`[${name}]`);
      } else parts.push(String(key));
      node = child;
    }
    return { path: parts.join('.'), message: issue.message };
  });
}

/** Every value of an entry has exactly one source, and every seed line cited exists. */
function sourceIssues(at: string, entry: { sources: Record<string, string> }, add: (p: string, m: string) => void) {
  const paths = valuePaths(entry);
  for (const path of paths) if (!(path in entry.sources)) add(`${at}.sources`, `no source for "${path}"`);
  for (const [path, src] of Object.entries(entry.sources)) {
    if (!paths.includes(path)) add(`${at}.sources.${path}`, 'names no value of the entry');
    const line = /^seed 001 line (\d+)$/.exec(src);
    if (line && Number(line[1]) > SEED_LINES) add(`${at}.sources.${path}`, `seed 001 has ${SEED_LINES} lines`);
  }
}

const ITEM_TRAITS = [
  'aaahh',
  'flashlight',
  'goalieMask',
  'food',
  'gasoline',
  'glassBottles',
  'scope',
  'nails',
  'wounded',
  'plentyOfBullets',
  'plentyOfShells',
];

/** The levels of a survivor's tree, in order. */
const LEVELS = ['blue', 'yellow', 'orange', 'red'] as const;

/** The rules between fields, on data of the right shape. */
export function crossIssues(content: ClassicContent, box: ClassicBox = CLASSIC_BOX): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const unique = (kind: string, ids: (string | number)[]) => {
    const seen = new Set<string | number>();
    for (const x of ids) {
      if (seen.has(x)) add(`${kind}[${x}].id`, 'a second entry with this id');
      seen.add(x);
    }
  };

  // ------------------------------------------------------------------ equipment
  const cards = new Map(content.equipment.map((c) => [c.id, c]));
  unique(
    'equipment',
    content.equipment.map((c) => c.id),
  );
  for (const c of content.equipment) {
    const at = `equipment[${c.id}]`;
    sourceIssues(at, c, add);
    const wpn = c.weapon;
    if (wpn) {
      if (wpn.minRange > wpn.maxRange) add(`${at}.weapon.minRange`, 'above the maximum Range');
      if (wpn.attack === 'melee' && (wpn.maxRange !== 0 || wpn.minRange !== 0))
        add(`${at}.weapon.maxRange`, 'a Melee weapon has Range 0 (seed 001 line 1290)');
      if (wpn.attack === 'ranged' && wpn.maxRange < 1)
        add(`${at}.weapon.maxRange`, 'a Ranged weapon reaches Range 1 or more (seed 001 line 1298)');
      if (wpn.attack === 'melee' && wpn.ammo) add(`${at}.weapon.ammo`, 'a Melee weapon takes no ammo');
      const molotov = c.traits.includes('molotov');
      if (molotov !== (wpn.dice === 0))
        add(`${at}.weapon.dice`, 'only the Molotov rolls no dice (seed 001 line 1389); every other weapon rolls');
      if (!molotov && wpn.damage < 1) add(`${at}.weapon.damage`, 'a weapon that rolls deals Damage 1 or more');
      if ((wpn.attack === 'melee') !== (wpn.family === 'melee'))
        add(`${at}.weapon.family`, 'Melee weapons, and only they, are of the melee family');
    }
    for (const t of c.traits) {
      if (ITEM_TRAITS.includes(t) && wpn) add(`${at}.traits`, `a "${t}" card is not a weapon`);
      if ((t === 'reload' || t === 'molotov' || t === 'sniper') && wpn?.attack !== 'ranged')
        add(`${at}.traits`, `"${t}" belongs on a Ranged weapon`);
    }
    if (c.door && wpn?.attack !== 'melee')
      add(`${at}.door`, 'doors open with a Melee weapon that has the door symbol (seed 001 line 550)');
    if (c.combines) {
      if (c.deck !== 'setAside')
        add(`${at}.deck`, 'an improved weapon is built, never drawn: set aside (seed 001 lines 376, 397)');
      c.combines.forEach((part, i) => {
        const p = cards.get(part);
        if (!p) add(`${at}.combines[${i}]`, `no card "${part}"`);
        else if (p.deck !== 'equipment' || p.count < 1)
          add(`${at}.combines[${i}]`, `"${part}" is not found by Searching`);
      });
      const traitsOf = (i: number) => cards.get(c.combines?.[i] ?? '')?.traits ?? [];
      if (c.traits.includes('molotov') && !(traitsOf(0).includes('gasoline') && traitsOf(1).includes('glassBottles')))
        add(`${at}.combines`, 'a Molotov is Gasoline + Glass Bottles (seed 001 line 1389)');
      if (
        c.traits.includes('sniper') &&
        !(cards.get(c.combines[0])?.weapon?.family === 'rifle' && traitsOf(1).includes('scope'))
      )
        add(`${at}.combines`, 'a Sniper Rifle is a Rifle + a Scope (seed 001 line 1395)');
    }
  }
  const wounded = content.equipment.filter((c) => c.traits.includes('wounded'));
  // Companion cards come from their own boxes (seed 001 line 382), not the core box's 62 cards.
  const inBox = content.equipment.filter((c) => !c.traits.includes('wounded') && !c.companion);
  const total = inBox.reduce((n, c) => n + c.count, 0);
  if (total !== box.cards.equipment)
    add('equipment', `${total} Equipment cards, the box holds ${box.cards.equipment} (seed 001 lines 291-299)`);
  const woundedCount = wounded.reduce((n, c) => n + c.count, 0);
  if (woundedCount !== box.cards.wounded)
    add('equipment', `${woundedCount} Wounded cards, the box holds ${box.cards.wounded}`);
  const starting = content.equipment.filter((c) => c.deck === 'starting').reduce((n, c) => n + c.count, 0);
  if (starting !== box.startingPans)
    add('equipment', `${starting} starting cards, the box sets aside ${box.startingPans} Pans (seed 001 line 378)`);
  for (const [listed, { count: n, line }] of Object.entries(SEED_EQUIPMENT_LIST)) {
    const ids: readonly string[] = listed === 'plentyOfAmmo' ? PLENTY_OF_AMMO_IDS : [listed];
    const have = ids.reduce((sum, x) => sum + (cards.get(x)?.count ?? 0), 0);
    if (have !== n) add(`equipment[${ids.join('+')}].count`, `${have}, seed 001 line ${line} lists ${n}`);
  }
  for (const dealt of CLASSIC_STARTING_DEAL.fromEquipmentDeck) {
    const c = cards.get(dealt);
    if (c?.deck !== 'equipment' || c.count < 1)
      add(`equipment[${dealt}]`, 'the starting deal takes it from the Equipment deck (seed 001 line 417)');
  }

  // ------------------------------------------------------------------ skills
  const skills = new Map(content.skills.map((k) => [k.id, k]));
  unique(
    'skills',
    content.skills.map((k) => k.id),
  );
  for (const k of content.skills) {
    const at = `skills[${k.id}]`;
    sourceIssues(at, k, add);
    if (Boolean(k.parameterised) !== Boolean(k.param))
      add(`${at}.param`, 'a parameterised skill lists what its parameter may be, and only it');
    if (k.variants?.some((v) => !Array.isArray(k.param) || !k.param.includes(v)))
      add(`${at}.variants`, 'a variant is one of the values the parameter may take');
    const line = Number(k.source.slice('seed 001 line '.length));
    if (line > SEED_LINES) add(`${at}.source`, `seed 001 has ${SEED_LINES} lines`);
  }
  /** Why a skill reference is wrong, or null. */
  const refIssue = (ref: { id: string; param?: string }): string | null => {
    const k = skills.get(ref.id);
    if (!k) return `unknown skill "${ref.id}"`;
    if (!k.param) return ref.param === undefined ? null : `"${ref.id}" takes no parameter`;
    if (ref.param === undefined) return `"${ref.id}" needs a parameter`;
    if (k.param === 'equipment') return cards.has(ref.param) ? null : `no equipment "${ref.param}"`;
    if (k.param === 'skill') return skills.has(ref.param.replace(/\(.*\)$/, '')) ? null : `no skill "${ref.param}"`;
    return k.param.includes(ref.param) ? null : `"${ref.param}" is not one of ${k.param.join(', ')}`;
  };

  // ------------------------------------------------------------------ survivors
  unique(
    'survivors',
    content.survivors.map((s) => s.id),
  );
  // The box's Survivors, and designed ones beyond them for 7+ Survivors games (seed 001 line 2775).
  if (content.survivors.length < box.miniatures.survivors)
    add('survivors', `${content.survivors.length} Survivors, the box holds ${box.miniatures.survivors}`);
  for (const s of content.survivors) {
    const at = `survivors[${s.id}]`;
    sourceIssues(at, s, add);
    for (const level of LEVELS)
      s.skills[level].forEach((ref, i) => {
        const problem = refIssue(ref);
        if (problem) add(`${at}.skills.${level}[${i}]`, problem);
      });
    if (s.skills.yellow[0]?.id !== 'plus1Action')
      add(`${at}.skills.yellow[0]`, 'the Yellow skill is "+1 Action" (seed 001 line 514)');
    const own = s.skills.blue.filter((k) => k.id === 'startsWith').map((k) => k.param);
    const listed = s.startsWith ?? [];
    if (own.join() !== listed.join())
      add(`${at}.startsWith`, 'lists the cards of its Blue "Starts with" skill (seed 001 lines 423-425)');
    listed.forEach((x, i) => {
      const c = cards.get(x);
      if (c?.deck !== 'equipment') add(`${at}.startsWith[${i}]`, `"${x}" is not in the Equipment deck`);
    });
  }
  // A card a Survivor starts with must still be in the deck after the starting deal (seed 001 lines 417, 423).
  const needed = new Map<string, number>();
  for (const x of [...CLASSIC_STARTING_DEAL.fromEquipmentDeck, ...content.survivors.flatMap((s) => s.startsWith ?? [])])
    needed.set(x, (needed.get(x) ?? 0) + 1);
  for (const [x, n] of needed)
    if ((cards.get(x)?.count ?? 0) < n) add(`equipment[${x}].count`, `setup takes ${n} out of the deck`);

  // ------------------------------------------------------------------ zombie deck
  unique(
    'zombieCards',
    content.zombieCards.map((c) => c.id),
  );
  const core = content.zombieCards.filter((c) => c.deck === undefined);
  if (core.length !== box.cards.zombie)
    add('zombieCards', `${core.length} Zombie cards, Season 1 has #1-#${box.cards.zombie} (seed 001 line 267)`);
  for (const c of content.zombieCards) {
    const at = `zombieCards[${c.id}]`;
    sourceIssues(at, c, add);
    const expansion =
      c.deck === undefined ? undefined : (box.expansions as Record<string, ExpansionBox | undefined>)[c.deck];
    if (!expansion) {
      if (c.id > box.cards.zombie) add(`${at}.id`, `Season 1 cards are #1-#${box.cards.zombie} (seed 001 line 267)`);
      if (c.species !== undefined) add(`${at}.species`, 'a Season 1 card spawns standard zombies (red, line 250)');
    } else {
      const [first, last] = expansion.cards;
      if (c.id < first || c.id > last) add(`${at}.id`, `${expansion.name} cards are #${first}-#${last}`);
      if (c.species !== expansion.species)
        add(`${at}.species`, `${expansion.name} cards spawn ${expansion.species ?? 'standard'} zombies`);
    }
    // What one line may ask for: the box's miniatures of the card's species (Season 1's for standard cards).
    const has = (kind: string) => {
      if (!expansion) return (box.miniatures as Record<string, number>)[`${kind}s`.replace('fattys', 'fatties')] ?? 0;
      const prefix = expansion.species ?? '';
      const id = prefix ? `${prefix}${kind.charAt(0).toUpperCase()}${kind.slice(1)}` : kind;
      // A species of one type (the Seekers, line 1439) reads its cards' Walker count.
      const single = kind === 'walker' && prefix ? expansion.miniatures[prefix] : undefined;
      return expansion.miniatures[id] ?? single ?? (kind === 'walker' && !prefix ? box.miniatures.walkers : 0);
    };
    let before = -1;
    for (const level of LEVELS) {
      const line = c.lines[level];
      if (line.kind === 'abomination' && has('abomination') === 0)
        add(`${at}.lines.${level}`, `${expansion?.name ?? 'Season 1'} has no Abomination of this species`);
      if (line.kind === 'extraActivation' && has(line.zombie) === 0)
        add(`${at}.lines.${level}`, `${expansion?.name ?? 'Season 1'} has no ${line.zombie} of this species`);
      if (line.kind !== 'zombies') {
        before = -1;
        continue;
      }
      const n = {
        walker: line.walker ?? 0,
        runner: line.runner ?? 0,
        fatty: line.fatty ?? 0,
        dog: line.dog ?? 0,
        crow: line.crow ?? 0,
      };
      const size = n.walker + n.runner + n.fatty + n.dog + n.crow;
      if (size === 0) add(`${at}.lines.${level}`, 'spawns nothing: write { kind: "none" }');
      // Each Fatty comes with 2 Walkers of its species (seed 001 line 959); a line never asks for more than the box holds.
      if (n.walker + 2 * n.fatty > has('walker'))
        add(
          `${at}.lines.${level}`,
          `needs ${n.walker + 2 * n.fatty} Walkers with the escorts, the box has ${has('walker')}`,
        );
      if (n.runner > has('runner'))
        add(`${at}.lines.${level}`, `needs ${n.runner} Runners, the box has ${has('runner')}`);
      if (n.fatty > has('fatty')) add(`${at}.lines.${level}`, `needs ${n.fatty} Fatties, the box has ${has('fatty')}`);
      if (n.dog > has('dog')) add(`${at}.lines.${level}`, `needs ${n.dog} Zombie Dogz, the box has ${has('dog')}`);
      if (n.crow > has('crow'))
        add(`${at}.lines.${level}`, `needs ${n.crow} Murders of Crows, the box has ${has('crow')}`);
      if (size < before) add(`${at}.lines.${level}`, 'spawns fewer Zombies than the level below');
      before = size;
    }
  }
  for (const [deck, expansion] of Object.entries(box.expansions) as [string, ExpansionBox][]) {
    const cards = content.zombieCards.filter((c) => c.deck === deck).length;
    const [first, last] = expansion.cards;
    if (cards !== 0 && cards !== last - first + 1)
      add('zombieCards', `${cards} ${expansion.name} cards, its deck is #${first}-#${last}`);
  }
  if (!core.some((c) => LEVELS.some((l) => c.lines[l].kind === 'abomination')))
    add('zombieCards', 'no card spawns the Abomination');

  // ------------------------------------------------------------------ abomination
  const a = content.abomination;
  sourceIssues('abomination', a, add);
  if (a.toughness !== 3) add('abomination.toughness', 'an Abomination needs a Damage 3 hit (seed 001 line 1258)');
  if (a.actions !== 1) add('abomination.actions', 'an Abomination has 1 Action (seed 001 line 3065)');

  // ------------------------------------------------------------------ tent cards [RM]
  content.tentCards.forEach((t, i) => {
    sourceIssues(`tentCards.${i}`, t, add);
  });
  for (const needed of ['administrative', 'infirmary'])
    if (!content.tentCards.some((t) => t.id === needed && t.search))
      add('tentCards', `no ${needed} tent to Search (seed 001 line 1751)`);
  return issues;
}

export class ClassicContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(`Zombicide Classic content: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  }
}

/** Validates Classic content data; throws ClassicContentError naming every bad entry and field. */
export function parseClassicContent(data: unknown, box: ClassicBox = CLASSIC_BOX): ClassicContent {
  const parsed = classicContentSchema.safeParse(data);
  if (!parsed.success) throw new ClassicContentError(shapeIssues(data, parsed.error));
  const content = parsed.data as ClassicContent;
  const issues = crossIssues(content, box);
  if (issues.length) throw new ClassicContentError(issues);
  return content;
}
