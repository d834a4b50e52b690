/** The languages of the shell, the one a person chose (kept in localStorage) and the browser's default. */
import type { KeyValueStore } from '../shell/conn/store.ts';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

const KEY = 'horde.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The remembered choice, else the first of the browser's languages the shell speaks ("fr-CA" → fr), else English. */
export function preferredLanguage(store: KeyValueStore, browser: readonly string[]): Language {
  const stored = store.getItem(KEY);
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

export function rememberLanguage(store: KeyValueStore, language: Language): void {
  store.setItem(KEY, language);
}
