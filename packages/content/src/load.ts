/**
 * Loading and validating the content data files (packages/content/data/*.yaml).
 *
 * `parseContent` works on file texts (no file system: usable in a browser or a
 * worker); `loadContent` and `validateContent` read a directory. Every problem
 * names the file, the entry (id, or #index) and the field, with the YAML line
 * when there is one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCounter, parseDocument, type Document } from 'yaml';
import { documentData, lineOfPath, valueAtPath, type YamlPath } from './yaml-paths.ts';
import { BOX, ContentError, formatProblem } from './problems.ts';
import { reportIssue } from './value-names.ts';
import type { z } from 'zod';
import type { SkillRef, SpawnLine } from '@horde/zombicide/defs';
import {
  abominationFileSchema,
  dangerLevels,
  equipmentFileSchema,
  formatSkillRef,
  PARAM_VALUES,
  parseSkillRef,
  skillsFileSchema,
  survivorsFileSchema,
  zombieDeckFileSchema,
} from './schemas.ts';
import type {
  Abomination,
  Content,
  ContentProblem,
  EntryProvenance,
  EquipmentCard,
  Skill,
  Survivor,
  ZombieCard,
} from './types.ts';

export { BOX, ContentError, formatProblem } from './problems.ts';

/** The data files, by role. */
export const CONTENT_FILES = {
  equipment: 'equipment.yaml',
  survivors: 'survivors.yaml',
  zombieDeck: 'zombie-deck.yaml',
  abomination: 'abomination.yaml',
  skills: 'skills.yaml',
} as const;
export type ContentFileName = (typeof CONTENT_FILES)[keyof typeof CONTENT_FILES];

/** The shipped data directory. */
export const defaultContentDir: string = fileURLToPath(new URL('../data/', import.meta.url));

type Path = YamlPath;

/** One parsed file: its YAML document (for line numbers), plain data, and where its entries live. */
class FileReport {
  readonly doc: Document | undefined;
  readonly data: unknown;
  private readonly lines = new LineCounter();

  constructor(
    readonly file: string,
    readonly listKey: string,
    source: string | undefined,
    readonly problems: ContentProblem[],
  ) {
    if (source === undefined) {
      this.add([], 'file not found');
      return;
    }
    const doc = parseDocument(source, { lineCounter: this.lines, prettyErrors: false, uniqueKeys: true });
    this.doc = doc;
    for (const e of doc.errors) {
      this.problems.push(
        this.make({ line: this.lines.linePos(e.pos[0]).line, message: `YAML syntax: ${e.message.split('\n')[0]}` }),
      );
    }
    const { data, error } = documentData(doc);
    if (error) this.problems.push(this.make({ line: 1, message: error }));
    this.data = data;
  }

  private make(p: { line?: number; entry?: string; field?: string; message: string }): ContentProblem {
    const base = { file: this.file, ...p };
    return { ...base, text: formatProblem(base) };
  }

  /** The label of entry `index` of the file's list: its id, or #index. */
  entryLabel(index: number): string {
    const list = (this.data as Record<string, unknown> | undefined)?.[this.listKey];
    const item = Array.isArray(list) ? list[index] : undefined;
    const id = item && typeof item === 'object' ? (item as Record<string, unknown>).id : undefined;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : `#${index}`;
  }

  /** The line of the value at `path`: the line of its key inside a map, else of the node itself; falls back to the nearest ancestor. */
  lineOf(path: Path): number | undefined {
    return lineOfPath(this.doc, this.lines, path);
  }

  valueAt(path: Path): unknown {
    return valueAtPath(this.data, path);
  }

  /** Records a problem at `path` (file-level keys, then list key, index, field path). */
  add(path: Path, message: string): void {
    const line = this.lineOf(path);
    if (path[0] === this.listKey && typeof path[1] === 'number') {
      const field = path.slice(2).join('.');
      this.problems.push(this.make({ line, entry: this.entryLabel(path[1]), field: field || undefined, message }));
    } else {
      this.problems.push(this.make({ line, field: path.length ? path.join('.') : undefined, message }));
    }
  }

  /** Parses the file's data with `schema`; records every issue; returns the data when valid. */
  parse<S extends z.ZodType>(schema: S): z.output<S> | undefined {
    if (this.data === undefined) return undefined;
    const r = schema.safeParse(this.data);
    if (r.success) return r.data;
    for (const issue of r.error.issues)
      reportIssue(
        issue,
        [],
        (p) => this.valueAt(p),
        (p, m) => this.add(p, m),
      );
    return undefined;
  }
}

function getField(entry: unknown, dotted: string): unknown {
  let v: unknown = entry;
  for (const k of dotted.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

/** An entry printed (designed: false) may not hold a designed value; field keys must name existing values. */
function checkProvenance(r: FileReport, index: number, entry: object, prov: EntryProvenance | undefined): void {
  if (!prov) return;
  for (const [key, p] of Object.entries(prov.fields ?? {})) {
    if (getField(entry, key) === undefined)
      r.add([r.listKey, index, 'provenance', 'fields', key], `names "${key}", which the entry does not have`);
    if (p.designed && !prov.designed) {
      r.add(
        [r.listKey, index, 'provenance', 'designed'],
        `is false but field "${key}" is designed; an entry with any designed value is designed`,
      );
    }
  }
}

function checkUniqueIds(r: FileReport, items: readonly { id: string | number }[]): void {
  const seen = new Map<string | number, number>();
  items.forEach((item, i) => {
    const first = seen.get(item.id);
    if (first !== undefined) r.add([r.listKey, i, 'id'], `duplicate id (also entry #${first})`);
    else seen.set(item.id, i);
  });
}

function checkEquipment(r: FileReport, cards: EquipmentCard[]): void {
  checkUniqueIds(r, cards);
  const total = (deck?: EquipmentCard['deck']) =>
    cards.filter((c) => !deck || c.deck === deck).reduce((n, c) => n + c.count, 0);
  const split = `${BOX.startingCards} starting + ${BOX.equipmentDeckCards} Equipment deck + ${BOX.bountyCards} bounty`;
  if (total() !== BOX.equipmentCards)
    r.add(['cards'], `counts sum to ${total()}, the box holds ${BOX.equipmentCards} Equipment cards (${split})`);
  const decks = [
    ['starting', BOX.startingCards],
    ['equipment', BOX.equipmentDeckCards],
    ['bounty', BOX.bountyCards],
  ] as const;
  for (const [deck, want] of decks) {
    if (total(deck) !== want)
      r.add(['cards'], `the ${deck} cards count ${total(deck)}, the box holds ${want} (${split})`);
  }
  const featIds = new Map<string, number>();
  cards.forEach((c, i) => {
    const at = (...f: (string | number)[]) => ['cards', i, ...f];
    if (c.deck === 'starting' && c.count !== BOX.startingCopies)
      r.add(at('count'), `a starting card comes ${BOX.startingCopies} times (EN 151-154), got ${c.count}`);
    if (c.deck === 'bounty') {
      if (c.count !== 1) r.add(at('count'), `Bounty Weapons are unique (FR 163), got ${c.count}`);
      if (!c.feat) r.add(at('feat'), 'missing (a Bounty Weapon has a feat on its back, EN 331)');
      if (!c.weapon) r.add(at('weapon'), 'missing (a Bounty Weapon is a weapon)');
    } else if (c.feat) r.add(at('feat'), 'only Bounty Weapons have a feat');
    if (c.feat) {
      const first = featIds.get(c.feat.id);
      if (first !== undefined) r.add(at('feat', 'id'), `duplicate feat id (also entry #${first})`);
      else featIds.set(c.feat.id, i);
    }
    const has = (t: EquipmentCard['traits'][number]) => c.traits.includes(t);
    const seen = new Set<string>();
    c.traits.forEach((t, k) => {
      if (seen.has(t)) r.add(at('traits', k), `trait "${t}" listed twice`);
      seen.add(t);
    });
    const nonWeapon = ['holyWater', 'water', 'plentyOfBullets', 'plentyOfShells'] as const;
    for (const t of nonWeapon) if (has(t) && c.weapon) r.add(at('weapon'), `a "${t}" card is not a weapon (EN 695)`);
    const w = c.weapon;
    if (!w) {
      if (!nonWeapon.some(has))
        r.add(at('weapon'), 'missing (a card with no weapon must be Holy Water, Water or Plenty Of Ammo)');
      for (const t of ['reload', 'fanning6', 'noFanning', 'knife', 'dynamite'] as const)
        if (has(t)) r.add(at('traits'), `trait "${t}" needs a weapon`);
      return;
    }
    if (w.damage > BOX.maxNaturalDamage)
      r.add(at('weapon', 'damage'), `no weapon has a natural Damage 3 or more (EN 764), got ${w.damage}`);
    if (w.minRange > w.maxRange) r.add(at('weapon', 'minRange'), `is above maxRange ${w.maxRange}`);
    if (w.attack === 'melee') {
      if (w.family !== 'melee') r.add(at('weapon', 'family'), `a Melee weapon has family "melee", got "${w.family}"`);
      if (w.maxRange !== 0) r.add(at('weapon', 'maxRange'), `Melee weapons have Range 0 (EN 507), got ${w.maxRange}`);
      if (w.ammo) r.add(at('weapon', 'ammo'), 'Melee weapons use no ammo');
    } else if (w.family === 'melee') r.add(at('weapon', 'family'), 'a Ranged weapon cannot have family "melee"');
    if (has('dynamite') !== (w.family === 'explosive'))
      r.add(at('traits'), 'the "dynamite" trait goes with family "explosive" and only with it');
    if (!has('dynamite') && w.dice < 1)
      r.add(at('weapon', 'dice'), 'a weapon rolls at least 1 die (only Dynamite rolls none)');
    if ((has('fanning6') || has('noFanning')) && w.family !== 'pistol')
      r.add(at('traits'), 'Fanning traits belong to Pistols');
    if (has('fanning6') && has('noFanning')) r.add(at('traits'), '"fanning6" and "noFanning" exclude each other');
    if (has('knife') && w.attack !== 'melee') r.add(at('traits'), 'the "knife" trait belongs to a Melee weapon');
    if (has('reload') && w.attack !== 'ranged') r.add(at('traits'), 'the "reload" trait belongs to a Ranged weapon');
    if (w.attack === 'ranged' && ['pistol', 'rifle', 'shotgun'].includes(w.family) && !w.ammo)
      r.add(at('weapon', 'ammo'), 'missing (firearms use Bullets or Shells)');
  });
  cards.forEach((c, i) => {
    checkProvenance(r, i, c, c.provenance);
  });
}

function checkSkills(r: FileReport, skills: Skill[]): void {
  checkUniqueIds(r, skills);
  skills.forEach((s, i) => {
    if (s.parameterised !== (s.param !== undefined))
      r.add(
        ['skills', i, 'param'],
        s.parameterised
          ? 'missing (a parameterised skill names its parameter kind)'
          : 'given, but "parameterised" is false',
      );
  });
}

/** Checks one skill reference; returns a problem text or undefined. */
function skillRefProblem(
  ref: SkillRef,
  skills: Map<string, Skill>,
  equipmentIds: Set<string> | undefined,
  depth = 0,
): string | undefined {
  const skill = skills.get(ref.id);
  if (!skill) return `unknown skill "${ref.id}" (not in skills.yaml)`;
  if (!skill.param)
    return ref.param === undefined ? undefined : `skill "${ref.id}" takes no parameter, got "${ref.param}"`;
  if (ref.param === undefined)
    return `skill "${ref.id}" needs a ${skill.param} parameter, e.g. ${ref.id}(${PARAM_VALUES[skill.param][0] ?? 'jump'})`;
  if (skill.param === 'skill') {
    const inner = parseSkillRef(ref.param);
    if (!inner) return `"${ref.param}" is not a skill reference`;
    if (depth > 2) return 'skill references nest too deep';
    return skillRefProblem(inner, skills, equipmentIds, depth + 1);
  }
  const allowed = PARAM_VALUES[skill.param];
  if (allowed.includes(ref.param)) {
    return ref.id === 'startsWith' ? `startsWith needs an equipment id, got the family "${ref.param}"` : undefined;
  }
  if (skill.param === 'equipment' && equipmentIds) {
    if (equipmentIds.has(ref.param)) return undefined;
    return `"${ref.param}" is neither an equipment family (${allowed.join(', ')}) nor an equipment id`;
  }
  if (skill.param === 'equipment') return undefined; // equipment.yaml failed: cannot check ids
  return `"${ref.param}" is not a valid ${skill.param} parameter (${allowed.join(', ')})`;
}

function checkSurvivors(
  r: FileReport,
  survivors: Survivor[],
  skills: Skill[] | undefined,
  equipment: EquipmentCard[] | undefined,
): void {
  checkUniqueIds(r, survivors);
  if (survivors.length !== BOX.survivors)
    r.add(['survivors'], `expected ${BOX.survivors} survivors (EN 91-140), got ${survivors.length}`);
  const byClass = { brawler: 0, faithful: 0, gunslinger: 0, townsfolk: 0 };
  for (const s of survivors) byClass[s.class]++;
  for (const [cls, want] of Object.entries(BOX.classes)) {
    const got = byClass[cls as keyof typeof byClass];
    if (got !== want) r.add(['survivors'], `the missions need ${want} ${cls} survivors (FR 2808-3110), got ${got}`);
  }
  const sizes = { blue: 1, yellow: 1, orange: 2, red: 3 } as const;
  const skillMap = skills ? new Map(skills.map((s) => [s.id, s])) : undefined;
  const equipmentIds = equipment ? new Set(equipment.map((e) => e.id)) : undefined;
  survivors.forEach((s, i) => {
    for (const level of dangerLevels) {
      const refs = s.skills[level];
      if (refs.length !== sizes[level])
        r.add(
          ['survivors', i, 'skills', level],
          `expected ${sizes[level]} skill${sizes[level] > 1 ? 's' : ''} at ${level}, got ${refs.length}`,
        );
      const seen = new Set<string>();
      refs.forEach((ref, k) => {
        const key = formatSkillRef(ref);
        if (seen.has(key)) r.add(['survivors', i, 'skills', level, k], `"${key}" listed twice at ${level}`);
        seen.add(key);
        if (skillMap) {
          const problem = skillRefProblem(ref, skillMap, equipmentIds);
          if (problem) r.add(['survivors', i, 'skills', level, k], problem);
        }
      });
    }
    if (s.skills.yellow.length === 1 && formatSkillRef(s.skills.yellow[0]) !== 'plus1Action') {
      r.add(
        ['survivors', i, 'skills', 'yellow', 0],
        `the Yellow skill is always "plus1Action" (EN 656), got "${formatSkillRef(s.skills.yellow[0])}"`,
      );
    }
    checkProvenance(r, i, s, s.provenance);
  });
}

function checkZombieDeck(
  r: FileReport,
  cards: { id: number; provenance?: EntryProvenance; lines: Record<string, SpawnLine> }[],
): void {
  checkUniqueIds(r, cards);
  if (cards.length !== BOX.zombieCards)
    r.add(['cards'], `expected ${BOX.zombieCards} Zombie cards (EN 192), got ${cards.length}`);
  const ids = new Set(cards.map((c) => c.id));
  const missing: number[] = [];
  for (let id = 1; id <= BOX.zombieCards; id++) if (!ids.has(id)) missing.push(id);
  if (missing.length) r.add(['cards'], `card ids must run 1..${BOX.zombieCards}; missing ${missing.join(', ')}`);
  let extra = 0;
  let abomination = 0;
  cards.forEach((c, i) => {
    if (c.id < 1 || c.id > BOX.zombieCards) r.add(['cards', i, 'id'], `expected 1..${BOX.zombieCards}, got ${c.id}`);
    const kinds = new Set(dangerLevels.map((l) => c.lines[l].kind));
    if (kinds.has('extraActivation')) extra++;
    if (kinds.has('abomination')) abomination++;
    for (const level of dangerLevels) {
      const line = c.lines[level];
      if (line.kind !== 'zombies') continue;
      for (const z of ['walker', 'runner', 'fatty'] as const) {
        const n = line[z] ?? 0;
        if (n > BOX.miniatures[z])
          r.add(['cards', i, level], `${n} ${z}s is more than the box's ${BOX.miniatures[z]} miniatures`);
      }
    }
    checkProvenance(r, i, { ...c, ...c.lines }, c.provenance);
  });
  if (extra === 0) r.add(['cards'], 'the deck needs Extra Activation cards (EN 1144)');
  if (abomination === 0) r.add(['cards'], 'the deck needs Abomination cards (EN 766)');
}

function checkAbominations(r: FileReport, abominations: Abomination[]): void {
  checkUniqueIds(r, abominations);
  abominations.forEach((a, i) => {
    if (a.toughness !== 3)
      r.add(['abominations', i, 'toughness'], `an Abomination needs Damage 3 (EN 761), got ${a.toughness}`);
    if (a.adrenaline !== 5)
      r.add(['abominations', i, 'adrenaline'], `an Abomination gives 5 AP (EN 762), got ${a.adrenaline}`);
    checkProvenance(r, i, a, a.provenance);
  });
}

/** Parses and checks the five data files given as texts (missing keys count as missing files). */
export function parseContent(sources: Partial<Record<ContentFileName, string>>): {
  content?: Content;
  problems: ContentProblem[];
} {
  const problems: ContentProblem[] = [];
  const eqR = new FileReport(CONTENT_FILES.equipment, 'cards', sources['equipment.yaml'], problems);
  const skR = new FileReport(CONTENT_FILES.skills, 'skills', sources['skills.yaml'], problems);
  const svR = new FileReport(CONTENT_FILES.survivors, 'survivors', sources['survivors.yaml'], problems);
  const zdR = new FileReport(CONTENT_FILES.zombieDeck, 'cards', sources['zombie-deck.yaml'], problems);
  const abR = new FileReport(CONTENT_FILES.abomination, 'abominations', sources['abomination.yaml'], problems);

  const eq = eqR.parse(equipmentFileSchema);
  const sk = skR.parse(skillsFileSchema);
  const sv = svR.parse(survivorsFileSchema);
  const zd = zdR.parse(zombieDeckFileSchema);
  const ab = abR.parse(abominationFileSchema);

  if (eq) checkEquipment(eqR, eq.cards);
  if (sk) checkSkills(skR, sk.skills);
  if (sv) checkSurvivors(svR, sv.survivors, sk?.skills, eq?.cards);
  const deckEntries = zd?.cards.map((c) => ({
    id: c.id,
    lines: { blue: c.blue, yellow: c.yellow, orange: c.orange, red: c.red },
    provenance: c.provenance,
  }));
  if (deckEntries) checkZombieDeck(zdR, deckEntries);
  const zombieCards: ZombieCard[] | undefined =
    zd &&
    deckEntries
      ?.map((c) => ({ ...c, provenance: c.provenance ?? { designed: true, note: zd.designedNote } }))
      .sort((a, b) => a.id - b.id);
  if (ab) checkAbominations(abR, ab.abominations);

  if (problems.length > 0 || !eq || !sk || !sv || !zombieCards || !zd || !ab) return { problems };
  return {
    problems,
    content: {
      equipment: eq.cards,
      survivors: sv.survivors,
      zombieCards,
      abomination: ab.abominations[0],
      abominations: ab.abominations,
      skills: sk.skills,
      notes: {
        [CONTENT_FILES.equipment]: eq.notes ?? [],
        [CONTENT_FILES.survivors]: sv.notes ?? [],
        [CONTENT_FILES.zombieDeck]: zd.notes ?? [],
        [CONTENT_FILES.abomination]: ab.notes ?? [],
        [CONTENT_FILES.skills]: sk.notes ?? [],
      },
    },
  };
}

function readSources(dir: string): Partial<Record<ContentFileName, string>> {
  const out: Partial<Record<ContentFileName, string>> = {};
  for (const name of Object.values(CONTENT_FILES)) {
    try {
      out[name] = readFileSync(join(dir, name), 'utf8');
    } catch {
      // reported as "file not found"
    }
  }
  return out;
}

/** Every problem in the data directory (empty when the content is valid). */
export function validateContent(dir: string = defaultContentDir): ContentProblem[] {
  return parseContent(readSources(dir)).problems;
}

/** Loads and validates the data directory; throws a ContentError listing every problem. */
export function loadContent(dir: string = defaultContentDir): Content {
  const { content, problems } = parseContent(readSources(dir));
  if (!content) throw new ContentError(problems);
  return content;
}
