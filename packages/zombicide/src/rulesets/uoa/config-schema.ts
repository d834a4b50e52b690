/**
 * The shape of a new game's config (setup.ts's GameConfig), checked before the
 * rules see it; the lobby draws its switches from it. Cross-field rules (the
 * mission's forbidden classes, start zones, seats) are the setup's issues.
 */
import { z } from 'zod';
import type { GameConfig } from '../../setup.ts';

export const configSchema = z.strictObject({
  mission: z.string().min(1).max(64).describe('mission'),
  survivors: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(64),
        player: z.number().int().min(0).max(5).optional(),
        starting: z.enum(['pistol', 'melee', 'rifle']).optional(),
        start: z.string().min(1).max(64).optional(),
      }),
    )
    .min(1)
    .max(6),
  /** Companions completing a posse of 3 or 4 (EN 282): a survivor id and its Leader (index into survivors). */
  companions: z
    .array(z.strictObject({ id: z.string().min(1).max(64), leader: z.number().int().min(0).max(5).optional() }))
    .max(3)
    .optional(),
  players: z.number().int().min(1).max(6).optional(),
  /** Ultrared mode (EN "Ultrared mode"): a house-rule switch in the lobby. */
  ultrared: z.boolean().optional().describe('switch'),
});

// Every config the schema accepts is a GameConfig the rules read (fails to compile if they drift apart).
const _schemaIsConfig: z.infer<typeof configSchema> extends GameConfig ? true : false = true;
void _schemaIsConfig;
