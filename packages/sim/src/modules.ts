/**
 * Where the simulator finds a game: a module file exporting a function that
 * returns a registry (default: loadRegistry of @horde/games). Each worker
 * thread imports it once and asks the registry for the game by id, so a test
 * can simulate a game the shipped registry does not hold.
 */
import type { AnyModule, Registry } from '@horde/games';

export interface ModuleSource {
  /** A module specifier or file URL (import()-able from this file). */
  url: string;
  /** The name of its export: a function with no argument that returns a Registry. */
  export: string;
}

export const DEFAULT_SOURCE: ModuleSource = { url: '@horde/games', export: 'loadRegistry' };

const registries = new Map<string, Promise<Registry>>();

/** The registry of a source, loaded once per thread. */
export function sourceRegistry(source: ModuleSource = DEFAULT_SOURCE): Promise<Registry> {
  const key = `${source.url}#${source.export}`;
  let registry = registries.get(key);
  if (!registry) {
    registry = import(/* @vite-ignore */ source.url).then((mod: Record<string, unknown>) => {
      const make = mod[source.export];
      if (typeof make !== 'function') throw new Error(`${source.url} has no function export "${source.export}"`);
      return make() as Registry;
    });
    registries.set(key, registry);
  }
  return registry;
}

const withFiles = new Map<string, AnyModule>();

/**
 * The module of game `id` in a source's registry; throws the registry's sentence naming the known games.
 * With `entryFile` (a designer's mission file), the module that also hosts it (read once per thread).
 */
export async function simModule(
  id: string,
  source: ModuleSource = DEFAULT_SOURCE,
  entryFile?: string,
): Promise<AnyModule> {
  const module = (await sourceRegistry(source)).require(id);
  if (!entryFile) return module;
  const key = `${source.url}#${source.export}#${id}#${entryFile}`;
  let hosting = withFiles.get(key);
  if (!hosting) {
    if (!module.withEntryFile) throw new Error(`${module.name} does not read entry files`);
    hosting = module.withEntryFile(entryFile).module;
    withFiles.set(key, hosting);
  }
  return hosting;
}
