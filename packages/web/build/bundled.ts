/**
 * What the page bundles, made at build time (Node) with the packages' own loaders:
 * - the catalog of the registry's games, exactly as the server's GET /api/catalog makes it, so
 *   the in-browser lobby draws the same game picker and switches without shipping the registry
 *   or zod to the browser;
 * - Undead or Alive's content and missions for its table (the ones the server hosts), without
 *   the provenance notes (for designers, not players; the engine reads none of them);
 * - Zombicide Classic's content and missions for its table, the same way (its content's per-value
 *   `sources` are provenance notes too);
 * - for each table, the fingerprint of the content its game module pins for a new game (by mission for the two
 *   Zombicides, one for Seconds to Live and Zombies!!!), so that the browser can tell whether a saved game or a
 *   record was made with the content it bundles (src/shell/conn/fingerprint.ts).
 */
import { catalogOf, loadRegistry, type Registry, type UoaModule } from '@horde/games';
import type { ClassicModule } from '@horde/games/classic/module';
import { contentFingerprint } from '../src/shell/conn/fingerprint.ts';

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

/**
 * The fingerprints of the content `game`'s module pins (`GameModule.pin`): by mission for a game whose pin is one
 * mission's (both Zombicides), else one for every config. Null for a game that pins nothing.
 */
export function contentFingerprints(game: string): { byMission: Record<string, string> } | { any: string } | null {
  const module = games().require(game) as { pin?: (config: unknown) => unknown; missions?: readonly { id: string }[] };
  const pin = module.pin;
  if (!pin) return null;
  if (!module.missions) return { any: contentFingerprint(pin({})) };
  return {
    byMission: Object.fromEntries(module.missions.map((m) => [m.id, contentFingerprint(pin({ mission: m.id }))])),
  };
}

/**
 * `virtual:horde-pins/<game>`: a module whose default export gives the fingerprint of the content the table plays a
 * config with (by its mission, or the one), null when it bundles none for it. Inlined in that game's table chunk.
 */
export function contentFingerprintModule(game: string): string {
  const fps = contentFingerprints(game);
  if (!fps) return 'export default () => null;';
  if ('any' in fps) return `export default () => ${JSON.stringify(fps.any)};`;
  return [
    `const byMission = ${JSON.stringify(fps.byMission)};`,
    'export default (config) => {',
    '  const mission = config?.mission;',
    "  return typeof mission === 'string' && Object.hasOwn(byMission, mission) ? byMission[mission] : null;",
    '};',
  ].join('\n');
}
