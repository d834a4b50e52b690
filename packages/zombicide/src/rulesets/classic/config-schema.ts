/**
 * The shape of a new Classic game's config, checked before the rules see it;
 * the lobby draws its switches from it.
 */
import { z } from 'zod';
import type { GameConfig } from '../../setup.ts';

export const classicConfigSchema = z.strictObject({
  mission: z.string().min(1).max(64).describe('mission'),
  survivors: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(64),
        player: z.number().int().min(0).max(5).optional(),
        start: z.string().min(1).max(64).optional(),
      }),
    )
    .min(1)
    .max(6),
  players: z.number().int().min(1).max(6).optional(),
  /** Ultrared mode (seed 001 "Ultrared"): experience beyond Red brings more skills. */
  ultrared: z.boolean().optional().describe('switch'),
  /** [RM] spawn dice (seed 001 "[RM]'s Spawn System") instead of one card per Spawn Zone clockwise. */
  spawnDice: z.boolean().optional().describe('switch'),
});

// Every config the schema accepts is a GameConfig the rules read (fails to compile if they drift apart).
const _schemaIsConfig: z.infer<typeof classicConfigSchema> extends GameConfig ? true : false = true;
void _schemaIsConfig;
