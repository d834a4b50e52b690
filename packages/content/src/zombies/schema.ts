/**
 * Zombies!!! content checked at load: the shape of each tile and card (zod), then the rules that tie fields
 * together (cells and doors agree, printed zombies fit their building, the box counts). Every error names the
 * entry and the field: "tiles[hospital].doors[0].to: not a road cell".
 */
import { z } from 'zod';
import type { ZombiesContent } from '@horde/zombies';

const source = z.union([
  z.literal('designed'),
  z.literal('published base game'),
  z.templateLiteral(['seed 004 line ', z.number().int().positive()]),
]);

const cellPair = z.tuple([z.number().int().min(0).max(2), z.number().int().min(0).max(2)]);

export const tileSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'an id is lowercase words joined by dashes'),
  name: z.string().min(1),
  kind: z.enum(['townSquare', 'helipad', 'named', 'road']),
  copies: z.number().int().min(1),
  cells: z.tuple([
    z.string().regex(/^[RBHa-z]{3}$/, 'three cells of R, B, H or a lowercase letter'),
    z.string().regex(/^[RBHa-z]{3}$/, 'three cells of R, B, H or a lowercase letter'),
    z.string().regex(/^[RBHa-z]{3}$/, 'three cells of R, B, H or a lowercase letter'),
  ]),
  doors: z.array(z.strictObject({ at: cellPair, to: cellPair })),
  z: z.number().int().min(0).max(12),
  zombies: z.number().int().min(0),
  life: z.number().int().min(0),
  bullets: z.number().int().min(0),
  source,
  designed: z.array(z.string()),
});

const effect = z.enum([
  'moveBonus',
  'freezeZombies',
  'slipAway',
  'halveMove',
  'noMove',
  'dropBullets',
  'itemCombat',
  'noBuildings',
  'noZombieSquares',
  'itemPermanent',
  'heal',
  'rest',
  'blast',
  'keys',
  'ammo',
  'moreZombies',
  'trip',
  'nerves',
  'itemMove',
  'reroll',
  'supplies',
  'slowDown',
  'clearTile',
  'zombieMaster',
  'screwed',
]);

export const eventSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'an id is lowercase words joined by dashes'),
  title: z.string().min(1),
  count: z.number().int().min(1),
  text: z.string().min(1),
  timing: z.enum(['own', 'beforeMove', 'moving', 'fight', 'reaction']),
  effect,
  buildings: z.array(z.string()),
  bonusBuildings: z.array(z.string()),
  amount: z.number().int().min(0),
  amountInBuilding: z.number().int().min(0),
  bonus: z.number().int().min(0),
  charges: z.number().int().min(0),
  gun: z.boolean(),
  source,
  designed: z.array(z.string()),
});

export const contentSchema = z.strictObject({
  tiles: z.array(tileSchema),
  events: z.array(eventSchema),
  tokens: z.strictObject({
    zombies: z.number().int().min(1),
    life: z.number().int().min(1),
    bullets: z.number().int().min(1),
  }),
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
        const id = child && typeof child === 'object' ? (child as { id?: unknown }).id : undefined;
        parts[parts.length - 1] += typeof id === 'string' ? `[${id}]` : `[${key}]`;
      } else parts.push(String(key));
      node = child;
    }
    return { path: parts.join('.'), message: issue.message };
  });
}

const adjacent = (a: [number, number], b: [number, number]) => {
  const dx = Math.abs(a[0] - b[0]);
  const dy = Math.abs(a[1] - b[1]);
  return dx <= 1 && dy <= 1 && dx + dy > 0;
};

/** The rules between fields, on data of the right shape. */
export function crossIssues(content: ZombiesContent, expected = { tiles: 30, events: 50 }): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const ids = new Set<string>();
  let copies = 0;
  for (const t of content.tiles) {
    const at = `tiles[${t.id}]`;
    if (ids.has(t.id)) add(`${at}.id`, 'a second tile with this id');
    ids.add(t.id);
    copies += t.copies;
    const cell = (c: [number, number]) => t.cells[c[1]][c[0]];
    const named = t.cells.join('').replace(/[^BH]/g, '').length;
    if ((t.kind === 'named' || t.kind === 'helipad') && named === 0)
      add(`${at}.cells`, 'a named building needs B cells');
    if (t.kind !== 'named' && t.kind !== 'helipad' && named > 0)
      add(`${at}.cells`, 'only a named building or the Helipad has B cells');
    if (t.kind === 'helipad' && t.cells[1][1] !== 'H') add(`${at}.cells`, 'the Helicopter (H) is the centre cell');
    if (t.kind !== 'helipad' && t.cells.join('').includes('H')) add(`${at}.cells`, 'only the Helipad has an H cell');
    const edges = [t.cells[0][1], t.cells[1][2], t.cells[2][1], t.cells[1][0]].filter((c) => c === 'R').length;
    if (edges === 0) add(`${at}.cells`, 'a tile needs at least one road exit (the middle cell of an edge)');
    for (const corner of [t.cells[0][0], t.cells[0][2], t.cells[2][0], t.cells[2][2]])
      if (corner === 'R') add(`${at}.cells`, 'a road reaches an edge only at its middle cell, never a corner');
    t.doors.forEach((door, i) => {
      const from = cell(door.at);
      const to = cell(door.to);
      if (from === 'R') add(`${at}.doors[${i}].at`, 'not a building cell');
      if (to !== 'R') add(`${at}.doors[${i}].to`, 'not a road cell');
      if (!adjacent(door.at, door.to)) add(`${at}.doors[${i}]`, 'a door joins two touching cells');
    });
    if ((t.kind === 'named' || t.kind === 'helipad') && !t.doors.some((dr) => 'BH'.includes(cell(dr.at))))
      add(`${at}.doors`, 'the named building has no door');
    if (t.zombies > named && t.kind !== 'road')
      add(`${at}.zombies`, `${t.zombies} zombies do not fit ${named} squares (one per square)`);
    if (t.kind === 'road' && (t.zombies || t.life || t.bullets || t.z))
      add(`${at}.zombies`, 'a road tile prints no counts (it comes in with one zombie per road exit)');
  }
  const kinds = (k: string) => content.tiles.filter((t) => t.kind === k).reduce((n, t) => n + t.copies, 0);
  if (kinds('townSquare') !== 1) add('tiles', 'exactly one Town Square');
  if (kinds('helipad') !== 1) add('tiles', 'exactly one Helipad');
  if (copies !== expected.tiles) add('tiles', `${copies} tiles, the box holds ${expected.tiles}`);

  const cardIds = new Set<string>();
  let cards = 0;
  for (const e of content.events) {
    const at = `events[${e.id}]`;
    if (cardIds.has(e.id)) add(`${at}.id`, 'a second card with this id');
    cardIds.add(e.id);
    cards += e.count;
    for (const [field, list] of [
      ['buildings', e.buildings],
      ['bonusBuildings', e.bonusBuildings],
    ] as const)
      list.forEach((b, i) => {
        const tile = content.tiles.find((t) => t.id === b);
        if (tile?.kind !== 'named') add(`${at}.${field}[${i}]`, `"${b}" is not a named building tile`);
      });
    const isItem = e.effect === 'itemCombat' || e.effect === 'itemPermanent' || e.effect === 'itemMove';
    if (isItem && e.bonus === 0) add(`${at}.bonus`, 'an item card gives a bonus');
    if (e.effect === 'itemCombat' && e.charges === 0)
      add(`${at}.charges`, 'a card used up after some rolls has charges');
  }
  if (cards !== expected.events) add('events', `${cards} event cards, the deck holds ${expected.events}`);
  return issues;
}

export class ZombiesContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(`Zombies!!! content: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
  }
}

/** Validates content data; throws ZombiesContentError naming every bad entry and field. */
export function parseZombiesContent(data: unknown): ZombiesContent {
  const parsed = contentSchema.safeParse(data);
  if (!parsed.success) throw new ZombiesContentError(shapeIssues(data, parsed.error));
  const content = parsed.data as ZombiesContent;
  const issues = crossIssues(content);
  if (issues.length) throw new ZombiesContentError(issues);
  return content;
}
