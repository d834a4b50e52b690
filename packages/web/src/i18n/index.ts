/**
 * The shell's translations (react-i18next): English and French messages under the "shell"
 * namespace, bundled with the first page. A game's table brings its own messages when it loads;
 * they go under the game's id as namespace (addMessages).
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
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
  return i18n;
}

/** Adds a game table's messages under its own namespace. */
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
