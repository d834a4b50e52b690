/**
 * A mission document to and from its YAML file, in the shipped files' format (docs/missions.md): keys in the schema's
 * order, one line per tile, spawn, Objective or zombie group (`- { zone: "2R:s1", kind: starting }`), zone labels in
 * double quotes, long texts folded at about 100 columns, blank lines between the parts.
 *
 * A file that was opened keeps its own words: every top-level part the designer did not change is copied as it was
 * (comments included), and in a changed list each item left alone keeps its line, so the diff of a saved file shows
 * just the edit.
 */
import { parseDocument } from 'yaml';
import type { MissionDoc } from './mission.ts';

/** The keys in the schema's order (packages/content/src/missions-schema.ts); a blank line goes before the marked ones. */
const ORDER = [
  'id',
  'name',
  'nameFr',
  'difficulty',
  'duration',
  'intro',
  'introFr',
  'tiles',
  'start',
  'extraStarts',
  'exits',
  'spawns',
  'doors',
  'cars',
  'landingZones',
  'objectives',
  'zombies',
  'companions',
  'zombieDecks',
  'competitive',
  'covered',
  'rubble',
  'tents',
  'stairs',
  'barricades',
  'planks',
  'switches',
  'wagon',
  'gatling',
  'train',
  'noObjectivesOn',
  'forbiddenClasses',
  'goalsInOrder',
  'goals',
  'rules',
  'specialRules',
  'hooks',
  'provenance',
];
const BLANK_BEFORE = new Set(['tiles', 'start', 'forbiddenClasses', 'provenance']);
/** Objects written as blocks even when they would fit on one line. */
const BLOCK_OBJECTS = new Set(['rules', 'provenance', 'train']);
/** Lists whose items are written as blocks (several lines of text each). */
const BLOCK_ITEMS = new Set(['goals', 'specialRules']);
/** Texts folded (`>-`) when their line would be long. */
const PROSE = new Set(['intro', 'introFr', 'text']);
const WIDTH = 100;

const LABEL = /^[0-9]+[A-Z](#[0-9]+)?:[a-z0-9]{1,2}(\|[0-9]+[A-Z](#[0-9]+)?:[a-z0-9]{1,2}(#[0-9]+)?)?$/;
const PLAIN = /^[A-Za-z0-9][A-Za-z0-9 .,;()'/!?#-]*$/;
const NUMBER_LIKE = /^[0-9.+-]/;
const RESERVED = /^(true|false|null|yes|no|on|off|y|n|~)$/i;

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

/** A scalar plain when YAML reads it back as the same string (in a flow collection: without commas), else quoted. */
function scalar(v: Json, inFlow = false): string {
  if (typeof v !== 'string') return JSON.stringify(v);
  if (LABEL.test(v)) return JSON.stringify(v);
  const plain =
    PLAIN.test(v) &&
    !RESERVED.test(v) &&
    !(NUMBER_LIKE.test(v) && !Number.isNaN(Number(v))) &&
    !v.endsWith(' ') &&
    !v.includes(' #') &&
    !(inFlow && v.includes(','));
  return plain ? v : JSON.stringify(v);
}

const isObject = (v: Json | undefined): v is { [k: string]: Json } =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const flowable = (v: Json): boolean =>
  !isObject(v) && (!Array.isArray(v) || v.every((x) => !isObject(x) && !Array.isArray(x)));

function flow(v: Json): string {
  if (Array.isArray(v)) return `[${v.map(flow).join(', ')}]`;
  if (isObject(v))
    return `{ ${Object.entries(v)
      .map(([k, x]) => `${k}: ${flow(x)}`)
      .join(', ')} }`;
  return scalar(v, true);
}

/** Words of `text` in lines of at most WIDTH columns after `indent`. */
function fold(text: string, indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + line.length + 1 + word.length > WIDTH) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines;
}

/** `key: value` at `indent`, as lines. */
function entry(key: string, v: Json, indent: string): string[] {
  const head = `${indent}${key}:`;
  if (typeof v === 'string' && PROSE.has(key) && head.length + 1 + scalar(v).length > WIDTH && !v.includes('\n'))
    return [`${head} >-`, ...fold(v, `${indent}  `)];
  if (Array.isArray(v)) {
    if (v.length === 0 || v.every((x) => !isObject(x))) return [`${head} ${flow(v)}`];
    return [head, ...v.flatMap((item) => listItem(key, item, `${indent}  `))];
  }
  if (isObject(v)) {
    const one = `${head} ${flow(v)}`;
    if (!BLOCK_OBJECTS.has(key) && Object.values(v).every(flowable) && one.length <= WIDTH + 20) return [one];
    return [head, ...Object.entries(v).flatMap(([k, x]) => entry(k, x, `${indent}  `))];
  }
  return [`${head} ${scalar(v)}`];
}

function listItem(listKey: string, item: Json, indent: string): string[] {
  if (!isObject(item)) return [`${indent}- ${flow(item)}`];
  const one = `${indent}- ${flow(item)}`;
  if (!BLOCK_ITEMS.has(listKey) && Object.values(item).every(flowable)) return [one];
  const lines = Object.entries(item).flatMap(([k, x]) => entry(k, x, `${indent}  `));
  return lines.map((l, i) => (i === 0 ? `${indent}- ${l.slice(indent.length + 2)}` : l));
}

/**
 * The keys to write: a file's own order when it was opened (a hand-written file may order its parts otherwise),
 * each new key after the last key the schema puts before it; else the schema's order.
 */
function keysInOrder(doc: Record<string, unknown>, opened: readonly string[]): string[] {
  const present = (k: string) => doc[k] !== undefined;
  const out = opened.filter(present);
  const extra = [...ORDER, ...Object.keys(doc).filter((k) => !ORDER.includes(k))];
  for (const key of extra.filter((k) => present(k) && !out.includes(k))) {
    const before = ORDER.slice(0, Math.max(0, ORDER.indexOf(key))).filter((k) => out.includes(k));
    const at = before.length > 0 ? out.indexOf(before[before.length - 1]) + 1 : 0;
    out.splice(at, 0, key);
  }
  return out;
}

/** The lines of one top-level part of a file that was opened: the key's lines, its leading comments and blank lines. */
interface Part {
  lead: string[];
  lines: string[];
}

/** A file's header (the comments before the first key) and its top-level parts by key. */
function partsOf(text: string): { header: string[]; parts: Map<string, Part> } {
  const lines = text.replace(/\n$/, '').split('\n');
  const parts = new Map<string, Part>();
  const header: string[] = [];
  let current: Part | null = null;
  let pending: string[] = [];
  for (const line of lines) {
    const key = /^([A-Za-z][A-Za-z0-9]*):/.exec(line);
    if (key) {
      // The comments and blank lines before the first key are the file's header; later ones lead the next key.
      if (current) current = { lead: pending, lines: [line] };
      else {
        header.push(...pending);
        current = { lead: [], lines: [line] };
      }
      parts.set(key[1], current);
      pending = [];
    } else if (line.trim() === '' || line.startsWith('#')) pending.push(line);
    else if (current) {
      current.lines.push(...pending, line);
      pending = [];
    }
  }
  return { header, parts };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A changed list part whose items were one line each: the items left alone keep their lines (and comments). */
function reuseItems(key: string, value: Json, old: Json | undefined, part: Part): string[] | null {
  if (!Array.isArray(value) || !Array.isArray(old)) return null;
  const itemLines = part.lines.slice(1);
  const items = itemLines.filter((l) => /^ {2}- /.test(l));
  if (items.length !== old.length || itemLines.some((l) => !/^ {2}- /.test(l) && !/^\s*#/.test(l))) return null;
  const byItem = new Map<string, string[]>();
  let comments: string[] = [];
  let k = 0;
  for (const l of itemLines) {
    if (/^\s*#/.test(l)) comments.push(l);
    else {
      byItem.set(JSON.stringify(old[k++]), [...comments, l]);
      comments = [];
    }
  }
  return [
    part.lines[0].replace(/:.*$/, ':'),
    ...value.flatMap((item) => byItem.get(JSON.stringify(item)) ?? listItem(key, item, '  ')),
  ];
}

/**
 * The YAML file of a mission. `original`: the text it was opened from, whose unchanged parts and list items are kept
 * word for word.
 */
export function missionToYaml(doc: MissionDoc, original?: string): string {
  const data = JSON.parse(JSON.stringify(doc)) as Record<string, Json>;
  const before = original ? (parseDocument(original).toJS() as Record<string, Json> | null) : null;
  const { header, parts } = original && before ? partsOf(original) : { header: [], parts: new Map<string, Part>() };
  const out: string[] = [...header];
  keysInOrder(data, [...parts.keys()]).forEach((key, i) => {
    const value = data[key];
    const part = parts.get(key);
    if (part && before && same(before[key], value)) {
      out.push(...part.lead, ...part.lines);
      return;
    }
    if (part) out.push(...part.lead);
    else if (i > 0 && BLANK_BEFORE.has(key)) out.push('');
    const reused = part ? reuseItems(key, value, before?.[key], part) : null;
    out.push(...(reused ?? entry(key, value, '')));
  });
  return `${out.join('\n')}\n`;
}

/** A mission file's document, or why it is none (a YAML error, not a map); the schema's checks come after (check.ts). */
export function missionFromYaml(text: string): { doc: MissionDoc } | { error: string } {
  const parsed = parseDocument(text, { prettyErrors: false });
  if (parsed.errors.length > 0) return { error: parsed.errors[0].message.split('\n')[0] };
  const data = parsed.toJS() as unknown;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { error: 'not a map' };
  const doc = data as Partial<MissionDoc>;
  // The studio edits the lists a mission always has; a file missing one gets it empty (the checks still say so).
  return {
    doc: {
      ...doc,
      tiles: doc.tiles ?? [],
      exits: doc.exits ?? [],
      spawns: doc.spawns ?? [],
      objectives: doc.objectives ?? [],
      zombies: doc.zombies ?? [],
      start: doc.start ?? '',
    } as MissionDoc,
  };
}
