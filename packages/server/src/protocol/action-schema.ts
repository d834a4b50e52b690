/**
 * The zod shape of every engine action (packages/zombicide/src/actions.ts).
 * Compile-time checks below keep it equal to the engine's `Action` type: a
 * new action type that is not added here breaks the type check.
 */
import { z } from 'zod';
import type { Action } from '@horde/zombicide';

const int = z.number().int().min(-1).max(10_000);
const idx = z.number().int().min(0).max(10_000);
const name = z.string().min(1).max(64);

const s = <T extends string>(type: T) => ({ type: z.literal(type), s: idx });

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...s('move'), to: idx, via: idx.optional() }),
  z.strictObject({ ...s('sprint'), path: z.array(idx).min(1).max(8) }),
  z.strictObject({ ...s('jump'), to: idx }),
  z.strictObject({ ...s('search') }),
  z.strictObject({ ...s('melee'), slot: idx, dual: z.boolean() }),
  z.strictObject({ ...s('ranged'), slot: idx, dual: z.boolean(), zone: idx, fanning: z.boolean() }),
  z.strictObject({ ...s('dynamite'), slot: idx, zone: idx }),
  z.strictObject({ ...s('holyWater'), slot: idx, spawn: idx }),
  z.strictObject({ ...s('reload'), slot: idx }),
  z.strictObject({ ...s('trade'), with: idx }),
  z.strictObject({ ...s('reorganize') }),
  z.strictObject({ ...s('objective') }),
  z.strictObject({ ...s('makeNoise') }),
  z.strictObject({ ...s('charge'), to: idx, via: z.array(idx).max(8), slot: idx, dual: z.boolean() }),
  z.strictObject({ ...s('vadeRetro'), zone: idx, replace: int }),
  z.strictObject({ ...s('exit') }),
  z.strictObject({ ...s('rally'), companion: idx }),
  z.strictObject({ ...s('endTurn') }),
  z.strictObject({ ...s('discard'), slot: idx }),
  z.strictObject({ ...s('drinkWater'), slot: idx }),
  z.strictObject({ type: z.literal('swap'), a: idx, slotA: idx, b: idx, slotB: idx }),
  z.strictObject({ type: z.literal('doneReorganize') }),
  z.strictObject({ type: z.literal('giveCompanion'), companion: idx, to: idx }),
  z.strictObject({ type: z.literal('assignWound'), to: idx }),
  z.strictObject({ type: z.literal('assignHit'), zombie: idx }),
  z.strictObject({ type: z.literal('friendlyFire'), to: idx }),
  z.strictObject({ type: z.literal('reroll'), source: name.nullable() }),
  z.strictObject({ type: z.literal('splitRoute'), route: idx }),
  z.strictObject({ type: z.literal('zombieTarget'), zone: idx }),
  z.strictObject({ type: z.literal('noiseZone'), zone: idx }),
  z.strictObject({ type: z.literal('keepFound'), slot: idx.nullable() }),
  z.strictObject({ type: z.literal('chooseRecipient'), s: idx }),
  z.strictObject({ type: z.literal('chooseLeader'), s: idx }),
  z.strictObject({ type: z.literal('chooseSkill'), skill: name }),
]);

type Parsed = z.infer<typeof actionSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Both directions: every parsed action is an engine Action, and every Action type is covered.
const _parsedIsAction: Same<Parsed['type'], Action['type']> = true;
const _assignable: Parsed extends Action ? true : false = true;
void _parsedIsAction; void _assignable;
