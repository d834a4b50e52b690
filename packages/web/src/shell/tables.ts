/**
 * The table of each game, by game id. Each is a dynamic import(), so the bundler puts every
 * table (its components, rules and data) in a chunk of its own, fetched the first time a game
 * of it is chosen or opened. Loading also registers the table's messages and fetches those of the
 * language in use.
 */
import { addMessageLoaders } from '../i18n/index.ts';
import type { Language } from '../i18n/language.ts';
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

/** `{ id: { name } }` as `{ id: name }`. */
const namesOf = (entries: Record<string, { name: string }>): Record<string, string> =>
  Object.fromEntries(Object.entries(entries).map(([id, e]) => [id, e.name]));

/**
 * Each game's entries (missions, presets) named in the languages the catalogue does not speak (the server names them
 * in English), for the lobby's saved games: a dynamic import of the table's own words (the same chunk its table uses),
 * fetched only when the lobby lists a saved game of that game in that language. A game without one keeps the
 * catalogue's names (Seconds to Live's entries are named by the table from its choices).
 */
const entryNameLoaders: Record<string, Partial<Record<Language, () => Promise<Record<string, string>>>>> = {
  uoa: { fr: () => import('../games/uoa/i18n/content.fr.json').then((m) => namesOf(m.default.missions)) },
  classic: { fr: () => import('../games/classic/i18n/content.fr.json').then((m) => namesOf(m.default.missions)) },
  zombies: { fr: () => import('../games/zombies/i18n/fr.json').then((m) => namesOf(m.default.presets)) },
};

const entryNamesLoading = new Map<string, Promise<Record<string, string>>>();

/** A game's entry names in `language`, or an empty record when the catalogue's own names are the ones to show. */
export function loadEntryNames(game: string, language: Language): Promise<Record<string, string>> {
  const load = Object.hasOwn(entryNameLoaders, game) ? entryNameLoaders[game][language] : undefined;
  if (!load) return Promise.resolve({});
  const key = `${game}:${language}`;
  let names = entryNamesLoading.get(key);
  if (!names) {
    names = load().catch(() => {
      entryNamesLoading.delete(key);
      return {};
    });
    entryNamesLoading.set(key, names);
  }
  return names;
}
