/**
 * The catalog of a registry: what a lobby needs to offer its games (ids, names, seats, entries, the
 * config's JSON Schema for the option switches, the bots that can take a seat, each game's own lobby
 * data). The server's GET /api/catalog and the page built without a server give exactly this.
 */
import { z } from 'zod';
import type { Registry } from './registry.ts';

export interface CatalogGameEntry {
  id: string;
  name: string;
  meta: Registry['modules'][number]['game']['meta'];
  entries: readonly { id: string; name: string; label?: string }[];
  configSchema: unknown;
  /** The names of the bots that can play a seat of this game. */
  bots: string[];
  catalogue: unknown;
}

export function catalogOf(registry: Registry): { games: CatalogGameEntry[] } {
  return {
    games: registry.modules.map((m) => ({
      id: m.id,
      name: m.name,
      meta: m.game.meta,
      entries: m.entries,
      configSchema: z.toJSONSchema(m.game.configSchema, { unrepresentable: 'any' }),
      bots: Object.keys(m.bots),
      catalogue: m.catalogue(),
    })),
  };
}
