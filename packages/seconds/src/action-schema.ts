/**
 * What a client may send, checked by the server before the rules see it. Card
 * and zombie ids are instance ids ("pistol#2", "runner#1"); rows are 1..10 and
 * 11 for the street.
 */
import { z } from 'zod';

const id = z.string().min(1).max(64);
const row = z.number().int().min(1).max(11);

export const secondsActionSchema = z.discriminatedUnion('type', [
  // The Survivor's Action Phase (seed 003 lines 187-300).
  z.strictObject({ type: z.literal('move'), to: row }),
  z.strictObject({ type: z.literal('standUp') }),
  z.strictObject({ type: z.literal('pickUp'), index: z.number().int().min(0).max(99) }),
  z.strictObject({ type: z.literal('equip'), card: id }),
  z.strictObject({ type: z.literal('drop'), card: id }),
  z.strictObject({ type: z.literal('drawTactics'), discard: z.tuple([id, id]).optional() }),
  z.strictObject({
    type: z.literal('playTactics'),
    card: id,
    zombie: id.optional(),
    weapon: id.optional(),
    index: z.number().int().min(0).max(99).optional(),
    to: row.optional(),
  }),
  z.strictObject({ type: z.literal('useSupply'), card: id }),
  z.strictObject({
    type: z.literal('attack'),
    zombie: id,
    weapon: id,
    profile: z.number().int().min(0).max(3).optional(),
  }),
  z.strictObject({
    type: z.literal('ability'),
    zombie: id.optional(),
    weapon: id.optional(),
    profile: z.number().int().min(0).max(3).optional(),
    to: row.optional(),
    ignore: z.array(id).max(2).optional(),
  }),
  z.strictObject({ type: z.literal('removeConcussion') }),
  z.strictObject({ type: z.literal('endPhase') }),
  // Decisions.
  z.strictObject({ type: z.literal('mulligan'), discard: z.array(id).max(2) }),
  z.strictObject({ type: z.literal('counter'), card: id.nullable() }),
  z.strictObject({ type: z.literal('react'), choice: z.enum(['take', 'block', 'dodge']), card: id.optional() }),
  z.strictObject({ type: z.literal('desperation'), use: z.boolean() }),
  z.strictObject({
    type: z.literal('split'),
    zombie: id.nullable(),
    amount: z.number().int().min(1).max(9).optional(),
  }),
  z.strictObject({ type: z.literal('keep'), card: id }),
  z.strictObject({ type: z.literal('discard'), card: id }),
  z.strictObject({ type: z.literal('sound'), card: id.nullable() }),
  z.strictObject({ type: z.literal('chooseWeapon'), card: id }),
  z.strictObject({ type: z.literal('drawChoice'), deck: z.enum(['zombie', 'tactics']) }),
  z.strictObject({ type: z.literal('chooseZombie'), zombie: id }),
  // The Zombie player's Action Phase (designed).
  z.strictObject({ type: z.literal('zMove'), zombie: id, to: z.number().int().min(1).max(10) }),
  z.strictObject({ type: z.literal('zAttack'), zombie: id }),
  z.strictObject({ type: z.literal('zStand'), zombie: id }),
  z.strictObject({ type: z.literal('summon'), card: id }),
  z.strictObject({ type: z.literal('zDraw'), deck: z.enum(['zombie', 'tactics']) }),
  z.strictObject({ type: z.literal('zPlay'), card: id, zombie: id.optional(), zombieCard: id.optional() }),
  z.strictObject({ type: z.literal('shriek'), zombie: id, card: id }),
  // The timer.
  z.strictObject({ type: z.literal('pause') }),
  z.strictObject({ type: z.literal('resume') }),
  z.strictObject({ type: z.literal('timeout'), what: z.enum(['phase', 'decision', 'pause']) }),
]);

export type SecondsAction = z.infer<typeof secondsActionSchema>;
export type ActionType = SecondsAction['type'];

/** Field kinds of each action type, for the fast shape check of apply (the zod schema stays the server's check). */
type Field = 'id' | 'id?' | 'idOrNull' | 'row' | 'row?' | 'int' | 'int?' | 'bool' | 'ids?' | 'ids' | 'pair?' | 'enum';
const SHAPES: Record<string, Record<string, Field>> = {
  move: { to: 'row' },
  standUp: {},
  pickUp: { index: 'int' },
  equip: { card: 'id' },
  drop: { card: 'id' },
  drawTactics: { discard: 'pair?' },
  playTactics: { card: 'id', zombie: 'id?', weapon: 'id?', index: 'int?', to: 'row?' },
  useSupply: { card: 'id' },
  attack: { zombie: 'id', weapon: 'id', profile: 'int?' },
  ability: { zombie: 'id?', weapon: 'id?', profile: 'int?', to: 'row?', ignore: 'ids?' },
  removeConcussion: {},
  endPhase: {},
  mulligan: { discard: 'ids' },
  counter: { card: 'idOrNull' },
  react: { choice: 'enum', card: 'id?' },
  desperation: { use: 'bool' },
  split: { zombie: 'idOrNull', amount: 'int?' },
  keep: { card: 'id' },
  discard: { card: 'id' },
  sound: { card: 'idOrNull' },
  chooseWeapon: { card: 'id' },
  drawChoice: { deck: 'enum' },
  chooseZombie: { zombie: 'id' },
  zMove: { zombie: 'id', to: 'row' },
  zAttack: { zombie: 'id' },
  zStand: { zombie: 'id' },
  summon: { card: 'id' },
  zDraw: { deck: 'enum' },
  zPlay: { card: 'id', zombie: 'id?', zombieCard: 'id?' },
  shriek: { zombie: 'id', card: 'id' },
  pause: {},
  resume: {},
  timeout: { what: 'enum' },
};
const ENUMS: Record<string, readonly string[]> = {
  choice: ['take', 'block', 'dodge'],
  deck: ['zombie', 'tactics'],
  what: ['phase', 'decision', 'pause'],
};

const isId = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 64;
const isInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 99;

/**
 * The shape of an action, checked fast (apply runs it on every action; the
 * server checks the zod schema first anyway): a known type, only its fields,
 * each of the right kind. Malformed input is refused before any rule reads it.
 */
export function isWellFormedAction(a: unknown): a is SecondsAction {
  if (typeof a !== 'object' || a === null || Array.isArray(a)) return false;
  const o = a as Record<string, unknown>;
  const shape = typeof o.type === 'string' ? SHAPES[o.type] : undefined;
  if (!shape || !Object.hasOwn(SHAPES, o.type as string)) return false;
  for (const key in o) {
    if (key === 'type') continue;
    const kind = shape[key];
    if (!kind) return false;
    const v = o[key];
    if (v === undefined && kind.endsWith('?')) continue;
    switch (kind) {
      case 'id':
      case 'id?':
        if (!isId(v)) return false;
        break;
      case 'idOrNull':
        if (v !== null && !isId(v)) return false;
        break;
      case 'row':
      case 'row?':
        if (!isInt(v) || (v as number) < 1 || (v as number) > 11) return false;
        break;
      case 'int':
      case 'int?':
        if (!isInt(v)) return false;
        break;
      case 'bool':
        if (typeof v !== 'boolean') return false;
        break;
      case 'ids':
      case 'ids?':
        if (!Array.isArray(v) || v.length > 2 || !v.every(isId)) return false;
        break;
      case 'pair?':
        if (!Array.isArray(v) || v.length !== 2 || !v.every(isId)) return false;
        break;
      case 'enum':
        if (typeof v !== 'string' || !ENUMS[key]?.includes(v)) return false;
        break;
    }
  }
  for (const [key, kind] of Object.entries(shape)) if (!kind.endsWith('?') && !(key in o)) return false;
  return true;
}
