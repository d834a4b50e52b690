/**
 * Vite plugin: the browser's static game data as a virtual module.
 *
 * `import data from 'virtual:horde-data'` gives `{ content, missions }`, read at build time (and on
 * every dev-server reload) by the content package's own loaders, which use node:fs and so cannot
 * run in the browser. The loaders are TypeScript sources, imported through tsx's `tsImport`
 * because Vite bundles this config file without transforming workspace packages.
 * Provenance notes (for designers, not players) are dropped to keep the bundle small.
 */
import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';

const ID = 'virtual:horde-data';
const RESOLVED = `\0${ID}`;

function stripProvenance(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripProvenance);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (k !== 'provenance') out[k] = stripProvenance(v);
    return out;
  }
  return value;
}

export async function loadHordeData(): Promise<{ content: unknown; missions: unknown[] }> {
  const contentMod = (await tsImport('@horde/content', import.meta.url)) as typeof import('@horde/content');
  const missionsMod = (await tsImport(
    '@horde/content/missions',
    import.meta.url,
  )) as typeof import('@horde/content/missions');
  const content = contentMod.loadContent();
  const missions = missionsMod.loadMissions();
  const { notes: _notes, ...rest } = content as unknown as Record<string, unknown>;
  // The engine reads provenance on nothing the table needs; missions keep theirs minimal.
  return {
    content: stripProvenance(rest),
    missions: (missions as unknown[]).map((m) => ({
      ...(stripProvenance(m) as object),
      provenance: { designed: true },
    })),
  };
}

export function hordeData(): Plugin {
  return {
    name: 'horde-data',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const data = await loadHordeData();
      return `export default ${JSON.stringify(data)};`;
    },
  };
}
