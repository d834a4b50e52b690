/**
 * The registry: every game the platform hosts, by id. The only place that
 * wires rules to content (through each game's module); the server, the
 * simulator and the CLI find a game here and talk to it through the contract.
 */
import { loadClassicModule } from './classic/load.ts';
import type { AnyModule } from './module.ts';
import { createSecondsModule } from './seconds/module.ts';
import { loadUoaModule, type LoadUoaOptions } from './uoa/load.ts';
import { createZombiesModule } from './zombies/module.ts';

export interface Registry {
  readonly modules: readonly AnyModule[];
  /** The module of a game id, or undefined. */
  get(id: string): AnyModule | undefined;
  /** The module of a game id; throws a sentence naming the known ids. */
  require(id: string): AnyModule;
}

export class UnknownGameError extends Error {}

export function createRegistry(modules: readonly AnyModule[]): Registry {
  const byId = new Map(modules.map((m) => [m.id, m]));
  if (byId.size !== modules.length) throw new Error('Two game modules share an id');
  return {
    modules,
    get: (id) => byId.get(id),
    require(id) {
      const module = byId.get(id);
      if (!module) throw new UnknownGameError(`Unknown game "${id}" (known: ${[...byId.keys()].join(', ')})`);
      return module;
    },
  };
}

export interface LoadRegistryOptions {
  uoa?: LoadUoaOptions;
}

/** Every shipped game, its data read from packages/content (Node only). */
export function loadRegistry(options: LoadRegistryOptions = {}): Registry {
  return createRegistry([
    loadUoaModule(options.uoa),
    loadClassicModule(),
    createSecondsModule(),
    createZombiesModule(),
  ]);
}

/** The game a command uses when none is named. */
export const DEFAULT_GAME = 'uoa';
