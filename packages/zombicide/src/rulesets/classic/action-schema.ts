/** The exact shapes of Classic's own action kinds (actions.ts), checked before the rules see them. */
import { z } from 'zod';
import { type ExactActionSchema, idx, int, name, s } from '../../action-schema.ts';
import { type ClassicOwnAction, INSTRUCTION_ORDERS } from './actions.ts';
import { FREE_SPOT } from '../../board/barricades.ts';

/** A barricade spot: the mission's index, or a free key off its spots (board/barricades.ts, line 2020). */
const spot = z
  .number()
  .int()
  .min(0)
  .max(FREE_SPOT * 4);

const exact = [
  z.strictObject({ ...s('openDoor'), door: idx, slot: int }),
  z.strictObject({ ...s('heal'), who: idx }),
  z.strictObject({ ...s('combine'), a: idx, b: idx }),
  z.strictObject({ type: z.literal('loseCard'), slot: idx }),
  z.strictObject({ type: z.literal('spawnRoom'), zone: idx }),
  z.strictObject({ type: z.literal('modeChoice'), option: name }),
  z.strictObject({
    ...s('teamAction'),
    card: idx,
    zone: idx,
    with: z.array(idx).min(1).max(11),
    way: z.literal(2).optional(),
  }),
  z.strictObject({ ...s('teamAttack'), slot: idx, dual: z.boolean(), zone: idx.optional() }),
  z.strictObject({ ...s('teamMove'), to: idx }),
  // The Handyman's breakBarricade names a spot, maybe a free key; every other order an index up to int's bound.
  z
    .strictObject({ ...s('instruct'), companion: idx, order: z.enum(INSTRUCTION_ORDERS), target: z.union([int, spot]) })
    .refine((a) => a.order === 'breakBarricade' || int.safeParse(a.target).success, {
      message: 'target out of range',
      path: ['target'],
    }),
  z.strictObject({ ...s('meleeRival'), slot: idx, dual: z.boolean(), who: idx }),
  z.strictObject({ ...s('getInCar'), car: idx, seat: idx }),
  z.strictObject({ ...s('getOutOfCar') }),
  z.strictObject({ ...s('changeSeat'), seat: idx }),
  z.strictObject({ ...s('drive'), path: z.array(idx).min(1).max(3) }),
  z.strictObject({ ...s('searchCar'), car: idx }),
  z.strictObject({ ...s('takeOff') }),
  z.strictObject({ ...s('land') }),
  z.strictObject({ ...s('fly'), path: z.array(idx).min(1).max(2) }),
  z.strictObject({ ...s('stash'), car: idx, slots: z.array(idx).min(1).max(8) }),
  z.strictObject({
    ...s('takeStashed'),
    car: idx,
    cards: z.array(idx).min(1).max(8),
    slots: z.array(idx).min(1).max(8),
  }),
  z.strictObject({ ...s('pullSwitch'), switch: idx, turn: z.union([z.literal(1), z.literal(-1)]) }),
  z.strictObject({ ...s('lockDoor'), door: idx }),
  z.strictObject({ ...s('buildBarricade'), spot }),
  z.strictObject({ ...s('breakBarricade'), spot, slot: idx }),
  z.strictObject({ ...s('loud') }),
  z.strictObject({
    ...s('chargeMove'),
    to: idx,
    via: z.array(idx).max(1),
    bloodlust: z.enum(['combat', 'melee', 'ranged']).optional(),
  }),
] as const;

type Exact = z.infer<(typeof exact)[number]>;
// Every exact schema describes one of its own actions (fails to compile if an action's fields change).
const _exactIsAction: Exact extends ClassicOwnAction ? true : false = true;
void _exactIsAction;

export const CLASSIC_ACTION_SCHEMAS: readonly ExactActionSchema[] = exact;
