/** The exact shapes of Undead or Alive's own action kinds (actions.ts), checked before the rules see them. */
import { z } from 'zod';
import { type ExactActionSchema, idx, int, s } from '../../action-schema.ts';
import type { UoaOwnAction } from './actions.ts';

const exact = [
  z.strictObject({ ...s('dynamite'), slot: idx, zone: idx }),
  z.strictObject({ ...s('holyWater'), slot: idx, spawn: idx }),
  z.strictObject({ ...s('charge'), to: idx, via: z.array(idx).max(8), slot: idx, dual: z.boolean() }),
  z.strictObject({ ...s('vadeRetro'), zone: idx, replace: int }),
  z.strictObject({ type: z.literal('noiseZone'), zone: idx }),
  z.strictObject({ ...s('blowMine') }),
  z.strictObject({ ...s('loadWagon') }),
  z.strictObject({ ...s('startTrain') }),
  z.strictObject({ ...s('loadCoal') }),
  z.strictObject({ type: z.literal('stepAside'), zone: idx }),
  z.strictObject({ ...s('moveWagon'), to: idx }),
  z.strictObject({ ...s('boardWagon') }),
  z.strictObject({ ...s('leaveWagon') }),
  z.strictObject({ ...s('moveGatling'), to: idx }),
  z.strictObject({ ...s('fireGatling'), zone: idx }),
] as const;

type Exact = z.infer<(typeof exact)[number]>;
// Every exact schema describes one of its own actions (fails to compile if an action's fields change).
const _exactIsAction: Exact extends UoaOwnAction ? true : false = true;
void _exactIsAction;

export const UOA_ACTION_SCHEMAS: readonly ExactActionSchema[] = exact;
