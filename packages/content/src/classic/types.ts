/**
 * Zombicide Classic (Season 1 core box) content: the shapes of the data files and where each value comes from.
 * Every entry extends the engine's definition (`@horde/zombicide/defs`) with `sources`: one Source per value
 * ("weapon.damage", "count", "skills.red"...), and the engine's `provenance` derived from them.
 */
import type {
  AbominationDef,
  EquipmentDef,
  Provenance,
  SkillDef,
  SurvivorDef,
  TentCardDef,
  ZombieCardDef,
} from '@horde/zombicide/defs';

/**
 * Where a value comes from: a line of seed 001 (the consolidated Classic rulebook), a publicly known fact of the
 * Season 1 box (`published`), or made up by us consistently with the seed (`designed: <reason>`).
 */
export type Source = `seed 001 line ${number}` | 'published' | `designed: ${string}`;

/** One Source per value of an entry, keyed by its dotted path ("weapon.dice"). */
export type Sources = Record<string, Source>;

export interface ClassicEquipmentDef extends EquipmentDef {
  /** What a card that is not a plain weapon does, in our own words. */
  text?: string;
  sources: Sources;
}

export interface ClassicSurvivorDef extends SurvivorDef {
  sources: Sources;
}

export interface ClassicZombieCardDef extends ZombieCardDef {
  sources: Sources;
}

export interface ClassicAbominationDef extends AbominationDef {
  sources: Sources;
}

/**
 * What a parameterised skill's parameter may be: a list of values ("combat", "melee"...), any equipment id
 * (`equipment`) or another skill reference (`skill`).
 */
export type SkillParam = readonly string[] | 'equipment' | 'skill';

export interface ClassicSkillDef extends SkillDef {
  param?: SkillParam;
  sources: Sources;
}

/** A tent card [RM] (tents.ts) with its French name and text. */
export interface ClassicTentCardDef extends TentCardDef {
  nameFr: string;
  textFr: string;
  sources: Sources;
}

/** The Classic content: the engine's `Content` shape, every entry carrying its sources. */
export interface ClassicContent {
  equipment: ClassicEquipmentDef[];
  survivors: ClassicSurvivorDef[];
  zombieCards: ClassicZombieCardDef[];
  abomination: ClassicAbominationDef;
  skills: ClassicSkillDef[];
  tentCards: ClassicTentCardDef[];
}

/** The last line of seed 001 (a cited line must exist). */
export const SEED_LINES = 3113;

/** A value printed in seed 001 at `line`. */
export const seed = (line: number): Source => `seed 001 line ${line}`;
/** A publicly known fact of the Season 1 box. */
export const PUBLISHED: Source = 'published';
/** A value we made up, with the reason it fits the seed. */
export const designed = (reason: string): Source => `designed: ${reason}`;

/** Keys that are not values of an entry (its id, its sources, the derived provenance, a skill's seed line). */
const NOT_VALUES = new Set(['id', 'sources', 'provenance', 'source']);

/**
 * The dotted paths of the values of an entry: nested objects are walked, arrays, scalars and tagged objects (a
 * spawn line: `{ kind, ... }`) are one value each ("traits", "skills.red", "weapon.dice", "lines.red"). The id
 * and the provenance are not values.
 */
export function valuePaths(entry: object, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(entry)) {
    if (!prefix && NOT_VALUES.has(key)) continue;
    if (value === undefined) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value) && !('kind' in value))
      out.push(...valuePaths(value, path));
    else out.push(path);
  }
  return out;
}

/**
 * Fills a Source for every value of `entry`: the one given in `overrides` for its path (or for an enclosing
 * object, "weapon" covers "weapon.dice"), else `base`. Override keys that name no value are kept, so the
 * validation reports them.
 */
export function sourcesFor(entry: object, base: Source, overrides: Partial<Sources> = {}): Sources {
  const out: Sources = {};
  for (const path of valuePaths(entry)) {
    const parts = path.split('.');
    let found: Source | undefined;
    for (let n = parts.length; n > 0 && !found; n--) found = overrides[parts.slice(0, n).join('.')];
    out[path] = found ?? base;
  }
  for (const [path, source] of Object.entries(overrides)) {
    if (source && !(path in out) && !valuePaths(entry).some((p) => p.startsWith(`${path}.`))) out[path] = source;
  }
  return out;
}

/** The engine's provenance of an entry: designed when any value is; the note lists the designed values and seed lines. */
export function provenanceOf(sources: Sources): Provenance {
  const designedValues: string[] = [];
  const lines = new Set<number>();
  let published = false;
  for (const [path, source] of Object.entries(sources)) {
    if (source.startsWith('designed: ')) designedValues.push(`${path} (${source.slice('designed: '.length)})`);
    else if (source === 'published') published = true;
    else lines.add(Number(source.slice('seed 001 line '.length)));
  }
  const parts: string[] = [];
  if (designedValues.length) parts.push(`designed: ${designedValues.join('; ')}`);
  if (lines.size)
    parts.push(`seed 001 line${lines.size > 1 ? 's' : ''} ${[...lines].sort((a, b) => a - b).join(', ')}`);
  if (published) parts.push('published Season 1 facts');
  return { designed: designedValues.length > 0, note: parts.join('. ') };
}
