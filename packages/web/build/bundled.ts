/**
 * What the page bundles, made at build time (Node) with the packages' own loaders:
 * - the catalog of the registry's games, exactly as the server's GET /api/catalog makes it, so
 *   the in-browser lobby draws the same game picker and switches without shipping the registry
 *   or zod to the browser;
 * - Undead or Alive's content and missions for its table (the ones the server hosts), without
 *   the provenance notes (for designers, not players; the engine reads none of them);
 * - Zombicide Classic's content and missions for its table, the same way (its content's per-value
 *   `sources` are provenance notes too).
 */
import { catalogOf, loadRegistry, type Registry, type UoaModule } from '@horde/games';
import type { ClassicModule } from '@horde/games/classic/module';

let registry: Registry | undefined;
const games = (): Registry => (registry ??= loadRegistry());

export function localCatalog(): { games: unknown[] } {
  return catalogOf(games());
}

function stripProvenance(value: unknown, notes: readonly string[] = ['provenance']): unknown {
  if (Array.isArray(value)) return value.map((v) => stripProvenance(v, notes));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (!notes.includes(k)) out[k] = stripProvenance(v, notes);
    return out;
  }
  return value;
}

export function uoaData(): { content: unknown; missions: unknown[] } {
  const uoa = games().require('uoa') as UoaModule;
  const { notes: _notes, ...content } = uoa.content as unknown as Record<string, unknown>;
  return {
    content: stripProvenance(content),
    // Missions keep a minimal provenance mark.
    missions: uoa.missions.map((m) => ({
      ...(stripProvenance(m) as object),
      provenance: { designed: true },
    })),
  };
}

export function classicData(): { content: unknown; missions: unknown[] } {
  const classic = games().require('classic') as ClassicModule;
  return {
    content: stripProvenance(classic.content, ['provenance', 'sources']),
    missions: classic.missions.map((m) => ({
      ...(stripProvenance(m) as object),
      provenance: { designed: true },
    })),
  };
}
