/**
 * The shell's translations (react-i18next): English and French messages under the "shell"
 * namespace, bundled with the first page. A game's table brings its own messages when it loads,
 * one bundle per language fetched when that language is first needed (a French player never
 * downloads the English words, nor the other way round); they go under the game's id as namespace.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { deName } from './elision.ts';
import en from './en.json';
import fr from './fr.json';
import { LANGUAGES, type Language } from './language.ts';

export const SHELL_MESSAGES: Record<Language, Record<string, unknown>> = { en, fr };

/** The one i18next instance of the app (components reach it through react-i18next's hooks). */
export const i18n: I18n = createInstance();

/** Starts the translations in `language` (once; later calls only switch the language). */
export function setupI18n(language: Language): I18n {
  if (i18n.isInitialized) {
    void i18n.changeLanguage(language);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    resources: { en: { shell: en }, fr: { shell: fr } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['shell'],
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // "{{who, de}}": French "de" before a name, elided before a vowel (elision.ts).
  i18n.services.formatter?.add('de', deName);
  return i18n;
}

/** A table's messages in one language, fetched on demand (a dynamic import of its JSON). */
export type MessageLoaders = Partial<Record<Language, () => Promise<Record<string, unknown>>>>;

const loaders = new Map<string, MessageLoaders>();

async function loadBundle(namespace: string, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, namespace)) return;
  const load = loaders.get(namespace)?.[language];
  // skipCopy: the bundle is a fresh module object nothing else holds, so i18next need not copy it (a table's words
  // are tens of kilobytes, copied on a phone's CPU while the table is first drawn).
  if (load) i18n.addResourceBundle(language, namespace, await load(), true, true, { silent: false, skipCopy: true });
}

/** Registers a table's messages under its own namespace and fetches those of the language in use. */
export async function addMessageLoaders(namespace: string, messages: MessageLoaders): Promise<void> {
  loaders.set(namespace, messages);
  await loadBundle(namespace, (i18n.language as Language | undefined) ?? 'en');
}

/** Switches the language once every table loaded so far has its messages in it (no key shows meanwhile). */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([...loaders.keys()].map((namespace) => loadBundle(namespace, language)));
  await i18n.changeLanguage(language);
}

/** Adds a game table's messages under its own namespace, every language at once (tests). */
export function addMessages(namespace: string, messages: Partial<Record<Language, Record<string, unknown>>>): void {
  for (const language of LANGUAGES) {
    const bundle = messages[language];
    if (bundle) i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}

/** A shell message outside React (connections, services); the key itself before start-up. */
export function translate(key: string, values?: Record<string, string | number>): string {
  return i18n.isInitialized ? i18n.t(key, values) : key;
}
