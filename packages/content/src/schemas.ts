/**
 * Zod schemas for the content data files. They mirror the definitions in
 * `@horde/zombicide/defs`; the data files use two human-friendly notations that
 * the schemas turn into those shapes:
 * - a skill reference is written `id` or `id(param)` (an `{ id, param }` map also works);
 * - a zombie-card line is written `2 walkers + 1 fatty`, `none`,
 *   `extra activation: runners` or `abomination`.
 * The files' top-level shapes are the `*FileSchema` exports.
 */
import { z } from 'zod';
import type { SkillRef, SpawnLine } from '@horde/zombicide/defs';
import type { Abomination, EquipmentCard, Skill, Survivor } from './types.ts';

const idSchema = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/, 'expected a camelCase id (letters and digits, starting lower-case)');
const text = z.string().trim().min(1, 'expected a non-empty text');

export const provenanceSchema = z.strictObject({
  designed: z.boolean(),
  note: text,
});

export const entryProvenanceSchema = z.strictObject({
  designed: z.boolean(),
  note: text,
  fields: z.record(z.string(), provenanceSchema).optional(),
});

export const ammoSchema = z.enum(['bullets', 'shells']);
export const favoriteSlotSchema = z.enum(['pistol', 'rifle', 'melee', 'any']);
export const weaponFamilySchema = z.enum(['pistol', 'rifle', 'shotgun', 'melee', 'explosive', 'holyWater']);
export const noiseSchema = z.enum(['silent', 'bang', 'boom']);
export const classSchema = z.enum(['brawler', 'faithful', 'gunslinger', 'townsfolk']);
export const dangerLevels = ['blue', 'yellow', 'orange', 'red'] as const;
export const traitSchema = z.enum([
  'reload',
  'fanning6',
  'noFanning',
  'fromBackpack',
  'knife',
  'dynamite',
  'holyWater',
  'water',
  'plentyOfBullets',
  'plentyOfShells',
]);

const count = (min: number, max: number) => z.number().int().min(min).max(max);

export const weaponSchema = z.strictObject({
  attack: z.enum(['melee', 'ranged']),
  family: weaponFamilySchema,
  minRange: count(0, 6),
  maxRange: count(0, 6),
  dice: count(0, 12),
  /** The die result needed to hit: 4 means 4+. */
  accuracy: count(1, 6),
  damage: count(0, 6),
  noise: noiseSchema,
  dual: z.boolean(),
  ammo: ammoSchema.optional(),
});

export const bountyFeatSchema = z.strictObject({ id: idSchema, text });

export const equipmentSchema: z.ZodType<EquipmentCard, unknown> = z.strictObject({
  id: idSchema,
  name: text,
  deck: z.enum(['starting', 'equipment', 'bounty']),
  count: count(1, 99),
  weapon: weaponSchema.optional(),
  traits: z.array(traitSchema),
  feat: bountyFeatSchema.optional(),
  provenance: entryProvenanceSchema,
});

export const equipmentFileSchema = z.strictObject({
  notes: z.array(text).optional(),
  cards: z.array(equipmentSchema),
});

/** Reads `id` or `id(param)` into a SkillRef. */
export function parseSkillRef(s: string): SkillRef | undefined {
  const m = /^\s*([a-z][A-Za-z0-9]*)\s*(?:\((.*)\))?\s*$/.exec(s);
  if (!m) return undefined;
  const param = m[2]?.trim();
  return param ? { id: m[1], param } : { id: m[1] };
}

/** Writes a SkillRef back as `id` or `id(param)`. */
export function formatSkillRef(ref: SkillRef): string {
  return ref.param === undefined ? ref.id : `${ref.id}(${ref.param})`;
}

export const skillRefSchema: z.ZodType<SkillRef, unknown> = z.union([
  z.string().transform((s, ctx) => {
    const ref = parseSkillRef(s);
    if (!ref) {
      ctx.issues.push({
        code: 'custom',
        input: s,
        message: `expected a skill reference like "jump" or "plus1FreeAction(melee)", got "${s}"`,
      });
      return z.NEVER;
    }
    return ref;
  }),
  z.strictObject({ id: idSchema, param: text.optional() }),
]);

export const survivorSchema: z.ZodType<Survivor, unknown> = z.strictObject({
  id: idSchema,
  name: text,
  class: classSchema,
  favoriteSlot: favoriteSlotSchema,
  skills: z.strictObject({
    blue: z.array(skillRefSchema),
    yellow: z.array(skillRefSchema),
    orange: z.array(skillRefSchema),
    red: z.array(skillRefSchema),
  }),
  provenance: entryProvenanceSchema,
});

export const survivorsFileSchema = z.strictObject({
  notes: z.array(text).optional(),
  survivors: z.array(survivorSchema),
});

const ZOMBIE_WORDS: Record<string, 'walker' | 'runner' | 'fatty'> = {
  walker: 'walker',
  walkers: 'walker',
  runner: 'runner',
  runners: 'runner',
  fatty: 'fatty',
  fatties: 'fatty',
};

/** Reads one zombie-card line (see the file header of zombie-deck.yaml). Returns an error text on failure. */
export function parseSpawnLine(s: string): SpawnLine | string {
  const line = s.trim().toLowerCase();
  if (line === 'none') return { kind: 'none' };
  if (line === 'abomination') return { kind: 'abomination' };
  const extra = /^extra activation:\s*(\w+)$/.exec(line);
  if (extra) {
    const zombie = ZOMBIE_WORDS[extra[1]];
    if (!zombie) return `unknown zombie type "${extra[1]}" (expected walkers, runners or fatties)`;
    return { kind: 'extraActivation', zombie };
  }
  const out: { kind: 'zombies'; walker?: number; runner?: number; fatty?: number } = { kind: 'zombies' };
  for (const part of line.split('+')) {
    const m = /^\s*(\d+)\s+(\w+)\s*$/.exec(part);
    if (!m)
      return `expected "none", "abomination", "extra activation: <type>" or "<n> <type> [+ <n> <type>]", got "${s}"`;
    const zombie = ZOMBIE_WORDS[m[2]];
    if (!zombie) return `unknown zombie type "${m[2]}" (expected walker, runner or fatty)`;
    if (out[zombie] !== undefined) return `zombie type "${zombie}" appears twice in "${s}"`;
    const n = Number(m[1]);
    if (n < 1) return `a count must be at least 1 (write "none" for an empty line), got "${s}"`;
    out[zombie] = n;
  }
  return out;
}

export const spawnLineSchema: z.ZodType<SpawnLine, unknown> = z.string().transform((s, ctx) => {
  const r = parseSpawnLine(s);
  if (typeof r === 'string') {
    ctx.issues.push({ code: 'custom', input: s, message: r });
    return z.NEVER;
  }
  return r;
});

/** A zombie card as written in the file: one field per danger level. Provenance defaults to the file's `designedNote`. */
export const zombieCardEntrySchema = z.strictObject({
  id: z.number().int(),
  blue: spawnLineSchema,
  yellow: spawnLineSchema,
  orange: spawnLineSchema,
  red: spawnLineSchema,
  provenance: entryProvenanceSchema.optional(),
});

export const zombieDeckFileSchema = z.strictObject({
  notes: z.array(text).optional(),
  designedNote: text,
  cards: z.array(zombieCardEntrySchema),
});

export const abominationSchema: z.ZodType<Abomination, unknown> = z.strictObject({
  id: idSchema,
  name: text,
  frenchName: text.optional(),
  toughness: count(1, 6),
  actions: count(1, 6),
  adrenaline: count(0, 99),
  abilityId: idSchema.optional(),
  ability: text,
  provenance: entryProvenanceSchema,
});

export const abominationFileSchema = z.strictObject({
  notes: z.array(text).optional(),
  abominations: z.array(abominationSchema).min(1, 'expected at least one Abomination'),
});

export const skillParamKindSchema = z.enum(['action', 'freeAction', 'equipment', 'zombie', 'skill', 'attack']);

export const skillSchema: z.ZodType<Skill, unknown> = z.strictObject({
  id: idSchema,
  name: text,
  text,
  source: z
    .string()
    .regex(/^(EN|FR) \d+(-\d+)?(, (EN|FR) \d+(-\d+)?)*$/, 'expected a source like "EN 1234" or "FR 3443, EN 355"'),
  parameterised: z.boolean().default(false),
  param: skillParamKindSchema.optional(),
  designed: text.optional(),
});

export const skillsFileSchema = z.strictObject({
  notes: z.array(text).optional(),
  skills: z.array(skillSchema),
});

/** Allowed values of each parameter kind (equipment also accepts any equipment id; skill any skill reference). */
export const PARAM_VALUES: Record<Exclude<Skill['param'], undefined>, readonly string[]> = {
  action: ['combat', 'melee', 'ranged'],
  freeAction: ['combat', 'melee', 'move', 'ranged', 'search'],
  equipment: ['pistol', 'rifle', 'shotgun', 'melee', 'explosive'],
  zombie: ['walker', 'runner', 'fatty', 'abomination'],
  skill: [],
  attack: ['melee', 'ranged'],
};
