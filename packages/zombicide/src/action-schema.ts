/**
 * The shape of an action a client sends (actions.ts), checked before the rules see it.
 *
 * Action types listed here get an exact, strict schema; a ruleset lists the
 * exact schemas of its own action kinds in its folder (passed to createZombicideGame, validated-game.ts). A
 * type the rules know (the ruleset's rule table) but no list does yet is
 * accepted in a bounded generic form (integers, booleans, null, short strings,
 * short integer arrays) and left to the engine's own shape and rule checks, so
 * a new engine action works at once and the list can catch up. The
 * compile-time check below keeps every exact schema a valid engine Action.
 */
import { z } from 'zod';
import type { Action } from './actions.ts';
import { CORE_RULES } from './apply.ts';
import type { RuleTable } from './ruleset.ts';

export const int = z.number().int().min(-1).max(10_000);
export const idx = z.number().int().min(0).max(10_000);
export const name = z.string().min(1).max(64);
/** The fields of an action of survivor `s`. */
export const s = <T extends string>(type: T) => ({ type: z.literal(type), s: idx });

/** An exact action schema: a strict object whose `type` is one literal. */
export type ExactActionSchema = z.ZodType & { shape: { type: { value: string } } };

const exact = [
  z.strictObject({ ...s('move'), to: idx, via: idx.optional() }),
  z.strictObject({ ...s('sprint'), path: z.array(idx).min(1).max(8) }),
  z.strictObject({ ...s('jump'), to: idx }),
  z.strictObject({ ...s('search') }),
  z.strictObject({ ...s('melee'), slot: idx, dual: z.boolean(), actorDice: z.literal(true).optional() }),
  z.strictObject({
    ...s('ranged'),
    slot: idx,
    dual: z.boolean(),
    zone: idx,
    fanning: z.boolean(),
    actorDice: z.literal(true).optional(),
    trickShot: idx.optional(),
  }),
  z.strictObject({ ...s('reload'), slot: idx }),
  z.strictObject({ ...s('trade'), with: idx }),
  z.strictObject({ ...s('reorganize') }),
  z.strictObject({ ...s('objective') }),
  z.strictObject({ ...s('makeNoise') }),
  z.strictObject({ ...s('exit') }),
  z.strictObject({ ...s('rally'), companion: idx, pay: int.optional() }),
  z.strictObject({ ...s('tinker'), slot: idx }),
  z.strictObject({ ...s('improvised'), attack: z.enum(['melee', 'ranged']), zone: idx }),
  z.strictObject({ ...s('shove'), to: idx }),
  z.strictObject({ ...s('lifesaver'), from: idx, who: z.array(idx).max(12) }),
  z.strictObject({ ...s('taunt'), zone: idx }),
  z.strictObject({ ...s('endTurn') }),
  z.strictObject({ ...s('discard'), slot: idx }),
  z.strictObject({ ...s('drinkWater'), slot: idx }),
  z.strictObject({ type: z.literal('swap'), a: idx, slotA: idx, b: idx, slotB: idx }),
  z.strictObject({ type: z.literal('doneReorganize') }),
  z.strictObject({ type: z.literal('confirmTrade'), accept: z.boolean() }),
  z.strictObject({ type: z.literal('giveCompanion'), companion: idx, to: idx }),
  z.strictObject({ type: z.literal('giveToken'), from: idx, to: idx }),
  z.strictObject({ type: z.literal('assignWound'), to: idx }),
  // -1: no target (a shooter who picks the targets, combat.ts NO_TARGET).
  z.strictObject({ type: z.literal('assignHit'), zombie: z.number().int().min(-1).max(10_000) }),
  z.strictObject({ type: z.literal('friendlyFire'), to: idx }),
  z.strictObject({ type: z.literal('reroll'), source: name.nullable() }),
  z.strictObject({ type: z.literal('splitRoute'), route: idx }),
  z.strictObject({ type: z.literal('zombieTarget'), zone: idx }),
  z.strictObject({ type: z.literal('keepFound'), slot: idx.nullable() }),
  z.strictObject({ type: z.literal('chooseRecipient'), s: idx }),
  z.strictObject({ type: z.literal('chooseLeader'), s: idx }),
  z.strictObject({ type: z.literal('chooseSkill'), skill: name }),
  z.strictObject({ type: z.literal('reflex'), slot: int, dual: z.boolean() }),
  z.strictObject({ type: z.literal('chooseExtraTurn'), s: idx }),
  z.strictObject({ ...s('bornLeader'), to: idx }),
] as const;

type Exact = z.infer<(typeof exact)[number]>;
// Every exact schema describes a real engine action (fails to compile if an engine action's fields change).
const _exactIsAction: Exact extends Action ? true : false = true;
void _exactIsAction;

const EXACT = new Map<string, z.ZodType>(exact.map((schema) => [schema.shape.type.value, schema]));

/** A bounded generic action for engine types not listed above. */
const generic = z
  .object({ type: z.string() })
  .catchall(z.union([int, z.boolean(), z.null(), name, z.array(int).max(16)]))
  .refine((a) => Object.keys(a).length <= 12, 'at most 12 fields');

/** Action types of the core with an exact schema (tests compare this list with the engine's). */
export const EXACT_ACTION_TYPES: readonly string[] = [...EXACT.keys()];

/** The schema of the actions a rule table plays; `own`: the exact schemas of the ruleset's own action kinds. */
export function actionSchemaFor(rules: RuleTable, own: readonly ExactActionSchema[] = []) {
  const engineTypes = new Set(Object.keys(rules));
  const exactTypes =
    own.length === 0 ? EXACT : new Map([...EXACT, ...own.map((o) => [o.shape.type.value, o] as const)]);
  return z.unknown().transform((value, ctx): Action => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: 'an action must be an object with a "type"' });
      return z.NEVER;
    }
    const type = (value as { type?: unknown }).type;
    const schema =
      typeof type === 'string' ? (exactTypes.get(type) ?? (engineTypes.has(type) ? generic : undefined)) : undefined;
    if (!schema) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `unknown action type ${JSON.stringify(type)?.slice(0, 40)}`,
      });
      return z.NEVER;
    }
    const result = schema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues.slice(0, 3))
        ctx.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message });
      return z.NEVER;
    }
    return result.data as Action;
  });
}

/** The core's actions (every action type with an exact schema is accepted too). */
export const actionSchema = actionSchemaFor(CORE_RULES);
