/** The language of the shell: a choice among the languages it speaks, remembered in this browser. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n/index.ts';
import { isLanguage, LANGUAGES, rememberLanguage } from '../i18n/language.ts';
import { browserStore } from './conn/store.ts';

export function LanguageSwitch(): ReactElement {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find((l) => i18n.resolvedLanguage === l) ?? 'en';
  return (
    <label className="language-switch">
      {t('language.label')}{' '}
      <select
        value={current}
        onChange={(e) => {
          const language = e.target.value;
          if (!isLanguage(language)) return;
          rememberLanguage(browserStore(), language);
          // A table's words in that language may have to be fetched first; offline, the language stays as it was.
          switchLanguage(language).catch(() => {});
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.names.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
