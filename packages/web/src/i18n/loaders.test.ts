/** A table's words are fetched per language, when that language is first used (i18n/index.ts). */
import { describe, expect, it } from 'vitest';
import { addMessageLoaders, i18n, setupI18n, switchLanguage } from './index.ts';

describe('table messages by language', () => {
  it('fetches only the language in use, and another one before switching to it', async () => {
    setupI18n('en');
    await i18n.changeLanguage('en');
    const fetched: string[] = [];
    const words = { en: 'Hello', fr: 'Bonjour' };
    const fetch = (language: 'en' | 'fr') => async () => {
      fetched.push(language);
      return { hello: words[language] };
    };
    await addMessageLoaders('testTable', { en: fetch('en'), fr: fetch('fr') });
    expect(fetched).toEqual(['en']);
    expect(i18n.t('testTable:hello')).toBe('Hello');
    await switchLanguage('fr');
    expect(fetched).toEqual(['en', 'fr']);
    expect(i18n.language).toBe('fr');
    expect(i18n.t('testTable:hello')).toBe('Bonjour');
    // Each language is fetched once.
    await switchLanguage('en');
    await switchLanguage('fr');
    expect(fetched).toEqual(['en', 'fr']);
    await switchLanguage('en');
  });

  it('keeps the language in use when the other cannot be fetched', async () => {
    setupI18n('en');
    await i18n.changeLanguage('en');
    await addMessageLoaders('offlineTable', {
      en: async () => ({ hello: 'Hello' }),
      fr: () => Promise.reject(new Error('offline')),
    });
    await expect(switchLanguage('fr')).rejects.toThrow('offline');
    expect(i18n.language).toBe('en');
    // Back online, the same switch succeeds (and no later test inherits a loader that fails).
    await addMessageLoaders('offlineTable', {
      en: async () => ({ hello: 'Hello' }),
      fr: async () => ({ hello: 'Bonjour' }),
    });
    await switchLanguage('fr');
    expect(i18n.t('offlineTable:hello')).toBe('Bonjour');
    await switchLanguage('en');
  });
});
