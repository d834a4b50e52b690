/**
 * Vite plugin: the browser's static game data as virtual modules, made at build time (and at
 * each dev-server start) by build/bundled.ts with the packages' own loaders, which use node:fs
 * and so cannot run in the browser. They are TypeScript sources, imported through tsx's
 * `tsImport` because Vite bundles this config file without transforming workspace packages.
 *
 * - `virtual:horde-catalog`: the registry's games as GET /api/catalog describes them (the
 *   in-browser lobby's game picker; the shell imports it on demand);
 * - `virtual:uoa-data`: Undead or Alive's `{ content, missions }`, imported only by its table's chunk;
 * - `virtual:classic-data`: Zombicide Classic's `{ content, missions }`, imported only by its table's chunk;
 * - `virtual:horde-pins/<game>`: the fingerprint of the content that game's module pins for a config (a function;
 *   the fingerprints are a few hundred bytes), imported only by that game's table.
 */
import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';

type Bundled = typeof import('./build/bundled.ts');

const CATALOG = 'virtual:horde-catalog';
const UOA_DATA = 'virtual:uoa-data';
const CLASSIC_DATA = 'virtual:classic-data';
const PINS = 'virtual:horde-pins/';

/**
 * A module whose default export is `data`, read by JSON.parse: V8 parses a JSON string much faster than the same
 * data as an object literal in code (the tables' content is a few hundred kilobytes, read on a phone's CPU).
 */
const jsonModule = (data: unknown): string => `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`;

export function hordeData(): Plugin {
  let bundled: Promise<Bundled> | null = null;
  const load = () => (bundled ??= tsImport('./build/bundled.ts', import.meta.url) as Promise<Bundled>);
  return {
    name: 'horde-data',
    buildStart() {
      bundled = null;
    },
    resolveId: (id) =>
      id === CATALOG || id === UOA_DATA || id === CLASSIC_DATA || id.startsWith(PINS) ? `\0${id}` : null,
    async load(id) {
      if (id === `\0${CATALOG}`) return jsonModule((await load()).localCatalog());
      if (id === `\0${UOA_DATA}`) return jsonModule((await load()).uoaData());
      if (id === `\0${CLASSIC_DATA}`) return jsonModule((await load()).classicData());
      if (id.startsWith(`\0${PINS}`)) return (await load()).contentFingerprintModule(id.slice(PINS.length + 1));
      return null;
    },
  };
}
