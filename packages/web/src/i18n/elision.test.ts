/** French "de" before a name is elided before a vowel (issue 33: "En attente de Alice"), through i18next. */
import { describe, expect, it } from 'vitest';
import { deName } from './elision.ts';
import { i18n, setupI18n } from './index.ts';

describe('"de" before a name, in French', () => {
  it('is elided before a vowel, accented or not, and kept before a consonant', () => {
    expect(['Alice', 'Élodie', 'Ned', 'la place 2', 'Ortega'].map(deName)).toEqual([
      'd’Alice',
      'd’Élodie',
      'de Ned',
      'de la place 2',
      'd’Ortega',
    ]);
  });

  it('is a formatter the messages ask for: "{{who, de}}"', async () => {
    setupI18n('fr');
    i18n.addResourceBundle('fr', 'elisionTest', { waiting: 'En attente {{who, de}}…' }, true, true);
    await i18n.changeLanguage('fr');
    expect(i18n.t('elisionTest:waiting', { who: 'Alice' })).toBe('En attente d’Alice…');
    expect(i18n.t('elisionTest:waiting', { who: 'Bruno' })).toBe('En attente de Bruno…');
    await i18n.changeLanguage('en');
  });
});
