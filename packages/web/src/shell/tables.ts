/**
 * The table of each game, by game id. Each is a dynamic import(), so the bundler puts every
 * table (its components, rules and data) in a chunk of its own, fetched the first time a game
 * of it is chosen or opened. Loading also registers the table's messages and fetches those of the
 * language in use.
 */
import { addMessageLoaders } from '../i18n/index.ts';
import { ShellError } from './errors.ts';
import type { TableModule } from './table-module.ts';

export const tables: Record<string, () => Promise<TableModule>> = {
  uoa: () => import('../games/uoa/uoa-table.tsx').then((m) => m.default),
  seconds: () => import('../games/seconds/seconds-table.tsx').then((m) => m.default),
  zombies: () => import('../games/zombies/zombies-table.tsx').then((m) => m.default),
  classic: () => import('../games/classic/classic-table.tsx').then((m) => m.default),
};

export function hasTable(game: string): boolean {
  return Object.hasOwn(tables, game);
}

const loading = new Map<string, Promise<TableModule>>();

/** The table of a game, loaded once (a failed load is tried again next time). */
export function loadTable(game: string): Promise<TableModule> {
  const known = loading.get(game);
  if (known) return known;
  if (!hasTable(game)) return Promise.reject(new ShellError('errors.noTable', { game }));
  const promise = tables[game]().then(async (module) => {
    if (module.messages) await addMessageLoaders(game, module.messages);
    return module;
  });
  promise.catch(() => loading.delete(game));
  loading.set(game, promise);
  return promise;
}
